import { TagsInput, type TagsInputProps } from '@mantine/core';
import { hasTag, normaliseTags } from './tag-rules';

export interface TagSelectProps extends Omit<
  TagsInputProps,
  'value' | 'defaultValue' | 'onChange' | 'data' | 'maxTags' | 'isDuplicate' | 'allowDuplicates'
> {
  value: string[];
  onChange: (value: string[]) => void;
  /** Offered in the dropdown; ones already chosen (in any case) are left out. */
  suggestions?: readonly string[];
  /** Most tags that can be chosen. */
  max?: number;
}

/**
 * Free-text tags with suggestions: Enter adds the typed entry, duplicates (ignoring case) and
 * entries past `max` are refused. Every change is normalised again, so pasted or comma-split
 * input follows the same rules as typed input.
 */
export function TagSelect({ value, onChange, suggestions = [], max, ...props }: TagSelectProps) {
  return (
    <TagsInput
      {...props}
      value={value}
      onChange={(next) => onChange(normaliseTags(next, max))}
      data={[...suggestions]}
      maxTags={max}
      isDuplicate={(entry, current) => hasTag(current, entry)}
      allowDuplicates={false}
    />
  );
}
