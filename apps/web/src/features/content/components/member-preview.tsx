import { Button, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generateHTML, generateJSON } from '@tiptap/react';
import type { KindPath } from '@gathering/contract';
import { useCommunityLanguages } from '../../../api/get-community-languages';
import { Dialog } from '../../../components/dialog';
import { useMemberTexts } from '../../../lib/member-texts';
import { FeedCard } from '../../../member/render/feed-card';
import { ItemView } from '../../../member/render/item-view';
import { TextsContext } from '../../../member/render/texts';
import type { ContentDraft } from './content-draft';
import { previewItemOf, previewLanguages } from './member-preview-model';
import { richTextExtensions } from './rich-text-editor';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Unsaved rich text (possibly a draft kept in this browser) drawn as HTML: passed through the editor's own schema
 * first, as TipTap would load it, so only what the editor writes (the server's allow-list) reaches the page.
 */
const asEditorWrites = (html: string | undefined) =>
  html?.trim() ? generateHTML(generateJSON(html, richTextExtensions), richTextExtensions) : html;

function Pane({
  kind,
  values,
  ownTag,
  tag,
  dir,
}: {
  kind: KindPath;
  values: ContentDraft;
  ownTag: string;
  tag: string;
  dir?: 'ltr' | 'rtl';
}) {
  const { t } = useTranslation('content');
  const texts = useMemberTexts(tag);
  const drawn = previewItemOf(kind, values, ownTag, tag, new Date());
  const item = {
    ...drawn,
    body: asEditorWrites(drawn.body),
    qualifications: asEditorWrites(drawn.qualifications),
    responsibilities: asEditorWrites(drawn.responsibilities),
  };
  const zone = item.zone || browserZone();
  if (!texts) return <Text size="sm">{t('preview.loading')}</Text>;
  return (
    <TextsContext.Provider value={texts}>
      <Stack gap="xs" className="member-preview">
        <Title order={3} size="h5">
          {t('preview.inFeed')}
        </Title>
        <FeedCard item={item} zone={zone} />
        <Title order={3} size="h5" mt="md">
          {t('preview.opened')}
        </Title>
        <ItemView item={item} zone={zone} level={2} dir={dir} />
      </Stack>
    </TextsContext.Provider>
  );
}

/**
 * "Preview" beside the editor's Save (issue 35 item 5): the item as it stands in the form, unsaved, drawn by the
 * member web app's own renderer in each of the community's languages it has — the feed's card and the opened item.
 */
export function MemberPreview({
  kind,
  values,
  ownTag,
}: {
  kind: KindPath;
  values: ContentDraft;
  ownTag: string;
}) {
  const { t } = useTranslation('content');
  const [opened, setOpened] = useState(false);
  const languages = useCommunityLanguages().data ?? [];
  const shown = previewLanguages(languages, values, ownTag);
  const [tag, setTag] = useState(ownTag);
  const current = shown.find((l) => l.tag === tag) ?? shown[0];
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        {t('preview.open')}
      </Button>
      <Dialog opened={opened} onClose={() => setOpened(false)} title={t('preview.title')} size="lg">
        <Stack>
          <Text size="sm">{t('preview.intro')}</Text>
          {shown.length > 1 ? (
            <SegmentedControl
              aria-label={t('preview.language')}
              value={current?.tag ?? ownTag}
              onChange={setTag}
              data={shown.map((l) => ({ value: l.tag, label: l.name }))}
            />
          ) : null}
          <Pane
            key={current?.tag ?? ownTag}
            kind={kind}
            values={values}
            ownTag={ownTag}
            tag={current?.tag ?? ownTag}
            dir={current?.direction}
          />
        </Stack>
      </Dialog>
    </>
  );
}
