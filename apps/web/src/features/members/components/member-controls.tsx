import { Select, Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberRole, type MemberRole, type MemberRow } from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useSetEmailVerified } from '../../../api/set-email-verified';
import { useSetMemberRole } from '../api/set-member-role';

/** Shows the new value at once and goes back if the server refuses (e.g. 409 for the last administrator). */
function useOptimistic<T>(value: T) {
  const [pending, setPending] = useState<T | null>(null);
  return [pending ?? value, setPending] as const;
}

export function RoleSelect({ member, disabled }: { member: MemberRow; disabled?: boolean }) {
  const { t } = useTranslation('members');
  const toast = useToast();
  const mutation = useSetMemberRole();
  const [role, setPending] = useOptimistic<MemberRole>(member.role);
  const name = member.fullName || member.username;
  return (
    <Select
      aria-label={t('roleOf', { name })}
      data={memberRole.options.map((value) => ({ value, label: t(`roles.${value}`) }))}
      value={role}
      allowDeselect={false}
      disabled={disabled || mutation.isPending}
      w={125}
      size="xs"
      onChange={async (next) => {
        if (!next || next === role) return;
        const nextRole = next as MemberRole;
        setPending(nextRole);
        try {
          await mutation.mutateAsync({ userId: member.userId, role: nextRole });
          toast.success(t(nextRole === 'ADMIN' ? 'nowAdministrator' : 'nowMember', { name }));
        } catch (err) {
          setPending(null);
          toast.error(errorMessage(err, t('errors.role')));
        }
      }}
    />
  );
}

export function VerifiedSwitch({ member, disabled }: { member: MemberRow; disabled?: boolean }) {
  const { t } = useTranslation('members');
  const toast = useToast();
  const mutation = useSetEmailVerified();
  const [checked, setPending] = useOptimistic(member.isEmailVerified);
  const name = member.fullName || member.username;
  return (
    <Switch
      aria-label={t('verifiedFor', { name })}
      checked={checked}
      disabled={disabled || mutation.isPending}
      onChange={async (e) => {
        const isEmailVerified = e.currentTarget.checked;
        setPending(isEmailVerified);
        try {
          await mutation.mutateAsync({ userId: member.userId, isEmailVerified });
          toast.success(t(isEmailVerified ? 'markedVerified' : 'markedNotVerified', { name }));
        } catch (err) {
          setPending(null);
          toast.error(errorMessage(err, t('errors.verify')));
        }
      }}
    />
  );
}
