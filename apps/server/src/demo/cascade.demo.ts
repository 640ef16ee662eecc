import { randomBytes, randomUUID } from 'node:crypto';
import { ALERT_TYPES } from '@gathering/contract';
import { createSecretBox } from '../lib/secrets';
import { accountsSeedRepository as accountsRepo } from '../modules/auth/accounts-seed.repository';
import { DEMO_SIMULATOR_ACCOUNT } from '../modules/alert-cascade/demo-provider';
import { settingsRepository } from '../modules/alert-cascade/settings.repository';
import { secretContext } from '../modules/alert-cascade/settings.service';
import { contactsRepository } from '../modules/contacts/contacts.repository';
import type { DemoContext } from './demo-context';

// Area codes of the Prairies and the North; 555-0100 to 555-0199 are the numbers set aside for fiction.
const AREAS = ['204', '431', '306', '639', '807', '867'];
const fictional = (i: number) => `+1${AREAS[Math.floor(i / 100) % AREAS.length]}5550${100 + (i % 100)}`;

/**
 * Demo Nation's alert cascade (issue 36): on, with short steps so that someone trying the demo sees texts and calls
 * go out within minutes (push → text after 1 min → call after 2 → e-mail after 2, twice, 5 min apart); one provider,
 * the SMS and voice simulator the server starts on loopback with DEMO on (composition/cascade.ts points it there);
 * fictional numbers for most members (seven in ten a mobile, one a landline, the rest e-mail only) and two responders.
 */
export async function seedCascadeDemo(ctx: DemoContext) {
  const communityId = ctx.communities['demo-nation'];
  const db = ctx.database.db;
  const secrets = createSecretBox(ctx.config.pushCredentialsKey);
  const people = await accountsRepo.activeMemberships(db, communityId);
  const members = people.filter((p) => p.role === 'MEMBER');
  await db.transaction(async (tx) => {
    await settingsRepository.savePolicy(tx, {
      communityId,
      enabled: true,
      alertTypes: [...ALERT_TYPES],
      steps: [
        { channel: 'PUSH', afterMinutes: 0 },
        { channel: 'SMS', afterMinutes: 1 },
        { channel: 'VOICE', afterMinutes: 2 },
        { channel: 'EMAIL', afterMinutes: 2 },
      ],
      cycles: 2,
      cycleAfterMinutes: 5,
      receiptTimeoutSeconds: 60,
      updatedAt: new Date(),
    });
    const id = randomUUID();
    await settingsRepository.insertProvider(tx, {
      id,
      communityId,
      position: 0,
      kind: 'TWILIO',
      name: 'SMS and voice simulator (demo)',
      enabled: true,
      // Replaced at each start by the simulator's address (its port changes).
      settings: {
        baseUrl: 'http://127.0.0.1:9',
        accountSid: DEMO_SIMULATOR_ACCOUNT,
        smsSegmentCost: 0.0079,
        voiceMinuteCost: 0.014,
        currency: 'CAD',
        ttsLanguages: ['en', 'fr'],
      },
      sealedSecret: secrets.seal(randomBytes(16).toString('hex'), secretContext(communityId, id)),
    });
    await settingsRepository.replaceSenders(tx, id, communityId, [
      { kind: 'TOLL_FREE', address: '+18005550100', perSecond: 20 },
      { kind: 'VOICE', address: '+12045550100', perSecond: 1 },
    ]);
    await contactsRepository.insertMany(
      tx,
      members.flatMap((m, i) => {
        const kind = i % 10 < 7 ? 'MOBILE' : i % 10 === 7 ? 'LANDLINE' : null;
        return kind
          ? [
              {
                communityId,
                membershipId: m.id,
                position: 0,
                kind,
                value: fictional(i),
                alerts: true,
                news: false,
                consentSource: 'ADMIN',
              },
            ]
          : [];
      }),
    );
    await settingsRepository.replaceResponders(
      tx,
      communityId,
      members.slice(0, 2).map((m) => ({ membershipId: m.id, groups: [] })),
    );
  });
}
