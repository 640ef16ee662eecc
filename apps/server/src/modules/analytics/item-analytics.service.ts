import { contentMessages, type DayRange, type TimeFilter } from '@gathering/contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { pageMeta } from '../../lib/paging';
import type { CommunityAdmin } from '../../lib/route';
import { isUuid } from '../../lib/uuid';
import { translator, type ServerLanguage } from '../../i18n';
import { analyticsRepository as figures } from './analytics.repository';
import { communityDays } from './community-days';
import { itemAnalyticsRepository as repo, type ActivityRow } from './item-analytics.repository';

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
/** A share in percent with two decimals, never above 100 (viewers are counted among the audience only). */
const percent = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.min(100, Math.round((part / whole) * 10_000) / 100);

/** One feed item's analytics for the content detail screen (spec §3 "Feed item analytics"). */
export function createItemAnalyticsService(deps: { database: Database; clock: Clock }) {
  const db = deps.database.db;

  /** The item of the administrator's community, else the feed's 404 (another community's item included). */
  async function itemOf(actor: CommunityAdmin, id: string) {
    const item = isUuid(id) ? await repo.findItem(db, actor.communityId, id) : undefined;
    if (!item) throw notFound(contentMessages.feedItemNotFound);
    return item;
  }

  async function scope(actor: CommunityAdmin, id: string) {
    const item = await itemOf(actor, id);
    const days = await communityDays(db, deps.clock, actor.communityId);
    return { item, days, slice: { communityId: actor.communityId, itemId: item.id } };
  }

  return {
    /** Views in the range, the distinct viewers over the whole range, and the views a day. */
    async views(actor: CommunityAdmin, id: string, q: { filter: TimeFilter; range?: DayRange }) {
      const { days, slice } = await scope(actor, id);
      const range = days.range(q.filter, q.range);
      const s = { ...slice, ...range, metric: 'VIEW' as const };
      const [views, unique, data] = await Promise.all([
        figures.total(db, s),
        figures.uniques(db, s),
        figures.series(db, s),
      ]);
      return { ...range, views, unique, data };
    },

    /** Lifetime views and viewers, and the share of the item's audience who viewed it. */
    async viewership(actor: CommunityAdmin, id: string) {
      const { item, days, slice } = await scope(actor, id);
      const s = { ...slice, ...days.range('LIFETIME'), metric: 'VIEW' as const };
      const [totalViews, uniqueViews, audience] = await Promise.all([
        figures.total(db, s),
        figures.uniques(db, s),
        repo.audience(db, actor.communityId, item),
      ]);
      return {
        totalViews,
        uniqueViews,
        audience: audience.audience,
        viewership: percent(audience.viewers, audience.audience),
      };
    },

    /** Conversions in the range (a day, and by kind) and over the item's lifetime. */
    async conversions(actor: CommunityAdmin, id: string, q: { filter: TimeFilter; range?: DayRange }) {
      const { days, slice } = await scope(actor, id);
      const range = days.range(q.filter, q.range);
      const s = { ...slice, ...range, metric: 'CONVERSION' as const };
      const [total, totalConversions, data, kinds] = await Promise.all([
        figures.total(db, s),
        figures.total(db, { ...s, ...days.range('LIFETIME') }),
        figures.series(db, s),
        figures.byDetail(db, s),
      ]);
      // A conversion recorded without its kind (older app versions) is shown as OTHER rather than a blank label.
      const byKind = kinds.map((k) => ({ kind: k.detail || 'OTHER', count: k.count }));
      return { ...range, total, totalConversions, data, byKind };
    },

    /** The pushes sent about the item: devices reached and people who opened each. */
    async notifications(actor: CommunityAdmin, id: string) {
      const item = await itemOf(actor, id);
      const rows = await repo.notifications(db, actor.communityId, item.id);
      return {
        data: rows.map((r) => ({
          id: r.id,
          title: r.title,
          body: r.body,
          deliveredOn: iso(r.sentAt),
          delivered: Number(r.delivered),
          conversions: Number(r.opened),
        })),
      };
    },

    /** The item's views and conversions, newest first, with who acted (names in the reader's language). */
    async activityLog(
      actor: CommunityAdmin,
      id: string,
      q: { offset: number; limit: number },
      language: ServerLanguage,
    ) {
      const item = await itemOf(actor, id);
      const { rows, total } = await repo.activityPage(db, actor.communityId, item.id, q.offset, q.limit);
      const t = translator(language);
      return {
        data: rows.map((r) => ({ ...who(r, t), date: iso(r.at)!, type: TYPE_LABEL[r.type] })),
        meta: pageMeta(q.offset, q.limit, total),
      };
    },
  };
}

const TYPE_LABEL = { VIEW: 'View', CONVERSION: 'Conversion' } as const;

/**
 * A guest is "Guest"; a member erased under the deletion flow (membership DELETED, pointing at an anonymous
 * stand-in, or gone entirely) is "Deleted member" — neither has an e-mail to show.
 */
function who(r: ActivityRow, t: ReturnType<typeof translator>) {
  if (r.audience === 'GUEST' || (r.audience === null && r.guestId !== null))
    return { name: t('analytics.guest'), email: null };
  if (r.email === null || r.membershipStatus === 'DELETED')
    return { name: t('analytics.deletedMember'), email: null };
  return { name: `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim() || r.email, email: r.email };
}

export type ItemAnalyticsService = ReturnType<typeof createItemAnalyticsService>;
