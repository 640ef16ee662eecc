import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationReach } from '@gathering/contract';
import { useCommunityLanguages } from '../../../api/get-community-languages';
import { formatNumber } from '../../../lib/format';
import { PushPreview, type PushPreviewProps } from './push-preview';

/** One language's text of a push. */
export interface PushVersion {
  language: string;
  title: string;
  body: string;
}

/**
 * A send's versions as the server sends them (push-compose/versions.ts saveVersions): its own text first, then each
 * translation with both a title and a body, once per language.
 */
export function pushVersions(
  own: PushVersion,
  translations: readonly PushVersion[] | undefined,
): PushVersion[] {
  const out = [own];
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  for (const v of translations ?? [])
    if (v.title.trim() && v.body.trim() && !out.some((o) => same(o.language, v.language))) out.push(v);
  return out;
}

/** A language tag as the community names it, in its own script and direction; the community's default tag. */
export function useLanguageNames() {
  const languages = useCommunityLanguages().data ?? [];
  return {
    defaultTag: languages.find((l) => l.isDefault)?.tag,
    nameOf: (tag: string) => {
      const known = languages.find((l) => l.tag.toLowerCase() === tag.toLowerCase());
      return { tag, name: known?.name ?? tag, direction: known?.direction ?? 'ltr' };
    },
  };
}

type PreviewProps = Omit<PushPreviewProps, 'title' | 'body' | 'lang' | 'dir' | 'language'>;

/**
 * The push as phones show it, with a switch of its language versions when it has several (issue 40 #7): each as the
 * phones that read that language show it. The compose form's and the publish dialog's preview.
 */
export function PushVersionsPreview({ versions, ...preview }: PreviewProps & { versions: PushVersion[] }) {
  const { t } = useTranslation('notifications');
  const { nameOf } = useLanguageNames();
  const [tag, setTag] = useState(versions[0].language);
  const shown = versions.find((v) => v.language === tag) ?? versions[0];
  const language = nameOf(shown.language);
  return (
    <Stack gap="xs">
      {versions.length > 1 && (
        <SegmentedControl
          aria-label={t('preview.language')}
          value={shown.language}
          onChange={setTag}
          data={versions.map((v) => {
            const l = nameOf(v.language);
            return {
              value: v.language,
              label: (
                <span lang={l.tag} dir={l.direction}>
                  {l.name}
                </span>
              ),
            };
          })}
          style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
        />
      )}
      <PushPreview
        title={shown.title}
        body={shown.body}
        language={shown.language}
        lang={versions.length > 1 ? language.tag : undefined}
        dir={versions.length > 1 ? language.direction : undefined}
        {...preview}
      />
    </Stack>
  );
}

/**
 * The send review's message: with one language the push as phones show it; with several, every version one under
 * the other, each named and with its reach, the people and devices that would get it (the server's byLanguage).
 */
export function PushVersionsReview({
  versions,
  byLanguage,
  ...preview
}: PreviewProps & { versions: PushVersion[]; byLanguage?: NotificationReach['byLanguage'] }) {
  const { t } = useTranslation('notifications');
  const { nameOf } = useLanguageNames();
  if (versions.length === 1)
    return (
      <PushPreview
        title={versions[0].title}
        body={versions[0].body}
        language={versions[0].language}
        {...preview}
      />
    );
  const reachOf = (tag: string) => byLanguage?.find((r) => r.language.toLowerCase() === tag.toLowerCase());
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t('review.byLanguage')}
      </Text>
      {versions.map((v) => {
        const l = nameOf(v.language);
        const r = reachOf(v.language);
        const people = r && [
          t('review.languageMembers', { count: r.members, n: formatNumber(r.members) }),
          ...(r.guests ? [t('review.languageGuests', { count: r.guests, n: formatNumber(r.guests) })] : []),
        ];
        return (
          <Stack key={v.language} gap={4} role="group" aria-label={l.name}>
            <Text fw={600} lang={l.tag} dir={l.direction}>
              {l.name}
            </Text>
            {r && people && (
              <Text size="sm">
                {t('review.languageReach', {
                  people: people.join(', '),
                  devices: t('review.languageDevices', { count: r.devices, n: formatNumber(r.devices) }),
                })}
              </Text>
            )}
            <PushPreview
              title={v.title}
              body={v.body}
              language={v.language}
              lang={l.tag}
              dir={l.direction}
              {...preview}
            />
          </Stack>
        );
      })}
    </Stack>
  );
}
