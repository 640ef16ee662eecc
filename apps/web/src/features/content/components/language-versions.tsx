import { Alert, Badge, Box, Group, Stack, Tabs } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DISPLAY_NAME_MAX,
  FEED_ITEM_TYPES,
  HEADLINE_MAX,
  KIND_PATHS,
  TAGLINE_MAX,
  type CommunityLanguage,
  type FeedItemDetail,
  type FeedItemType,
  type KindPath,
} from '@gathering/contract';
import { LimitedTextarea, LimitedTextInput } from '../../../components/limited-text-input';
import type { VersionDraft } from './content-draft';
import { RichTextEditor } from './rich-text-editor';

/** The contract's limit on a field's label. */
const FIELD_LABEL_MAX = 200;
const EMPTY: VersionDraft = { headline: '', tagline: '', body: '' };
/** Rich text that shows nothing ("<p></p>") is not written. */
const written = (html: string) => html.replace(/<[^>]*>/g, '').trim() !== '' || /<img\b/i.test(html);

/** A saved item's kind (its feedItemType) as the editor names it, for the publish warning's completion. */
const KIND_OF_TYPE = Object.fromEntries(
  (Object.keys(KIND_PATHS) as KindPath[]).map((path) => [FEED_ITEM_TYPES[KIND_PATHS[path]], path]),
) as Record<FeedItemType, KindPath>;

/**
 * How many of a language's fields are written: the one rule the tabs' completion and the publish warning share.
 * Every kind counts its headline and tagline; every kind but forms (which have none) its body; a document its file's
 * name; a form each field's label (`labels`: this language's label of each of the form's fields, in order, '' where
 * none). So news, events and jobs have 3 fields, a document 4, and a form 2 plus one per field: a form with three
 * fields whose version has a headline, a tagline and two labels is 4 of 5. A field not saved yet counts in every
 * language: another language cannot label it before the form is saved, and it is missing there meanwhile.
 */
export function completion(
  kind: KindPath,
  v: VersionDraft,
  labels: readonly string[] = [],
): { done: number; total: number } {
  const fields = [v.headline.trim() !== '', v.tagline.trim() !== ''];
  if (kind !== 'forms') fields.push(written(v.body));
  if (kind === 'documents') fields.push((v.displayName ?? '').trim() !== '');
  if (kind === 'forms') fields.push(...labels.map((l) => l.trim() !== ''));
  return { done: fields.filter(Boolean).length, total: fields.length };
}

/** A version's label of each of the form's fields, in order: '' for one it does not label (or not saved yet). */
export const versionLabels = (fields: readonly { id?: string }[], v: VersionDraft): string[] =>
  fields.map((f) => (f.id && v.labels?.[f.id]) || '');

/**
 * The languages other than the item's own whose version is not complete (completion above, as their tab shows it):
 * what publishing warns about, with each one's completion. Their members get what is missing in another language.
 */
export function missingLanguages(
  item: FeedItemDetail,
  languages: CommunityLanguage[],
): { language: CommunityLanguage; done: number; total: number }[] {
  const own = item.language ?? languages.find((l) => l.isDefault)?.tag;
  const kind = KIND_OF_TYPE[item.feedItemType];
  const fields = (item.formNodes ?? []).flatMap((n) => n.nodeInputs);
  return languages
    .filter((l) => l.tag !== own)
    .map((language) => {
      const v = item.translations?.find((x) => x.language === language.tag) ?? EMPTY;
      return { language, ...completion(kind, v, versionLabels(fields, v)) };
    })
    .filter((c) => c.done < c.total);
}

/**
 * One tab per language of the community (issue 23), each with its completion; the item's own language is its
 * usual fields (`own`), the others a headline, tagline and body of their own. With one language, no tabs: the
 * editor is as it always was. Only the open tab is mounted, so each field's label names one field.
 */
export function LanguageTabs({
  kind,
  languages,
  ownTag,
  own,
  ownValues,
  versions,
  onChange,
  fields = [],
}: {
  kind: KindPath;
  languages: CommunityLanguage[];
  ownTag: string;
  own: ReactNode;
  /** The item's own texts (a document's `displayName`: its file's name), for the own tab's completion. */
  ownValues: VersionDraft;
  versions: Record<string, VersionDraft>;
  onChange: (tag: string, value: VersionDraft) => void;
  /** A form's fields in its own language; only saved ones (with an id) can be labelled in another. */
  fields?: { id?: string; label: string }[];
}) {
  const { t } = useTranslation('content');
  const [tab, setTab] = useState<string | null>(ownTag);
  if (languages.length <= 1) return <>{own}</>;
  // The item's own language first, then the community's order.
  const ordered = [
    ...languages.filter((l) => l.tag === ownTag),
    ...languages.filter((l) => l.tag !== ownTag),
  ];
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List aria-label={t('languages.tabs')}>
        {ordered.map((l) => {
          const v = l.tag === ownTag ? ownValues : (versions[l.tag] ?? EMPTY);
          // The own language's labels are the fields' own; another's, those its version gives them.
          const labels = l.tag === ownTag ? fields.map((f) => f.label) : versionLabels(fields, v);
          const c = completion(kind, v, labels);
          return (
            <Tabs.Tab key={l.tag} value={l.tag}>
              <Group gap={6} wrap="nowrap">
                <span lang={l.tag} dir={l.direction}>
                  {l.name}
                </span>
                {/* The theme's primary colour: a light or grey badge's small text fails axe's contrast. */}
                <Badge size="xs" variant={c.done === c.total ? 'filled' : 'outline'}>
                  {t('languages.completion', { done: c.done, total: c.total })}
                </Badge>
              </Group>
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {ordered.map((l) => (
        <Tabs.Panel key={l.tag} value={l.tag} pt="md">
          {l.tag === ownTag ? (
            own
          ) : (
            <VersionFields
              kind={kind}
              language={l}
              value={versions[l.tag] ?? EMPTY}
              onChange={(v) => onChange(l.tag, v)}
              fields={fields}
            />
          )}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function VersionFields({
  kind,
  language,
  value,
  onChange,
  fields,
}: {
  kind: KindPath;
  language: CommunityLanguage;
  value: VersionDraft;
  onChange: (v: VersionDraft) => void;
  fields: { id?: string; label: string }[];
}) {
  const { t } = useTranslation('content');
  const text = { lang: language.tag, dir: language.direction };
  return (
    <Stack>
      <Alert variant="light" p="xs">
        {t('languages.versionHint', { name: language.name })}
      </Alert>
      <LimitedTextInput
        label={t('fields.headline')}
        max={HEADLINE_MAX}
        value={value.headline}
        onChange={(headline) => onChange({ ...value, headline })}
        {...text}
      />
      <LimitedTextarea
        label={t('fields.tagline')}
        max={TAGLINE_MAX}
        autosize
        minRows={2}
        value={value.tagline}
        onChange={(tagline) => onChange({ ...value, tagline })}
        {...text}
      />
      {kind === 'documents' && (
        <LimitedTextInput
          label={t('languages.displayName')}
          description={t('languages.displayNameHint')}
          max={DISPLAY_NAME_MAX}
          value={value.displayName ?? ''}
          onChange={(displayName) => onChange({ ...value, displayName })}
          {...text}
        />
      )}
      {kind === 'forms' && fields.length > 0 && (
        <FieldLabels language={language} value={value} onChange={onChange} fields={fields} />
      )}
      {kind !== 'forms' && (
        <Box {...text}>
          <RichTextEditor
            label={kind === 'jobs' ? t('fields.description') : t('fields.body')}
            value={value.body}
            onChange={(body) => onChange({ ...value, body })}
          />
        </Box>
      )}
    </Stack>
  );
}

/** A form's field labels in this language, each named after its own label; a field not yet saved cannot be. */
function FieldLabels({
  language,
  value,
  onChange,
  fields,
}: {
  language: CommunityLanguage;
  value: VersionDraft;
  onChange: (v: VersionDraft) => void;
  fields: { id?: string; label: string }[];
}) {
  const { t } = useTranslation('content');
  const saved = fields.filter((f): f is { id: string; label: string } => !!f.id);
  return (
    <Stack gap="xs">
      {saved.map((f) => (
        <LimitedTextInput
          key={f.id}
          label={t('languages.fieldLabel', { label: f.label })}
          max={FIELD_LABEL_MAX}
          value={value.labels?.[f.id] ?? ''}
          onChange={(l) => onChange({ ...value, labels: { ...value.labels, [f.id]: l } })}
          lang={language.tag}
          dir={language.direction}
        />
      ))}
      {saved.length < fields.length && (
        <Alert variant="light" p="xs">
          {t('languages.unsavedFields')}
        </Alert>
      )}
    </Stack>
  );
}
