import { Card, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useCommunityProfile } from '../api/get-community-profile';
import { CommunityHeader } from '../components/community-header';
import { PageLoader } from '../components/page-loader';
import { PrivacyPolicyText } from '../components/privacy-policy-text';

// The name used when no community profile is available (no slug, or an unknown one).
export const DEFAULT_COMMUNITY_NAME = 'your community';

export function PrivacyPolicyPage() {
  const { slug } = useParams();
  const profile = useCommunityProfile(slug);
  if (slug && profile.isPending) return <PageLoader label="Loading privacy policy" />;
  const name = profile.data?.name ?? DEFAULT_COMMUNITY_NAME;
  return (
    <Card withBorder padding="xl" maw={860} mx="auto" component="article" aria-labelledby="policy-title">
      <CommunityHeader name={profile.data?.name ?? 'Gathering'} logo={profile.data?.logo} />
      <Title order={2} id="policy-title" mb="md">
        Privacy Policy
      </Title>
      <PrivacyPolicyText community={name} named={Boolean(profile.data)} />
    </Card>
  );
}
