import { useTranslation } from 'react-i18next';
import { ReportRequestForm } from '../../../components/report-request';
import { useSession } from '../../../lib/session';
import { createReport } from '../api/create-report';

/** The platform report, e-mailed to the administrator's own address unless they give another. */
export function ReportForm() {
  const { t } = useTranslation('reports');
  const { user } = useSession();
  return (
    <ReportRequestForm
      request={createReport}
      defaultEmail={user?.email ?? ''}
      description={t('request.platformDescription')}
    />
  );
}
