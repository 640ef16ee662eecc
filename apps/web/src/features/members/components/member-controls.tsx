import { Select, Switch } from '@mantine/core';
import { useState } from 'react';
import { memberRole, type MemberRole, type MemberRow } from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useSetEmailVerified } from '../api/set-email-verified';
import { useSetMemberRole } from '../api/set-member-role';
import { MEMBER_ERRORS, ROLE_LABELS } from './member-texts';

const ROLE_OPTIONS = memberRole.options.map((value) => ({ value, label: ROLE_LABELS[value] }));

/** Shows the new value at once and goes back if the server refuses (e.g. 409 for the last administrator). */
function useOptimistic<T>(value: T) {
  const [pending, setPending] = useState<T | null>(null);
  return [pending ?? value, setPending] as const;
}

export function RoleSelect({ member, disabled }: { member: MemberRow; disabled?: boolean }) {
  const toast = useToast();
  const mutation = useSetMemberRole();
  const [role, setPending] = useOptimistic<MemberRole>(member.role);
  return (
    <Select
      aria-label={`Role of ${member.fullName || member.username}`}
      data={ROLE_OPTIONS}
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
          toast.success(
            `${member.fullName || member.username} is now ${nextRole === 'ADMIN' ? 'an administrator' : 'a member'}.`,
          );
        } catch (err) {
          setPending(null);
          toast.error(errorMessage(err, MEMBER_ERRORS.role));
        }
      }}
    />
  );
}

export function VerifiedSwitch({ member, disabled }: { member: MemberRow; disabled?: boolean }) {
  const toast = useToast();
  const mutation = useSetEmailVerified();
  const [checked, setPending] = useOptimistic(member.isEmailVerified);
  const name = member.fullName || member.username;
  return (
    <Switch
      aria-label={`E-mail verified for ${name}`}
      checked={checked}
      disabled={disabled || mutation.isPending}
      onChange={async (e) => {
        const isEmailVerified = e.currentTarget.checked;
        setPending(isEmailVerified);
        try {
          await mutation.mutateAsync({ userId: member.userId, isEmailVerified });
          toast.success(
            isEmailVerified
              ? `The e-mail of ${name} is marked as verified.`
              : `The e-mail of ${name} is marked as not verified.`,
          );
        } catch (err) {
          setPending(null);
          toast.error(errorMessage(err, MEMBER_ERRORS.verify));
        }
      }}
    />
  );
}
