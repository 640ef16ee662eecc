import { Card, Stack, Switch, Title } from '@mantine/core';
import { useState } from 'react';
import type { CommunityDetail } from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateContactPermission } from '../api/update-contact-permission';

export const CONTACT_PERMISSION_LABEL = 'Allow the platform team to contact our administrators';
export const CONTACT_PERMISSION_ERROR = 'Error trying to update contact permission';
export const CONTACT_PERMISSION_ON = 'The platform team may now contact your administrators.';
export const CONTACT_PERMISSION_OFF = 'The platform team will no longer contact your administrators.';

/**
 * Saved as soon as it is flipped. The switch moves at once and goes back if the server refuses, so the
 * administrator always sees what is stored.
 */
export function ContactPermissionCard({ community }: { community: CommunityDetail }) {
  const toast = useToast();
  const update = useUpdateContactPermission();
  // While a change is in flight (or after a failure) the switch shows this instead of the stored value.
  const [pending, setPending] = useState<boolean | null>(null);
  const checked = pending ?? community.contactPermission;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="community-contact-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="community-contact-title">
          Contact permission
        </Title>
        <Switch
          label={CONTACT_PERMISSION_LABEL}
          // Mantine puts the description inside the label; keep the switch's accessible name to the label itself.
          aria-label={CONTACT_PERMISSION_LABEL}
          description="When on, the platform team may e-mail your administrators, for example a weekly summary of your community's activity."
          checked={checked}
          disabled={update.isPending}
          onChange={async (e) => {
            const contactPermission = e.currentTarget.checked;
            setPending(contactPermission);
            try {
              await update.mutateAsync({ contactPermission });
              toast.success(contactPermission ? CONTACT_PERMISSION_ON : CONTACT_PERMISSION_OFF);
            } catch (err) {
              toast.error(errorMessage(err, CONTACT_PERMISSION_ERROR));
            } finally {
              setPending(null);
            }
          }}
        />
      </Stack>
    </Card>
  );
}
