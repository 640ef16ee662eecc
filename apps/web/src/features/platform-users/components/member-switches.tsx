import { Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlatformMemberRow } from '@gathering/contract';
import { useToast, useUndoToast } from '../../../components/toasts';
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

/** One click changes the access; the toast that says so offers Undo, which sends the previous value back. */
export function MultiCommunitySwitch({ member }: { member: PlatformMemberRow }) {
  const { t } = useTranslation('platform-users');
  const toast = useToast();
  const undoToast = useUndoToast();
  const mutation = useSetMultiCommunity();
  const [checked, setPending] = useOptimistic(member.isMultiMember);

  async function set(multiState: boolean, undoable: boolean) {
    setPending(multiState);
    try {
      await mutation.mutateAsync({ userId: member.userId, multiState });
      const done = multiState
        ? t('members.multiOn', { name: member.fullName })
        : t('members.multiOff', { name: member.fullName, community: member.community });
      if (undoable) undoToast(done, () => void set(!multiState, false));
      else toast.success(done);
    } catch (err) {
      setPending(null);
      toast.error(errorMessage(err, t('members.multiError')));
    }
  }

  return (
    <Switch
      aria-label={t('members.multiLabel', { name: member.fullName })}
      checked={checked}
      disabled={mutation.isPending}
      onChange={(e) => void set(e.currentTarget.checked, true)}
    />
  );
}

/** One click marks the e-mail; the toast that says so offers Undo, which sends the previous value back. */
export function EmailVerifiedSwitch({ member }: { member: PlatformMemberRow }) {
  const { t } = useTranslation('platform-users');
  const toast = useToast();
  const undoToast = useUndoToast();
  const mutation = useSetEmailVerified();
  const [checked, setPending] = useOptimistic(member.isEmailVerified);

  async function set(isEmailVerified: boolean, undoable: boolean) {
    setPending(isEmailVerified);
    try {
      await mutation.mutateAsync({ userId: member.userId, isEmailVerified });
      const done = isEmailVerified
        ? t('members.verifiedOn', { name: member.fullName })
        : t('members.verifiedOff', { name: member.fullName });
      if (undoable) undoToast(done, () => void set(!isEmailVerified, false));
      else toast.success(done);
    } catch (err) {
      setPending(null);
      toast.error(errorMessage(err, t('members.verifyError')));
    }
  }

  return (
    <Switch
      aria-label={t('members.verifiedLabel', { name: member.fullName })}
      checked={checked}
      disabled={mutation.isPending}
      onChange={(e) => void set(e.currentTarget.checked, true)}
    />
  );
}
