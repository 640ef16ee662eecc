import { escapeHtml } from '../../lib/html';
import { translator, type ServerLanguage } from '../../i18n';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** One plain layout for every message: readable in any client, with the link also as text. */
export function renderActionMail(opts: {
  subject: string;
  greeting: string;
  lines: string[];
  action: { label: string; url: string };
  footer: string;
  sender: string;
  /** The reader's language, for the layout's own words. */
  language?: ServerLanguage;
}): RenderedMail {
  const text = [
    opts.greeting,
    '',
    ...opts.lines,
    '',
    `${opts.action.label}: ${opts.action.url}`,
    '',
    opts.footer,
    '',
    `— ${opts.sender}`,
  ].join('\n');
  const html = `<!doctype html><html lang="${opts.language ?? 'en'}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1a1b1e;max-width:560px;margin:auto;padding:24px">
<p>${escapeHtml(opts.greeting)}</p>
${opts.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p style="margin:28px 0"><a href="${escapeHtml(opts.action.url)}" style="background:#0b7285;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(opts.action.label)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(translator(opts.language ?? 'en')('emails.buttonFallback'))}<br>${escapeHtml(opts.action.url)}</p>
<p style="font-size:13px;color:#555">${escapeHtml(opts.footer)}</p>
<p>— ${escapeHtml(opts.sender)}</p>
</body></html>`;
  return { subject: opts.subject, text, html };
}
