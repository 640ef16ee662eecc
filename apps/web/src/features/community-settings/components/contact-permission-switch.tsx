import { useTranslation } from 'react-i18next';
import { Card, Stack, Switch, Title } from '@mantine/core';
import { useState } from 'react';
import type { CommunityDetail } from '@gathering/contract';
import { useToast } from '../../../components/toasts';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateContactPermission } from '../api/update-contact-permission';

/**
 * Saved as soon as it is flipped. The switch moves at once and goes back if the server refuses, so the
 * administrator always sees what is stored.
 */
export function ContactPermissionCard({ community }: { community: CommunityDetail }) {
  const { t } = useTranslation('community-settings');
  const toast = useToast();
  const update = useUpdateContactPermission();
  // While a change is in flight (or after a failure) the switch shows this instead of the stored value.
  const [pending, setPending] = useState<boolean | null>(null);
  const checked = pending ?? community.contactPermission;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="community-contact-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="community-contact-title">
          {t('contact.title')}
        </Title>
        <Switch
          label={t('contact.label')}
          // Mantine puts the description inside the label; keep the switch's accessible name to the label itself.
          aria-label={t('contact.label')}
          description={t('contact.description')}
          checked={checked}
          disabled={update.isPending}
          onChange={async (e) => {
            const contactPermission = e.currentTarget.checked;
            setPending(contactPermission);
            try {
              await update.mutateAsync({ contactPermission });
              toast.success(contactPermission ? t('contact.on') : t('contact.off'));
            } catch (err) {
              toast.error(errorMessage(err, t('contact.error')));
            } finally {
              setPending(null);
            }
          }}
        />
      </Stack>
    </Card>
  );
}
