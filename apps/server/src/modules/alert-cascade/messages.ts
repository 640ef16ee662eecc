import { createHash, createHmac } from 'node:crypto';
import { smsSegments } from '@gathering/contract';
import { translator, type ServerLanguage } from '../../i18n';

/** The words around an alert (footer, prompt) in the person's language when the server speaks it, else English. */
export const wrapperLanguage = (language: string): ServerLanguage =>
  language.startsWith('fr') ? 'fr' : 'en';

/** An alert's text as a text message: its title, its body, how to confirm. */
export function smsText(v: { title: string; body: string }, language: string): string {
  const t = translator(wrapperLanguage(language));
  return `${v.title}\n${v.body}\n${t('cascade.smsFooter')}`;
}

export const textSegments = (v: { title: string; body: string }, language: string) =>
  smsSegments(smsText(v, language));

/**
 * The e-mail link's token: the same for every e-mail of one person's alert (HMAC of the two ids with a key derived
 * from the server's secret), so the first e-mail's link still works after the second; stored only as its hash.
 */
export function confirmToken(secret: string, notificationId: string, membershipId: string) {
  const key = createHmac('sha256', secret).update('gathering alert confirmation').digest();
  return createHmac('sha256', key).update(`${notificationId}:${membershipId}`).digest('base64url');
}
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
