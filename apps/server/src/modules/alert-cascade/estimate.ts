import {
  cascadeMessages,
  smsCost,
  type CascadeEstimate,
  type cascadeEstimateBody,
  type CascadePolicyBody,
} from '@gathering/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/errors';
import type { CommunityAdmin } from '../../lib/route';
import type { AudienceCheck, SendLanguages } from '../push-compose';
import { providersFor } from './engine';
import { estimateRepository as repo, type ReachClass } from './estimate.repository';
import { textSegments } from './messages';
import type { ProviderRow, ProviderSettings, SenderRow } from './settings.repository';
import { settingsRepository } from './settings.repository';
import { policyOf } from './settings.service';

type Body = z.infer<typeof cascadeEstimateBody>;
type Channel = 'SMS' | 'VOICE' | 'EMAIL';
/** Minutes after the send, and how many of one channel go out then. */
export interface Batch {
  channel: Channel;
  cycle: number;
  minute: number;
  count: number;
}

/**
 * The minutes at which one person who never confirms is texted, called and e-mailed, walking the policy as the
 * engine does (engine.ts step): the first step after its own minutes; a step with nothing to try for them is
 * skipped at once (no wait); a tried step waits the next one's minutes; cycles `cycleAfterMinutes` apart; the push
 * is tried in the first cycle only.
 */
export function personTimeline(
  policy: Pick<CascadePolicyBody, 'steps' | 'cycles' | 'cycleAfterMinutes'>,
  has: { device: boolean; mobiles: number; numbers: number; emails: number },
): Batch[] {
  const out: Batch[] = [];
  let minute = policy.steps[0]?.afterMinutes ?? 0;
  for (let cycle = 1; cycle <= policy.cycles; cycle++) {
    if (cycle > 1) minute += policy.cycleAfterMinutes;
    for (let s = 0; s < policy.steps.length; s++) {
      const { channel } = policy.steps[s];
      const count =
        channel === 'PUSH'
          ? Number(cycle === 1 && has.device)
          : channel === 'SMS'
            ? has.mobiles
            : channel === 'VOICE'
              ? has.numbers
              : has.emails;
      if (!count) continue;
      if (channel !== 'PUSH') out.push({ channel, cycle, minute, count });
      if (s + 1 < policy.steps.length) minute += policy.steps[s + 1].afterMinutes;
    }
  }
  return out;
}

/**
 * When a sender pool of `perSecond` has handed over every batch queued to it: batches join the queue at their
 * minute; the queue is done at the latest (a batch's time + everything from it on / rate).
 */
export function drainSeconds(batches: { minute: number; count: number }[], perSecond: number): number {
  const sorted = [...batches].sort((a, b) => a.minute - b.minute);
  let left = sorted.reduce((n, b) => n + b.count, 0);
  let end = 0;
  for (const b of sorted) {
    end = Math.max(end, b.minute * 60 + left / perSecond);
    left -= b.count;
  }
  return end;
}

const senderRate = (p: (ProviderRow & { senders: SenderRow[] }) | undefined, voice: boolean) =>
  (p?.senders ?? []).filter((s) => (s.kind === 'VOICE') === voice).reduce((n, s) => n + s.perSecond, 0);

/**
 * The review before an emergency alert (issue 36 #2, #5): who the cascade can reach by which channel, each language's
 * text (encoding, segments, price) and voice, and how long and how much the cascade takes at the first provider's
 * rates and prices (failover only on failure). A call is counted as one billed minute.
 */
export function createEstimate(deps: {
  database: Database;
  checkAudience: AudienceCheck;
  sendLanguages: SendLanguages;
}) {
  const db = deps.database.db;
  return {
    async estimate(actor: CommunityAdmin, b: Body): Promise<CascadeEstimate> {
      if (b.kind !== 'EMERGENCY') throw badRequest(cascadeMessages.notAnAlert, 'kind');
      const { communityId } = actor;
      const audience = await deps.checkAudience(db, communityId, b);
      const { languages } = await deps.sendLanguages(db, communityId, b);
      const own = languages[0];
      const versions = new Map([[own, { title: b.title, body: b.body }]]);
      for (const v of b.translations)
        if (languages.includes(v.language) && !versions.has(v.language))
          versions.set(v.language, { title: v.title ?? '', body: v.body ?? '' });
      const policy = policyOf(await settingsRepository.policy(db, communityId));
      const applies = policy.enabled && (!b.alertType || policy.alertTypes.includes(b.alertType));
      const [sms] = await providersFor(db, communityId, 'SMS');
      const voiceProviders = await providersFor(db, communityId, 'VOICE');
      const tts = new Set(voiceProviders.flatMap((p) => (p.settings as ProviderSettings).ttsLanguages));
      const recordings = new Set(
        b.notificationId ? await repo.recordingLanguages(db, communityId, b.notificationId) : [],
      );
      const segmentCost = sms ? (sms.settings as ProviderSettings).smsSegmentCost : 0;
      const minuteCost = voiceProviders[0]
        ? (voiceProviders[0].settings as ProviderSettings).voiceMinuteCost
        : 0;
      const currency =
        ((sms ?? voiceProviders[0])?.settings as ProviderSettings | undefined)?.currency ?? 'CAD';

      // The engine's rule (engine.ts voiceLanguage): the person's language when a recording or a voice speaks it,
      // else the alert's own, else no call.
      const speaks = (l: string) => recordings.has(l) || (tts.has(l) && versions.has(l));
      const voiceOf = (l: string) => [l, own].find(speaks) ?? null;
      const figures = [...versions].map(([language, v]) => {
        const t = textSegments(v, language);
        return {
          language,
          people: 0,
          encoding: t.encoding,
          characters: t.units,
          segments: t.segments,
          unicode: t.unicode,
          smsCost: smsCost(t.segments, segmentCost),
          voice: recordings.has(language)
            ? ('RECORDING' as const)
            : tts.has(language)
              ? ('TEXT_TO_SPEECH' as const)
              : ('NONE' as const),
        };
      });
      const byLanguage = new Map(figures.map((f) => [f.language, f]));

      const classes = await repo.reachClasses(db, communityId, audience, languages, own);
      const reach = { devices: 0, sms: 0, voice: 0, emailOnly: 0, unreachable: 0 };
      const messages = { texts: 0, segments: 0, calls: 0, emails: 0 };
      const batches: Batch[] = [];
      let people = 0;
      for (const c of classes) {
        people += c.people;
        const f = byLanguage.get(c.language) ?? byLanguage.get(own)!;
        f.people += c.people;
        if (c.device) reach.devices += c.people;
        if (c.mobiles) reach.sms += c.people;
        if (c.numbers) reach.voice += c.people;
        if (!c.device && !c.numbers && c.emails) reach.emailOnly += c.people;
        if (!c.device && !c.numbers && !c.emails) reach.unreachable += c.people;
        const has: ReachClass = { ...c, numbers: voiceOf(f.language) ? c.numbers : 0 };
        for (const x of personTimeline(policy, has)) {
          const count = x.count * c.people;
          batches.push({ ...x, count });
          if (x.channel === 'SMS') {
            messages.texts += count;
            messages.segments += count * f.segments;
          } else if (x.channel === 'VOICE') messages.calls += count;
          else messages.emails += count;
        }
      }

      const textsPerSecond = senderRate(sms, false);
      const callsPerSecond = senderRate(voiceProviders[0], true);
      const of = (ch: Channel) => batches.filter((x) => x.channel === ch);
      // The hand-over of the first cycle's texts (or calls) alone, at the senders' combined rate.
      const firstCycle = (ch: Channel, rate: number) =>
        rate
          ? Math.round((of(ch).reduce((n, x) => n + (x.cycle === 1 ? x.count : 0), 0) / rate) * 10) / 10
          : null;
      const ends = [
        ...batches.map((x) => x.minute * 60),
        textsPerSecond ? drainSeconds(of('SMS'), textsPerSecond) : 0,
        callsPerSecond ? drainSeconds(of('VOICE'), callsPerSecond) : 0,
      ];
      const smsTotal = smsCost(messages.segments, segmentCost);
      const voiceTotal = Math.round(messages.calls * minuteCost * 10_000) / 10_000;
      return {
        applies,
        people,
        reach,
        messages,
        languages: figures,
        cost: {
          sms: smsTotal,
          voice: voiceTotal,
          total: Math.round((smsTotal + voiceTotal) * 10_000) / 10_000,
          currency,
        },
        time: {
          textsSeconds: firstCycle('SMS', textsPerSecond),
          callsSeconds: firstCycle('VOICE', callsPerSecond),
          cascadeMinutes: Math.round((Math.max(0, ...ends) / 60) * 10) / 10,
        },
        rates: { textsPerSecond, callsPerSecond },
      };
    },
  };
}

export type CascadeEstimator = ReturnType<typeof createEstimate>;
