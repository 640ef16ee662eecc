import { Group, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileWithPath } from '@mantine/dropzone';
import { IconFile, IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../lib/format';
import {
  ACCEPTED_TYPES,
  dropError,
  INVALID_TYPE_ERROR,
  MULTIPLE_FILES_ERROR,
  type UploadKind,
} from './file-types';
import { CONNECTION_FAILED } from './upload-with-progress';

export interface FileUploaderProps {
  kind: UploadKind;
  /** Uploads the file, reporting 0–100 through onProgress; a rejection's message is shown. */
  onUpload: (file: File, onProgress: (percent: number) => void) => Promise<unknown>;
  label?: ReactNode;
  disabled?: boolean;
}

/** One file at a time, checked against the kind's types, with a progress bar while it uploads. */
// dropError's sentences (the spec's English words, spelling included) in the reader's language.
const DROP_ERRORS = {
  [MULTIPLE_FILES_ERROR]: 'upload.multipleFiles',
  [INVALID_TYPE_ERROR]: 'upload.invalidType',
} as const;

const ACCEPTED_TEXT = {
  image: 'upload.acceptedImage',
  photo: 'upload.acceptedPhoto',
  file: 'upload.acceptedFile',
} as const satisfies Record<UploadKind, string>;

export function FileUploader({ kind, onUpload, label, disabled }: FileUploaderProps) {
  const { t } = useTranslation('common');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Every drop comes through here, accepted or not, so one rule (dropError) decides.
  const handleDrop = async (accepted: FileWithPath[], rejected: { file: FileWithPath }[]) => {
    const files = [...accepted, ...rejected.map((r) => r.file)];
    const problem = dropError(files, kind);
    setError(problem && t(DROP_ERRORS[problem as keyof typeof DROP_ERRORS] ?? 'upload.invalidType'));
    if (problem) return;
    const chosen = files[0];
    setFile(chosen);
    setProgress(0);
    setUploading(true);
    try {
      await onUpload(chosen, setProgress);
    } catch (reason) {
      setError(reason instanceof Error && reason.message ? reason.message : CONNECTION_FAILED);
    } finally {
      // Spec 000 §4: the percentage goes back to 0 once the upload is over.
      setUploading(false);
      setProgress(0);
    }
  };

  const Icon = kind === 'file' ? IconFile : IconPhoto;
  return (
    <Stack gap="xs">
      {label && (
        <Text size="sm" fw={500}>
          {label}
        </Text>
      )}
      <Dropzone
        onDrop={() => {}}
        onDropAny={handleDrop}
        accept={ACCEPTED_TYPES[kind]}
        multiple={false}
        disabled={disabled || uploading}
        loading={uploading}
      >
        <Group justify="center" gap="md" mih={100} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={40} />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={40} />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <Icon size={40} />
          </Dropzone.Idle>
          <div>
            <Text>{t(kind === 'file' ? 'upload.dropFile' : 'upload.dropImage')}</Text>
            <Text size="sm" c="dimmed">
              {t(ACCEPTED_TEXT[kind])}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {file && (
        <Text size="sm" data-testid="chosen-file">
          {file.name} ({formatBytes(file.size)})
        </Text>
      )}
      {uploading && <Progress value={progress} aria-label={t('upload.uploadProgress')} />}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
