import { Avatar, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { useRecentMembers } from '../api/get-recent-members';
import { SectionError } from './section-error';
import { useFailureToast } from './use-failure-toast';

/** The ten newest active members, newest first. */
export function RecentMembers() {
  const { t } = useTranslation('analytics');
  const query = useRecentMembers();
  useFailureToast(query.error, query.errorUpdatedAt, t('errors.fetchRecentMembersFailed'));
  let body;
  if (query.isError)
    body = (
      <SectionError
        error={query.error}
        fallback={t('errors.fetchRecentMembersFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  else if (query.isPending) body = <Skeleton h={160} />;
  else if (query.data.data.length === 0) body = <Text c="dimmed">{t('recentMembers.empty')}</Text>;
  else
    body = (
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {query.data.data.map((member) => (
          <Group key={member.id} component="li" gap="sm" wrap="nowrap">
            <Avatar src={member.profileImage} name={member.fullName} radius="xl" size="md" alt="" />
            <div style={{ minWidth: 0 }}>
              <Text fw={500} truncate>
                {member.fullName}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {member.email ? `${member.email} · ` : ''}
                {t('recentMembers.joined', { date: formatDate(member.joinedAt) })}
              </Text>
            </div>
          </Group>
        ))}
      </Stack>
    );
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={t('recentMembers.title')}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('recentMembers.title')}
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
