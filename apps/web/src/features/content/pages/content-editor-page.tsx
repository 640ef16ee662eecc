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
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { FeedItemDetail, KindPath } from '@gathering/contract';
import { DatePicker } from '../../../components/date-picker';
import { LimitedTextarea, LimitedTextInput } from '../../../components/limited-text-input';
import { TagSelect } from '../../../components/tag-select';
import { useToast } from '../../../components/toasts';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useFeedItem } from '../api/get-feed-item';
import { useTags } from '../api/get-tags';
import { useSaveContent } from '../api/save-content';
import { ApprovalPanel } from '../components/approval-panel';
import { AttachmentField } from '../components/attachment-field';
import { bodyOf, draftOf, type ContentDraft } from '../components/content-draft';
import { EventDatesEditor } from '../components/event-dates-editor';
import { FormBuilder } from '../components/form-builder';
import { KINDS, detailPath } from '../components/kinds';
import { RichTextEditor } from '../components/rich-text-editor';
import { useKindPath } from '../components/use-kind-path';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function ContentEditorPage() {
  const kind = useKindPath();
  const { id } = useParams();
  const item = useFeedItem(id);
  const info = KINDS[kind];
  if (id && item.isPending)
    return (
      <Center py={80} role="status" aria-label="Loading">
        <Loader />
      </Center>
    );
  if (id && item.isError)
    return (
      <Alert color="red" title="Error">
        {errorMessage(item.error, 'Error trying to fetch feed item view')}
      </Alert>
    );
  return (
    <ContentEditor
      key={id ?? 'new'}
      kind={kind}
      item={item.data}
      title={id ? `Edit ${info.singular.toLowerCase()}` : `Create ${info.singular.toLowerCase()}`}
    />
  );
}

function ContentEditor({ kind, item, title }: { kind: KindPath; item?: FeedItemDetail; title: string }) {
  const info = KINDS[kind];
  const toast = useToast();
  const navigate = useNavigate();
  const save = useSaveContent(kind);
  const tags = useTags();
  const [draft, setDraft] = useState<ContentDraft>(() => draftOf(item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<ContentDraft>) => setDraft((d) => ({ ...d, ...patch }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const { body, errors: local } = bodyOf(kind, draft);
    setErrors(local);
    if (!body) {
      toast.error(Object.values(local)[0]);
      return;
    }
    try {
      const saved = await save.mutateAsync(body);
      toast.success(`${info.singular} saved`);
      navigate(detailPath(kind, saved.id));
    } catch (err) {
      if (err instanceof ApiError && err.field) setErrors({ [err.field]: err.message });
      toast.error(
        errorMessage(err, `Error trying to ${item ? 'update' : 'create'} ${info.singular.toLowerCase()}`),
      );
    }
  }

  const fieldError = (prefix: string) =>
    Object.entries(errors).find(([k]) => k === prefix || k.startsWith(`${prefix}.`))?.[1];

  return (
    <Stack>
      <Breadcrumbs>
        <Anchor component={Link} to={`/admin/${kind}`}>
          {info.plural}
        </Anchor>
        {item && (
          <Anchor component={Link} to={detailPath(kind, item.id)}>
            {item.headline}
          </Anchor>
        )}
      </Breadcrumbs>
      <Title order={1}>{title}</Title>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Card withBorder padding="lg">
            <Stack>
              <LimitedTextInput
                label="Headline"
                required
                max={300}
                value={draft.headline}
                error={errors.headline}
                onChange={(headline) => set({ headline })}
              />
              <LimitedTextarea
                label="Tagline"
                max={1000}
                autosize
                minRows={2}
                value={draft.tagline}
                error={errors.tagline}
                onChange={(tagline) => set({ tagline })}
              />
              <TagSelect
                label="Tags"
                placeholder="Type a tag and press Enter"
                value={draft.tags}
                onChange={(t) => set({ tags: t })}
                suggestions={tags.data?.tags.map((t) => t.tag) ?? []}
                max={30}
                error={fieldError('tags')}
              />
              <AttachmentField
                field="cover"
                label="Cover image"
                value={draft.cover}
                onChange={(cover) => set({ cover })}
                error={errors.coverImage}
              />
              <Switch
                label="Citation required"
                description="Readers are asked to cite the source when they share it"
                checked={draft.citationRequired}
                onChange={(e) => set({ citationRequired: e.currentTarget.checked })}
              />
            </Stack>
          </Card>

          <Card withBorder padding="lg">
            <Stack>
              {kind === 'events' && (
                <>
                  <TextInput
                    label="Location"
                    value={draft.location}
                    error={errors.location}
                    onChange={(e) => set({ location: e.currentTarget.value })}
                  />
                  <EventDatesEditor
                    value={draft.dates}
                    onChange={(dates) => set({ dates })}
                    error={fieldError('dateTimes') ?? errors.zone}
                  />
                </>
              )}
              {kind === 'jobs' && <JobFields draft={draft} set={set} errors={errors} />}
              {kind === 'documents' && (
                <>
                  <AttachmentField
                    field="document"
                    label="Document"
                    value={draft.attachment}
                    onChange={(attachment) => set({ attachment })}
                    error={errors.attachment}
                  />
                  <TagsInput
                    label="Approver e-mails"
                    description="Each approver receives a link to review the document, no account needed. Press Enter after each address."
                    placeholder="name@example.org"
                    value={draft.approvers}
                    error={fieldError('approval')}
                    onChange={(values) => {
                      const valid = values.map((v) => v.trim().toLowerCase()).filter((v) => EMAIL.test(v));
                      if (valid.length < values.length) toast.error('Please enter a valid e-mail address');
                      set({ approvers: [...new Set(valid)] });
                    }}
                  />
                </>
              )}
              {kind === 'forms' && (
                <TagsInput
                  label="Send answers to (e-mails)"
                  description="Every submission is e-mailed to these addresses. Press Enter after each address."
                  placeholder="name@example.org"
                  value={draft.emails}
                  error={fieldError('emails')}
                  onChange={(values) => {
                    const valid = values.map((v) => v.trim().toLowerCase()).filter((v) => EMAIL.test(v));
                    if (valid.length < values.length) toast.error('Please enter a valid e-mail address');
                    set({ emails: [...new Set(valid)] });
                  }}
                />
              )}
              {kind !== 'forms' && (
                <RichTextEditor
                  label={kind === 'jobs' ? 'Description' : 'Body'}
                  value={draft.body}
                  onChange={(body) => set({ body })}
                  error={errors.body}
                />
              )}
            </Stack>
          </Card>

          {kind === 'forms' && (
            <Stack>
              <Title order={2} size="h3">
                Questions
              </Title>
              <FormBuilder
                value={draft.sections}
                onChange={(sections) => set({ sections })}
                errors={errors}
              />
            </Stack>
          )}

          {kind === 'documents' && item?.approval && (
            <ApprovalPanel emails={item.approval.emails} approvals={item.approval.approvals} />
          )}

          <Group justify="flex-end">
            <Button
              variant="default"
              component={Link}
              to={item ? detailPath(kind, item.id) : `/admin/${kind}`}
            >
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

function JobFields({
  draft,
  set,
  errors,
}: {
  draft: ContentDraft;
  set: (patch: Partial<ContentDraft>) => void;
  errors: Record<string, string>;
}) {
  const text = (
    key: keyof ContentDraft,
    label: string,
    errorKey: string,
    extra: { placeholder?: string } = {},
  ) => (
    <TextInput
      label={label}
      value={draft[key] as string}
      error={errors[errorKey]}
      onChange={(e) => set({ [key]: e.currentTarget.value } as Partial<ContentDraft>)}
      {...extra}
    />
  );
  return (
    <>
      <Group grow align="flex-start">
        {text('position', 'Position', 'position')}
        {text('employer', 'Employer', 'employer')}
      </Group>
      <Group grow align="flex-start">
        {text('location', 'Location', 'location')}
        {text('jobType', 'Type', 'type', { placeholder: 'Full-time, part-time, contract…' })}
      </Group>
      <Group grow align="flex-start">
        <DatePicker
          label="Closing date"
          placeholder="Pick a day"
          clearable
          value={draft.closingDate}
          onChange={(closingDate) => set({ closingDate })}
          error={errors.closing_date}
        />
        {text('salary', 'Salary', 'salary')}
      </Group>
      {text('externalUrl', 'External link', 'external_url', { placeholder: 'https://…' })}
      <Textarea
        label="Contact info"
        autosize
        minRows={2}
        value={draft.contactInfo}
        error={errors.contact_info}
        onChange={(e) => set({ contactInfo: e.currentTarget.value })}
      />
      <RichTextEditor
        label="Qualifications"
        minHeight={100}
        value={draft.qualifications}
        onChange={(qualifications) => set({ qualifications })}
        error={errors.qualifications}
      />
      <RichTextEditor
        label="Responsibilities"
        minHeight={100}
        value={draft.responsibilities}
        onChange={(responsibilities) => set({ responsibilities })}
        error={errors.responsibilities}
      />
    </>
  );
}

export default ContentEditorPage;
