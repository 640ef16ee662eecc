import { TextInput } from '@mantine/core';
import { Dialog } from '../dialog';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCallback, useState, type KeyboardEvent, type ReactNode } from 'react';
import { clockFor, formatTimeValue, type TimePickerValue } from './time-picker-logic';
import { TimePickerDialog } from './time-picker-dialog';

export interface TimePickerProps {
  value: TimePickerValue;
  onChange: (value: TimePickerValue) => void;
  label?: ReactNode;
  /** Default: "hh:mm AM/PM" in English, the 24-hour form in French. */
  placeholder?: string;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Shows the value but never opens the picker. */
  readOnly?: boolean;
  /** Offer the Canadian zone list; on by default. */
  withZone?: boolean;
  /** Modal title. */
  title?: string;
  /** Clock for "today"; tests pin it. */
  now?: () => Date;
}

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/** A read-only field showing "hh:mm AM/PM" (French: "18 h 30") and the zone, that opens the picker in a modal. */
export function TimePicker({
  value,
  onChange,
  label,
  placeholder,
  error,
  required,
  disabled,
  readOnly = false,
  withZone = true,
  title,
  now = () => new Date(),
}: TimePickerProps) {
  const { t, i18n } = useTranslation('common');
  const clock = clockFor(i18n.language);
  const [opened, setOpened] = useState(false);
  const open = () => {
    if (!readOnly && !disabled) setOpened(true);
  };
  const close = useCallback(() => setOpened(false), []);

  return (
    <>
      <TextInput
        readOnly
        label={label}
        placeholder={placeholder ?? t('timePicker.placeholder')}
        error={error}
        required={required}
        disabled={disabled}
        value={formatTimeValue(value, clock)}
        rightSection={<IconClock size={16} />}
        onClick={open}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (!OPEN_KEYS.has(event.key)) return;
          event.preventDefault();
          open();
        }}
        aria-haspopup="dialog"
        styles={{ input: { cursor: readOnly || disabled ? 'default' : 'pointer' } }}
      />
      {/* Escape closes the picker alone, never the dialog it often sits in (components/dialog). */}
      <Dialog opened={opened} onClose={close} title={title ?? t('timePicker.title')} size="sm" centered>
        {opened && (
          <TimePickerDialog
            value={value}
            clock={clock}
            withZone={withZone}
            now={now}
            onApply={(next) => {
              onChange(next);
              close();
            }}
            onCancel={close}
            onClear={() => {
              onChange(null);
              close();
            }}
          />
        )}
      </Dialog>
    </>
  );
}
