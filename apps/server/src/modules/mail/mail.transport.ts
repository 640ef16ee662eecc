import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { MailAttachment } from './mail.repository';

export interface OutgoingMail {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** Nodemailer's message: our fields, the Message-ID from the row (a retried send keeps it), the files. */
function message(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<${mail.id}@gathering>`,
    attachments: mail.attachments?.map((a) => ({
      filename: a.filename,
      content: a.content,
      contentType: a.contentType,
    })),
  };
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in DATA_DIR/mail. */
export function createMailTransport(opts: {
  smtpUrl?: string;
  mailDir: string;
  logger: FastifyBaseLogger;
}): MailTransport {
  if (opts.smtpUrl) {
    // Pooled: a few connections kept open and reused (a new connection, greeting and EHLO per message held the
    // queue to a few messages a second); each is renewed after 100 messages, as many servers limit a session.
    // Settings written in SMTP_URL (?pool=false, ?maxConnections=2) take precedence.
    const transporter = nodemailer.createTransport({
      url: opts.smtpUrl,
      pool: true,
      maxConnections: 5,
      maxMessages: 100,
    });
    return {
      async send(mail) {
        await transporter.sendMail(message(mail));
      },
      close: () => transporter.close(),
    };
  }
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      // Made on each write: the outbox may be emptied (deleted) while the server runs.
      mkdirSync(opts.mailDir, { recursive: true });
      const info = await transporter.sendMail(message(mail));
      const file = join(opts.mailDir, `${Date.now()}-${mail.id}.eml`);
      writeFileSync(file, info.message as Buffer);
      // Without a mail server the link must still be reachable by whoever runs the server.
      const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
      opts.logger.info({ to: mail.to, subject: mail.subject, file, link }, 'e-mail written to outbox');
    },
    close: () => transporter.close(),
  };
}
