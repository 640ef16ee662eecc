import { translator, type ServerLanguage } from '../../i18n';
import { writeCsv } from '../../lib/csv';
import type { MailAttachment } from '../mail';
import type { ReportData } from './report-figures';

/**
 * The report's tables as CSV attachments: the daily figures (every report) and the per-community table (the
 * platform report). Headers in the reader's language; figures as plain integers and days as YYYY-MM-DD, so a
 * spreadsheet reads them as numbers and dates in any locale. Names go through lib/csv (formula neutralisation).
 */
export function renderReportCsv(data: ReportData, language: ServerLanguage): MailAttachment[] {
  const t = translator(language);
  const label = (key: string) => t(`emails.report.${key}`);
  const range = { from: data.from, to: data.to };
  const csv = (text: string) => Buffer.from(text, 'utf8');

  const files: MailAttachment[] = [
    {
      filename: t('emails.report.dailyFile', range),
      contentType: 'text/csv; charset=utf-8',
      content: csv(
        writeCsv(
          [label('date'), label('views'), label('signups'), label('guestsJoined'), label('activeUsers')],
          data.daily.map((d) => [d.date, ...[d.views, d.signups, d.guests, d.activeUsers].map(String)]),
        ),
      ),
    },
  ];
  if (data.communities)
    files.unshift({
      filename: t('emails.report.communitiesFile', range),
      contentType: 'text/csv; charset=utf-8',
      content: csv(
        writeCsv(
          [
            label('community'),
            label('membersJoined'),
            label('guestsJoined'),
            label('views'),
            label('conversions'),
            label('notifications'),
            label('posts'),
          ],
          data.communities.map((r) => [
            r.name,
            ...[r.members, r.guests, r.views, r.conversions, r.notifications, r.posts].map(String),
          ]),
        ),
      ),
    });
  return files;
}
