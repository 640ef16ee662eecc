import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { createPlatformReport } from '../api/create-platform-report';
import { ReportRequestForm } from './report-request-form';

/**
 * The platform report (platform analytics, composed in app/platform-analytics-screen.tsx), e-mailed to the
 * administrator's own address unless they give another.
 */
export function PlatformReportRequest() {
  const { t } = useTranslation('reports');
  const { user } = useSession();
  return (
    <ReportRequestForm
      request={createPlatformReport}
      defaultEmail={user?.email ?? ''}
      description={t('request.platformDescription')}
    />
  );
}
