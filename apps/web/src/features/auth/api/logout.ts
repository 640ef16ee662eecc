import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/toasts';
import { api } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';

export const logout = () =>
  api.post<{ message: string }>('/v1/users/logout', undefined, { auth: 'optional' });

/** Logs out on the server, then forgets everything locally and goes to '/' even when the call failed. */
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
    sessionStore.clear();
    queryClient.clear();
    await navigate('/', { replace: true });
    toast.success(t('logout.done'));
  };
}
