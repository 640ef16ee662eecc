import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/toasts';
import { i18n } from '../../../i18n';
import { api } from '../../../lib/api-client';
import { forgetKeptDrafts } from '../../../lib/kept-drafts';
import { sessionStore } from '../../../lib/session';

export const logout = () =>
  api.post<{ message: string }>('/v1/users/logout', undefined, { auth: 'optional' });

/**
 * Logs out on the server, then forgets everything locally and goes to '/' even when the call failed: the next
 * person at this computer finds nothing of the session, not even the drafts its forms kept (issue 33).
 * Its words are the sign-in's catalogue, taken when the toast is written: every console frame holds this hook, and
 * a frame that read the catalogue on render waited for it after signing in, a round trip more (600 ms on a
 * satellite link) between Login pressed and the dashboard (issue 40 #1).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  return async () => {
    try {
      await logout();
    } catch {
      // Spec 000 §8: a failed logout still signs the user out here.
    }
    const person = sessionStore.getSnapshot().user?.id;
    // Cleared first: a form still keeping its last keystrokes now keeps nothing, and the removal comes after them.
    sessionStore.clear();
    if (person) await forgetKeptDrafts(person);
    queryClient.clear();
    await navigate('/', { replace: true });
    await i18n.loadNamespaces('auth').catch(() => undefined);
    toast.success(i18n.t('auth:logout.done'));
  };
}
