import { Button, Group, Stack, Text, type ButtonProps } from '@mantine/core';
import { Dialog } from '../../../components/dialog';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick' | 'loading'> {
  children: ReactNode;
  /** Title of the confirmation dialog. */
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Runs after the administrator confirms; the dialog closes when it settles. */
  onConfirm: () => Promise<unknown>;
  loading?: boolean;
  danger?: boolean;
}

/** A button that asks first: for actions that send e-mail or rewrite data. */
export function ConfirmButton({
  children,
  title,
  message,
  confirmLabel,
  onConfirm,
  loading,
  danger,
  ...buttonProps
}: ConfirmButtonProps) {
  const { t } = useTranslation('common');
  const [opened, { open, close }] = useDisclosure(false);
  const confirm = async () => {
    try {
      await onConfirm();
    } finally {
      close();
    }
  };
  return (
    <>
      <Button {...buttonProps} loading={loading} onClick={open}>
        {children}
      </Button>
      <Dialog opened={opened} onClose={close} title={title} centered>
        <Stack>
          <Text size="sm">{message}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={loading}>
              {t('actions.cancel')}
            </Button>
            <Button color={danger ? 'red' : undefined} onClick={() => void confirm()} loading={loading}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </>
  );
}
