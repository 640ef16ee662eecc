import { Avatar, Badge, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconLock } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportComment, SupportCommentRole } from '@gathering/contract';
import { formatDateTime } from '../../../lib/format';
import { buildThread, type ThreadNode } from './thread-tree';

const ROLE_COLOR: Record<SupportCommentRole, string> = {
  MEMBER: 'blue',
  COMMUNITY_ADMIN: 'teal',
  SUPPORT_TEAM: 'grape',
  SYSTEM: 'gray',
};

/** Every message of the thread, whether the server sent it nested (`replies`) or flat. */
export function flattenComments(comments: readonly SupportComment[]): SupportComment[] {
  return comments.flatMap((c) => [c, ...flattenComments(c.replies ?? [])]);
}

function CommentCard({
  comment,
  onReply,
}: {
  comment: SupportComment;
  onReply: (comment: SupportComment) => void;
}) {
  const { t } = useTranslation('support');
  const poster = comment.posterDetails;
  const when = formatDateTime(comment.postedOn);
  return (
    <Paper
      component="article"
      aria-label={`${poster.name}, ${when}`}
      data-internal={comment.internal || undefined}
      withBorder
      p="sm"
      radius="md"
      // A note must never pass for an answer the member read: its own colour, a dashed edge and a label.
      bg={comment.internal ? 'yellow.0' : undefined}
      style={
        comment.internal ? { borderStyle: 'dashed', borderColor: 'var(--mantine-color-yellow-6)' } : undefined
      }
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        {/* May shrink below its words' width: a member's long address wraps inside the card, not past a phone's edge. */}
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Avatar radius="xl" color={ROLE_COLOR[poster.role]}>
            {poster.initials}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Group gap={6}>
              <Text fw={600} size="sm">
                {poster.name}
              </Text>
              <Badge size="xs" variant="light" color={ROLE_COLOR[poster.role]}>
                {t(`role.${poster.role}`)}
              </Badge>
            </Group>
            {poster.email && (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {poster.email}
              </Text>
            )}
          </div>
        </Group>
        <Stack gap={4} align="flex-end">
          {comment.internal && (
            <Badge color="yellow" variant="filled" leftSection={<IconLock size={12} />}>
              {t('thread.internal')}
            </Badge>
          )}
          <Text size="xs" c="dimmed">
            {when}
          </Text>
        </Stack>
      </Group>
      {/* Plain text, stored as typed: line breaks are the member's own. */}
      <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {comment.comment}
      </Text>
      <Group justify="flex-end" mt={4}>
        <Button
          variant="subtle"
          size="compact-xs"
          leftSection={<IconArrowBackUp size={14} />}
          onClick={() => onReply(comment)}
          aria-label={`${t('thread.reply')}: ${poster.name}, ${when}`}
        >
          {t('thread.reply')}
        </Button>
      </Group>
    </Paper>
  );
}

function Branch({
  nodes,
  onReply,
  label,
}: {
  nodes: ThreadNode<SupportComment>[];
  onReply: (comment: SupportComment) => void;
  label?: string;
}) {
  return (
    <Box
      component="ol"
      aria-label={label}
      m={0}
      p={0}
      style={{
        listStyle: 'none',
        display: 'flex',
        flexDirection: 'column',
        gap: 'var(--mantine-spacing-sm)',
      }}
    >
      {nodes.map((node) => (
        <li key={node.comment.id} data-depth={node.depth}>
          <CommentCard comment={node.comment} onReply={onReply} />
          {node.replies.length > 0 && (
            // Replies indented under what they answer, with a line to follow the branch.
            <Box mt="sm" pl="md" ml="md" style={{ borderLeft: '2px solid var(--mantine-color-gray-3)' }}>
              <Branch nodes={node.replies} onReply={onReply} />
            </Box>
          )}
        </li>
      ))}
    </Box>
  );
}

/** The ticket's conversation: messages and replies nested from their `parents`, notes marked, Reply on each. */
export function TicketThread({
  comments,
  onReply,
}: {
  comments: readonly SupportComment[];
  onReply: (comment: SupportComment) => void;
}) {
  const { t } = useTranslation('support');
  const thread = useMemo(() => buildThread(flattenComments(comments)), [comments]);
  if (thread.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('detail.noComments')}
      </Text>
    );
  return <Branch nodes={thread} onReply={onReply} label={t('thread.label')} />;
}
