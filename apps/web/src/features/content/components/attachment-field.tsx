import { Anchor, Button, Group, Image, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttachmentRecord } from '@gathering/contract';
import { FileUploader, UploadError, CONNECTION_FAILED } from '../../../components/file-uploader';
import { useToast } from '../../../components/toasts';
import { i18n } from '../../../i18n';
import { formatBytes } from '../../../lib/format';
import { uploadFeedItemFile, type FeedItemFileField } from '../api/upload-feed-item-file';

const FALLBACK = {
  cover: 'attachment.coverFailed',
  document: 'attachment.documentFailed',
  image: 'attachment.imageFailed',
} as const satisfies Record<FeedItemFileField, string>;

/** The upload's failure text: the server's words, else the spec's fallback for the field. */
export function uploadFailure(err: unknown, field: FeedItemFileField): string {
  if (err instanceof UploadError && err.message && err.message !== CONNECTION_FAILED) return err.message;
  if (err instanceof UploadError && err.status === 0) return CONNECTION_FAILED;
  return i18n.t(`content:${FALLBACK[field]}`);
}

/** A cover image or a document: what is attached now, and an uploader (with progress) to replace it. */
export function AttachmentField({
  field,
  label,
  value,
  onChange,
  error,
}: {
  field: Exclude<FeedItemFileField, 'image'>;
  label: string;
  value: AttachmentRecord | null;
  onChange: (value: AttachmentRecord | null) => void;
  error?: ReactNode;
}) {
  const { t } = useTranslation(['content', 'common']);
  const toast = useToast();
  return (
    <Stack gap="xs">
      <FileUploader
        label={label}
        kind={field === 'cover' ? 'image' : 'file'}
        onUpload={async (file, onProgress) => {
          try {
            const record = await uploadFeedItemFile(field, file, onProgress);
            onChange(record);
            toast.success(t(field === 'cover' ? 'attachment.coverUploaded' : 'attachment.documentUploaded'));
          } catch (err) {
            const message = uploadFailure(err, field);
            toast.error(message);
            throw new Error(message);
          }
        }}
      />
      {value && (
        <Group gap="sm" data-testid={`${field}-attachment`}>
          {field === 'cover' ? (
            <Image src={value.fileUrl} alt={t('fields.cover')} h={80} w="auto" radius="sm" />
          ) : (
            <Anchor href={value.fileUrl} target="_blank" rel="noreferrer">
              {value.displayName || value.originalName}
            </Anchor>
          )}
          <Text size="xs" c="dimmed">
            {value.originalName} · {formatBytes(value.fileSize)}
          </Text>
          <Button size="xs" variant="subtle" color="red" onClick={() => onChange(null)}>
            {t('common:actions.remove')}
          </Button>
        </Group>
      )}
      {error && (
        <Text size="sm" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}
