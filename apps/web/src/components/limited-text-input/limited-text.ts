import { useUncontrolled } from '@mantine/hooks';
import type { ChangeEvent } from 'react';

export interface TextLimits {
  max: number;
  min?: number;
  /** Return false to refuse the text the edit would produce. */
  validate?: (value: string) => boolean;
}

/**
 * The text after an edit, or the previous text when the edit is refused: growing past `max`
 * (typing or pasting) and anything `validate` rejects. Shrinking is always allowed, so a value
 * that arrived already too long can still be cut down.
 */
export function acceptEdit(previous: string, next: string, { max, validate }: TextLimits): string {
  if (next.length > max && next.length >= previous.length) return previous;
  if (validate && !validate(next)) return previous;
  return next;
}

export function isBelowMin(value: string, min?: number): boolean {
  return min !== undefined && value.length < min;
}

export interface LimitedTextOptions extends TextLimits {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
}

/** Shared by the single- and multi-line inputs; works controlled or uncontrolled. */
export function useLimitedText({ value, defaultValue, onChange, ...limits }: LimitedTextOptions) {
  const [text, setText] = useUncontrolled({ value, defaultValue, finalValue: '', onChange });
  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = acceptEdit(text, event.currentTarget.value, limits);
    if (next !== text) setText(next);
  };
  return {
    text,
    handleChange,
    belowMin: isBelowMin(text, limits.min),
    counter: `${text.length}/${limits.max}`,
  };
}
