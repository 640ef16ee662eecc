import { Modal, TextInput } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { formatTimeValue, type TimePickerValue } from './time-picker-logic';
import { TimePickerDialog } from './time-picker-dialog';

export interface TimePickerProps {
  value: TimePickerValue;
  onChange: (value: TimePickerValue) => void;
  label?: ReactNode;
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

/** A read-only field showing "hh:mm AM/PM" (and the zone) that opens the picker in a modal. */
export function TimePicker({
  value,
  onChange,
  label,
  placeholder = 'hh:mm AM/PM',
  error,
  required,
  disabled,
  readOnly = false,
  withZone = true,
  title = 'Select time',
  now = () => new Date(),
}: TimePickerProps) {
  const [opened, setOpened] = useState(false);
  const open = () => {
    if (!readOnly && !disabled) setOpened(true);
  };
  const close = () => setOpened(false);

  return (
    <>
      <TextInput
        readOnly
        label={label}
        placeholder={placeholder}
        error={error}
        required={required}
        disabled={disabled}
        value={formatTimeValue(value)}
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
      <Modal opened={opened} onClose={close} title={title} size="sm" centered>
        {opened && (
          <TimePickerDialog
            value={value}
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
      </Modal>
    </>
  );
}
