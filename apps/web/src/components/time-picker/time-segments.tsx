import { Group, Input, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRef, type ClipboardEvent, type DragEvent, type KeyboardEvent } from 'react';
import {
  clearPart,
  MAX_TYPED_DIGITS,
  neighbour,
  segmentsOf,
  stepPart,
  typeHourDigit,
  typeMinuteDigit,
  typePeriodKey,
  type Clock,
  type Segment,
  type TimeParts,
} from './time-picker-logic';
import classes from './time-segments.module.css';

export interface TimeSegmentsProps {
  parts: TimeParts;
  clock: Clock;
  onChange: (parts: TimeParts) => void;
  /** Enter pressed in any segment. */
  onConfirm: () => void;
  /** The sentence naming what is still missing. */
  describedBy?: string;
}

// Hour and minute are words of the common catalogue; AM/PM is the product's notation in English (French has none).
const LABELS = {
  hour: { label: 'timePicker.hour', placeholder: 'timePicker.hourPlaceholder' },
  minute: { label: 'timePicker.minute', placeholder: 'timePicker.minutePlaceholder' },
  period: { label: null, placeholder: null },
} as const;

// Typing goes through the keyboard handler only, so pasted or dropped text never reaches the value.
const block = (event: ClipboardEvent | DragEvent) => event.preventDefault();
const ignoreChange = () => {};

/** Hour, minute and (in English) AM/PM inputs driven entirely by keys (spec 000 §4, §5). */
export function TimeSegments({ parts, clock, onChange, onConfirm, describedBy }: TimeSegmentsProps) {
  const { t } = useTranslation('common');
  const refs = useRef<Partial<Record<Segment, HTMLInputElement | null>>>({});
  // Counts digits typed while this picker is open (spec: up to 8); the dialog remounts on each opening.
  const typed = useRef(0);
  // The segment digits have been typed into since focus arrived there. The first digit typed into a segment
  // replaces what it showed (issue 22 #9: 1-0-0-0 over "12:09 PM" joined the 1 to the 2 of 12 and gave 09:00 PM);
  // only digits typed in a row join (spec: "combines with the prior digit").
  const typing = useRef<Segment | null>(null);
  const focus = (segment: Segment) => refs.current[segment]?.focus();

  const handleKey = (segment: Segment) => (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (key === 'Tab' || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();

    if (key === 'ArrowRight' || key === 'ArrowLeft')
      focus(neighbour(segment, key === 'ArrowRight' ? 1 : -1, clock));
    else if (key === 'ArrowUp' || key === 'ArrowDown')
      onChange(stepPart(parts, segment, key === 'ArrowUp' ? 1 : -1, clock));
    else if (key === 'Delete' || key === 'Backspace') onChange(clearPart(parts, segment));
    else if (key === 'Enter') onConfirm();
    else if (segment === 'period') onChange(typePeriodKey(parts, key));
    else if (/^\d$/.test(key) && typed.current < MAX_TYPED_DIGITS) {
      typed.current += 1;
      const base = typing.current === segment ? parts : clearPart(parts, segment);
      typing.current = segment;
      const result = segment === 'hour' ? typeHourDigit(base, key, clock) : typeMinuteDigit(base, key);
      onChange(result.parts);
      if (result.focus !== segment) focus(result.focus);
    }
  };

  const segment = (name: Segment) => {
    const { label, placeholder } = LABELS[name];
    return (
      <Input
        key={name}
        ref={(node: HTMLInputElement | null) => {
          refs.current[name] = node;
        }}
        aria-label={label ? t(label) : 'AM/PM'}
        aria-describedby={describedBy}
        placeholder={placeholder ? t(placeholder) : 'AM/PM'}
        inputMode={name === 'period' ? 'text' : 'numeric'}
        autoComplete="off"
        value={parts[name]}
        onChange={ignoreChange}
        onKeyDown={handleKey(name)}
        onFocus={() => {
          typing.current = null;
        }}
        onPaste={block}
        onDrop={block}
        w={name === 'period' ? 96 : 64}
        size="lg"
        classNames={{ input: classes.input }}
        styles={{ input: { textAlign: 'center' } }}
        data-autofocus={name === 'hour' || undefined}
      />
    );
  };

  const [hour, minute, period] = segmentsOf(clock);
  return (
    <Group gap="xs" wrap="nowrap" justify="center">
      {segment(hour)}
      <Text size="xl" aria-hidden>
        {t('timePicker.separator')}
      </Text>
      {segment(minute)}
      {period && segment(period)}
    </Group>
  );
}
