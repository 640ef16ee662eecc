// The alert cascade's records for the fuzz test (issue 36): two providers of the community (one to remove), its
// policy on, the world's alert started (its people without channels e-mailed at once: the link's token), and the
// plausible requests of the cascade's and contacts' operations, the providers' callbacks signed as a provider would.
import { randomUUID } from 'node:crypto';
import type { TestContext } from './helpers/app';
import { twilioSignature } from '../src/modules/alert-cascade';
import type { Plausible } from './fuzz-plausible';
import { createCommunityAdmin } from './helpers/factories';
import { login } from './helpers/session';
import { multipart, tinyWav } from './platform-fixtures';

type Call = (
  method: string,
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => Promise<Record<string, unknown>>;
const TOKEN = 'fuzz-provider-auth-token';

export const fuzzProvider = (name: string, secret?: string) => ({
  kind: 'TWILIO',
  name,
  // Nothing is sent during the fuzz (the worker does not tick): an address that would refuse.
  baseUrl: 'http://127.0.0.1:9',
  accountSid: 'ACfuzz',
  ...(secret ? { secret } : {}),
  smsSegmentCost: 0.01,
  voiceMinuteCost: 0.02,
  senders: [
    { kind: 'LONG_CODE', address: '+12045550100' },
    { kind: 'VOICE', address: '+12045550101' },
  ],
});

export const fuzzPolicy = {
  enabled: true,
  alertTypes: ['BOIL_WATER', 'EVACUATION'],
  steps: [
    { channel: 'PUSH', afterMinutes: 0 },
    { channel: 'EMAIL', afterMinutes: 5 },
  ],
  cycles: 1,
  cycleAfterMinutes: 30,
  receiptTimeoutSeconds: 120,
};

export async function cascadeWorld(
  t: TestContext,
  call: Call,
  admin: Record<string, string>,
  mailTo: (to: string, path: string) => Promise<string>,
  person: { email: string; membershipId: string },
  alertId: string,
) {
  await call('PUT', '/v1/notifications/cascade/policy', admin, fuzzPolicy);
  await call('POST', '/v1/notifications/cascade/providers', admin, fuzzProvider('Fuzz', TOKEN));
  const both = await call('POST', '/v1/notifications/cascade/providers', admin, fuzzProvider('Spare', TOKEN));
  const [provider, spare] = both.data as { id: string }[];
  // The callbacks' provider is another community's, out of reach of the fuzzed changes (one gives a new secret).
  const other = await createCommunityAdmin(t.database);
  const otherAdmin = (await login(t.app, other.user.username)).auth;
  const signed = await call(
    'POST',
    '/v1/notifications/cascade/providers',
    otherAdmin,
    fuzzProvider('Signed', TOKEN),
  );
  const [signer] = signed.data as { id: string }[];
  // The alert's cascade begins: the person has no app and no number, so the e-mail goes at once.
  await t.app.cascade.tick();
  const confirmToken = await mailTo(person.email, '/alerts/confirm/');
  // An import of contact channels, run to its end: one to read, and none under way to refuse the next (409).
  const contactsImport = await t.app.inject({
    method: 'POST',
    url: '/v1/members/contacts/import',
    payload: `email,landline\n${person.email},+12045550199\n`,
    headers: { ...admin, 'content-type': 'text/csv' },
  });
  await t.drain();
  return {
    contactsImportId: String(contactsImport.json().id),
    providerId: provider.id,
    spareProviderId: spare.id,
    signerId: signer.id,
    alertId,
    confirmToken,
    membershipId: person.membershipId,
    email: person.email,
    publicUrl: t.config.publicUrl,
  };
}

type CascadeWorld = Awaited<ReturnType<typeof cascadeWorld>>;

const contactsCsv = (csv: string) =>
  multipart([{ name: 'file', filename: 'contacts.csv', type: 'text/csv', data: Buffer.from(csv) }]);

/** A provider's callback: its form's fields, signed with the provider's token over the address it calls. */
function signed(
  c: CascadeWorld,
  path: string,
  params: Record<string, string>,
  form: Record<string, string>,
): Plausible {
  const url = `${c.publicUrl}${path.replace(/\{(\w+)\}/g, (_, k: string) => params[k])}`;
  return {
    as: 'anonymous',
    auth: { 'x-twilio-signature': twilioSignature(TOKEN, url, form) },
    params,
    json: form,
  };
}

export function cascadePlausible(): Record<string, (w: { cascade: CascadeWorld }) => Plausible> {
  const attempt = randomUUID();
  const base = '/v1/public/cascade/providers/{providerId}';
  return {
    'app.contacts': () => ({ as: 'member' }),
    'app.setContacts': () => ({
      as: 'member',
      json: { channels: [{ kind: 'MOBILE', value: '+12049470123' }] },
    }),
    'members.contacts': (w) => ({ as: 'communityAdmin', params: { id: w.cascade.membershipId } }),
    'members.setContacts': (w) => ({
      as: 'communityAdmin',
      params: { id: w.cascade.membershipId },
      json: { channels: [{ kind: 'EMAIL', value: 'fuzz@example.org' }], address: '1 Main St' },
    }),
    'cascade.alert': (w) => ({ as: 'communityAdmin', params: { id: w.cascade.alertId } }),
    'cascade.people': (w) => ({ as: 'communityAdmin', params: { id: w.cascade.alertId } }),
    'cascade.callSheet': (w) => ({ as: 'communityAdmin', params: { id: w.cascade.alertId } }),
    // Not home: a check-in that leaves the person in the cascade (a confirming one would end it for them).
    'cascade.checkIn': (w) => ({
      as: 'communityAdmin',
      params: { id: w.cascade.alertId, membershipId: w.cascade.membershipId },
      json: { outcome: 'NOT_HOME', note: 'Fuzz visit' },
    }),
    'members.previewContactsImport': (w) => ({
      as: 'communityAdmin',
      upload: contactsCsv(`email,mobile\n${w.cascade.email},+12049470123\n`),
    }),
    'members.importContacts': (w) => ({
      as: 'communityAdmin',
      upload: contactsCsv(`email,mobile,alerts\n${w.cascade.email},+12049470123,yes\n`),
    }),
    'members.getContactsImport': (w) => ({
      as: 'communityAdmin',
      params: { importId: w.cascade.contactsImportId },
    }),
    'members.latestContactsImport': () => ({ as: 'communityAdmin' }),
    'cascade.recordings': (w) => ({ as: 'communityAdmin', params: { id: w.cascade.alertId } }),
    'cascade.uploadRecording': (w) => ({
      as: 'communityAdmin',
      params: { id: w.cascade.alertId, language: 'en' },
      upload: multipart([{ name: 'recording', filename: 'alert.wav', type: 'audio/wav', data: tinyWav() }]),
    }),
    // Goes last (a DELETE), after the upload above.
    'cascade.removeRecording': (w) => ({
      as: 'communityAdmin',
      params: { id: w.cascade.alertId, language: 'en' },
    }),
    'cascade.setPolicy': () => ({ as: 'communityAdmin', json: fuzzPolicy }),
    'cascade.estimate': () => ({
      as: 'communityAdmin',
      json: { kind: 'EMERGENCY', alertType: 'EVACUATION', title: 'Fire', body: 'Leave now.', open: true },
    }),
    'cascade.addProvider': () => ({ as: 'communityAdmin', json: fuzzProvider('Added', TOKEN) }),
    'cascade.updateProvider': (w) => ({
      as: 'communityAdmin',
      params: { providerId: w.cascade.providerId },
      json: fuzzProvider('Renamed'),
    }),
    'cascade.removeProvider': (w) => ({
      as: 'communityAdmin',
      params: { providerId: w.cascade.spareProviderId },
    }),
    'cascade.orderProviders': (w) => ({
      as: 'communityAdmin',
      json: { ids: [w.cascade.spareProviderId, w.cascade.providerId] },
    }),
    'cascade.setResponders': (w) => ({
      as: 'communityAdmin',
      json: { responders: [{ membershipId: w.cascade.membershipId, groups: [] }] },
    }),
    'cascade.providerStatus': (w) =>
      signed(
        w.cascade,
        `${base}/status/{attemptId}`,
        { providerId: w.cascade.signerId, attemptId: attempt },
        { MessageStatus: 'delivered' },
      ),
    'cascade.providerKeyPress': (w) =>
      signed(
        w.cascade,
        `${base}/gather/{attemptId}`,
        { providerId: w.cascade.signerId, attemptId: attempt },
        { Digits: '1' },
      ),
    'cascade.providerInbound': (w) =>
      signed(
        w.cascade,
        `${base}/inbound`,
        { providerId: w.cascade.signerId },
        { From: '+12049470123', Body: 'OK' },
      ),
    'cascade.confirmation': (w) => ({ as: 'anonymous', params: { token: w.cascade.confirmToken } }),
    'cascade.confirm': (w) => ({ as: 'anonymous', params: { token: w.cascade.confirmToken } }),
  };
}
