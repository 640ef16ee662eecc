import { Card, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCommunityProfile } from '../api/get-community-profile';
import { CommunityHeader } from '../components/community-header';
import { PageLoader } from '../components/page-loader';
import { PrivacyPolicyText } from '../components/privacy-policy-text';

export function PrivacyPolicyPage() {
  const { slug } = useParams();
  const profile = useCommunityProfile(slug);
  const { t } = useTranslation('public');
  if (slug && profile.isPending) return <PageLoader label={t('policy.loading')} />;
  // Without a community profile (no slug, or an unknown one) the policy speaks of "your community".
  const name = profile.data?.name ?? t('policy.yourCommunity');
  return (
    <Card withBorder padding="xl" maw={860} mx="auto" component="article" aria-labelledby="policy-title">
      <CommunityHeader name={profile.data?.name ?? 'Gathering'} logo={profile.data?.logo} />
      <Title order={2} id="policy-title" mb="md">
        {t('policy.title')}
      </Title>
      <PrivacyPolicyText community={name} named={Boolean(profile.data)} />
    </Card>
  );
}
