import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Code,
  Group,
  Progress,
  ScrollArea,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactImportJob, ContactImportPreview } from '@gathering/contract';
import { Dialog } from '../../../components/dialog';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { isFinished } from '../api/get-import-job';
import {
  useContactsImport,
  useLatestContactsImport,
  usePreviewContactsImport,
  useStartContactsImport,
} from '../api/import-contacts';
import { membersKeys } from '../api/keys';
import { CsvPicker } from './csv-picker';
import { PREVIEW_ROWS } from './import-preview';
import { ImportProgress } from './import-progress';

const COLUMNS = 'email,member_id,mobile,landline,contact_email,mobile_alerts,mobile_news,contact_email_news';

function PreviewTable({ preview }: { preview: ContactImportPreview }) {
  const { t } = useTranslation('members');
  const invalid = preview.rows.filter((r) => r.status === 'invalid');
  const rows = [...invalid, ...preview.rows.filter((r) => r.status === 'valid')].slice(0, PREVIEW_ROWS);
  return (
    <Stack gap="sm">
      <Group gap="xs" aria-label={t('import.summaryLabel')}>
        <Badge variant="light" color="gray" size="lg">
          {t('import.rows', { count: preview.summary.total })}
        </Badge>
        <Badge variant="light" color="green" size="lg">
          {t('contactsImport.valid', { count: preview.summary.valid })}
        </Badge>
        <Badge variant="light" color="red" size="lg">
          {t('import.invalid', { count: preview.summary.invalid })}
        </Badge>
      </Group>
      {/* Focusable, so the table's overflow on a phone scrolls by keyboard too. */}
      <ScrollArea.Autosize
        mah={300}
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('contactsImport.rowsRegion') }}
      >
        <Table aria-label={t('import.previewTable')} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('import.line')}</Table.Th>
              <Table.Th>{t('contactsImport.member')}</Table.Th>
              <Table.Th>{t('contacts.kinds.MOBILE')}</Table.Th>
              <Table.Th>{t('contacts.kinds.LANDLINE')}</Table.Th>
              <Table.Th>{t('contacts.kinds.EMAIL')}</Table.Th>
              <Table.Th>{t('import.result')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.line}>
                <Table.Td>{r.line}</Table.Td>
                <Table.Td>{r.name ? `${r.name} (${r.member})` : r.member || '—'}</Table.Td>
                <Table.Td>{r.mobile ?? '—'}</Table.Td>
                <Table.Td>{r.landline ?? '—'}</Table.Td>
                <Table.Td>{r.email ?? '—'}</Table.Td>
                <Table.Td>
                  {r.reason ? (
                    <Text size="sm" c="red">
                      {r.reason}
                    </Text>
                  ) : (
                    <Text size="sm" fw={600} c="green">
                      {t('contactsImport.ok')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {preview.rows.length > PREVIEW_ROWS && (
        <Text size="xs" c="dimmed">
          {t('import.showing', { shown: PREVIEW_ROWS, total: preview.rows.length })}
        </Text>
      )}
    </Stack>
  );
}

/** What an ended import did: members updated and unchanged, contacts added, consents changed, rows skipped. */
function Outcome({ job }: { job: ContactImportJob }) {
  const { t } = useTranslation('members');
  if (job.status === 'FAILED')
    return (
      <Alert color="red" title={t('import.failed')}>
        {job.error || t('contactsImport.failed')}
      </Alert>
    );
  return (
    <Alert color="green" title={t('contactsImport.finished')}>
      <Stack gap={2}>
        <Text size="sm">{t('contactsImport.members', { count: job.updated })}</Text>
        <Text size="sm">{t('contactsImport.unchanged', { count: job.unchanged })}</Text>
        <Text size="sm">{t('contactsImport.added', { count: job.added })}</Text>
        <Text size="sm">{t('contactsImport.changed', { count: job.changed })}</Text>
        <Text size="sm">{t('contactsImport.removed', { count: job.removed })}</Text>
        <Text size="sm">{t('import.skipped', { count: job.invalid })}</Text>
      </Stack>
    </Alert>
  );
}

/**
 * Choose a file → preview with a sentence per bad row (nothing written) → import, confirming a partial one → its
 * progress, polled while the server applies it in the background → what it did. The import goes on when the window
 * is closed; opening it again shows the community's import under way, or the last one's outcome.
 */
export function ImportContactsFlow({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['members', 'common']);
  const toast = useToast();
  const client = useQueryClient();
  const previewMutation = usePreviewContactsImport();
  const startMutation = useStartContactsImport();
  const latest = useLatestContactsImport();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [upload, setUpload] = useState(0);
  const [preview, setPreview] = useState<ContactImportPreview | null>(null);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const last = latest.data?.import ?? null;
  // The import this window follows: the one it started, or the community's under way when it opened.
  const [followedId, setFollowedId] = useState<string | null>(null);
  useEffect(() => {
    if (!followedId && last && !isFinished(last)) setFollowedId(last.id);
  }, [followedId, last]);
  const job = useContactsImport(followedId);
  const finished = isFinished(job.data);
  const busy = previewMutation.isPending || startMutation.isPending;

  useEffect(() => {
    if (!finished) return;
    // The members' contacts changed; the latest import has ended.
    void client.invalidateQueries({ queryKey: membersKeys.all });
    // Once per followed import.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finished, job.data?.id]);

  async function runPreview() {
    if (!file || fileError) return;
    setUpload(0);
    try {
      setPreview(await previewMutation.mutateAsync({ file, onProgress: setUpload }));
      setSkipInvalid(false);
    } catch (err) {
      toast.error(errorMessage(err, t('contactsImport.previewFailed')));
    }
  }

  async function runImport() {
    if (!file) return;
    setUpload(0);
    try {
      setFollowedId((await startMutation.mutateAsync({ file, skipInvalid, onProgress: setUpload })).id);
    } catch (err) {
      toast.error(errorMessage(err, t('contactsImport.failed')));
    }
  }

  if (followedId)
    return (
      <Stack>
        {job.isError && !job.data ? (
          <Alert color="red" title={t('import.error')}>
            {errorMessage(job.error, t('contactsImport.failed'))}
          </Alert>
        ) : finished && job.data ? (
          <Outcome job={job.data} />
        ) : (
          <>
            <ImportProgress running={t('contactsImport.running')} job={job.data} />
            <Text size="xs" c="dimmed">
              {t('contactsImport.goesOn')}
            </Text>
          </>
        )}
        <Group justify="flex-end">
          <Button onClick={onClose} variant={finished ? 'filled' : 'default'}>
            {finished ? t('import.done') : t('import.close')}
          </Button>
        </Group>
      </Stack>
    );

  if (preview) {
    const { valid, invalid } = preview.summary;
    return (
      <Stack>
        <PreviewTable preview={preview} />
        {invalid > 0 && valid > 0 && (
          <Checkbox
            label={t('contactsImport.confirmPartial', { count: valid })}
            description={t('contactsImport.confirmPartialHelp', { count: invalid })}
            checked={skipInvalid}
            onChange={(e) => setSkipInvalid(e.currentTarget.checked)}
          />
        )}
        {startMutation.isPending && <Progress value={upload} aria-label={t('import.uploadProgress')} />}
        <Group justify="space-between">
          <Button variant="default" onClick={() => setPreview(null)} disabled={busy}>
            {t('import.another')}
          </Button>
          <Button
            onClick={() => void runImport()}
            loading={startMutation.isPending}
            disabled={valid === 0 || (invalid > 0 && !skipInvalid)}
          >
            {t('contactsImport.submit', { count: valid })}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack>
      {last && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('contactsImport.last', {
              date: formatDateTime(last.finishedOn ?? last.createdOn),
            })}
          </Text>
          <Outcome job={last} />
        </Stack>
      )}
      <Text size="sm">{t('contactsImport.intro')}</Text>
      <Code block>{COLUMNS}</Code>
      <Text size="xs" c="dimmed">
        {t('contactsImport.rules')}
      </Text>
      <CsvPicker
        value={file}
        error={fileError}
        disabled={busy}
        onChange={(next, error) => {
          setFile(next);
          setFileError(error);
        }}
      />
      <Text size="xs" c="dimmed">
        {t('import.nothingYet')}
      </Text>
      {previewMutation.isPending && <Progress value={upload} aria-label={t('import.uploadProgress')} />}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {t('common:actions.cancel')}
        </Button>
        <Button onClick={() => void runPreview()} disabled={!file || !!fileError} loading={busy}>
          {t('import.preview')}
        </Button>
      </Group>
    </Stack>
  );
}

export function ImportContactsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('members');
  return (
    <Dialog opened={opened} onClose={onClose} title={t('contactsImport.title')} centered size="xl">
      {opened && <ImportContactsFlow onClose={onClose} />}
    </Dialog>
  );
}
