import {
  Alert,
  Badge,
  Button,
  Collapse,
  Group,
  Loader,
  Pagination,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaginationLabels } from '../../../components/data-table';
import { PERSON_STATES, type AlertCascade, type AlertPerson, type PersonState } from '@gathering/contract';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useAlertPeople } from '../api/get-alert-cascade';
import { STATE_COLOR } from './cascade-figures';
import { CheckInDialog } from './check-in-dialog';

const PAGE_SIZE = 20;

function Attempts({ person }: { person: AlertPerson }) {
  const { t } = useTranslation('notifications');
  if (!person.attempts.length)
    return (
      <Text size="sm" c="dimmed">
        {t('cascade.noAttempts')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped aria-label={t('cascade.showAttempts', { name: person.name })}>
        <Table.Thead>
          <Table.Tr>
            {(['channel', 'to', 'provider', 'status', 'reason', 'at'] as const).map((c) => (
              <Table.Th key={c}>{t(`cascade.attemptColumns.${c}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {person.attempts.map((a) => (
            <Table.Tr key={a.id}>
              <Table.Td>{t(`cascade.channels.${a.channel}`)}</Table.Td>
              <Table.Td>{a.to}</Table.Td>
              <Table.Td>{a.provider ?? '—'}</Table.Td>
              <Table.Td>{t(`cascade.statuses.${a.status}`)}</Table.Td>
              <Table.Td>{a.reason ?? ''}</Table.Td>
              <Table.Td>{formatDateTime(a.settledAt ?? a.handedOverAt ?? a.createdAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function PersonCard({ person: p, onCheckIn }: { person: AlertPerson; onCheckIn: () => void }) {
  const { t } = useTranslation('notifications');
  const [open, setOpen] = useState(false);
  const last = p.checkIns[0];
  const panel = `attempts-${p.membershipId}`;
  return (
    <Paper withBorder p="sm" component="article" aria-label={p.name}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Text fw={600}>{p.name}</Text>
            <Badge color={STATE_COLOR[p.state]} data-testid="person-state">
              {t(`cascade.states.${p.state}`)}
            </Badge>
          </Group>
          <Button size="xs" variant="light" onClick={onCheckIn}>
            {t('cascade.checkIn')}
          </Button>
        </Group>
        {p.confirmedVia && (
          <Text size="sm">{t('cascade.confirmedBy', { via: t(`cascade.via.${p.confirmedVia}`) })}</Text>
        )}
        {p.nextAt && p.nextChannel && (
          <Text size="sm" c="dimmed">
            {t('cascade.columns.next')}:{' '}
            {t('cascade.nextAt', {
              channel: t(`cascade.channels.${p.nextChannel}`),
              time: formatDateTime(p.nextAt),
            })}
          </Text>
        )}
        {last && (
          <Text size="sm" data-testid="last-check-in">
            {t('cascade.columns.lastCheckIn')}:{' '}
            {t('cascade.checkInBy', {
              outcome: t(`cascade.outcomes.${last.outcome}`),
              who: last.recordedBy,
              time: formatDateTime(last.createdAt),
            })}
            {last.note && ` — ${last.note}`}
          </Text>
        )}
        <Group>
          <Button
            size="xs"
            variant="subtle"
            aria-expanded={open}
            aria-controls={panel}
            onClick={() => setOpen((o) => !o)}
          >
            {t('cascade.showAttempts', { name: p.name })} ({p.attempts.length})
          </Button>
        </Group>
        <Collapse expanded={open} id={panel}>
          {open && <Attempts person={p} />}
        </Collapse>
      </Stack>
    </Paper>
  );
}

/** The people of an alert's cascade, filtered by state, a page at a time, each with attempts and a check-in. */
export function CascadePeople({
  notificationId,
  status,
}: {
  notificationId: string;
  status: AlertCascade['status'];
}) {
  const { t } = useTranslation('notifications');
  const paginationLabels = usePaginationLabels();
  const [state, setState] = useState<PersonState | undefined>();
  const [offset, setOffset] = useState(0);
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), 300);
  const [checkingIn, setCheckingIn] = useState<AlertPerson | null>(null);
  const query = useAlertPeople(
    notificationId,
    { state, search: search || undefined, offset, limit: PAGE_SIZE },
    status,
  );
  return (
    <Stack>
      <Title order={3}>{t('cascade.people')}</Title>
      <Group align="flex-end">
        <TextInput
          label={t('cascade.search')}
          value={typed}
          onChange={(e) => {
            setTyped(e.currentTarget.value);
            setOffset(0);
          }}
          w={220}
        />
        <Select
          label={t('cascade.filter')}
          data={[
            { value: '', label: t('cascade.allStates') },
            ...PERSON_STATES.map((s) => ({ value: s, label: t(`cascade.states.${s}`) })),
          ]}
          value={state ?? ''}
          onChange={(v) => {
            setState((v || undefined) as PersonState | undefined);
            setOffset(0);
          }}
          allowDeselect={false}
          w={200}
        />
      </Group>
      {query.isPending && <Loader size="sm" aria-label={t('cascade.people')} />}
      {query.isError && <Alert color="red">{errorMessage(query.error, t('cascade.errorPeople'))}</Alert>}
      {query.data && !query.data.data.length && <Text c="dimmed">{t('cascade.none')}</Text>}
      {query.data?.data.map((p) => (
        <PersonCard key={p.membershipId} person={p} onCheckIn={() => setCheckingIn(p)} />
      ))}
      {query.data && query.data.meta.pages > 1 && (
        <Group component="nav" aria-label={t('cascade.pages')}>
          <Pagination
            total={query.data.meta.pages}
            value={offset + 1}
            onChange={(page) => setOffset(page - 1)}
            getControlProps={paginationLabels}
          />
        </Group>
      )}
      {checkingIn && (
        <CheckInDialog
          notificationId={notificationId}
          person={checkingIn}
          onClose={() => setCheckingIn(null)}
        />
      )}
    </Stack>
  );
}
