import { useRef } from 'react';
import type { DatePickerInputProps } from '@mantine/dates';

type PopoverProps = NonNullable<DatePickerInputProps['popoverProps']>;

/**
 * Brings the picker's field into view as its calendar opens. The calendar is drawn beside its field and hidden while
 * the field is scrolled out of its dialog (Mantine's hideDetached); hidden, it cannot take the focus, and a keyboard
 * user's Tab goes on through the dialog instead of into the month. A field pushed out of view after it got the focus
 * (a preview above it that finishes loading and grows, as in the publish dialog) did exactly that.
 */
export function useOpenInView(popoverProps: PopoverProps | undefined) {
  const ref = useRef<HTMLButtonElement>(null);
  const props: PopoverProps = {
    ...popoverProps,
    onOpen: () => {
      // jsdom draws nothing and has no scrollIntoView.
      ref.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
      popoverProps?.onOpen?.();
    },
  };
  return { ref, popoverProps: props };
}
