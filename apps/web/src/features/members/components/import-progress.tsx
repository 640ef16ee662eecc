import { Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A background import under way (members', contact channels'): its rows done of the total, as its poll says. */
export function ImportProgress({
  running,
  job,
}: {
  /** What is being imported, in a sentence. */
  running: string;
  job: { processed: number; total: number } | undefined;
}) {
  const { t } = useTranslation('members');
  const percent = job && job.total > 0 ? Math.floor((job.processed / job.total) * 100) : 0;
  return (
    <>
      <Text size="sm">{running}</Text>
      <Progress value={percent} size="lg" striped animated aria-label={t('import.progress')} />
      <Text size="sm" c="dimmed">
        {job
          ? t('import.processed', { processed: job.processed, total: job.total, percent })
          : t('import.starting')}
      </Text>
    </>
  );
}
