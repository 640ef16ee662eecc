import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Stack,
  Switch,
  TagsInput,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { HEADLINE_MAX, TAGLINE_MAX, type FeedItemDetail, type KindPath } from '@gathering/contract';
import { DatePicker } from '../../../components/date-picker';
import { LimitedTextarea, LimitedTextInput } from '../../../components/limited-text-input';
import { TagSelect } from '../../../components/tag-select';
import { useToast } from '../../../components/toasts';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { applyServerError } from '../../../lib/forms';
import { formatDateTime } from '../../../lib/format';
import { useFeedItem } from '../api/get-feed-item';
import { useTags } from '../api/get-tags';
import { useSaveContent } from '../api/save-content';
import { ApprovalPanel } from '../components/approval-panel';
import { AttachmentField } from '../components/attachment-field';
import { bodyOf, draftOf, formPathOf, validateContent, type ContentDraft } from '../components/content-draft';
import { EventDatesEditor, PastEventConfirm } from '../components/event-dates-editor';
import { startsInPast } from '../components/event-dates-model';
import { FormBuilder } from '../components/form-builder';
import { detailPath } from '../components/kinds';
import { RichTextEditor } from '../components/rich-text-editor';
import { useKindPath } from '../components/use-kind-path';
import { KeptDraftBanner } from '../../../components/kept-draft';
import { useKeptDraft } from '../../../lib/kept-drafts';
import { useCommunityLanguages } from '../../../api/get-community-languages';
import { LanguageTabs } from '../components/language-versions';
import { MemberPreview } from '../components/member-preview';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type ContentForm = UseFormReturnType<ContentDraft>;

export function ContentEditorPage() {
  const { t } = useTranslation(['content', 'common']);
  const kind = useKindPath();
  const { id } = useParams();
  const item = useFeedItem(id);
  if (id && item.isPending)
    return (
      <Center py={80} role="status" aria-label={t('common:shell.loading')}>
        <Loader />
      </Center>
    );
  if (id && item.isError)
    return (
      <Alert color="red" title={t('detail.error')}>
        {errorMessage(item.error, t('detail.fetchFailed'))}
      </Alert>
    );
  return <ContentEditor key={id ?? 'new'} kind={kind} item={item.data} />;
}

/** The errors under `prefix` with the prefix taken off: what a nested editor (the form builder) reads. */
function errorsUnder(errors: Record<string, unknown>, prefix: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith(`${prefix}.`))
      .map(([k, v]) => [k.slice(prefix.length + 1), String(v)]),
  );
}

function ContentEditor({ kind, item }: { kind: KindPath; item?: FeedItemDetail }) {
  const { t } = useTranslation(['content', 'common']);
  const toast = useToast();
  const navigate = useNavigate();
  const save = useSaveContent(kind);
  const tags = useTags();
  const languages = useCommunityLanguages().data ?? [];
  const form = useForm<ContentDraft>({
    initialValues: draftOf(item),
    validate: validateContent(kind, !item),
  });
  const values = form.values;
  // What is typed here survives a dropped link or a closed tab (lib/kept-drafts.ts).
  const kept = useKeptDraft(form, `content:${kind}:${item?.id ?? 'new'}`);
  const fieldError = (path: keyof ContentDraft) =>
    form.errors[path] ?? Object.entries(form.errors).find(([k]) => k.startsWith(`${path}.`))?.[1];

  // The fields above are in the item's own language: the community's default for a new item.
  const ownTag = item?.language ?? languages.find((l) => l.isDefault)?.tag ?? 'en';
  const bodyField =
    kind !== 'forms' ? (
      <RichTextEditor
        label={kind === 'jobs' ? t('fields.description') : t('fields.body')}
        value={values.body}
        onChange={(body) => form.setFieldValue('body', body)}
        error={form.errors.body}
      />
    ) : null;

  async function submit(v: ContentDraft) {
    kept.keepNow();
    try {
      const saved = await save.mutateAsync(bodyOf(kind, { ...v, language: ownTag }));
      await kept.saved();
      toast.success(t(`kinds.${kind}.saved`));
      navigate(detailPath(kind, saved.id));
    } catch (err) {
      const field = err instanceof ApiError && err.field ? err.field : undefined;
      applyServerError(
        form,
        err,
        (message) => toast.error(message || t(`kinds.${kind}.${item ? 'updateFailed' : 'createFailed'}`)),
        field ? { [field]: formPathOf(field) } : {},
      );
    }
  }

  // Addresses that are not e-mails stay out of the list, and the field says why.
  const emailList = (field: 'emails' | 'approvers') => (entries: string[]) => {
    const valid = entries.map((v) => v.trim().toLowerCase()).filter((v) => EMAIL.test(v));
    form.setFieldValue(field, [...new Set(valid)]);
    if (valid.length < entries.length) form.setFieldError(field, t('common:validation.email'));
  };

  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to={`/admin/${kind}`}>
          {t(`kinds.${kind}.plural`)}
        </Anchor>
        {item && (
          <Anchor component={Link} to={detailPath(kind, item.id)}>
            {item.headline}
          </Anchor>
        )}
      </Breadcrumbs>
      <Title order={1}>{t(`kinds.${kind}.${item ? 'edit' : 'create'}`)}</Title>
      {kept.offered && (
        <KeptDraftBanner
          keptAt={kept.offered.keptAt}
          note={
            item?.revision && kept.offered.values.baseRevision !== item.revision.number
              ? t('revisions.keptSince', {
                  number: item.revision.number,
                  when: formatDateTime(item.revision.savedAt),
                  who: item.revision.savedBy ?? t('revisions.someone'),
                })
              : undefined
          }
          onRestore={kept.restore}
          onDiscard={kept.discard}
        />
      )}
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          <Card withBorder padding="lg">
            <Stack>
              <LanguageTabs
                kind={kind}
                languages={languages}
                ownTag={ownTag}
                ownValues={{
                  headline: values.headline,
                  tagline: values.tagline,
                  body: values.body,
                  displayName: values.attachment?.displayName,
                }}
                versions={values.versions}
                onChange={(tag, v) => form.setFieldValue('versions', { ...values.versions, [tag]: v })}
                fields={values.sections.flatMap((n) => n.nodeInputs)}
                own={
                  <Stack>
                    <LimitedTextInput
                      label={t('fields.headline')}
                      required
                      max={HEADLINE_MAX}
                      {...form.getInputProps('headline')}
                    />
                    <LimitedTextarea
                      label={t('fields.tagline')}
                      max={TAGLINE_MAX}
                      autosize
                      minRows={2}
                      {...form.getInputProps('tagline')}
                    />
                    {languages.length > 1 && bodyField}
                  </Stack>
                }
              />
              {form.errors.versions && (
                <Alert color="red" role="alert">
                  {form.errors.versions}
                </Alert>
              )}
              <TagSelect
                label={t('fields.tags')}
                placeholder={t('fields.tagsPlaceholder')}
                suggestions={tags.data?.tags.map((tag) => tag.tag) ?? []}
                max={30}
                {...form.getInputProps('tags')}
                value={values.tags}
                error={fieldError('tags')}
              />
              <AttachmentField
                field="cover"
                label={t('fields.cover')}
                value={values.cover}
                onChange={(cover) => form.setFieldValue('cover', cover)}
                error={form.errors.cover}
              />
              <Switch
                label={t('fields.citationRequired')}
                description={t('fields.citationRequiredHelp')}
                {...form.getInputProps('citationRequired', { type: 'checkbox' })}
              />
            </Stack>
          </Card>

          {/* With several languages a news item's body is in its language's tab above: this card would be empty. */}
          {(kind !== 'news' || languages.length <= 1) && (
            <Card withBorder padding="lg">
              <Stack>
                {kind === 'events' && (
                  <>
                    <TextInput label={t('fields.location')} {...form.getInputProps('location')} />
                    <EventDatesEditor
                      value={values.dates}
                      onChange={(dates) => form.setFieldValue('dates', dates)}
                      error={form.errors.dates}
                      errors={errorsUnder(form.errors, 'dates')}
                    />
                    {startsInPast(values.dates) && (
                      <PastEventConfirm
                        checked={values.pastConfirmed}
                        onChange={(checked) => form.setFieldValue('pastConfirmed', checked)}
                        error={form.errors.pastConfirmed}
                      />
                    )}
                  </>
                )}
                {kind === 'jobs' && <JobFields form={form} />}
                {kind === 'documents' && (
                  <>
                    <AttachmentField
                      field="document"
                      label={t('fields.document')}
                      value={values.attachment}
                      onChange={(attachment) => form.setFieldValue('attachment', attachment)}
                      error={form.errors.attachment}
                    />
                    <TagsInput
                      label={t('fields.approvers')}
                      description={t('fields.approversHelp')}
                      placeholder="name@example.org"
                      value={values.approvers}
                      error={fieldError('approvers')}
                      onChange={emailList('approvers')}
                    />
                  </>
                )}
                {kind === 'forms' && (
                  <TagsInput
                    label={t('fields.emails')}
                    description={t('fields.emailsHelp')}
                    placeholder="name@example.org"
                    value={values.emails}
                    error={fieldError('emails')}
                    onChange={emailList('emails')}
                  />
                )}
                {/* With several languages the body is in its language's tab above. */}
                {languages.length <= 1 && bodyField}
              </Stack>
            </Card>
          )}

          {kind === 'forms' && (
            <Stack>
              <Title order={2} size="h3">
                {t('fields.questions')}
              </Title>
              <FormBuilder
                value={values.sections}
                onChange={(sections) => form.setFieldValue('sections', sections)}
                errors={errorsUnder(form.errors, 'sections')}
              />
            </Stack>
          )}

          {kind === 'documents' && item?.approval && (
            <ApprovalPanel emails={item.approval.emails} approvals={item.approval.approvals} />
          )}

          <Group justify="flex-end">
            <MemberPreview kind={kind} values={values} ownTag={ownTag} />
            <Button
              variant="default"
              component={Link}
              to={item ? detailPath(kind, item.id) : `/admin/${kind}`}
            >
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('common:actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

function JobFields({ form }: { form: ContentForm }) {
  const { t } = useTranslation('content');
  return (
    <>
      <Group grow align="flex-start">
        <TextInput label={t('fields.position')} {...form.getInputProps('position')} />
        <TextInput label={t('fields.employer')} {...form.getInputProps('employer')} />
      </Group>
      <Group grow align="flex-start">
        <TextInput label={t('fields.location')} {...form.getInputProps('location')} />
        <TextInput
          label={t('fields.jobType')}
          placeholder={t('fields.jobTypePlaceholder')}
          {...form.getInputProps('jobType')}
        />
      </Group>
      <Group grow align="flex-start">
        <DatePicker
          label={t('fields.closingDate')}
          placeholder={t('fields.dayPlaceholder')}
          clearable
          value={form.values.closingDate}
          onChange={(closingDate) => form.setFieldValue('closingDate', closingDate)}
          error={form.errors.closingDate}
        />
        <TextInput label={t('fields.salary')} {...form.getInputProps('salary')} />
      </Group>
      <TextInput
        label={t('fields.externalUrl')}
        placeholder="https://…"
        {...form.getInputProps('externalUrl')}
      />
      <Textarea label={t('fields.contactInfo')} autosize minRows={2} {...form.getInputProps('contactInfo')} />
      <RichTextEditor
        label={t('fields.qualifications')}
        minHeight={100}
        value={form.values.qualifications}
        onChange={(qualifications) => form.setFieldValue('qualifications', qualifications)}
        error={form.errors.qualifications}
      />
      <RichTextEditor
        label={t('fields.responsibilities')}
        minHeight={100}
        value={form.values.responsibilities}
        onChange={(responsibilities) => form.setFieldValue('responsibilities', responsibilities)}
        error={form.errors.responsibilities}
      />
    </>
  );
}
