import { Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CommunityDetail } from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { summaryPending } from '../api/get-community';
import { useSendCommunitySummary } from '../api/send-community-summary';
import { useUpdateCommunity } from '../api/update-community';
import { ConfirmButton } from './confirm-button';
import { useDateFormat } from '../../../lib/use-date-format';

/** Contact permission and the weekly summary e-mail, which needs that permission. */
export function ContactCard({ community }: { community: CommunityDetail }) {
  const { t } = useTranslation('communities');
  const { dateTime } = useDateFormat();
  const toast = useToast();
  const update = useUpdateCommunity(community.id);
  const summary = useSendCommunitySummary(community.id);

  // Sending is queued: say at once that a summary is on its way (issue 10 item 10), then when it went out.
  const summaryState = summaryPending(community)
    ? t('contact.summaryRequested', { when: dateTime(community.summaryRequestedAt!) })
    : community.lastSummaryAt
      ? t('contact.lastSummary', { when: dateTime(community.lastSummaryAt) })
      : t('contact.noSummary');

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="community-contact-title">
      <Stack>
        <Title order={2} size="h4" id="community-contact-title">
          {t('contact.title')}
        </Title>
        <Switch
          label={t('contact.permission')}
          checked={community.contactPermission}
          disabled={update.isPending}
          onChange={async (e) => {
            const contactPermission = e.currentTarget.checked;
            try {
              await update.mutateAsync({ contactPermission });
              toast.success(contactPermission ? t('contact.permissionOn') : t('contact.permissionOff'));
            } catch (err) {
              toast.error(errorMessage(err, t('contact.permissionError')));
            }
          }}
        />
        <Group justify="space-between">
          <Text size="sm" c="dimmed" data-testid="summary-state">
            {summaryState}
          </Text>
          <ConfirmButton
            variant="light"
            leftSection={<IconMail size={16} />}
            title={t('contact.sendSummary')}
            message={t('contact.sendSummaryConfirm', { name: community.name })}
            confirmLabel={t('contact.sendSummary')}
            loading={summary.isPending}
            onConfirm={async () => {
              try {
                const res = await summary.mutateAsync();
                toast.success(res.message);
              } catch (err) {
                toast.error(errorMessage(err, t('contact.summaryError')));
              }
            }}
          >
            {t('contact.sendSummary')}
          </ConfirmButton>
        </Group>
      </Stack>
    </Card>
  );
}
