import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { expect } from '@playwright/test';
import { MAIL_DIR } from './env';

export interface ReceivedMail {
  subject: string;
  text: string;
  /** The single-use link of the message, as the recipient would click it. */
  link: string;
}

/**
 * Waits for the outbox (.eml files the server writes without SMTP) to hold a message to `to` (or to any of a list)
 * whose link
 * starts with `pathPrefix`, written at or after `since` (epoch ms; file names start with the write time).
 * The queue worker polls every second and hands the message to a second job, so this can take a few seconds.
 */
export async function waitForMail(opts: {
  to: string | string[];
  pathPrefix: string;
  since: number;
}): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = await findMail(opts);
        return found !== undefined;
      },
      {
        message: `an e-mail to ${String(opts.to)} with a ${opts.pathPrefix} link`,
        timeout: 15_000,
        intervals: [250],
      },
    )
    .toBe(true);
  return found!;
}

async function findMail(opts: { to: string | string[]; pathPrefix: string; since: number }) {
  const wanted = [opts.to].flat().map((a) => a.toLowerCase());
  let files: string[];
  try {
    files = await readdir(MAIL_DIR);
  } catch {
    return undefined;
  }
  const recent = files
    .filter((f) => f.endsWith('.eml') && Number(f.split('-')[0]) >= opts.since)
    .sort()
    .reverse();
  for (const file of recent) {
    const parsed = await simpleParser(await readFile(join(MAIL_DIR, file)));
    const to = Array.isArray(parsed.to) ? parsed.to.flatMap((a) => a.value) : (parsed.to?.value ?? []);
    if (!to.some((a) => wanted.includes(a.address?.toLowerCase() ?? ''))) continue;
    const text = parsed.text ?? '';
    const link = text
      .match(/https?:\/\/\S+/g)
      ?.find((url) => new URL(url).pathname.startsWith(opts.pathPrefix));
    if (link) return { subject: parsed.subject ?? '', text, link };
  }
  return undefined;
}
