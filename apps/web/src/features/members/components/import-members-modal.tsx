import { Alert, Button, Group, Modal, Progress, Stack, Switch, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ImportPreviewResponse } from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { isFinished, useImportJob } from '../api/get-import-job';
import { sharedKeys } from '../../../lib/query-keys';
import { membersKeys } from '../api/keys';
import { usePreviewImport } from '../api/preview-import';
import { useStartImport } from '../api/start-import';
import { CsvPicker } from './csv-picker';
import { ImportPreview } from './import-preview';
import { MEMBER_ERRORS } from './member-texts';

const count = (n: number, word: string) => `${n} ${n === 1 ? word : `${word}s`}`;
const rowsText = (n: number) => count(n, 'row');

/** Choose a file → preview (nothing written) → import with progress → summary. */
export function ImportMembersFlow({ onClose }: { onClose: () => void }) {
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
      toast.success(`Import finished: ${job.data.created} created, ${job.data.updated} updated.`);
    else toast.error(job.data.error || MEMBER_ERRORS.import);
    // Once per finished job.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finished, job.data?.id]);

  async function runPreview() {
    if (!file || fileError) return;
    setUpload(0);
    try {
      setPreview(await previewMutation.mutateAsync({ file, onProgress: setUpload }));
    } catch (err) {
      toast.error(errorMessage(err, MEMBER_ERRORS.preview));
    }
  }

  async function runImport() {
    if (!file) return;
    setUpload(0);
    try {
      const started = await startMutation.mutateAsync({ file, invite, onProgress: setUpload });
      setJobId(started.id);
    } catch (err) {
      toast.error(errorMessage(err, MEMBER_ERRORS.import));
    }
  }

  if (jobId) {
    const data = job.data;
    const percent = data && data.total > 0 ? Math.floor((data.processed / data.total) * 100) : 0;
    return (
      <Stack>
        {job.isError && !data ? (
          <Alert color="red" title="Error">
            {errorMessage(job.error, MEMBER_ERRORS.import)}
          </Alert>
        ) : !finished ? (
          <>
            <Text size="sm">Importing members… You can keep this window open to follow the progress.</Text>
            <Progress value={percent} size="lg" striped animated aria-label="Import progress" />
            <Text size="sm" c="dimmed">
              {data ? `${data.processed} of ${data.total} rows processed (${percent}%)` : 'Starting…'}
            </Text>
          </>
        ) : data?.status === 'DONE' ? (
          <Alert color="green" title="Import finished">
            <Stack gap={2}>
              <Text size="sm">{count(data.created, 'member')} created</Text>
              <Text size="sm">{count(data.updated, 'member')} updated</Text>
              <Text size="sm">{count(data.invalid, 'row')} skipped as invalid</Text>
              {invite && data.created > 0 && (
                <Text size="sm">Invitations are on their way to the new members.</Text>
              )}
            </Stack>
          </Alert>
        ) : (
          <Alert color="red" title="Import failed">
            {data?.error || MEMBER_ERRORS.import}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={onClose} variant={finished ? 'filled' : 'default'}>
            {finished ? 'Done' : 'Close'}
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
          label="Send invitations"
          description="E-mail each new member a link to choose their password."
          checked={invite}
          onChange={(e) => setInvite(e.currentTarget.checked)}
        />
        {uploading && <Progress value={upload} aria-label="Upload progress" />}
        <Group justify="space-between">
          <Button variant="default" onClick={() => setPreview(null)} disabled={uploading}>
            Choose another file
          </Button>
          <Button onClick={() => void runImport()} loading={uploading} disabled={valid === 0}>
            Import {rowsText(valid)}
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
        Nothing is changed until you have seen the preview and confirmed the import.
      </Text>
      {previewMutation.isPending && <Progress value={upload} aria-label="Upload progress" />}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={previewMutation.isPending}>
          Cancel
        </Button>
        <Button
          onClick={() => void runPreview()}
          disabled={!file || !!fileError}
          loading={previewMutation.isPending}
        >
          Preview
        </Button>
      </Group>
    </Stack>
  );
}

export function ImportMembersModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Import members from CSV" centered size="xl">
      {opened && <ImportMembersFlow onClose={onClose} />}
    </Modal>
  );
}
