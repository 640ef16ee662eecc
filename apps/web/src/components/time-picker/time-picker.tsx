import { Modal, TextInput } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
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
  const content = useRef<HTMLDivElement>(null);
  useEscapeClosesOnlyThis(opened, content, close);

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
      {/* Escape is handled by useEscapeClosesOnlyThis: the picker often sits inside another dialog. */}
      <Modal
        opened={opened}
        onClose={close}
        title={title ?? t('timePicker.title')}
        size="sm"
        centered
        closeOnEscape={false}
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        <div ref={content} />
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
      </Modal>
    </>
  );
}

// Mantine's modals close on an Escape seen on the window (capture phase) unless the key's target carries this
// attribute; so does every other open modal, the Publish dialog around this picker included.
const STOP = 'data-mantine-stop-propagation';
const FOCUSABLE = 'input, button, textarea, select, a[href], [tabindex]';

/**
 * Escape in the picker closes the picker alone (issue 10 #3: it closed the whole Publish dialog and lost its
 * audience, groups and schedule). Every focusable element of the picker's dialog is marked so the surrounding
 * modals ignore the key, and kept marked as React re-renders them; the picker then closes itself, unless the
 * key was for an open zone list (which closes its list).
 */
function useEscapeClosesOnlyThis(
  opened: boolean,
  anchor: RefObject<HTMLDivElement | null>,
  close: () => void,
) {
  useEffect(() => {
    const dialog = anchor.current?.closest<HTMLElement>('[role="dialog"]');
    if (!opened || !dialog) return;
    const mark = () => {
      for (const el of [dialog, ...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)])
        if (el.getAttribute(STOP) !== 'true') el.setAttribute(STOP, 'true');
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(dialog, { subtree: true, childList: true, attributes: true, attributeFilter: [STOP] });
    const onKey = (event: globalThis.KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.key !== 'Escape' || event.isComposing || !target || !dialog.contains(target)) return;
      if (target.getAttribute('aria-expanded') === 'true') return;
      close();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      observer.disconnect();
      window.removeEventListener('keydown', onKey);
    };
  }, [opened, anchor, close]);
}
