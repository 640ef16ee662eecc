import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

export interface ReadMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  file: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** Reads the `.eml` outbox the server writes when no SMTP server is configured, oldest first. */
export async function readOutbox(dataDir: string): Promise<ReadMail[]> {
  const dir = join(dataDir, 'mail');
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (f) => {
      const parsed = await simpleParser(readFileSync(join(dir, f)));
      const to = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text;
      return {
        to: to ?? '',
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: String(parsed.html ?? ''),
        file: f,
        attachments: parsed.attachments.map((a) => ({
          filename: a.filename ?? '',
          contentType: a.contentType,
          content: a.content,
        })),
      };
    }),
  );
}

/** The last link to `path` (e.g. "/password-reset/") in a message, with its token. */
export function linkIn(mail: { text: string }, path: string): { url: string; token: string } {
  const escaped = path.replace(/[/.]/g, '\\$&');
  const matches = [...mail.text.matchAll(new RegExp(`https?://\\S+?${escaped}([A-Za-z0-9_-]+)`, 'g'))];
  const m = matches.at(-1);
  if (!m) throw new Error(`no ${path} link in:\n${mail.text}`);
  return { url: m[0], token: m[1] };
}
