import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { generate } from 'selfsigned';
import { sampleCap, type SampleAlert } from './samples';

export { refOf, wildfireWarning, type SampleAlert } from './samples';

export interface CapSimulator {
  /** https://127.0.0.1:PORT */
  origin: string;
  /** The Atom feed of every alert published so far. */
  feedUrl: string;
  /** The same alerts as RSS 2.0. */
  rssUrl: string;
  /** The simulator's certificate (self-signed): the fetcher trusts it. */
  ca: string;
  /** Adds an alert to the feeds (answers its document's address). */
  publish(alert: SampleAlert | { name: string; xml: string }): string;
  /** Requests the simulator answered, by path (a 304 counts). */
  hits: Map<string, number>;
  /** Forgets every alert and count (a test's fresh start). */
  clear(): void;
  close(): Promise<void>;
}

/**
 * A CAP feed server on loopback (https, self-signed): Atom and RSS feeds with ETags, each entry's CAP-CP document,
 * and two traps for the fetcher's address rules: `/redirect?to=URL` (a 302) and `/big` (past the size bound).
 * Tests and the demo's alerting authority read from it; nothing else does.
 */
export async function startCapSimulator(opts: { host?: string; port?: number } = {}): Promise<CapSimulator> {
  const host = opts.host ?? '127.0.0.1';
  const pems = await generate([{ name: 'commonName', value: host }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 2, value: 'localhost' },
        ],
      },
    ],
  });
  const docs: { name: string; xml: string; title: string; updated: string }[] = [];
  const hits = new Map<string, number>();
  let origin = '';
  const feed = (rss: boolean) =>
    rss
      ? `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Simulated alerts</title><link>${origin}/</link><description>CAP</description>${docs
          .map(
            (d) =>
              `<item><title>${d.title}</title><link>${origin}/alerts/${d.name}.xml</link><guid>${d.name}</guid></item>`,
          )
          .join('')}</channel></rss>`
      : `<?xml version="1.0" encoding="UTF-8"?><feed xmlns="http://www.w3.org/2005/Atom"><id>${origin}/feed.atom</id><title>Simulated alerts</title><updated>${docs.at(-1)?.updated ?? '2026-01-01T00:00:00Z'}</updated>${docs
          .map(
            (d) =>
              `<entry><id>${origin}/alerts/${d.name}.xml</id><title>${d.title}</title><updated>${d.updated}</updated><link rel="alternate" type="application/cap+xml" href="/alerts/${d.name}.xml"/></entry>`,
          )
          .join('')}</feed>`;
  const server: Server = createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    const url = new URL(req.url ?? '/', origin);
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    const send = (status: number, type: string, body: string) => {
      const etag = `"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"`;
      if (status === 200 && req.headers['if-none-match'] === etag) return res.writeHead(304, { etag }).end();
      res.writeHead(status, { 'content-type': type, etag }).end(body);
    };
    // The journeys' way in (they run outside the server's process): POST a SampleAlert as JSON, answered with its
    // document's address.
    if (req.method === 'POST' && url.pathname === '/publish') {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        try {
          const at = simulator.publish(JSON.parse(Buffer.concat(chunks).toString('utf8')) as SampleAlert);
          res.writeHead(201, { 'content-type': 'text/plain' }).end(at);
        } catch {
          res.writeHead(400).end();
        }
      });
      return;
    }
    if (url.pathname === '/feed.atom') return send(200, 'application/atom+xml', feed(false));
    if (url.pathname === '/feed.rss') return send(200, 'application/rss+xml', feed(true));
    if (url.pathname === '/redirect')
      return res.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
    if (url.pathname === '/big')
      return send(200, 'application/atom+xml', `<feed>${' '.repeat(1_100_000)}</feed>`);
    const doc = docs.find((d) => url.pathname === `/alerts/${d.name}.xml`);
    if (doc) return send(200, 'application/cap+xml', doc.xml);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, host, resolve));
  origin = `https://${host}:${(server.address() as AddressInfo).port}`;
  const simulator: CapSimulator = {
    origin,
    feedUrl: `${origin}/feed.atom`,
    rssUrl: `${origin}/feed.rss`,
    ca: pems.cert,
    hits,
    publish(alert) {
      const named =
        'xml' in alert
          ? { name: alert.name, xml: alert.xml, title: alert.name, updated: new Date(0).toISOString() }
          : {
              name: alert.identifier.replace(/[^\w-]/g, '_'),
              xml: sampleCap(alert),
              title: alert.headline.en,
              updated: new Date(alert.sent).toISOString(),
            };
      docs.push(named);
      return `${origin}/alerts/${named.name}.xml`;
    },
    clear() {
      docs.length = 0;
      hits.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return simulator;
}
