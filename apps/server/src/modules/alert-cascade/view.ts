import {
  ATTEMPT_STATUSES,
  CONFIRMED_VIA,
  PERSON_STATES,
  cascadeMessages as msg,
  notificationMessages,
  type AlertCascade,
  type CascadePolicyBody,
} from '@gathering/contract';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import type { CommunityAdmin } from '../../lib/route';
import { isUuid } from '../../lib/uuid';
import { settingsRepository } from './settings.repository';
import type { ProviderSettings } from './settings.repository';
import { viewRepository as repo } from './view.repository';

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The alert page's live counts (issue 36 #3): people by state and how they confirmed, attempts by channel. */
export function createCascadeView(deps: { database: Database }) {
  const db = deps.database.db;
  return {
    async counts(actor: CommunityAdmin, notificationId: string): Promise<AlertCascade> {
      const row = isUuid(notificationId)
        ? await repo.cascade(db, actor.communityId, notificationId)
        : undefined;
      if (!row) throw notFound(notificationMessages.notFound);
      if (row.kind !== 'EMERGENCY') throw badRequest(msg.notAnAlert);
      const people = zeros(PERSON_STATES);
      const confirmedVia = zeros(CONFIRMED_VIA);
      for (const r of await repo.peopleByState(db, notificationId)) {
        people[r.state as keyof typeof people] += r.n;
        if (r.via) confirmedVia[r.via as keyof typeof confirmedVia] += r.n;
      }
      const attempts = {
        SMS: zeros(ATTEMPT_STATUSES),
        VOICE: zeros(ATTEMPT_STATUSES),
        EMAIL: zeros(ATTEMPT_STATUSES),
      };
      let cost = 0;
      for (const r of await repo.attemptsByStatus(db, notificationId)) {
        attempts[r.channel as keyof typeof attempts][r.status as keyof typeof attempts.SMS] += r.n;
        cost += r.cost;
      }
      const [first] = await settingsRepository.providers(db, actor.communityId);
      const running = row.status === 'RUNNING' || row.status === 'FINISHED' || row.status === 'STOPPED';
      return {
        status: running ? (row.status as AlertCascade['status']) : 'NONE',
        startedAt: running ? iso(row.startedAt) : null,
        finishedAt: running ? iso(row.finishedAt) : null,
        policy: running ? (row.policy as CascadePolicyBody) : null,
        people,
        confirmedVia,
        attempts,
        cost: Math.round(cost * 10000) / 10000,
        currency: first ? (first.settings as ProviderSettings).currency : 'CAD',
      };
    },
  };
}

export type CascadeView = ReturnType<typeof createCascadeView>;
