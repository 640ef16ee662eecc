import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReportRequestForm } from './report-request-form';
import { useSession } from '../../../lib/session';
import { createCommunityReport } from '../api/create-community-report';
import { SubscriptionForm } from './subscription-form';

/** One report now for a range, e-mailed to the administrator's own address unless they give another. */
export function CommunityReportRequest() {
  const { t } = useTranslation('reports');
  const { user } = useSession();
  return (
    <ReportRequestForm
      request={createCommunityReport}
      defaultEmail={user?.email ?? ''}
      description={t('request.communityDescription')}
    />
  );
}

/** The community administrator's reports: one now for a range, and the weekly or monthly standing order. */
export function CommunityReports() {
  const { user } = useSession();
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <CommunityReportRequest />
      <SubscriptionForm defaultEmail={user?.email ?? ''} />
    </SimpleGrid>
  );
}
