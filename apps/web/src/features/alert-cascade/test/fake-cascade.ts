import { http, HttpResponse } from 'msw';
import type { CascadePolicy, CascadeProvider, CascadeProviderBody } from '@gathering/contract';
import { server } from '../../../../test/render-app';

export const DEFAULTS: CascadePolicy = {
  enabled: false,
  alertTypes: ['BOIL_WATER', 'EVACUATION', 'ROAD_CLOSURE', 'OTHER'],
  steps: [
    { channel: 'PUSH', afterMinutes: 0 },
    { channel: 'SMS', afterMinutes: 5 },
    { channel: 'VOICE', afterMinutes: 10 },
    { channel: 'EMAIL', afterMinutes: 10 },
  ],
  cycles: 2,
  cycleAfterMinutes: 30,
  receiptTimeoutSeconds: 300,
  updatedAt: null,
};

export const provider = (id: string, name: string, position: number): CascadeProvider => ({
  id,
  kind: 'TWILIO',
  name,
  enabled: true,
  baseUrl: 'https://api.twilio.com',
  accountSid: `AC${id}`,
  host: null,
  port: null,
  systemId: null,
  smsSegmentCost: 0.0079,
  voiceMinuteCost: 0.014,
  currency: 'CAD',
  ttsLanguages: ['en', 'fr'],
  position,
  hasSecret: true,
  senders: [{ id: `${id}-s`, kind: 'LONG_CODE', address: '+12045550111', perSecond: 1 }],
  callbackBase: `https://gathering.test/v1/public/cascade/providers/${id}`,
});

/**
 * The cascade's settings API over a list kept here: every request body is recorded, each change answers the list as
 * the server would (a new provider last, an order as given).
 */
export function fakeCascade(init: { policy?: CascadePolicy; providers?: CascadeProvider[] } = {}) {
  let policy = init.policy ?? DEFAULTS;
  let providers = init.providers ?? [];
  let responders: { membershipId: string; name: string; groups: string[] }[] = [];
  const bodies: { method: string; path: string; body: unknown }[] = [];
  const list = () => HttpResponse.json({ data: providers.map((p, position) => ({ ...p, position })) });
  server.use(
    http.get('*/v1/notifications/cascade/policy', () => HttpResponse.json(policy)),
    http.put('*/v1/notifications/cascade/policy', async ({ request }) => {
      const body = (await request.json()) as Omit<CascadePolicy, 'updatedAt'>;
      bodies.push({ method: 'PUT', path: 'policy', body });
      policy = { ...body, updatedAt: '2026-03-02T15:00:00.000Z' };
      return HttpResponse.json(policy);
    }),
    http.get('*/v1/notifications/cascade/providers', list),
    http.post('*/v1/notifications/cascade/providers', async ({ request }) => {
      const body = (await request.json()) as CascadeProviderBody;
      bodies.push({ method: 'POST', path: 'providers', body });
      providers = [...providers, { ...provider(`p${providers.length + 1}`, body.name, 0) }];
      return list();
    }),
    http.put('*/v1/notifications/cascade/providers/:id', async ({ request, params }) => {
      const body = (await request.json()) as CascadeProviderBody;
      bodies.push({ method: 'PUT', path: `providers/${params.id as string}`, body });
      providers = providers.map((p) => (p.id === params.id ? { ...p, name: body.name } : p));
      return list();
    }),
    http.put('*/v1/notifications/cascade/provider-order', async ({ request }) => {
      const body = (await request.json()) as { ids: string[] };
      bodies.push({ method: 'PUT', path: 'provider-order', body });
      providers = body.ids.map((id) => providers.find((p) => p.id === id)!);
      return list();
    }),
    http.get('*/v1/notifications/cascade/responders', () => HttpResponse.json({ responders })),
    http.put('*/v1/notifications/cascade/responders', async ({ request }) => {
      const body = (await request.json()) as { responders: { membershipId: string; groups: string[] }[] };
      bodies.push({ method: 'PUT', path: 'responders', body });
      responders = body.responders.map((r) => ({ ...r, name: r.membershipId }));
      return HttpResponse.json({ responders });
    }),
    http.get('*/v1/members/basic', () =>
      HttpResponse.json({
        members: [
          { id: '00000000-0000-4000-8000-0000000000a1', name: 'Alice Bear' },
          { id: '00000000-0000-4000-8000-0000000000a2', name: 'Ben Moose' },
        ],
      }),
    ),
    http.get('*/v1/groups/basic', () =>
      HttpResponse.json({ groups: [{ id: '00000000-0000-4000-8000-0000000000b1', group: 'North shore' }] }),
    ),
  );
  return { bodies };
}
