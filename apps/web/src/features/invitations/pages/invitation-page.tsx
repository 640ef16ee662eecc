import { Button, Center, Group, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { StatusCard } from '../../../components/status-card';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useDeclineInvitation } from '../api/decline-invitation';
import { useInvitation } from '../api/get-invitation';

/**
 * The page behind an invitation e-mail: an existing account is asked to join a community and answers once.
 * The link itself proves the address, so no sign-in is needed.
 */
export function InvitationPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation('invitations');
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation(token);
  const decline = useDeclineInvitation(token);
  const home = (
    <Button component={Link} to="/" variant="default">
      {t('invalid.home')}
    </Button>
  );

  if (invitation.isPending)
    return (
      <Center py={80} role="status" aria-label={t('loading')}>
        <Loader />
      </Center>
    );
  const answered = accept.data ?? decline.data;
  if (answered) {
    const community = answered.community.name;
    return accept.data ? (
      <StatusCard tone="success" title={t('accepted.title', { community })} text={t('accepted.text')}>
        {home}
      </StatusCard>
    ) : (
      <StatusCard tone="info" title={t('declined.title')} text={t('declined.text', { community })}>
        {home}
      </StatusCard>
    );
  }
  // A used, expired or unknown link (or an answer refused because the link was used meanwhile).
  if (invitation.isError || accept.isError || decline.isError)
    return (
      <StatusCard tone="error" title={t('invalid.title')} text={t('invalid.text')}>
        {home}
      </StatusCard>
    );
  const community = invitation.data.community.name;
  const busy = accept.isPending || decline.isPending;
  return (
    <StatusCard tone="info" title={t('ask.title', { community })} text={t('ask.text', { community })}>
      <Group justify="center">
        <Button onClick={() => accept.mutate()} loading={accept.isPending} disabled={busy}>
          {t('ask.accept')}
        </Button>
        <Button
          variant="default"
          onClick={() => decline.mutate()}
          loading={decline.isPending}
          disabled={busy}
        >
          {t('ask.decline')}
        </Button>
      </Group>
    </StatusCard>
  );
}
