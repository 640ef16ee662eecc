import { Alert, Button, CloseButton, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowBackUp, IconLock } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import {
  SUPPORT_MESSAGE_MAX,
  supportCommentBody,
  supportMessages,
  type SupportComment,
  type SupportCommentBody,
  type SupportReplyBody,
} from '@gathering/contract';
import { LimitedTextarea } from '../../../components/limited-text-input';
import { i18n } from '../../../i18n';
import { applyServerError, withSentences } from '../../../lib/forms';
import { truncate } from '../../../lib/format';
import { replyChain } from './thread-tree';

// A type alias, not an interface: the form helpers take it as a plain record.
type Values = { message: string; internal: boolean };

// The contract's sentences are English constants: each is shown in the reader's language.
const validate = withSentences(zod4Resolver(supportCommentBody), () => ({
  [supportMessages.messageRequired]: i18n.t('support:messages.messageRequired'),
  [supportMessages.messageTooLong]: i18n.t('support:messages.messageTooLong'),
}));

export interface ComposerProps {
  /** The message answered, or null for a new top-level message. */
  replyTo: SupportComment | null;
  onCancelReply: () => void;
  onComment: (body: SupportCommentBody) => Promise<unknown>;
  onReply: (body: SupportReplyBody) => Promise<unknown>;
  /** Told after a message went out (internal: whether it was a note). */
  onSent: (internal: boolean) => void;
  /** A failure that belongs to no field (the field ones are shown under the message box). */
  onError: (err: unknown) => void;
}

/**
 * Writes an answer to the member or an internal note, top-level or as a reply to any message. A reply carries the
 * whole chain of the message it answers (`parents`, root first), which the server checks.
 */
export function CommentComposer({
  replyTo,
  onCancelReply,
  onComment,
  onReply,
  onSent,
  onError,
}: ComposerProps) {
  const { t } = useTranslation('support');
  const form = useForm<Values>({ initialValues: { message: '', internal: false }, validate });
  // The member cannot read a note, so an answer under one would hang from nothing they can see: the server
  // refuses it, and the composer makes such a reply a note from the start.
  const forcedNote = replyTo?.internal === true;
  const internal = forcedNote || form.getValues().internal;

  async function submit(values: Values) {
    const body = { message: values.message, internal: forcedNote || values.internal };
    try {
      if (replyTo) await onReply({ ...body, parents: replyChain(replyTo) });
      else await onComment(body);
      form.reset();
      onSent(body.internal);
    } catch (err) {
      applyServerError(form, err, () => onError(err));
    }
  }

  return (
    <Paper
      component="form"
      withBorder
      p="md"
      radius="md"
      onSubmit={form.onSubmit(submit)}
      noValidate
      aria-label={t('composer.label')}
      bg={internal ? 'yellow.0' : undefined}
    >
      <Stack gap="sm">
        {replyTo && (
          <Alert
            variant="light"
            color={replyTo.internal ? 'yellow' : 'blue'}
            icon={<IconArrowBackUp size={16} />}
            p="xs"
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text size="sm" fw={600}>
                  {t('composer.replyingTo', { name: replyTo.posterDetails.name })}
                </Text>
                <Text size="xs" c="dimmed">
                  {truncate(replyTo.comment, 140)}
                </Text>
              </div>
              <CloseButton aria-label={t('composer.cancelReply')} onClick={onCancelReply} />
            </Group>
          </Alert>
        )}
        <SegmentedControl
          aria-label={t('composer.kind')}
          disabled={forcedNote}
          value={internal ? 'note' : 'member'}
          onChange={(v) => form.setFieldValue('internal', v === 'note')}
          data={[
            { value: 'member', label: t('composer.toMember') },
            { value: 'note', label: t('composer.note') },
          ]}
        />
        <LimitedTextarea
          label={t('composer.message')}
          placeholder={internal ? t('composer.notePlaceholder') : t('composer.placeholder')}
          rows={4}
          resize="vertical"
          max={SUPPORT_MESSAGE_MAX}
          key={form.key('message')}
          {...form.getInputProps('message')}
        />
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text
            size="xs"
            c={internal ? 'yellow.9' : 'dimmed'}
            fw={internal ? 600 : undefined}
            style={{ flex: 1 }}
          >
            {internal && <IconLock size={12} style={{ verticalAlign: 'middle', marginRight: 4 }} />}
            {forcedNote ? `${t('composer.replyToNote')} ` : ''}
            {internal ? t('composer.noteHint') : t('composer.memberHint')}
          </Text>
          <Button
            type="submit"
            loading={form.submitting}
            color={internal ? 'yellow.8' : undefined}
            // The hint beside it gives way; the button's words ("Envoyer la réponse") are never cut.
            style={{ flex: 'none' }}
          >
            {internal ? t('composer.addNote') : t('composer.send')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
