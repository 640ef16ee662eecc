import { Badge, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  ATTEMPT_STATUSES,
  CONFIRMED_VIA,
  PERSON_STATES,
  type AlertCascade,
  type AttemptStatus,
} from '@gathering/contract';
import { formatNumber } from '../../../lib/format';

/** A person's state at a glance: the same colour in the figures and the list. */
export const STATE_COLOR: Record<string, string> = {
  WAITING: 'gray',
  TRYING: 'blue',
  CONFIRMED: 'green',
  UNCONFIRMED: 'orange',
  UNREACHABLE: 'red',
};

function Tile({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Stack gap={0} role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={testId}>
        {formatNumber(value)}
      </Text>
    </Stack>
  );
}

/**
 * The cascade's live counts (issue 36 #3): people by state and by how they confirmed, texts, calls and e-mails by
 * status (only the statuses that hold someone, so the table stays readable on a phone), and the cost so far.
 */
export function CascadeFigures({ cascade: c }: { cascade: AlertCascade }) {
  const { t } = useTranslation('notifications');
  const channels = ['SMS', 'VOICE', 'EMAIL'] as const;
  const statuses = ATTEMPT_STATUSES.filter((s: AttemptStatus) =>
    channels.some((ch) => c.attempts[ch][s] > 0),
  );
  const total = PERSON_STATES.reduce((sum, s) => sum + c.people[s], 0);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>{t('cascade.byState')}</Title>
        <Badge color={c.status === 'RUNNING' ? 'blue' : 'gray'} data-testid="cascade-status">
          {t(
            c.status === 'RUNNING'
              ? 'cascade.running'
              : c.status === 'STOPPED'
                ? 'cascade.stopped'
                : 'cascade.finished',
          )}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
        <Tile label={t('cascade.people')} value={total} testId="cascade-people" />
        {PERSON_STATES.map((s) => (
          <Tile key={s} label={t(`cascade.states.${s}`)} value={c.people[s]} testId={`cascade-state-${s}`} />
        ))}
      </SimpleGrid>
      <Title order={3}>{t('cascade.confirmedVia')}</Title>
      <Group gap="xs">
        {CONFIRMED_VIA.map((v) => (
          <Badge
            key={v}
            variant="light"
            color={c.confirmedVia[v] ? 'green' : 'gray'}
            data-testid={`via-${v}`}
          >
            {t(`cascade.via.${v}`)}: {formatNumber(c.confirmedVia[v])}
          </Badge>
        ))}
      </Group>
      <Title order={3}>{t('cascade.attempts')}</Title>
      <Table.ScrollContainer minWidth={320}>
        <Table withTableBorder aria-label={t('cascade.attempts')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('cascade.channel')}</Table.Th>
              {statuses.map((s) => (
                <Table.Th key={s}>{t(`cascade.statuses.${s}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {channels.map((ch) => (
              <Table.Tr key={ch} data-testid={`attempts-${ch}`}>
                <Table.Th scope="row">{t(`cascade.channels.${ch}`)}</Table.Th>
                {statuses.map((s) => (
                  <Table.Td key={s}>{formatNumber(c.attempts[ch][s])}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text>
        <Text span fw={500}>
          {t('cascade.cost')}:{' '}
        </Text>
        <span data-testid="cascade-cost">
          {t('cascade.costValue', {
            amount: formatNumber(c.cost, { minimumFractionDigits: 2, maximumFractionDigits: 4 }),
            currency: c.currency,
          })}
        </span>
      </Text>
    </Stack>
  );
}
