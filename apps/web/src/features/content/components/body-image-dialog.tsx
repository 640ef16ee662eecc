import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { Dialog } from '../../../components/dialog';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bodyImageInput,
  IMAGE_ALT_MAX,
  richTextMessages,
  type AttachmentRecord,
  type BodyImageInput,
} from '@gathering/contract';
import { FileUploader } from '../../../components/file-uploader';
import { LimitedTextInput } from '../../../components/limited-text-input';
import { withSentences } from '../../../lib/forms';
import { uploadFeedItemFile } from '../api/upload-feed-item-file';
import { uploadFailure } from './attachment-field';

export type UploadBodyImage = (
  file: File,
  onProgress: (percent: number) => void,
) => Promise<AttachmentRecord>;

const uploadImage: UploadBodyImage = (file, onProgress) => uploadFeedItemFile('image', file, onProgress);

/**
 * "Insert image": the administrator uploads an image (the server checks it and scales it to 1,600 pixels) and
 * describes it; nothing is inserted until both are there. The description is the image's alt text, which the
 * server also requires: members who cannot see the image hear it instead.
 */
export function BodyImageDialog({
  opened,
  onClose,
  onInsert,
  upload = uploadImage,
}: {
  opened: boolean;
  onClose: () => void;
  onInsert: (image: BodyImageInput) => void;
  /** The upload itself; tests hand in their own. */
  upload?: UploadBodyImage;
}) {
  const { t } = useTranslation(['content', 'common']);
  const form = useForm<BodyImageInput>({
    initialValues: { src: '', alt: '' },
    validate: withSentences(zod4Resolver(bodyImageInput), () => ({
      [richTextMessages.imageAltRequired]: t('editor.image.altRequired'),
      [richTextMessages.imageRequired]: t('editor.image.imageRequired'),
    })),
  });

  const close = () => {
    form.reset();
    onClose();
  };
  // No <form> of its own: the dialog opens from inside the content form (React bubbles a portal's submit to it),
  // and inserting an image must never save the item. Enter in the description inserts, as a form would.
  const insert = () => {
    if (form.validate().hasErrors) return;
    const values = form.getValues();
    onInsert({ src: values.src, alt: values.alt.trim() });
    close();
  };
  const enterInserts = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    insert();
  };

  return (
    <Dialog opened={opened} onClose={close} title={t('editor.image.title')} centered>
      <Stack>
        <FileUploader
          kind="photo"
          label={t('editor.image.file')}
          onUpload={async (file, onProgress) => {
            try {
              const record = await upload(file, onProgress);
              form.setFieldValue('src', record.fileUrl);
              form.clearFieldError('src');
            } catch (err) {
              throw new Error(uploadFailure(err, 'image'));
            }
          }}
        />
        {form.errors.src && (
          <Text size="sm" c="red" role="alert">
            {form.errors.src}
          </Text>
        )}
        {form.values.src && (
          <Image
            src={form.values.src}
            alt={form.values.alt.trim()}
            mah={160}
            w="auto"
            fit="contain"
            radius="sm"
            data-testid="body-image-preview"
          />
        )}
        <LimitedTextInput
          label={t('editor.image.alt')}
          description={t('editor.image.altHelp')}
          required
          max={IMAGE_ALT_MAX}
          {...form.getInputProps('alt')}
          onKeyDown={enterInserts}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={insert}>{t('editor.image.insert')}</Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
