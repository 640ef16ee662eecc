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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactImportPreview, ContactImportResult } from '@gathering/contract';
import { Dialog } from '../../../components/dialog';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useImportContacts, usePreviewContactsImport } from '../api/import-contacts';
import { CsvPicker } from './csv-picker';
import { PREVIEW_ROWS } from './import-preview';

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

/** Choose a file → preview with a sentence per bad row (nothing written) → import, confirming a partial one. */
export function ImportContactsFlow({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['members', 'common']);
  const toast = useToast();
  const previewMutation = usePreviewContactsImport();
  const importMutation = useImportContacts();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [upload, setUpload] = useState(0);
  const [preview, setPreview] = useState<ContactImportPreview | null>(null);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [result, setResult] = useState<ContactImportResult | null>(null);
  const busy = previewMutation.isPending || importMutation.isPending;

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
      setResult(await importMutation.mutateAsync({ file, skipInvalid, onProgress: setUpload }));
    } catch (err) {
      toast.error(errorMessage(err, t('contactsImport.failed')));
    }
  }

  if (result)
    return (
      <Stack>
        <Alert color="green" title={t('contactsImport.finished')}>
          <Stack gap={2}>
            <Text size="sm">{t('contactsImport.members', { count: result.valid })}</Text>
            <Text size="sm">{t('contactsImport.added', { count: result.added })}</Text>
            <Text size="sm">{t('contactsImport.changed', { count: result.changed })}</Text>
            <Text size="sm">{t('contactsImport.removed', { count: result.removed })}</Text>
            <Text size="sm">{t('import.skipped', { count: result.invalid })}</Text>
          </Stack>
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('import.done')}</Button>
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
        {importMutation.isPending && <Progress value={upload} aria-label={t('import.uploadProgress')} />}
        <Group justify="space-between">
          <Button variant="default" onClick={() => setPreview(null)} disabled={busy}>
            {t('import.another')}
          </Button>
          <Button
            onClick={() => void runImport()}
            loading={importMutation.isPending}
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
