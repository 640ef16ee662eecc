import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReportRequestForm } from '../../../components/report-request';
import { useSession } from '../../../lib/session';
import { createCommunityReport } from '../api/create-community-report';
import { SubscriptionForm } from './subscription-form';

/** The community administrator's reports: one now for a range, and the weekly or monthly standing order. */
export function CommunityReports() {
  const { t } = useTranslation('reports');
  const { user } = useSession();
  const own = user?.email ?? '';
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <ReportRequestForm
        request={createCommunityReport}
        defaultEmail={own}
        description={t('request.communityDescription')}
      />
      <SubscriptionForm defaultEmail={own} />
    </SimpleGrid>
  );
}
