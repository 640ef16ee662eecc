import { Modal, type ModalProps } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { pushEscapeLayer } from './escape-layers';

/**
 * Every dialog of the consoles: Mantine's modal whose Escape closes it alone, never the dialog under it
 * (escape-layers.ts). `closeOnEscape={false}` still keeps a dialog open on Escape (a task under way). Its × gets a
 * name (axe's button-name) unless the caller names it.
 */
export function Dialog({ opened, onClose, closeOnEscape = true, closeButtonProps, ...props }: ModalProps) {
  const { t } = useTranslation('common');
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => (opened && closeOnEscape ? pushEscapeLayer(close) : undefined), [opened, closeOnEscape]);
  return (
    <Modal
      {...props}
      opened={opened}
      onClose={onClose}
      closeOnEscape={false}
      closeButtonProps={{ 'aria-label': t('actions.close'), ...closeButtonProps }}
    />
  );
}
