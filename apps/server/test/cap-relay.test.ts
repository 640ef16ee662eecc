import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { refOf, startCapSimulator, wildfireWarning } from '../src/dev/cap-simulator';
import { capPoll } from '../src/jobs/catalog';
import { useTestContext } from './helpers/context';
import { capCommunity, squareAround } from './helpers/cap';

// Issue 37, relay in: a community subscribes to CAP feeds an operator allows (https, the push credentials' SSRF
// rules); an alert for its area (polygons meeting, or a shared SGC code) becomes a proposed alert, reviewed and
// sent through the normal send, or relayed at once for the event codes the community chose. Nothing is sent twice
// for one CAP identifier; updates and cancellations follow their original. A local simulator serves the feeds.
const sim = await startCapSimulator();
afterAll(() => sim.close());

describe('CAP: authorities’ alerts relayed in as proposals', () => {
  const t = useTestContext({
    deps: {
      capFetch: {
        // The simulator, and two addresses an operator might allow by mistake: a name and an address of this
        // machine's or a private network, which the fetcher still refuses.
        allow: [`${sim.origin}/`, `https://localhost:${new URL(sim.origin).port}/`, 'https://10.1.2.3/'],
        privateOrigins: [sim.origin],
        ca: sim.ca,
      },
    },
  });
  beforeEach(() => sim.clear());
  type Headers = Record<string, string>;
  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers?: Headers,
    payload?: object,
  ) => t.app.inject({ method, url, headers, payload });
  // Alexis 133 (Alberta), the reserve's code and a square around it.
  const here = { lat: 53.8, lon: -114.5 };

  async function setup(settings: object = { area: squareAround(here.lat, here.lon) }) {
    return capCommunity(t, settings);
  }
  async function subscribe(admin: Headers, url = sim.feedUrl, name = 'Provincial alerts') {
    const res = await inject('POST', '/v1/cap/sources', admin, { name, url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as string;
  }
  const poll = async (admin: Headers, id: string) => {
    const res = await inject('POST', `/v1/cap/sources/${id}/poll`, admin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { error: string | null; polledAt: string };
  };
  const proposals = async (admin: Headers, open = true) =>
    (await inject('GET', `/v1/cap/proposals?open=${open}`, admin)).json().data;
  const notification = async (admin: Headers, id: string) =>
    (await inject('GET', `/v1/notifications/${id}`, admin)).json();

  it('proposes an alert whose polygon meets the area, prefilled in each language; one far away is not', async () => {
    const { admin } = await setup();
    const source = await subscribe(admin);
    sim.publish(wildfireWarning({ identifier: 'fire-near', sent: '2026-07-02T14:00:00-06:00', ...here }));
    sim.publish(
      wildfireWarning({ identifier: 'fire-far', sent: '2026-07-02T14:00:00-06:00', lat: 49.0, lon: -123.0 }),
    );
    expect((await poll(admin, source)).error).toBeNull();
    const [p, ...rest] = await proposals(admin);
    expect(rest).toEqual([]);
    expect(p).toMatchObject({
      state: 'PROPOSED',
      msgType: 'Alert',
      eventCode: 'wildFire',
      identifier: 'fire-near',
      sourceName: 'Provincial alerts',
      link: `${sim.origin}/alerts/fire-near.xml`,
      notificationId: null,
    });
    expect(p.texts.map((x: { language: string }) => x.language)).toEqual(['en-CA', 'fr-CA']);
    expect(p.texts[1].headline).toBe('Avertissement d’évacuation : feu de forêt');
    // The document as received, kept and named in the trail.
    const doc = await inject('GET', new URL(p.documentUrl).pathname, admin);
    expect(doc.statusCode).toBe(200);
    expect(doc.body).toContain('<identifier>fire-near</identifier>');
    const trail = (await inject('GET', '/v1/audit?action=cap.received&limit=10', admin)).json().data;
    expect(trail).toHaveLength(1);
  });

  it('matches by a shared SGC code, or a census division that holds it, when the alert has no polygon', async () => {
    const { admin } = await setup({ sgcCodes: ['4813811'] });
    const source = await subscribe(admin);
    const base = wildfireWarning({ identifier: 'x', sent: '2026-07-02T14:00:00-06:00', ...here });
    sim.publish({ ...base, identifier: 'by-csd', polygon: undefined, geocodes: ['4813811'] });
    sim.publish({ ...base, identifier: 'by-cd', polygon: undefined, geocodes: ['4813'] });
    sim.publish({ ...base, identifier: 'elsewhere', polygon: undefined, geocodes: ['5915022'] });
    await poll(admin, source);
    const ids = (await proposals(admin)).map((p: { identifier: string }) => p.identifier).sort();
    expect(ids).toEqual(['by-cd', 'by-csd']);
  });

  it('sends nothing until an administrator reviews and sends; one identifier is proposed once, from any feed', async () => {
    const { admin } = await setup();
    const atom = await subscribe(admin);
    const rss = await subscribe(admin, sim.rssUrl, 'Same alerts, RSS');
    const alert = wildfireWarning({ identifier: 'fire-1', sent: '2026-07-02T14:00:00-06:00', ...here });
    sim.publish(alert);
    await poll(admin, atom);
    await poll(admin, rss);
    await poll(admin, atom);
    await Promise.all([poll(admin, atom), poll(admin, rss)]);
    const [p, ...rest] = await proposals(admin);
    expect(rest).toEqual([]);
    // The feed unchanged since the last poll: answered 304, no document fetched again.
    expect(sim.hits.get('/alerts/fire-1.xml')).toBe(1);
    expect((await inject('GET', '/v1/notifications/sent', admin)).json().data).toEqual([]);

    const draft = await inject('POST', `/v1/cap/proposals/${p.id}/review`, admin);
    expect(draft.statusCode, draft.body).toBe(200);
    const id = draft.json().data.notificationId;
    // Asked twice, the same draft.
    expect((await inject('POST', `/v1/cap/proposals/${p.id}/review`, admin)).json().data.notificationId).toBe(
      id,
    );
    const n = await notification(admin, id);
    expect(n).toMatchObject({ status: 'DRAFT', kind: 'EMERGENCY', title: 'Wildfire evacuation warning' });
    expect(n.translations[0]).toMatchObject({
      language: 'fr',
      title: 'Avertissement d’évacuation : feu de forêt',
    });
    expect((await proposals(admin))[0].state).toBe('IN_REVIEW');
    expect((await inject('GET', '/v1/notifications/sent', admin)).json().data).toEqual([]);

    const sent = await inject('POST', `/v1/notifications/deliver/${id}`, admin);
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await proposals(admin, false))[0].state).toBe('SENT');
    expect(await proposals(admin)).toEqual([]);
    // Sent: it can no longer be dismissed.
    expect((await inject('POST', `/v1/cap/proposals/${p.id}/dismiss`, admin)).statusCode).toBe(409);
  });

  it('proposes an update of a sent alert as its update; a cancellation of one never sent withdraws it', async () => {
    const { admin } = await setup();
    const source = await subscribe(admin);
    const first = wildfireWarning({ identifier: 'fire-2', sent: '2026-07-02T14:00:00-06:00', ...here });
    sim.publish(first);
    await poll(admin, source);
    const [p] = await proposals(admin);
    const id = (await inject('POST', `/v1/cap/proposals/${p.id}/review`, admin)).json().data.notificationId;
    await inject('POST', `/v1/notifications/deliver/${id}`, admin);
    const update = {
      ...first,
      identifier: 'fire-2-u1',
      sent: '2026-07-02T16:00:00-06:00',
      msgType: 'Update' as const,
      references: [refOf(first)],
    };
    sim.publish(update);
    await poll(admin, source);
    const open = await proposals(admin);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ identifier: 'fire-2-u1', msgType: 'Update', state: 'PROPOSED' });

    // Another alert, never sent, then cancelled by its issuer: its proposal closes, nothing is proposed for it.
    const other = wildfireWarning({ identifier: 'fire-3', sent: '2026-07-02T15:00:00-06:00', ...here });
    sim.publish(other);
    await poll(admin, source);
    expect(await proposals(admin)).toHaveLength(2);
    sim.publish({
      ...other,
      identifier: 'fire-3-c',
      sent: '2026-07-02T17:00:00-06:00',
      msgType: 'Cancel',
      references: [refOf(other)],
    });
    await poll(admin, source);
    const still = await proposals(admin);
    expect(still.map((x: { identifier: string }) => x.identifier)).toEqual(['fire-2-u1']);
    const all = await proposals(admin, false);
    expect(all.find((x: { identifier: string }) => x.identifier === 'fire-3').state).toBe('CANCELLED');
  });

  it('relays at once the event codes the community chose, tells its administrators, and only once', async () => {
    const { admin } = await setup({ area: squareAround(here.lat, here.lon), relayNow: ['tornado'] });
    const source = await subscribe(admin);
    const base = wildfireWarning({ identifier: 'x', sent: '2026-07-02T14:00:00-06:00', ...here });
    sim.publish({
      ...base,
      identifier: 'tornado-1',
      eventCode: 'tornado',
      headline: { en: 'Tornado warning', fr: 'Alerte de tornade' },
    });
    await poll(admin, source);
    await t.app.queue.send(capPoll, {});
    await t.drain();
    const all = await proposals(admin, false);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ state: 'RELAYED', identifier: 'tornado-1' });
    const n = await notification(admin, all[0].notificationId);
    expect(n.title).toBe('Tornado warning');
    expect(n.status).not.toBe('DRAFT');
    const mails = (await t.outbox()).filter((m: { subject: string }) =>
      m.subject.includes('Tornado warning'),
    );
    expect(mails).toHaveLength(1);
    const trail = (await inject('GET', '/v1/audit?action=cap.relayed&limit=10', admin)).json().data;
    expect(trail).toHaveLength(1);

    // Its update follows it the same way: relayed at once, as an update of the alert sent.
    const tornado = {
      ...base,
      identifier: 'tornado-1',
      eventCode: 'tornado',
      headline: { en: 'Tornado warning', fr: 'Alerte de tornade' },
    };
    sim.publish({
      ...tornado,
      identifier: 'tornado-1-u',
      sent: '2026-07-02T15:00:00-06:00',
      msgType: 'Update',
      references: [refOf(tornado)],
      headline: { en: 'Tornado warning extended', fr: 'Alerte de tornade prolongée' },
    });
    await poll(admin, source);
    const update = (await proposals(admin, false)).find(
      (p: { identifier: string }) => p.identifier === 'tornado-1-u',
    );
    expect(update).toMatchObject({ state: 'RELAYED', msgType: 'Update' });
    expect((await notification(admin, update.notificationId)).title).toBe('Tornado warning extended');
    expect((await inject('GET', '/v1/audit?action=cap.relayed&limit=10', admin)).json().data).toHaveLength(2);
  });

  it('refuses a source that is not https, not allowed by the operator, or on a private network; redirects too', async () => {
    const { admin } = await setup();
    const refused = [
      [`http://${new URL(sim.origin).host}/feed.atom`, 'https://'],
      ['https://alerts.example.org/feed.atom', 'operator allows'],
      [`${sim.origin.replace('https://', 'https://user:pw@')}/feed.atom`, 'operator allows'],
    ];
    for (const [url, words] of refused) {
      const res = await inject('POST', '/v1/cap/sources', admin, { name: 'x', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toContain(words);
    }
    // Allowed by the operator, yet on a private network: an address at once, a name when it resolves (the
    // simulator itself, reached as localhost), with the sentence the console shows.
    const privateIp = await inject('POST', '/v1/cap/sources', admin, {
      name: 'x',
      url: 'https://10.1.2.3/feed',
    });
    expect(privateIp.statusCode).toBe(400);
    expect(privateIp.json().message).toContain('private network');
    const byName = await subscribe(admin, `https://localhost:${new URL(sim.origin).port}/feed.atom`, 'n');
    expect((await poll(admin, byName)).error).toMatch(/private network/);
    expect(sim.hits.get('/feed.atom') ?? 0).toBe(0);
    // An allowed feed that redirects elsewhere, or answers past the size bound: the poll says why, nothing is kept.
    const redirect = await subscribe(
      admin,
      `${sim.origin}/redirect?to=${encodeURIComponent('https://169.254.169.254/latest/')}`,
      'r',
    );
    expect((await poll(admin, redirect)).error).toMatch(/operator allows/);
    const big = await subscribe(admin, `${sim.origin}/big`, 'b');
    expect((await poll(admin, big)).error).toMatch(/larger than 1 MB/);
    expect(await proposals(admin, false)).toEqual([]);
    // A source of another community is not this one's.
    const other = await setup();
    expect((await inject('POST', `/v1/cap/sources/${redirect}/poll`, other.admin)).statusCode).toBe(404);
    expect((await inject('DELETE', `/v1/cap/sources/${redirect}`, other.admin)).statusCode).toBe(404);
  });
});
