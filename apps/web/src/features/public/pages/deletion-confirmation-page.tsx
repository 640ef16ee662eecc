import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useConfirmDeletion } from '../api/confirm-deletion';
import { useDeletionPreview } from '../api/get-deletion-preview';
import { CommunityHeader } from '../components/community-header';
import { PageLoader } from '../components/page-loader';
import { StatusCard } from '../../../components/status-card';

/**
 * Opening the e-mailed link only shows whose app user in which community it deletes: mail scanners open links
 * before people do, so nothing is deleted until the person presses the button (the one call that uses the link).
 */
export function DeletionConfirmationPage() {
  const { token } = useParams();
  const preview = useDeletionPreview(token);
  const confirm = useConfirmDeletion(token ?? '');
  const { t } = useTranslation('public');

  if (confirm.isSuccess)
    return <StatusCard tone="success" title={t('deletion.doneTitle')} text={t('deletion.doneText')} />;
  if (token && preview.isPending) return <PageLoader label={t('deletion.checking')} />;
  // No token, an unknown, used or expired link, or a confirmation refused because the link was used meanwhile.
  if (!token || !preview.data || confirm.isError)
    return (
      <StatusCard tone="error" title={t('deletion.errorTitle')} text={t('deletion.errorText')}>
        <Text size="sm">{t('deletion.errorHint')}</Text>
        <Button component={Link} to="/" variant="default">
          {t('links.backToLogin')}
        </Button>
      </StatusCard>
    );

  const { firstName, maskedEmail, community } = preview.data;
  const who = firstName
    ? t('deletion.confirmWho', { name: firstName, email: maskedEmail, community: community.name })
    : t('deletion.confirmWhoNoName', { email: maskedEmail, community: community.name });
  return (
    <>
      <CommunityHeader name={community.name} logo={community.logo} />
      <Card
        withBorder
        shadow="sm"
        padding="xl"
        maw={520}
        mx="auto"
        component="section"
        aria-labelledby="deletion-confirm-title"
      >
        <Stack>
          <Title order={2} id="deletion-confirm-title">
            {t('deletion.confirmTitle')}
          </Title>
          <Text>{who}</Text>
          <Text c="dimmed">{t('deletion.confirmWarning')}</Text>
          <Group justify="flex-end">
            <Button component={Link} to="/" variant="default">
              {t('deletion.keep')}
            </Button>
            <Button color="red" loading={confirm.isPending} onClick={() => confirm.mutate()}>
              {t('deletion.confirmButton')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </>
  );
}
