import type { RenderedMail } from '../mail';
import { escapeHtml } from '../../lib/html';
import type { ReadableAnswer } from './form-answers';

/** The submitted form as a message a person reads: one line per answer, grouped by section. */
export function renderFormMail(opts: {
  community: string;
  form: string;
  from: string;
  at: Date;
  answers: ReadableAnswer[];
  signatures: Record<string, string>;
}): RenderedMail {
  const when = opts.at.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
  const lines: string[] = [
    `New submission of the form "${opts.form}"`,
    `From: ${opts.from}`,
    `Sent: ${when}`,
    '',
  ];
  let section: string | undefined;
  for (const a of opts.answers) {
    if (a.section !== section && a.section) lines.push('', a.section.toUpperCase());
    section = a.section;
    lines.push(`${a.label}: ${a.value}`);
  }
  lines.push('', `— ${opts.community} (sent through the community app; the answers are not stored)`);
  const rows = opts.answers
    .map((a) => {
      const image = opts.signatures[a.label];
      const value = image
        ? `<img src="${escapeHtml(image)}" alt="signature" style="max-width:320px">`
        : escapeHtml(a.value);
      return `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(a.label)}</th><td style="padding:4px 0">${value}</td></tr>`;
    })
    .join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1a1b1e;max-width:640px;margin:auto;padding:24px">
<h2 style="font-size:18px">${escapeHtml(opts.form)}</h2>
<p>From: ${escapeHtml(opts.from)}<br>Sent: ${escapeHtml(when)}</p>
<table>${rows}</table>
<p style="font-size:13px;color:#555">— ${escapeHtml(opts.community)} (sent through the community app; the answers are not stored)</p>
</body></html>`;
  return { subject: `${opts.community}: ${opts.form} — new submission`, text: lines.join('\n'), html };
}
