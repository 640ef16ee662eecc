import { Alert, Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { Dialog } from '../../../components/dialog';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { IconArchive, IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeCommunityBody, closingMessages, type CommunityDetail } from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { applyServerError, withSentences } from '../../../lib/forms';
import { useCloseCommunity } from '../api/close-community';
import { useCommunityClosing } from '../api/get-community-closing';
import { useRestoreCommunity } from '../api/restore-community';
import { ConfirmButton } from './confirm-button';
import { useDateFormat } from '../../../lib/use-date-format';

/**
 * Closing a community (issue 24 item 4): the platform administrator types its name to confirm; it is deleted for good
 * at the end of the grace period unless restored here first.
 */
export function ClosingCard({ community }: { community: Pick<CommunityDetail, 'id' | 'name'> }) {
  const { t } = useTranslation(['communities', 'common']);
  const { date } = useDateFormat();
  const toast = useToast();
  const closing = useCommunityClosing(community.id);
  const close = useCloseCommunity(community.id);
  const restore = useRestoreCommunity(community.id);
  const [opened, setOpened] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { confirmName: '' },
    validate: withSentences(zod4Resolver(closeCommunityBody), () => ({
      [closingMessages.nameMismatch]: t('closing.nameMismatch'),
    })),
  });
  const matches = form.values.confirmName.trim() === community.name.trim();

  const dismiss = () => {
    setOpened(false);
    form.reset();
  };
  const submit = form.onSubmit(async (values) => {
    try {
      await close.mutateAsync(values);
      dismiss();
      toast.success(t('closing.closed', { name: community.name }));
    } catch (err) {
      applyServerError(form, err, (message) => toast.error(message));
    }
  });

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="community-closing-title">
      <Stack>
        <Title order={2} size="h4" id="community-closing-title">
          {t('closing.title')}
        </Title>
        {closing.isPending ? (
          <Loader size="sm" aria-label={t('closing.loading')} />
        ) : closing.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(closing.error, t('closing.loadError'))}
          </Alert>
        ) : closing.data ? (
          <>
            <Alert color="red" title={t('closing.closingTitle')} data-testid="closing-state">
              {t('closing.closingText', {
                date: date(closing.data.deletionDueAt),
                closed: date(closing.data.closedAt),
              })}
            </Alert>
            <Group>
              <ConfirmButton
                variant="light"
                leftSection={<IconRestore size={16} />}
                title={t('closing.restore')}
                message={t('closing.restoreConfirm', { name: community.name })}
                confirmLabel={t('closing.restore')}
                loading={restore.isPending}
                onConfirm={async () => {
                  try {
                    const res = await restore.mutateAsync();
                    toast.success(res.message);
                  } catch (err) {
                    toast.error(errorMessage(err, t('closing.restoreError')));
                  }
                }}
              >
                {t('closing.restore')}
              </ConfirmButton>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm" data-testid="closing-state">
              {t('closing.explain')}
            </Text>
            <Group>
              <Button
                color="red"
                variant="light"
                leftSection={<IconArchive size={16} />}
                onClick={() => setOpened(true)}
              >
                {t('closing.close')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <Dialog
        opened={opened}
        onClose={dismiss}
        title={t('closing.dialogTitle', { name: community.name })}
        centered
      >
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm">{t('closing.dialogText', { name: community.name })}</Text>
            <TextInput
              label={t('closing.typeName', { name: community.name })}
              autoComplete="off"
              data-autofocus
              {...form.getInputProps('confirmName')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={dismiss} disabled={close.isPending}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit" color="red" disabled={!matches} loading={close.isPending}>
                {t('closing.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Dialog>
    </Card>
  );
}
