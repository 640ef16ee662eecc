import { translator, type ServerLanguage } from '../../i18n';
import { escapeHtml } from '../../lib/html';
import type { RenderedMail } from '../mail';
import { reportFormat } from './report-format';

/** The e-mail that carries a report: what it covers, that the files are attached, and why the reader got it. */
export function renderReportMail(opts: {
  language: ServerLanguage;
  scope: string;
  from: string;
  to: string;
  /** WEEKLY | MONTHLY for a subscription's report; null when an administrator asked for it. */
  frequency: 'WEEKLY' | 'MONTHLY' | null;
}): RenderedMail {
  const t = translator(opts.language);
  const f = reportFormat(opts.language);
  const vars = { scope: opts.scope, from: f.day(opts.from), to: f.day(opts.to) };
  const subject = t('emails.report.subject', vars);
  const greeting = t('emails.greetingAnonymous');
  const lines = [t('emails.report.line1', vars), t('emails.report.line2')];
  const footer =
    opts.frequency === 'WEEKLY'
      ? t('emails.report.weekly', vars)
      : opts.frequency === 'MONTHLY'
        ? t('emails.report.monthly', vars)
        : t('emails.report.requested');
  const text = [greeting, '', ...lines, '', footer].join('\n');
  const html = `<!doctype html><html lang="${opts.language}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1a1b1e;max-width:560px;margin:auto;padding:24px">
<p>${escapeHtml(greeting)}</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p style="font-size:13px;color:#555">${escapeHtml(footer)}</p>
</body></html>`;
  return { subject, text, html };
}
