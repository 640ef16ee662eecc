import {
  NOTIFICATION_BODY_MAX,
  NOTIFICATION_TITLE_MAX,
  notificationBody,
  type CapText,
} from '@gathering/contract';
import type { Executor } from '../../db/client';
import { alertTypeOf } from './cap.codes';
import { capRepository as repo } from './cap.repository';

const cut = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`);

/** A title and message within a push's bounds: the headline, and the description then the instruction. */
export function pushText(t: CapText) {
  const body = [t.description, t.instruction]
    .map((s) => s.trim())
    .filter(Boolean)
    .join('\n\n');
  return {
    title: cut(t.headline.trim() || t.event, NOTIFICATION_TITLE_MAX),
    body: cut(body || t.headline, NOTIFICATION_BODY_MAX),
  };
}

/** The text of a CAP language in one of the community's language tags ("fr-CA" is "fr"), or undefined. */
function inLanguage(texts: CapText[], tag: string) {
  const t = tag.toLowerCase();
  return (
    texts.find((x) => x.language.toLowerCase() === t) ??
    texts.find((x) => x.language.toLowerCase().split('-')[0] === t.split('-')[0])
  );
}

/**
 * The compose body of a proposal: an emergency alert to every member, in the community's default language (the
 * alert's text in it, else its first), with a version for each other language of the community the alert has.
 */
export async function draftBody(
  tx: Executor,
  p: { communityId: string; texts: unknown; eventCode: string | null },
  opts: { draft: boolean },
): Promise<ReturnType<typeof notificationBody.parse>> {
  const texts = p.texts as CapText[];
  const languages = await repo.languages(tx, p.communityId);
  const own = inLanguage(texts, languages[0]?.tag ?? 'en') ?? texts[0];
  const translations = languages
    .slice(1)
    .map((l) => ({ language: l.tag, text: inLanguage(texts, l.tag) }))
    .filter((v): v is { language: string; text: CapText } => !!v.text && v.text !== own)
    .map((v) => ({ language: v.language, ...pushText(v.text) }));
  return notificationBody.parse({
    ...pushText(own),
    translations,
    draft: opts.draft,
    kind: 'EMERGENCY',
    alertType: alertTypeOf(p.eventCode),
  });
}
