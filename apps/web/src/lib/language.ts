import type { MeResponse } from '@gathering/contract';
import { setLanguage, type Language } from '../i18n';
import { api, type ApiClient } from './api-client';
import { sessionStore, type SessionStore } from './session';

/**
 * The language switch's action (user menu and public pages): the interface changes at once and this browser
 * remembers it; when someone is signed in the account remembers it too, so their other devices and the e-mails
 * they receive follow (PATCH /v1/users/me/locale).
 */
export async function chooseLanguage(
  language: Language,
  deps: { client?: ApiClient; session?: SessionStore } = {},
): Promise<void> {
  const client = deps.client ?? api;
  const session = deps.session ?? sessionStore;
  await setLanguage(language);
  if (!session.getSnapshot().user) return;
  const user = await client.patch<MeResponse>('/v1/users/me/locale', { locale: language });
  session.setUser(user);
}
