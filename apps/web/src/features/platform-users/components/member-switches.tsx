import { Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlatformMemberRow } from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useSetEmailVerified } from '../../../api/set-email-verified';
import { useSetMultiCommunity } from '../api/set-multi-community';

/**
 * Shows the new state at once and goes back if the server refuses. After a success the confirmed state stays
 * until the refetched row (which then agrees) arrives, so the switch does not flicker back meanwhile.
 */
function useOptimistic(value: boolean) {
  const [pending, setPending] = useState<boolean | null>(null);
  return [pending ?? value, setPending] as const;
}

export function MultiCommunitySwitch({ member }: { member: PlatformMemberRow }) {
  const { t } = useTranslation('platform-users');
  const toast = useToast();
  const mutation = useSetMultiCommunity();
  const [checked, setPending] = useOptimistic(member.isMultiMember);
  return (
    <Switch
      aria-label={t('members.multiLabel', { name: member.fullName })}
      checked={checked}
      disabled={mutation.isPending}
      onChange={async (e) => {
        const multiState = e.currentTarget.checked;
        setPending(multiState);
        try {
          await mutation.mutateAsync({ userId: member.userId, multiState });
          toast.success(
            multiState
              ? t('members.multiOn', { name: member.fullName })
              : t('members.multiOff', { name: member.fullName, community: member.community }),
          );
        } catch (err) {
          setPending(null);
          toast.error(errorMessage(err, t('members.multiError')));
        }
      }}
    />
  );
}

export function EmailVerifiedSwitch({ member }: { member: PlatformMemberRow }) {
  const { t } = useTranslation('platform-users');
  const toast = useToast();
  const mutation = useSetEmailVerified();
  const [checked, setPending] = useOptimistic(member.isEmailVerified);
  return (
    <Switch
      aria-label={t('members.verifiedLabel', { name: member.fullName })}
      checked={checked}
      disabled={mutation.isPending}
      onChange={async (e) => {
        const isEmailVerified = e.currentTarget.checked;
        setPending(isEmailVerified);
        try {
          await mutation.mutateAsync({ userId: member.userId, isEmailVerified });
          toast.success(
            isEmailVerified
              ? t('members.verifiedOn', { name: member.fullName })
              : t('members.verifiedOff', { name: member.fullName }),
          );
        } catch (err) {
          setPending(null);
          toast.error(errorMessage(err, t('members.verifyError')));
        }
      }}
    />
  );
}
