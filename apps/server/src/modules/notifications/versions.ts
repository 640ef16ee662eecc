import {
  canonicalTag,
  languageMessages,
  pickLanguage,
  type NotificationTranslation,
} from '@gathering/contract';
import type { Executor } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { itemPushText } from './item-pushes';
import { notificationVersionsRepository as repo, type NotificationVersion } from './versions.repository';

/**
 * Saves a notification's versions (issue 23): each in one of the community's languages, once, not its own; a
 * version without both a title and a body is left out (a push needs both).
 */
export async function saveVersions(
  tx: Executor,
  n: { id: string; communityId: string; language: string },
  list: NotificationTranslation[] | undefined,
) {
  const languages = await repo.communityLanguages(tx, n.communityId);
  const known = new Map(languages.map((l) => [l.tag.toLowerCase(), l.tag]));
  const seen = new Set<string>();
  const out: NotificationVersion[] = [];
  (list ?? []).forEach((v, i) => {
    const tag = known.get(v.language.toLowerCase());
    if (!tag) throw badRequest(languageMessages.unknownLanguage, `translations.${i}.language`);
    if (seen.has(tag.toLowerCase()))
      throw badRequest(languageMessages.duplicateVersion, `translations.${i}.language`);
    seen.add(tag.toLowerCase());
    if (tag.toLowerCase() === n.language.toLowerCase() || !v.title || !v.body) return;
    out.push({ language: tag, title: v.title, body: v.body });
  });
  await repo.replace(tx, n.id, n.communityId, out);
}

/** A new notification's own language: the community's default. */
export async function defaultLanguageOf(ex: Executor, communityId: string): Promise<string> {
  const languages = await repo.communityLanguages(ex, communityId);
  return (languages.find((l) => l.isDefault) ?? languages[0]).tag;
}

/**
 * Each device's text: the version along its member's languages, then its own locale (a guest's only one), then
 * the community's default, then the notification's own. Answers null when the notification has no versions
 * (every device gets its own text, and nothing more is read).
 */
export async function versionPicker(
  ex: Executor,
  n: {
    id: string;
    communityId: string;
    language: string;
    title: string;
    body: string;
    seriesId: string | null;
    feedItemId: string | null;
    source: string;
  },
) {
  let versions = await repo.of(ex, n.id);
  // A recurring series' occurrences say what the series says.
  if (!versions.length && n.seriesId && n.seriesId !== n.id) versions = await repo.of(ex, n.seriesId);
  // The push of an item going live says what each of its versions says, as its own language's push does.
  if (!versions.length && n.source === 'PUBLISH' && n.feedItemId)
    versions = (await repo.itemVersions(ex, n.feedItemId))
      .filter((v) => v.headline && v.language !== n.language)
      .map((v) => ({ language: v.language, ...itemPushText({ ...v, data: { body: v.body } }) }));
  if (!versions.length) return null;
  const communityDefault = await defaultLanguageOf(ex, n.communityId);
  const own: NotificationVersion = { language: n.language, title: n.title, body: n.body };
  const all = [own, ...versions];
  const available = all.map((v) => v.language);
  return async (deviceIds: string[]) => {
    const sources = await repo.deviceLanguages(ex, deviceIds);
    const out = new Map<string, NotificationVersion>();
    for (const id of deviceIds) {
      const s = sources.get(id);
      const locale = s?.locale ? canonicalTag(s.locale.replace(/_/g, '-')) : null;
      const list = [...(s?.languages ?? []), ...(locale ? [locale] : [])];
      const tag = pickLanguage(list, available, communityDefault, n.language);
      out.set(id, all.find((v) => v.language === tag) ?? own);
    }
    return out;
  };
}
