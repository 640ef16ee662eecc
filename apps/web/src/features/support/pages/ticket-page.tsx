import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { SupportComment } from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useCreateComment } from '../api/create-comment';
import { useCreateReply } from '../api/create-reply';
import { useTicket } from '../api/get-ticket';
import type { SupportScope } from '../api/scope';
import { useUpdateTicket } from '../api/update-ticket';
import { CommentComposer } from '../components/comment-composer';
import { StatusBadge } from '../components/status-badge';
import { TicketActions } from '../components/ticket-actions';
import { TicketFacts, TicketScreenshots } from '../components/ticket-facts';
import { TicketThread } from '../components/ticket-thread';
import { SUPPORT_PATHS } from './support-page';

/** /admin/support/:ticketId and /administrator/support/:ticketId: one ticket, its thread, and what to do with it. */
export function TicketPage({ scope }: { scope: SupportScope }) {
  const { ticketId = '' } = useParams();
  const { t } = useTranslation(['support', 'common']);
  const toast = useToast();
  const query = useTicket(scope, ticketId);
  const comment = useCreateComment(scope, ticketId);
  const reply = useCreateReply(scope, ticketId);
  const update = useUpdateTicket(scope, ticketId);
  const [replyTo, setReplyTo] = useState<SupportComment | null>(null);
  const ticket = query.data;

  const back = (
    <Anchor component={Link} to={SUPPORT_PATHS[scope]} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} /> {t('allTickets')}
      </Group>
    </Anchor>
  );

  if (query.isError && !ticket)
    return (
      <Stack>
        {back}
        <Alert color="red" title={t('errors.title')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {errorMessage(
                query.error,
                scope === 'platform' ? t('errors.getTicket') : t('errors.fetchTicket'),
              )}
            </Text>
            <Button size="xs" variant="light" onClick={() => void query.refetch()}>
              {t('common:actions.retry')}
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );

  if (!ticket)
    return (
      <Stack>
        {back}
        <Skeleton height={36} width={280} />
        <Skeleton height={240} />
      </Stack>
    );

  const member = ticket.memberDetails.guestId ? t('guest') : ticket.memberDetails.member;
  return (
    <Stack>
      {back}
      <Group gap="sm" align="center">
        <Title order={1}>{t('detail.title', { type: t(`type.${ticket.type}`) })}</Title>
        <StatusBadge status={ticket.status} />
        {ticket.escalated && (
          <Badge variant="outline" color="grape">
            {t('escalated')}
          </Badge>
        )}
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack>
            <Paper withBorder p="md" radius="md" component="section" aria-label={t('detail.message')}>
              <Group gap="sm" mb="xs">
                <Avatar radius="xl" color="blue">
                  {member
                    .split(/\s+/)
                    .slice(0, 2)
                    .map((w) => w[0]?.toUpperCase() ?? '')
                    .join('')}
                </Avatar>
                <div>
                  <Text fw={600} size="sm">
                    {member}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(ticket.postedOn)}
                  </Text>
                </div>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {ticket.ticket.message}
              </Text>
            </Paper>
            <TicketScreenshots ticket={ticket} />
            <Title order={2} size="h3">
              {t('detail.conversation')}
            </Title>
            <TicketThread comments={ticket.comments} onReply={setReplyTo} />
            <CommentComposer
              replyTo={replyTo}
              onCancelReply={() => setReplyTo(null)}
              onComment={(body) => comment.mutateAsync(body)}
              onReply={(body) => reply.mutateAsync(body)}
              onSent={(internal) => {
                setReplyTo(null);
                toast.success(internal ? t('composer.noteAdded') : t('composer.sent'));
              }}
              onError={(err) =>
                toast.error(errorMessage(err, t(replyTo ? 'errors.createReply' : 'errors.createComment')))
              }
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack>
            <TicketActions
              scope={scope}
              ticket={ticket}
              onUpdate={(body) => update.mutateAsync(body)}
              pending={update.isPending}
              onSuccess={(message) => toast.success(message)}
              onError={(message) => toast.error(message)}
            />
            <TicketFacts ticket={ticket} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

export const CommunityTicketPage = () => <TicketPage scope="community" />;
export const PlatformTicketPage = () => <TicketPage scope="platform" />;
