import { useMutation } from '@tanstack/react-query';
import type { MeResponse, ProfileBody } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';

export const updateProfile = (body: ProfileBody) => api.patch<MeResponse>('/v1/users/me/profile', body);

/** The answer is the updated user, which replaces the session's copy (menu name, etc.). */
export const useUpdateProfile = () =>
  useMutation({ mutationFn: updateProfile, onSuccess: (user) => sessionStore.setUser(user) });
