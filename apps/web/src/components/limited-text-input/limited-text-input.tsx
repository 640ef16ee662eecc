import { Text, Textarea, TextInput, type TextareaProps, type TextInputProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { useLimitedText, type TextLimits } from './limited-text';

type Shared = TextLimits & {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
};

// styles and inputContainer are taken: they carry the red focus ring and the counter.
type Taken = 'value' | 'defaultValue' | 'onChange' | 'maxLength' | 'styles' | 'inputContainer';
export type LimitedTextInputProps = Omit<TextInputProps, Taken> & Shared;
export type LimitedTextareaProps = Omit<TextareaProps, Taken> & Shared;

// Mantine draws the focus border from this variable; overriding it only changes the focused look.
const RED_FOCUS = { '--input-bd-focus': 'var(--mantine-color-error)' } as CSSProperties;

function withCounter(counter: string) {
  return (children: ReactNode) => (
    <>
      {children}
      <Text size="xs" c="dimmed" ta="right" mt={2} data-testid="char-counter">
        {counter}
      </Text>
    </>
  );
}

/** Single-line input with a character limit and "length/max" counter; the focus ring is red below `min`. */
export function LimitedTextInput({
  value,
  defaultValue,
  onChange,
  max,
  min,
  validate,
  ...props
}: LimitedTextInputProps) {
  const { text, handleChange, belowMin, counter } = useLimitedText({
    value,
    defaultValue,
    onChange,
    max,
    min,
    validate,
  });
  return (
    <TextInput
      {...props}
      value={text}
      onChange={handleChange}
      inputContainer={withCounter(counter)}
      styles={{ wrapper: belowMin ? RED_FOCUS : undefined }}
      data-invalid={belowMin || undefined}
    />
  );
}

/** Multi-line variant of LimitedTextInput. */
export function LimitedTextarea({
  value,
  defaultValue,
  onChange,
  max,
  min,
  validate,
  ...props
}: LimitedTextareaProps) {
  const { text, handleChange, belowMin, counter } = useLimitedText({
    value,
    defaultValue,
    onChange,
    max,
    min,
    validate,
  });
  return (
    <Textarea
      {...props}
      value={text}
      onChange={handleChange}
      inputContainer={withCounter(counter)}
      styles={{ wrapper: belowMin ? RED_FOCUS : undefined }}
      data-invalid={belowMin || undefined}
    />
  );
}
