import { describe, expect, it } from 'vitest';
import { SignedXml } from 'xml-crypto';
import { useTestContext } from './helpers/context';
import { capCommunity, expectCapCp, publishNow, squareAround, xmllintValid } from './helpers/cap';

// Issue 37, publish: every alert of a community (its updates and cancellation too) as a CAP 1.2 document with the
// CAP-CP profile, valid against the OASIS schema by xmllint, in an Atom feed of current alerts with ETags, signed
// with XML-DSig when the community asks for it, and named in the audit trail.
describe('CAP: the community publishes its alerts', () => {
  const t = useTestContext();
  type Headers = Record<string, string>;
  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    headers?: Headers,
    payload?: object,
  ) => t.app.inject({ method, url, headers, payload });

  // Samiajij Miawpukek (Newfoundland): its SGC code and a square around it.
  const setup = (opts: { sign?: boolean } = {}) =>
    capCommunity(
      t,
      { area: squareAround(47.45, -55.8), sgcCodes: ['1003801'], sign: opts.sign ?? false },
      'America/Edmonton',
    );

  async function alert(admin: Headers, title: string) {
    const res = await inject('POST', '/v1/notifications', admin, {
      title,
      body: 'Boil tap water for one minute before drinking.',
      kind: 'EMERGENCY',
      alertType: 'BOIL_WATER',
      translations: [
        { language: 'fr', title: 'Avis d’ébullition', body: 'Faites bouillir l’eau une minute.' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as string;
  }

  const published = async (admin: Headers) => (await inject('GET', '/v1/cap/published', admin)).json().data;
  const xmlOf = async (url: string) => {
    const res = await inject('GET', new URL(url).pathname);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/cap+xml');
    return res.body;
  };

  it('publishes an alert as valid CAP-CP with one info per language, the area as polygon and SGC code', async () => {
    const { community, admin } = await setup();
    t.clock.set(new Date('2026-07-02T20:05:00Z'));
    const id = await alert(admin, 'Boil-water advisory');
    await publishNow(t.app);
    const [doc] = await published(admin);
    expect(doc).toMatchObject({ msgType: 'Alert', notificationId: id, current: true, signed: false });
    const xml = await xmlOf(doc.url);
    xmllintValid(xml);
    const m = expectCapCp(xml, ['en-CA', 'fr-CA']);
    expect(m.identifier).toBe(`urn:uuid:${id}`);
    expect(m.sender).toBe(`${community.slug}@gathering.test`);
    // Sent with the community's zone offset: 14:05 in Edmonton (MDT).
    expect(m.sent).toBe('2026-07-02T14:05:00-06:00');
    const en = m.infos.find((i) => i.language === 'en-CA')!;
    expect(en).toMatchObject({ headline: 'Boil-water advisory', category: ['Health'], severity: 'Moderate' });
    expect(en.eventCodes[0].value).toBe('drinkingWate');
    expect(en.areas[0].polygons[0]).toMatch(/^47\.\d+,-55\.\d+ /);
    expect(en.areas[0].geocodes).toEqual([{ valueName: 'profile:CAP-CP:Location:0.3', value: '1003801' }]);
    expect(m.infos.find((i) => i.language === 'fr-CA')!.headline).toBe('Avis d’ébullition');

    // The public feed lists it, with an ETag a partner's poll sends back (304: nothing new).
    const feed = await inject('GET', `/v1/public/cap/${community.slug}/alerts.atom`);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('application/atom+xml');
    expect(feed.body).toContain(doc.url);
    const again = await inject('GET', `/v1/public/cap/${community.slug}/alerts.atom`, {
      'if-none-match': String(feed.headers.etag),
    });
    expect(again.statusCode).toBe(304);

    // Nothing else answers at the public addresses: no such community, no such document, another's document.
    expect((await inject('GET', '/v1/public/cap/no-such-community/alerts.atom')).statusCode).toBe(404);
    const docPath = new URL(doc.url).pathname;
    expect(
      (await inject('GET', docPath.replace(doc.id, '00000000-0000-4000-8000-000000000000'))).statusCode,
    ).toBe(404);
    expect((await inject('GET', docPath.replace(doc.id, 'not-an-id'))).statusCode).toBe(404);
    const other = await setup();
    expect((await inject('GET', docPath.replace(community.slug, other.community.slug))).statusCode).toBe(404);

    // Kept as sent and named in the trail; published once, however often the sweep runs.
    await publishNow(t.app);
    expect(await published(admin)).toHaveLength(1);
    const trail = (await inject('GET', '/v1/audit?action=cap.published&limit=10', admin)).json().data;
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ targetKind: 'cap_document', targetId: doc.id });
  });

  it('publishes an alert as it is sent, without waiting for the minute’s sweep; a draft only once it is sent', async () => {
    const { admin } = await setup();
    const sentNow = await alert(admin, 'Boil-water advisory');
    const draft = await inject('POST', '/v1/notifications', admin, {
      title: 'Road closed',
      body: 'The bridge is closed.',
      kind: 'EMERGENCY',
      alertType: 'ROAD_CLOSURE',
      draft: true,
    });
    expect(draft.statusCode, draft.body).toBe(200);
    // The jobs queued with the sends, and no sweep (tests run the cron jobs themselves: publishNow).
    await t.drain();
    expect((await published(admin)).map((d: { notificationId: string }) => d.notificationId)).toEqual([
      sentNow,
    ]);
    const deliver = await inject('POST', `/v1/notifications/deliver/${draft.json().id}`, admin);
    expect(deliver.statusCode, deliver.body).toBe(200);
    await t.drain();
    const docs = await published(admin);
    expect(docs.map((d: { notificationId: string }) => d.notificationId).sort()).toEqual(
      [sentNow, draft.json().id].sort(),
    );
    xmllintValid(await xmlOf(docs[0].url));
  });

  it('publishes an update and a cancellation with references to the whole chain; a cancelled alert leaves the feed', async () => {
    const { community, admin } = await setup();
    t.clock.set(new Date('2026-07-02T20:05:00Z'));
    const first = await alert(admin, 'Boil-water advisory');
    await publishNow(t.app);
    const [original] = await published(admin);
    const chain: string[] = [];
    for (const msgType of ['Update', 'Cancel'] as const) {
      t.clock.set(new Date(t.clock.now().getTime() + 3_600_000));
      const draft = await inject('POST', `/v1/cap/alerts/${chain.at(-1) ?? first}/follow-up`, admin, {
        msgType,
      });
      expect(draft.statusCode, draft.body).toBe(200);
      const id = draft.json().data.notificationId as string;
      // A draft: published only once an administrator sends it through the usual send.
      await publishNow(t.app);
      expect(await published(admin)).toHaveLength(1 + chain.length);
      const sent = await inject('POST', `/v1/notifications/deliver/${id}`, admin);
      expect(sent.statusCode, sent.body).toBe(200);
      await publishNow(t.app);
      chain.push(id);
    }
    const docs = await published(admin);
    expect(docs.map((d: { msgType: string }) => d.msgType)).toEqual(['Cancel', 'Update', 'Alert']);
    const [cancel, update] = await Promise.all([xmlOf(docs[0].url), xmlOf(docs[1].url)]);
    for (const xml of [cancel, update]) xmllintValid(xml);
    const first1 = expectCapCp(await xmlOf(original.url), ['en-CA', 'fr-CA']);
    const u = expectCapCp(update, ['en-CA', 'fr-CA']);
    const c = expectCapCp(cancel, ['en-CA', 'fr-CA']);
    const ref = (m: typeof u) => `${m.sender},${m.identifier},${m.sent}`;
    expect(u.references).toEqual([ref(first1)]);
    expect(c.references).toEqual([ref(first1), ref(u)]);
    expect(c.infos[0].responseType).toEqual(['AllClear']);
    const feed = await inject('GET', `/v1/public/cap/${community.slug}/alerts.atom`);
    expect(feed.body).not.toContain('<entry>');
    // An alert that is not the community's is not theirs to update.
    const other = await setup();
    expect(
      (await inject('POST', `/v1/cap/alerts/${first}/follow-up`, other.admin, { msgType: 'Update' }))
        .statusCode,
    ).toBe(404);
  });

  it('signs with XML-DSig when the community asks, and the published certificate checks it', async () => {
    const { admin } = await setup({ sign: true });
    await alert(admin, 'Boil-water advisory');
    await publishNow(t.app);
    const [doc] = await published(admin);
    expect(doc.signed).toBe(true);
    const xml = await xmlOf(doc.url);
    xmllintValid(xml);
    const cert = await inject('GET', '/v1/public/cap/certificate.pem');
    expect(cert.statusCode).toBe(200);
    const check = (doc: string) => {
      const v = new SignedXml({ publicCert: cert.body });
      v.loadSignature(/<Signature[\s\S]*<\/Signature>/.exec(doc)![0]);
      try {
        return v.checkSignature(doc);
      } catch {
        return false;
      }
    };
    expect(check(xml)).toBe(true);
    expect(check(xml.replace('Boil-water advisory', 'All is well'))).toBe(false);
  });

  it('refuses an area that is not a closed polygon on the globe, and an SGC code not on the list', async () => {
    const { admin } = await setup();
    const bad = [
      { area: { type: 'Point', coordinates: [0, 0] } },
      {
        area: {
          type: 'Polygon',
          coordinates: [
            [
              [0, 0],
              [1, 0],
              [1, 1],
              [0, 1],
            ],
          ],
        },
      },
      {
        area: {
          type: 'Polygon',
          coordinates: [
            [
              [0, 0],
              [200, 0],
              [1, 1],
              [0, 0],
            ],
          ],
        },
      },
      { sgcCodes: ['9999999'] },
    ];
    for (const body of bad) {
      const res = await inject('PUT', '/v1/cap/settings', admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const settings = (await inject('GET', '/v1/cap/settings', admin)).json().data;
    expect(settings.outline.path).toMatch(/^M[\d. L]+Z$/);
    expect(settings.subdivisions).toEqual([{ code: '1003801', name: 'Samiajij Miawpukek', province: 'NL' }]);
  });
});
