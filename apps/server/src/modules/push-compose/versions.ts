import { languageMessages, pickLanguage, type NotificationTranslation } from '@gathering/contract';
import type { Executor } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { deviceLanguage, readerLanguages } from '../../lib/reader-languages';
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

type NotificationText = {
  id: string;
  communityId: string;
  language: string;
  title: string;
  body: string;
  seriesId: string | null;
  feedItemId: string | null;
  source: string;
};

/**
 * A notification's versions in other languages: its own, else its series' (a recurring series' occurrences say
 * what the series says), else, for the push of an item going live, what each of the item's versions says.
 */
async function versionsOf(ex: Executor, n: NotificationText, own?: NotificationVersion[]) {
  let versions = own ?? (await repo.of(ex, n.id));
  if (!versions.length && n.seriesId && n.seriesId !== n.id) versions = await repo.of(ex, n.seriesId);
  if (!versions.length && n.source === 'PUBLISH' && n.feedItemId)
    versions = (await repo.itemVersions(ex, n.feedItemId))
      .filter((v) => v.headline && v.language !== n.language)
      .map((v) => ({ language: v.language, ...itemPushText({ ...v, data: { body: v.body } }) }));
  return versions;
}

/**
 * Which of `available` each device reads a push in: the first along its reader's languages (lib/reader-languages.ts:
 * its member's chosen list, else the device's own locale, a guest's only one), then the community's default, then
 * the push's own. The send (versionPicker) and the review before it (sendLanguages) alike.
 */
function deviceLanguageChooser(
  ex: Executor,
  communityDefault: string,
  own: string,
  available: readonly string[],
) {
  return async (deviceIds: string[]): Promise<Map<string, string>> => {
    const sources = await repo.deviceLanguages(ex, deviceIds);
    const out = new Map<string, string>();
    for (const id of deviceIds) {
      const s = sources.get(id);
      const locale = deviceLanguage(s?.locale);
      const list = readerLanguages(s?.languages, () => (locale ? [locale] : []));
      out.set(id, pickLanguage(list, available, communityDefault, own));
    }
    return out;
  };
}

/**
 * Each device's text (deviceLanguageChooser). Answers null when the notification has no versions (every device
 * gets its own text, and nothing more is read).
 */
export async function versionPicker(ex: Executor, n: NotificationText) {
  const versions = await versionsOf(ex, n);
  if (!versions.length) return null;
  const communityDefault = await defaultLanguageOf(ex, n.communityId);
  const own: NotificationVersion = { language: n.language, title: n.title, body: n.body };
  const all = [own, ...versions];
  const choose = deviceLanguageChooser(
    ex,
    communityDefault,
    n.language,
    all.map((v) => v.language),
  );
  return async (deviceIds: string[]) => {
    const chosen = await choose(deviceIds);
    const out = new Map<string, NotificationVersion>();
    for (const id of deviceIds) out.set(id, all.find((v) => v.language === chosen.get(id)) ?? own);
    return out;
  };
}

/**
 * A send's languages as the review before it counts them (issue 40 #7): its own (the one given, else the
 * community's default) first, then each version the send would keep (in one of the community's languages, with
 * both a title and a body: saveVersions), and which of them each device would get.
 */
export async function sendLanguages(
  ex: Executor,
  communityId: string,
  send: { language?: string | null; translations?: NotificationTranslation[] },
) {
  const languages = await repo.communityLanguages(ex, communityId);
  const known = new Map(languages.map((l) => [l.tag.toLowerCase(), l.tag]));
  const communityDefault = (languages.find((l) => l.isDefault) ?? languages[0]).tag;
  const own = send.language ? (known.get(send.language.toLowerCase()) ?? send.language) : communityDefault;
  const available = [own];
  for (const v of send.translations ?? []) {
    const tag = known.get(v.language.toLowerCase());
    if (tag && v.title.trim() && v.body.trim() && !available.includes(tag)) available.push(tag);
  }
  return { languages: available, choose: deviceLanguageChooser(ex, communityDefault, own, available) };
}

/**
 * Received notifications as a reader reads them in the app (issue 23): each in the first of the reader's
 * languages it has a version in, then the community's default, then its own, as the feed picks an item's version.
 * The page's own versions are read at once; only a notification without any looks at its series or item.
 */
export async function inReaderLanguage<R extends NotificationText>(
  ex: Executor,
  communityId: string,
  rows: R[],
  readerList: readonly string[],
): Promise<R[]> {
  if (!rows.length) return rows;
  const communityDefault = await defaultLanguageOf(ex, communityId);
  const byId = await repo.ofMany(
    ex,
    rows.map((r) => r.id),
  );
  return Promise.all(
    rows.map(async (r) => {
      const versions = await versionsOf(ex, r, byId.get(r.id) ?? []);
      const own: NotificationVersion = { language: r.language, title: r.title, body: r.body };
      const all = [own, ...versions];
      const tag = pickLanguage(
        readerList,
        all.map((v) => v.language),
        communityDefault,
        r.language,
      );
      const v = all.find((x) => x.language === tag) ?? own;
      return { ...r, language: v.language, title: v.title, body: v.body };
    }),
  );
}

/** The delivery's port: each device's text in one send (versionPicker). */
export type VersionPicker = typeof versionPicker;
/** The member app's received list's port: each notification in its reader's language (inReaderLanguage). */
export type ReaderLanguages = typeof inReaderLanguage;
/** The review's port: a send's languages and which each device gets (sendLanguages). */
export type SendLanguages = typeof sendLanguages;
