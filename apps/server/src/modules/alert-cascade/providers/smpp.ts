import { connect, type Pdu, type Session } from 'smpp';
import { smsSegments } from '@gathering/contract';
import type { HandOver, OutgoingText, ProviderClient, ProviderEvents, ReceiptStatus } from './types';

const ESME_ROK = 0;
// esm_class bit 2: the deliver_sm is a delivery receipt (SMPP 3.4 §5.2.12), not a text from a phone.
const RECEIPT = 0x04;

/** A delivery receipt's stat field (SMPP 3.4 appendix B) as an attempt's status. */
function receiptStatus(stat: string): ReceiptStatus | null {
  switch (stat) {
    case 'DELIVRD':
      return 'DELIVERED';
    case 'UNDELIV':
    case 'EXPIRED':
    case 'DELETED':
      return 'UNDELIVERED';
    case 'REJECTD':
    case 'UNKNOWN':
      return 'FAILED';
    case 'ENROUTE':
    case 'ACCEPTD':
      return 'SENT';
    default:
      return null;
  }
}

const text = (m: Pdu['short_message']) =>
  typeof m === 'string' ? m : Buffer.isBuffer(m) ? m.toString() : (m?.message ?? '');

/**
 * SMPP 3.4 to an SMS centre or a self-hosted gateway, through the `smpp` package: a transmitter bind for texts and a
 * receiver bind for receipts and replies (every SMSC offers both; not all offer a transceiver), opened on first use
 * and again after a drop. Texts only: an SMSC places no calls.
 */
export function smppClient(opts: {
  providerId: string;
  host: string;
  port: number;
  systemId: string;
  password: string;
  events: ProviderEvents;
  timeoutMs?: number;
}): ProviderClient {
  let transmitter: Promise<Session> | null = null;
  let receiver: Promise<Session> | null = null;
  let closed = false;

  function bind(kind: 'bind_transmitter' | 'bind_receiver'): Promise<Session> {
    return new Promise((resolve, reject) => {
      const session = connect({ host: opts.host, port: opts.port, auto_enquire_link_period: 30_000 });
      const fail = (err: Error) => {
        if (kind === 'bind_transmitter') transmitter = null;
        else receiver = null;
        reject(err);
      };
      session.on('error', fail);
      session.on('close', () => fail(new Error('the SMSC closed the connection')));
      session.on('connect', () =>
        session[kind]({ system_id: opts.systemId, password: opts.password }, (pdu) =>
          pdu.command_status === ESME_ROK
            ? resolve(session)
            : fail(new Error(`bind refused (status ${pdu.command_status})`)),
        ),
      );
      if (kind === 'bind_receiver') session.on('deliver_sm', (pdu: Pdu) => void delivered(session, pdu));
    });
  }

  async function delivered(session: Session, pdu: Pdu) {
    session.send(pdu.response());
    const body = text(pdu.short_message);
    try {
      if ((pdu.esm_class ?? 0) & RECEIPT) {
        const id = pdu.receipted_message_id ?? /id:(\S+)/.exec(body)?.[1];
        const status = receiptStatus(/stat:(\w+)/.exec(body)?.[1] ?? '');
        const err = /err:(\w+)/.exec(body)?.[1];
        if (id && status)
          await opts.events.receipt(
            opts.providerId,
            id,
            status,
            err && err !== '000' ? `SMSC error ${err}` : null,
          );
      } else
        await opts.events.inbound(
          opts.providerId,
          `+${(pdu.source_addr ?? '').replace(/^\+/, '')}`,
          pdu.destination_addr ?? '',
          body,
        );
    } catch {
      // A receipt or reply that cannot be recorded now is lost as the SMSC's would be on a dropped bind.
    }
  }

  const session = () => {
    if (closed) throw new Error('closed');
    receiver ??= bind('bind_receiver');
    receiver.catch(() => {});
    return (transmitter ??= bind('bind_transmitter'));
  };

  return {
    voice: false,
    async sendText(t: OutgoingText): Promise<HandOver> {
      let s: Session;
      try {
        s = await session();
      } catch (err) {
        return {
          ok: false,
          reason: `The SMS centre could not be reached (${(err as Error).message})`,
          permanent: false,
        };
      }
      const long = smsSegments(t.text).segments > 1;
      const message = {
        source_addr: t.from.replace(/^\+/, ''),
        destination_addr: t.to.replace(/^\+/, ''),
        registered_delivery: 1,
      };
      return new Promise((resolve) => {
        const timer = setTimeout(
          () => resolve({ ok: false, reason: 'The SMS centre did not answer in time', permanent: false }),
          opts.timeoutMs ?? 15_000,
        );
        // A long text goes whole in message_payload: the SMSC cuts it into segments with their headers.
        s.submit_sm(
          long ? { ...message, message_payload: t.text } : { ...message, short_message: t.text },
          (pdu) => {
            clearTimeout(timer);
            resolve(
              pdu.command_status === ESME_ROK
                ? { ok: true, ref: pdu.message_id ?? '' }
                : {
                    ok: false,
                    reason: `SMSC status ${pdu.command_status}`,
                    permanent: pdu.command_status === 0x0b,
                  },
            );
          },
        );
      });
    },
    async call(): Promise<HandOver> {
      return { ok: false, reason: 'An SMS centre places no calls', permanent: true };
    },
    async close() {
      closed = true;
      for (const p of [transmitter, receiver])
        await p
          ?.then((s) => new Promise<void>((r) => (s.unbind(() => s.close(() => r())), setTimeout(r, 1000))))
          .catch(() => {});
    },
  };
}
