import type { SupportComment } from '@gathering/contract';
import { translator, type ServerLanguage } from '../../i18n';
import { escapeHtml } from '../../lib/html';
import type { RenderedMail } from '../mail';

/**
 * The e-mail a member gets when an administrator or the support team answers them: the answer, then the whole
 * thread as the member sees it in the app (`thread` must already be the member's view: no internal notes).
 */
export function renderAnswerMail(opts: {
  language: ServerLanguage;
  community: string;
  memberName: string | null;
  answer: SupportComment;
  thread: SupportComment[];
}): RenderedMail {
  const t = translator(opts.language);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(opts.language === 'fr' ? 'fr-CA' : 'en-CA', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(new Date(iso)) + ' UTC';
  const greeting = opts.memberName
    ? t('emails.greeting', { name: opts.memberName })
    : t('emails.greetingAnonymous');
  const subject = t('emails.support.subject', { community: opts.community });
  const intro = t('emails.support.line1', {
    poster: opts.answer.posterDetails.name,
    community: opts.community,
  });
  const heading = t('emails.support.thread');
  const footer = t('emails.support.footer', { community: opts.community });

  const textLines: string[] = [];
  const htmlParts: string[] = [];
  const walk = (comments: SupportComment[], depth: number) => {
    for (const c of comments) {
      const pad = '    '.repeat(depth);
      textLines.push(`${pad}${c.posterDetails.name} — ${when(c.postedOn)}`);
      for (const line of c.comment.split('\n')) textLines.push(`${pad}  ${line}`);
      textLines.push('');
      htmlParts.push(
        `<div style="margin:0 0 12px ${depth * 20}px;padding-left:10px;border-left:3px solid ${c.id === opts.answer.id ? '#0b7285' : '#dee2e6'}"><p style="margin:0;font-size:13px;color:#555">${escapeHtml(c.posterDetails.name)} — ${escapeHtml(when(c.postedOn))}</p><p style="margin:4px 0 0;white-space:pre-wrap">${escapeHtml(c.comment)}</p></div>`,
      );
      walk(c.replies, depth + 1);
    }
  };
  walk(opts.thread, 0);

  const text = [
    greeting,
    '',
    intro,
    '',
    ...opts.answer.comment.split('\n').map((l) => `  ${l}`),
    '',
    heading,
    '',
    ...textLines,
    footer,
  ].join('\n');
  const html = `<!doctype html><html lang="${opts.language}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1a1b1e;max-width:560px;margin:auto;padding:24px">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p style="white-space:pre-wrap;padding:12px;background:#f1f3f5;border-radius:6px">${escapeHtml(opts.answer.comment)}</p>
<h3 style="font-size:15px">${escapeHtml(heading)}</h3>
${htmlParts.join('\n')}
<p style="font-size:13px;color:#555">${escapeHtml(footer)}</p>
</body></html>`;
  return { subject, text, html };
}
