import { Alert, Button, Group, Progress, Stack, Switch, Text } from '@mantine/core';
import { Dialog } from '../../../components/dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportPreviewResponse } from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { isFinished, useImportJob } from '../api/get-import-job';
import { sharedKeys } from '../../../api/keys';
import { membersKeys } from '../api/keys';
import { usePreviewImport } from '../api/preview-import';
import { useStartImport } from '../api/start-import';
import { CsvPicker } from './csv-picker';
import { ImportPreview } from './import-preview';
import { ImportProgress } from './import-progress';

/** Choose a file → preview (nothing written) → import with progress → summary. */
export function ImportMembersFlow({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['members', 'common']);
  const toast = useToast();
  const client = useQueryClient();
  const previewMutation = usePreviewImport();
  const startMutation = useStartImport();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [upload, setUpload] = useState(0);
  const [preview, setPreview] = useState<ImportPreviewResponse | null>(null);
  const [invite, setInvite] = useState(true);
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useImportJob(jobId);
  const finished = isFinished(job.data);

  useEffect(() => {
    if (!finished || !job.data) return;
    void client.invalidateQueries({ queryKey: membersKeys.all });
    void client.invalidateQueries({ queryKey: sharedKeys.groups });
    if (job.data.status === 'DONE')
      toast.success(t('import.finishedToast', { created: job.data.created, updated: job.data.updated }));
    else toast.error(job.data.error || t('errors.import'));
    // Once per finished job.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finished, job.data?.id]);

  async function runPreview() {
    if (!file || fileError) return;
    setUpload(0);
    try {
      setPreview(await previewMutation.mutateAsync({ file, onProgress: setUpload }));
    } catch (err) {
      toast.error(errorMessage(err, t('errors.preview')));
    }
  }

  async function runImport() {
    if (!file) return;
    setUpload(0);
    try {
      const started = await startMutation.mutateAsync({ file, invite, onProgress: setUpload });
      setJobId(started.id);
    } catch (err) {
      toast.error(errorMessage(err, t('errors.import')));
    }
  }

  if (jobId) {
    const data = job.data;
    return (
      <Stack>
        {job.isError && !data ? (
          <Alert color="red" title={t('import.error')}>
            {errorMessage(job.error, t('errors.import'))}
          </Alert>
        ) : !finished ? (
          <ImportProgress running={t('import.running')} job={data} />
        ) : data?.status === 'DONE' ? (
          <Alert color="green" title={t('import.finished')}>
            <Stack gap={2}>
              <Text size="sm">{t('import.created', { count: data.created })}</Text>
              <Text size="sm">{t('import.updatedCount', { count: data.updated })}</Text>
              <Text size="sm">{t('import.skipped', { count: data.invalid })}</Text>
              {invite && data.created > 0 && <Text size="sm">{t('import.invitationsSent')}</Text>}
            </Stack>
          </Alert>
        ) : (
          <Alert color="red" title={t('import.failed')}>
            {data?.error || t('errors.import')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={onClose} variant={finished ? 'filled' : 'default'}>
            {finished ? t('import.done') : t('import.close')}
          </Button>
        </Group>
      </Stack>
    );
  }

  if (preview) {
    const valid = preview.summary.new + preview.summary.existing;
    const uploading = startMutation.isPending;
    return (
      <Stack>
        <ImportPreview preview={preview} />
        <Switch
          label={t('import.invite')}
          description={t('import.inviteDescription')}
          checked={invite}
          onChange={(e) => setInvite(e.currentTarget.checked)}
        />
        {uploading && <Progress value={upload} aria-label={t('import.uploadProgress')} />}
        <Group justify="space-between">
          <Button variant="default" onClick={() => setPreview(null)} disabled={uploading}>
            {t('import.another')}
          </Button>
          <Button onClick={() => void runImport()} loading={uploading} disabled={valid === 0}>
            {t('import.submit', { count: valid })}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack>
      <CsvPicker
        value={file}
        error={fileError}
        disabled={previewMutation.isPending}
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
        <Button variant="default" onClick={onClose} disabled={previewMutation.isPending}>
          {t('common:actions.cancel')}
        </Button>
        <Button
          onClick={() => void runPreview()}
          disabled={!file || !!fileError}
          loading={previewMutation.isPending}
        >
          {t('import.preview')}
        </Button>
      </Group>
    </Stack>
  );
}

export function ImportMembersModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('members');
  return (
    <Dialog opened={opened} onClose={onClose} title={t('import.title')} centered size="xl">
      {opened && <ImportMembersFlow onClose={onClose} />}
    </Dialog>
  );
}
