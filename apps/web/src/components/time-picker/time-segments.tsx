import { Group, Input, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRef, type ClipboardEvent, type DragEvent, type KeyboardEvent } from 'react';
import {
  clearPart,
  MAX_TYPED_DIGITS,
  neighbour,
  stepPart,
  typeHourDigit,
  typeMinuteDigit,
  typePeriodKey,
  type Segment,
  type TimeParts,
} from './time-picker-logic';

export interface TimeSegmentsProps {
  parts: TimeParts;
  onChange: (parts: TimeParts) => void;
  /** Enter pressed in any segment. */
  onConfirm: () => void;
}

// Hour and minute are words of the common catalogue; AM/PM is the product's notation in both languages.
const LABELS = {
  hour: { label: 'timePicker.hour', placeholder: 'hh' },
  minute: { label: 'timePicker.minute', placeholder: 'mm' },
  period: { label: null, placeholder: 'AM' },
} as const satisfies Record<Segment, { label: string | null; placeholder: string }>;

// Typing goes through the keyboard handler only, so pasted or dropped text never reaches the value.
const block = (event: ClipboardEvent | DragEvent) => event.preventDefault();
const ignoreChange = () => {};

/** Hour, minute and AM/PM inputs driven entirely by keys (spec 000 §4, §5). */
export function TimeSegments({ parts, onChange, onConfirm }: TimeSegmentsProps) {
  const { t } = useTranslation('common');
  const refs = useRef<Partial<Record<Segment, HTMLInputElement | null>>>({});
  // Counts digits typed while this picker is open (spec: up to 8); the dialog remounts on each opening.
  const typed = useRef(0);
  const focus = (segment: Segment) => refs.current[segment]?.focus();

  const handleKey = (segment: Segment) => (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (key === 'Tab' || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();

    if (key === 'ArrowRight' || key === 'ArrowLeft') focus(neighbour(segment, key === 'ArrowRight' ? 1 : -1));
    else if (key === 'ArrowUp' || key === 'ArrowDown')
      onChange(stepPart(parts, segment, key === 'ArrowUp' ? 1 : -1));
    else if (key === 'Delete' || key === 'Backspace') onChange(clearPart(parts, segment));
    else if (key === 'Enter') onConfirm();
    else if (segment === 'period') onChange(typePeriodKey(parts, key));
    else if (/^\d$/.test(key) && typed.current < MAX_TYPED_DIGITS) {
      typed.current += 1;
      const result = segment === 'hour' ? typeHourDigit(parts, key) : typeMinuteDigit(parts, key);
      onChange(result.parts);
      if (result.focus !== segment) focus(result.focus);
    }
  };

  const segment = (name: Segment) => (
    <Input
      ref={(node: HTMLInputElement | null) => {
        refs.current[name] = node;
      }}
      aria-label={LABELS[name].label ? t(LABELS[name].label) : 'AM/PM'}
      placeholder={LABELS[name].placeholder}
      inputMode={name === 'period' ? 'text' : 'numeric'}
      autoComplete="off"
      value={parts[name]}
      onChange={ignoreChange}
      onKeyDown={handleKey(name)}
      onPaste={block}
      onDrop={block}
      w={64}
      size="lg"
      styles={{ input: { textAlign: 'center' } }}
      data-autofocus={name === 'hour' || undefined}
    />
  );

  return (
    <Group gap="xs" wrap="nowrap" justify="center">
      {segment('hour')}
      <Text size="xl" aria-hidden>
        :
      </Text>
      {segment('minute')}
      {segment('period')}
    </Group>
  );
}
