import { Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { CommunityDetail } from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useSendCommunitySummary } from '../api/send-community-summary';
import { useUpdateCommunity } from '../api/update-community';
import { ConfirmButton } from './confirm-button';

export const SEND_SUMMARY_ERROR = 'Error trying to send community summary';
export const CONTACT_PERMISSION_ERROR = 'Error trying to update contact permission';

/** Contact permission and the weekly summary e-mail, which needs that permission. */
export function ContactCard({ community }: { community: CommunityDetail }) {
  const toast = useToast();
  const update = useUpdateCommunity(community.id);
  const summary = useSendCommunitySummary(community.id);

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="community-contact-title">
      <Stack>
        <Title order={2} size="h4" id="community-contact-title">
          Contact
        </Title>
        <Switch
          label="The community allows us to contact its administrators"
          checked={community.contactPermission}
          disabled={update.isPending}
          onChange={async (e) => {
            const contactPermission = e.currentTarget.checked;
            try {
              await update.mutateAsync({ contactPermission });
              toast.success(
                contactPermission ? 'Contact permission turned on.' : 'Contact permission turned off.',
              );
            } catch (err) {
              toast.error(errorMessage(err, CONTACT_PERMISSION_ERROR));
            }
          }}
        />
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {community.lastSummaryAt
              ? `Last summary sent ${dayjs(community.lastSummaryAt).format('MMM D, YYYY h:mm A')}`
              : 'No summary has been sent yet'}
          </Text>
          <ConfirmButton
            variant="light"
            leftSection={<IconMail size={16} />}
            title="Send summary"
            message={`E-mail the administrators of ${community.name} a summary of the last 7 days (new members, content published and views)?`}
            confirmLabel="Send summary"
            loading={summary.isPending}
            onConfirm={async () => {
              try {
                const res = await summary.mutateAsync();
                toast.success(res.message);
              } catch (err) {
                toast.error(errorMessage(err, SEND_SUMMARY_ERROR));
              }
            }}
          >
            Send summary
          </ConfirmButton>
        </Group>
      </Stack>
    </Card>
  );
}
