import { Alert, Badge, Box, Group, Stack, Tabs } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DISPLAY_NAME_MAX,
  HEADLINE_MAX,
  TAGLINE_MAX,
  type CommunityLanguage,
  type FeedItemDetail,
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

/** How many of a language's fields are written: headline, tagline and, but for forms, body. */
export function completion(kind: KindPath, v: VersionDraft): { done: number; total: number } {
  const fields = [v.headline.trim() !== '', v.tagline.trim() !== ''];
  if (kind !== 'forms') fields.push(written(v.body));
  return { done: fields.filter(Boolean).length, total: fields.length };
}

/** The languages an item has no version in yet (no headline): what publishing warns about. */
export function missingLanguages(item: FeedItemDetail, languages: CommunityLanguage[]): CommunityLanguage[] {
  const own = item.language ?? languages.find((l) => l.isDefault)?.tag;
  const have = new Set((item.translations ?? []).filter((v) => v.headline.trim()).map((v) => v.language));
  return languages.filter((l) => l.tag !== own && !have.has(l.tag));
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
          const c = completion(kind, l.tag === ownTag ? ownValues : (versions[l.tag] ?? EMPTY));
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
