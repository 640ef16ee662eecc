import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';

/**
 * Deactivate / Reactivate one administrator, after a confirmation. The server refuses yourself and a
 * community's last active administrator with a sentence, which is shown as is.
 */
export function ActivationButton({
  name,
  active,
  onChange,
}: {
  name: string;
  active: boolean;
  onChange: (active: boolean) => Promise<{ message: string }>;
}) {
  const { t } = useTranslation('administrators');
  const toast = useToast();
  const [opened, { open, close }] = useDisclosure(false);
  const [pending, setPending] = useDisclosure(false);
  const confirm = async () => {
    setPending.open();
    try {
      toast.success((await onChange(!active)).message);
    } catch (err) {
      toast.error(errorMessage(err, t('activation.error')));
    } finally {
      setPending.close();
      close();
    }
  };
  const action = active ? t('activation.deactivate') : t('activation.reactivate');
  return (
    <>
      <Button
        size="compact-sm"
        variant="subtle"
        color={active ? 'red' : undefined}
        onClick={open}
        aria-label={t(active ? 'activation.deactivateLabel' : 'activation.reactivateLabel', { name })}
      >
        {action}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={action}
        message={t(active ? 'activation.deactivateConfirm' : 'activation.reactivateConfirm', { name })}
        confirmLabel={action}
        danger={active}
        loading={pending}
        onConfirm={() => void confirm()}
        onClose={close}
      />
    </>
  );
}
