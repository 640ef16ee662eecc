import { Group, Text, Textarea, TextInput, type TextareaProps, type TextInputProps } from '@mantine/core';
import type { ClipboardEvent, CSSProperties, DragEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLimitedText, type TextLimits } from './limited-text';

type Shared = TextLimits & {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
};

// styles and inputContainer are taken: they carry the red focus ring, the counter and the paste notice.
type Taken = 'value' | 'defaultValue' | 'onChange' | 'maxLength' | 'styles' | 'inputContainer';
export type LimitedTextInputProps = Omit<TextInputProps, Taken> & Shared;
export type LimitedTextareaProps = Omit<TextareaProps, Taken> & Shared;

// Mantine draws the focus border from this variable; overriding it only changes the focused look.
const RED_FOCUS = { '--input-bd-focus': 'var(--mantine-color-error)' } as CSSProperties;

/** The counter, and beside it what a cut paste lost (a polite live region, so a screen reader hears it too). */
function Footer({ counter, cutTo }: { counter: string; cutTo: number | null }) {
  const { t } = useTranslation('common');
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" mt={2} align="flex-start">
      <Text size="xs" fw={500} role="status" data-testid="paste-notice">
        {cutTo !== null ? t('limitedText.pastedCut', { count: cutTo }) : ''}
      </Text>
      <Text size="xs" c="dimmed" ta="right" data-testid="char-counter" style={{ flex: 'none' }}>
        {counter}
      </Text>
    </Group>
  );
}

function useField({ value, defaultValue, onChange, max, min, validate }: Shared) {
  const limited = useLimitedText({ value, defaultValue, onChange, max, min, validate });
  return {
    value: limited.text,
    onChange: limited.handleChange,
    inputContainer: (children: ReactNode) => (
      <>
        {children}
        <Footer counter={limited.counter} cutTo={limited.pastedCut ? max : null} />
      </>
    ),
    styles: { wrapper: limited.belowMin ? RED_FOCUS : undefined },
    'data-invalid': limited.belowMin || undefined,
    markPaste: limited.markPaste,
  };
}

/**
 * Single-line input with a character limit and "length/max" counter; the focus ring is red below `min`. Typing
 * past the limit is ignored; a paste keeps what fits and says it was cut.
 */
export function LimitedTextInput({
  value,
  defaultValue,
  onChange,
  max,
  min,
  validate,
  ...props
}: LimitedTextInputProps) {
  const { markPaste, ...field } = useField({ value, defaultValue, onChange, max, min, validate });
  return (
    <TextInput
      {...props}
      {...field}
      onPaste={(e: ClipboardEvent<HTMLInputElement>) => {
        markPaste();
        props.onPaste?.(e);
      }}
      onDrop={(e: DragEvent<HTMLInputElement>) => {
        markPaste();
        props.onDrop?.(e);
      }}
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
  const { markPaste, ...field } = useField({ value, defaultValue, onChange, max, min, validate });
  return (
    <Textarea
      {...props}
      {...field}
      onPaste={(e: ClipboardEvent<HTMLTextAreaElement>) => {
        markPaste();
        props.onPaste?.(e);
      }}
      onDrop={(e: DragEvent<HTMLTextAreaElement>) => {
        markPaste();
        props.onDrop?.(e);
      }}
    />
  );
}
