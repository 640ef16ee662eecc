import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberContacts, MemberContactsBody } from '@gathering/contract';
import { api } from '../../../lib/api-client';
import { membersKeys } from './keys';

const path = (id: string) => `/v1/members/${encodeURIComponent(id)}/contacts`;

/** A member's channels with their consent, the household's address and notes. */
export const useMemberContacts = (id: string) =>
  useQuery({
    queryKey: membersKeys.contacts(id),
    queryFn: ({ signal }) => api.get<MemberContacts>(path(id), { signal }),
  });

export const useSetMemberContacts = (id: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MemberContactsBody) => api.put<MemberContacts>(path(id), body),
    onSuccess: (saved) => client.setQueryData(membersKeys.contacts(id), saved),
  });
};
