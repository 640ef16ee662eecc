import { randomUUID } from 'node:crypto';
import {
  cascadeMessages as msg,
  DEFAULT_SENDER_RATES,
  senderAddressValid,
  ALERT_TYPES,
  type CascadePolicy,
  type CascadePolicyBody,
  type CascadeProvider,
  type CascadeProviderBody,
  type SenderKind,
} from '@gathering/contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';
import type { CommunityAdmin } from '../../lib/route';
import type { SecretBox } from '../../lib/secrets';
import type { AuditRecorder } from '../audit';
import { settingsRepository as repo, type PolicyRow, type ProviderSettings } from './settings.repository';

/** Until an administrator sets one: off, every alert type, push → SMS → call → e-mail, twice. */
export const DEFAULT_POLICY: CascadePolicyBody = {
  enabled: false,
  alertTypes: [...ALERT_TYPES],
  steps: [
    { channel: 'PUSH', afterMinutes: 0 },
    { channel: 'SMS', afterMinutes: 5 },
    { channel: 'VOICE', afterMinutes: 10 },
    { channel: 'EMAIL', afterMinutes: 10 },
  ],
  cycles: 2,
  cycleAfterMinutes: 30,
  receiptTimeoutSeconds: 300,
};

export const policyOf = (row: PolicyRow | null): CascadePolicy =>
  row
    ? {
        enabled: row.enabled,
        alertTypes: row.alertTypes as CascadePolicy['alertTypes'],
        steps: row.steps as CascadePolicy['steps'],
        cycles: row.cycles,
        cycleAfterMinutes: row.cycleAfterMinutes,
        receiptTimeoutSeconds: row.receiptTimeoutSeconds,
        updatedAt: row.updatedAt.toISOString(),
      }
    : { ...(DEFAULT_POLICY as CascadePolicy), updatedAt: null };

/** Associated data of a provider's sealed secret: it opens only for its own community and provider. */
export const secretContext = (communityId: string, providerId: string) =>
  `${communityId}:CASCADE:${providerId}`;

/** A community's cascade settings (issue 36 #2, #4): its policy, providers in failover order, responders. */
export function createCascadeSettings(deps: {
  database: Database;
  clock: Clock;
  secrets: SecretBox;
  audit: AuditRecorder;
  publicUrl: string;
}) {
  const db = deps.database.db;
  const callbackBase = (id: string) => `${deps.publicUrl}/v1/public/cascade/providers/${id}`;

  async function providers(communityId: string): Promise<CascadeProvider[]> {
    return (await repo.providers(db, communityId)).map((p) => {
      const s = p.settings as ProviderSettings;
      return {
        id: p.id,
        kind: p.kind as CascadeProvider['kind'],
        name: p.name,
        enabled: p.enabled,
        position: p.position,
        baseUrl: s.baseUrl ?? null,
        accountSid: s.accountSid ?? null,
        host: s.host ?? null,
        port: s.port ?? null,
        systemId: s.systemId ?? null,
        smsSegmentCost: s.smsSegmentCost,
        voiceMinuteCost: s.voiceMinuteCost,
        currency: s.currency,
        ttsLanguages: s.ttsLanguages,
        hasSecret: Boolean(p.sealedSecret),
        senders: p.senders.map((x) => ({
          id: x.id,
          kind: x.kind as SenderKind,
          address: x.address,
          perSecond: x.perSecond,
        })),
        callbackBase: callbackBase(p.id),
      };
    });
  }

  function check(b: CascadeProviderBody, creating: boolean) {
    const need = (v: unknown, field: string) => {
      if (v === null || v === undefined || v === '') throw badRequest(msg.fieldRequired, field);
    };
    if (b.kind === 'TWILIO') {
      need(b.baseUrl, 'baseUrl');
      need(b.accountSid, 'accountSid');
    } else {
      need(b.host, 'host');
      need(b.port, 'port');
      need(b.systemId, 'systemId');
      if (b.senders.some((s) => s.kind === 'VOICE')) throw badRequest(msg.smppNoVoice, 'senders');
    }
    if (creating && !b.secret) throw badRequest(msg.secretRequired, 'secret');
    b.senders.forEach((s, i) => {
      if (!senderAddressValid(s.kind, s.address)) throw badRequest(msg.senderInvalid, `senders.${i}.address`);
    });
  }

  const settingsOf = (b: CascadeProviderBody): ProviderSettings => ({
    baseUrl: b.baseUrl ?? null,
    accountSid: b.accountSid ?? null,
    host: b.host ?? null,
    port: b.port ?? null,
    systemId: b.systemId ?? null,
    smsSegmentCost: b.smsSegmentCost,
    voiceMinuteCost: b.voiceMinuteCost,
    currency: b.currency ?? 'CAD',
    ttsLanguages: b.ttsLanguages ?? ['en', 'fr'],
  });
  const sendersOf = (b: CascadeProviderBody) =>
    b.senders.map((s) => ({
      kind: s.kind,
      address: s.address,
      perSecond: s.perSecond ?? DEFAULT_SENDER_RATES[s.kind],
    }));

  return {
    async policy(communityId: string): Promise<CascadePolicy> {
      return policyOf(await repo.policy(db, communityId));
    },

    async setPolicy(actor: CommunityAdmin, b: CascadePolicyBody): Promise<CascadePolicy> {
      b.steps.forEach((s, i) => {
        if (s.channel === 'PUSH' && i > 0) throw badRequest(msg.pushFirst, `steps.${i}.channel`);
        if (b.steps.findIndex((x) => x.channel === s.channel) !== i)
          throw badRequest(msg.stepRepeats, `steps.${i}.channel`);
      });
      return db.transaction(async (tx) => {
        const before = await repo.policy(tx, actor.communityId);
        const row: PolicyRow = {
          communityId: actor.communityId,
          enabled: b.enabled,
          alertTypes: [...new Set(b.alertTypes)],
          steps: b.steps,
          cycles: b.cycles,
          cycleAfterMinutes: b.cycleAfterMinutes,
          receiptTimeoutSeconds: b.receiptTimeoutSeconds,
          updatedAt: deps.clock.now(),
        };
        await repo.savePolicy(tx, row);
        const { updatedAt: _b, ...was } = policyOf(before);
        const { updatedAt: _a, ...now } = policyOf(row);
        await deps.audit.record(tx, {
          communityId: actor.communityId,
          action: 'cascade.policy_updated',
          target: { kind: 'cascade_policy', id: actor.communityId },
          before: was,
          after: now,
        });
        return policyOf(row);
      });
    },

    providers,

    async saveProvider(actor: CommunityAdmin, id: string | null, b: CascadeProviderBody) {
      check(b, id === null);
      await db.transaction(async (tx) => {
        const old = id ? await repo.provider(tx, id) : null;
        if (id && (!old || old.communityId !== actor.communityId)) throw notFound(msg.providerNotFound);
        const providerId = id ?? randomUUID();
        const sealed = b.secret
          ? deps.secrets.seal(b.secret, secretContext(actor.communityId, providerId))
          : (old?.sealedSecret ?? null);
        const row = {
          kind: b.kind,
          name: b.name,
          enabled: b.enabled ?? true,
          settings: settingsOf(b),
          sealedSecret: sealed,
        };
        if (old) await repo.updateProvider(tx, providerId, row);
        else {
          const count = (await repo.providers(tx, actor.communityId)).length;
          await repo.insertProvider(tx, {
            id: providerId,
            communityId: actor.communityId,
            position: count,
            ...row,
          });
        }
        await repo.replaceSenders(tx, providerId, actor.communityId, sendersOf(b));
        // What identifies the provider; the secret itself never reaches the trail (only that it changed).
        await deps.audit.record(tx, {
          communityId: actor.communityId,
          action: old ? 'cascade.provider_updated' : 'cascade.provider_added',
          target: { kind: 'cascade_provider', id: providerId },
          before: old
            ? { name: old.name, kind: old.kind, enabled: old.enabled, ...(old.settings as object) }
            : null,
          after: { name: row.name, kind: row.kind, enabled: row.enabled, ...row.settings },
          details: { secretChanged: Boolean(b.secret), senders: sendersOf(b).map((s) => s.address) },
        });
      });
      return providers(actor.communityId);
    },

    async removeProvider(actor: CommunityAdmin, id: string) {
      await db.transaction(async (tx) => {
        if (!(await repo.removeProvider(tx, actor.communityId, id))) throw notFound(msg.providerNotFound);
        await deps.audit.record(tx, {
          communityId: actor.communityId,
          action: 'cascade.provider_removed',
          target: { kind: 'cascade_provider', id },
        });
      });
      return providers(actor.communityId);
    },

    async orderProviders(actor: CommunityAdmin, ids: string[]) {
      // The ids named come first, in that order; any left out keep theirs after them.
      const have = (await repo.providers(db, actor.communityId)).map((p) => p.id);
      if (ids.some((i) => !have.includes(i))) throw notFound(msg.providerNotFound);
      const order = [...new Set(ids), ...have.filter((i) => !ids.includes(i))];
      await db.transaction(async (tx) => {
        await repo.setPositions(tx, actor.communityId, order);
        await deps.audit.record(tx, {
          communityId: actor.communityId,
          action: 'cascade.providers_ordered',
          details: { order },
        });
      });
      return providers(actor.communityId);
    },

    async responders(communityId: string) {
      return { responders: await repo.responders(db, communityId) };
    },

    async setResponders(actor: CommunityAdmin, list: { membershipId: string; groups?: string[] }[]) {
      const unique = [
        ...new Map(
          list.map((r) => [r.membershipId, { ...r, groups: [...new Set(r.groups ?? [])] }]),
        ).values(),
      ];
      const active = await repo.activeMembers(
        db,
        actor.communityId,
        unique.map((r) => r.membershipId),
      );
      if (unique.some((r) => !active.has(r.membershipId))) throw notFound(msg.responderNotFound);
      await db.transaction(async (tx) => {
        await repo.replaceResponders(tx, actor.communityId, unique);
        await deps.audit.record(tx, {
          communityId: actor.communityId,
          action: 'cascade.responders_updated',
          details: { responders: unique.length },
        });
      });
      return { responders: await repo.responders(db, actor.communityId) };
    },
  };
}

export type CascadeSettings = ReturnType<typeof createCascadeSettings>;
