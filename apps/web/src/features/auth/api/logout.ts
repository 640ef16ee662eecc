import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/toasts';
import { api } from '../../../lib/api-client';
import { forgetKeptDrafts } from '../../../lib/kept-drafts';
import { sessionStore } from '../../../lib/session';

export const logout = () =>
  api.post<{ message: string }>('/v1/users/logout', undefined, { auth: 'optional' });

/**
 * Logs out on the server, then forgets everything locally and goes to '/' even when the call failed: the next
 * person at this computer finds nothing of the session, not even the drafts its forms kept (issue 33).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation('auth');
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
    toast.success(t('logout.done'));
  };
}
