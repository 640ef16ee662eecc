import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's sender. */
  from: string;
  /** The envelope's recipients (what the server was asked to deliver to, Bcc included). */
  to: string[];
  parsed: ParsedMail;
}

/**
 * A real SMTP server on a loopback port (a free one by default) that keeps every message it accepts, parsed: the tests point
 * SMTP_URL at it to check what actually went over the wire (headers, language, attachments).
 */
export async function startSmtp(port = 0) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The app's pooled SMTP client keeps its connections open: closing waits this long for them, then drops them,
    // as a server going down would (the default waits 30 s).
    closeTimeout: 200,
    // Reports with their files are the largest e-mails; the default is unbounded, this keeps it honest.
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            parsed,
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
