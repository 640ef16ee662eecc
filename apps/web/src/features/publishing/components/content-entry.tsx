import { UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CalendarEntry, FeedItemType } from '@gathering/contract';
import { formatTime } from '../../../lib/format';

// The console path of each kind (the calendar only links to it).
const KIND_PATH: Record<FeedItemType, string> = {
  NewsItem: 'news',
  EventItem: 'events',
  JobItem: 'jobs',
  FormItem: 'forms',
  DocumentItem: 'documents',
};

const SCHEDULED_TEXT = 'color-mix(in srgb, var(--mantine-color-orange-9) 70%, black)';
const PUBLISHED_BACKGROUND = 'color-mix(in srgb, var(--mantine-color-green-9) 80%, black)';

/**
 * One content item on the calendar: its time and headline, green once published, dashed orange while scheduled;
 * it opens the item. In a month cell it is one line cut with an ellipsis (its title says it whole); in the agenda
 * (`wrap`) it wraps and is never cut.
 */
export function ContentEntry({ entry, wrap = false }: { entry: CalendarEntry; wrap?: boolean }) {
  const { t } = useTranslation('publishing');
  const navigate = useNavigate();
  const scheduled = entry.status === 'SCHEDULED';
  const time = formatTime(entry.publishingOn);
  return (
    <UnstyledButton
      data-testid="calendar-entry"
      data-status={entry.status}
      title={t(scheduled ? 'entryScheduled' : 'entryPublished', {
        kind: t(`kinds.${entry.baseType}`),
        heading: entry.heading,
        time,
      })}
      onClick={() => navigate(`/admin/${KIND_PATH[entry.baseType]}/${entry.id}`)}
      px={wrap ? 8 : 4}
      py={wrap ? 4 : 0}
      style={{
        borderRadius: 4,
        // 24 px high at least: a target WCAG 2.2 (2.5.8) lets a finger or an unsteady hand hit.
        minHeight: 24,
        fontSize: wrap ? 14 : 12,
        lineHeight: 1.4,
        overflow: 'hidden',
        overflowWrap: 'anywhere',
        textOverflow: wrap ? undefined : 'ellipsis',
        whiteSpace: wrap ? 'normal' : 'nowrap',
        // Mantine's orange.9 on orange.0 (3.95:1) and white on green.7 (2.74:1) fall short of AA's 4.5:1.
        color: scheduled ? SCHEDULED_TEXT : 'white',
        background: scheduled ? 'var(--mantine-color-orange-0)' : PUBLISHED_BACKGROUND,
        border: scheduled ? '1px dashed var(--mantine-color-orange-6)' : '1px solid transparent',
      }}
    >
      {time} {entry.heading}
    </UnstyledButton>
  );
}
