/** Query keys of the public invitation page. */
export const invitationKeys = {
  all: ['invitations'] as const,
  one: (token: string) => [...invitationKeys.all, token] as const,
};
