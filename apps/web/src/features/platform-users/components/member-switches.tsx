import { Switch } from '@mantine/core';
import { useState } from 'react';
import type { PlatformMemberRow } from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useSetEmailVerified } from '../api/set-email-verified';
import { useSetMultiCommunity } from '../api/set-multi-community';

export const VERIFY_USER_ERROR = 'Error trying to verify user';
export const MULTI_COMMUNITY_ERROR = 'Error trying to update multi-community access';

/**
 * Shows the new state at once and goes back if the server refuses. After a success the confirmed state stays
 * until the refetched row (which then agrees) arrives, so the switch does not flicker back meanwhile.
 */
function useOptimistic(value: boolean) {
  const [pending, setPending] = useState<boolean | null>(null);
  return [pending ?? value, setPending] as const;
}

export function MultiCommunitySwitch({ member }: { member: PlatformMemberRow }) {
  const toast = useToast();
  const mutation = useSetMultiCommunity();
  const [checked, setPending] = useOptimistic(member.isMultiMember);
  return (
    <Switch
      aria-label={`Multi-community access for ${member.fullName}`}
      checked={checked}
      disabled={mutation.isPending}
      onChange={async (e) => {
        const multiState = e.currentTarget.checked;
        setPending(multiState);
        try {
          await mutation.mutateAsync({ userId: member.userId, multiState });
          toast.success(
            multiState
              ? `${member.fullName} can now switch between their communities.`
              : `${member.fullName} now only sees ${member.community}.`,
          );
        } catch (err) {
          setPending(null);
          toast.error(errorMessage(err, MULTI_COMMUNITY_ERROR));
        }
      }}
    />
  );
}

export function EmailVerifiedSwitch({ member }: { member: PlatformMemberRow }) {
  const toast = useToast();
  const mutation = useSetEmailVerified();
  const [checked, setPending] = useOptimistic(member.isEmailVerified);
  return (
    <Switch
      aria-label={`E-mail verified for ${member.fullName}`}
      checked={checked}
      disabled={mutation.isPending}
      onChange={async (e) => {
        const isEmailVerified = e.currentTarget.checked;
        setPending(isEmailVerified);
        try {
          await mutation.mutateAsync({ userId: member.userId, isEmailVerified });
          toast.success(
            isEmailVerified
              ? `The e-mail of ${member.fullName} is marked as verified.`
              : `The e-mail of ${member.fullName} is marked as not verified.`,
          );
        } catch (err) {
          setPending(null);
          toast.error(errorMessage(err, VERIFY_USER_ERROR));
        }
      }}
    />
  );
}
