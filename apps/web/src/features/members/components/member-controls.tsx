import { Select, Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberRole, type MemberRole, type MemberRow } from '@gathering/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast, useUndoToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useSetEmailVerified } from '../../../api/set-email-verified';
import { useSetMemberRole } from '../api/set-member-role';

/** Shows the new value at once and goes back if the server refuses (e.g. 409 for the last administrator). */
function useOptimistic<T>(value: T) {
  const [pending, setPending] = useState<T | null>(null);
  return [pending ?? value, setPending] as const;
}

/**
 * The member's role, changed only once confirmed (issue 22 item 6): a role decides who runs the community's
 * console, so picking another one in the table asks first and names what the person gains or loses.
 */
export function RoleSelect({ member, disabled }: { member: MemberRow; disabled?: boolean }) {
  const { t } = useTranslation('members');
  const toast = useToast();
  const mutation = useSetMemberRole();
  const [role, setPending] = useOptimistic<MemberRole>(member.role);
  const [asked, setAsked] = useState<MemberRole | null>(null);
  const name = member.fullName || member.username;

  async function change(nextRole: MemberRole) {
    setPending(nextRole);
    try {
      await mutation.mutateAsync({ userId: member.userId, role: nextRole });
      toast.success(t(nextRole === 'ADMIN' ? 'nowAdministrator' : 'nowMember', { name }));
    } catch (err) {
      setPending(null);
      toast.error(errorMessage(err, t('errors.role')));
    } finally {
      setAsked(null);
    }
  }

  return (
    <>
      <Select
        aria-label={t('roleOf', { name })}
        data={memberRole.options.map((value) => ({ value, label: t(`roles.${value}`) }))}
        value={role}
        allowDeselect={false}
        disabled={disabled || mutation.isPending}
        w={125}
        size="xs"
        onChange={(next) => {
          if (next && next !== role) setAsked(next as MemberRole);
        }}
      />
      {asked && (
        <ConfirmDialog
          opened
          title={t('roleConfirm.title', { name })}
          message={t(asked === 'ADMIN' ? 'roleConfirm.toAdmin' : 'roleConfirm.toMember', { name })}
          confirmLabel={t(asked === 'ADMIN' ? 'roleConfirm.makeAdmin' : 'roleConfirm.makeMember')}
          danger={asked === 'MEMBER'}
          loading={mutation.isPending}
          onConfirm={() => void change(asked)}
          onClose={() => setAsked(null)}
        />
      )}
    </>
  );
}

/** One click marks the e-mail; the toast that says so offers Undo, which sends the previous value back. */
export function VerifiedSwitch({ member, disabled }: { member: MemberRow; disabled?: boolean }) {
  const { t } = useTranslation('members');
  const toast = useToast();
  const undoToast = useUndoToast();
  const mutation = useSetEmailVerified();
  const [checked, setPending] = useOptimistic(member.isEmailVerified);
  const name = member.fullName || member.username;

  async function set(isEmailVerified: boolean, undoable: boolean) {
    setPending(isEmailVerified);
    try {
      await mutation.mutateAsync({ userId: member.userId, isEmailVerified });
      const done = t(isEmailVerified ? 'markedVerified' : 'markedNotVerified', { name });
      if (undoable) undoToast(done, () => void set(!isEmailVerified, false));
      else toast.success(done);
    } catch (err) {
      setPending(null);
      toast.error(errorMessage(err, t('errors.verify')));
    }
  }

  return (
    <Switch
      aria-label={t('verifiedFor', { name })}
      checked={checked}
      disabled={disabled || mutation.isPending}
      onChange={(e) => void set(e.currentTarget.checked, true)}
    />
  );
}
