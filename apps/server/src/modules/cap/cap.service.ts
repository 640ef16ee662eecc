import {
  capMessages as msg,
  type CapProposal,
  type CapSettingsBody,
  type CapSourceBody,
} from '@gathering/contract';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { CommunityAdmin } from '../../lib/route';
import { isUuid } from '../../lib/uuid';
import { AreaError, areaFromGeoJson, outlineSvg, type AreaPolygons } from './cap.area';
import { CAP_CP_EVENTS, CAP_CP_EVENT_CODES } from './cap.codes';
import { capContext, type CapDeps } from './cap.context';
import { atomFeed } from './cap.feed';
import { CapFetchError, checkSourceUrl } from './cap.fetch';
import { publishAlert, publishDue } from './cap.publish';
import { pollAll, pollSource } from './cap.relay';
import { capRepository as repo } from './cap.repository';
import { dismiss, followUp, review } from './cap.review';
import { isSgcCode } from './cap.sgc';

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/**
 * The Common Alerting Protocol for a community (issue 37): its area and choices, the sources it relays from, the
 * proposals they bring (reviewed and sent through the console's normal send), and what it publishes for partners.
 */
export function createCapService(deps: CapDeps) {
  const ctx = capContext(deps);
  const { db } = ctx;
  const feedUrl = (slug: string) => `${ctx.publicUrl}/v1/public/cap/${slug}/alerts.atom`;
  const docUrl = (slug: string, id: string) => `${ctx.publicUrl}/v1/public/cap/${slug}/alerts/${id}.xml`;

  const slugOf = (communityId: string) => repo.slugOf(db, communityId);

  async function settingsOf(communityId: string) {
    const s = await repo.settings(db, communityId);
    const area = (s?.area as AreaPolygons | null) ?? null;
    const slug = await slugOf(communityId);
    return {
      area,
      outline: area ? outlineSvg(area) : null,
      subdivisions: (s?.sgcCodes ?? []).map(
        (code) => ctx.subdivisions.find(code) ?? { code, name: code, province: '' },
      ),
      relayNow: s?.relayNow ?? [],
      sign: s?.sign ?? false,
      feedUrl: feedUrl(slug),
      certificateUrl: `${ctx.publicUrl}/v1/public/cap/certificate.pem`,
      eventCodes: CAP_CP_EVENT_CODES.map((code) => ({ code, category: CAP_CP_EVENTS[code] })),
    };
  }

  return {
    settings: (actor: CommunityAdmin) => settingsOf(actor.communityId),

    async saveSettings(
      actor: CommunityAdmin,
      body: CapSettingsBody & { sgcCodes: string[]; relayNow: string[]; sign: boolean },
    ) {
      let area: AreaPolygons | null = null;
      const before = await repo.settings(db, actor.communityId);
      if (body.area === undefined) area = (before?.area as AreaPolygons | null) ?? null;
      else if (body.area !== null)
        try {
          area = areaFromGeoJson(body.area);
        } catch (err) {
          if (!(err instanceof AreaError)) throw err;
          const m =
            err.message === 'vertices'
              ? msg.areaTooDetailed
              : err.message === 'type' || err.message === 'empty'
                ? msg.areaNotGeoJson
                : msg.areaInvalid;
          throw badRequest(m, 'area');
        }
      const codes = [...new Set(body.sgcCodes)];
      if (codes.some((c) => !isSgcCode(c))) throw badRequest(msg.sgcUnknown, 'sgcCodes');
      const relayNow = [...new Set(body.relayNow)];
      if (relayNow.some((c) => !(c in CAP_CP_EVENTS))) throw badRequest(msg.eventUnknown, 'relayNow');
      await db.transaction(async (tx) => {
        await repo.saveSettings(tx, {
          communityId: actor.communityId,
          area,
          sgcCodes: codes,
          relayNow,
          sign: body.sign,
          updatedAt: ctx.clock.now(),
        });
        await ctx.audit.record(tx, {
          communityId: actor.communityId,
          action: 'cap.settings',
          target: { kind: 'community', id: actor.communityId },
          before: before
            ? { sgcCodes: before.sgcCodes, relayNow: before.relayNow, sign: before.sign, area: !!before.area }
            : null,
          after: { sgcCodes: codes, relayNow, sign: body.sign, area: !!area },
        });
      });
      return { data: await settingsOf(actor.communityId), message: msg.settingsSaved };
    },

    searchSubdivisions: (q: string) => ctx.subdivisions.search(q),

    async sources(actor: CommunityAdmin) {
      return (await repo.sources(db, actor.communityId)).map((s) => ({
        id: s.id,
        name: s.name,
        url: s.url,
        polledAt: iso(s.polledAt),
        error: s.error,
      }));
    },

    async addSource(actor: CommunityAdmin, body: CapSourceBody) {
      const s = await repo.settings(db, actor.communityId);
      if (!s || (!s.area && !s.sgcCodes.length)) throw badRequest(msg.areaRequired, 'url');
      let url: string;
      try {
        url = checkSourceUrl(body.url, ctx.fetch).href;
      } catch (err) {
        if (err instanceof CapFetchError) throw badRequest(msg[err.reason], 'url');
        throw err;
      }
      const made = await db.transaction(async (tx) => {
        const row = await repo.addSource(tx, {
          communityId: actor.communityId,
          name: body.name,
          url,
          createdAt: ctx.clock.now(),
        });
        if (!row) throw conflict(msg.sourceExists, 'url');
        await ctx.audit.record(tx, {
          communityId: actor.communityId,
          action: 'cap.source_add',
          target: { kind: 'cap_source', id: row.id },
          after: { name: row.name, url: row.url },
        });
        return row;
      });
      return {
        data: { id: made.id, name: made.name, url: made.url, polledAt: null, error: null },
        message: msg.sourceAdded,
      };
    },

    async removeSource(actor: CommunityAdmin, id: string) {
      if (!isUuid(id)) throw notFound(msg.sourceNotFound);
      await db.transaction(async (tx) => {
        const gone = await repo.removeSource(tx, actor.communityId, id);
        if (!gone) throw notFound(msg.sourceNotFound);
        await ctx.audit.record(tx, {
          communityId: actor.communityId,
          action: 'cap.source_remove',
          target: { kind: 'cap_source', id },
          before: { name: gone.name, url: gone.url },
        });
      });
      return { message: msg.sourceRemoved };
    },

    /** "Check now": polls one source at once (the job polls them all every few minutes). */
    async pollNow(actor: CommunityAdmin, id: string) {
      if (!isUuid(id) || !(await repo.source(db, actor.communityId, id))) throw notFound(msg.sourceNotFound);
      await pollSource(ctx, id, actor.communityId);
      const s = (await repo.source(db, actor.communityId, id))!;
      return {
        data: { id: s.id, name: s.name, url: s.url, polledAt: iso(s.polledAt), error: s.error },
        message: msg.polled,
      };
    },

    async proposals(actor: CommunityAdmin, open: boolean): Promise<CapProposal[]> {
      const rows = await repo.proposals(db, actor.communityId, open);
      return rows.map((p) => ({
        id: p.id,
        msgType: p.msgType as CapProposal['msgType'],
        state:
          p.status === 'PROPOSED' && p.notificationId
            ? p.alertStatus === 'DRAFT'
              ? 'IN_REVIEW'
              : 'SENT'
            : (p.status as CapProposal['state']),
        eventCode: p.eventCode,
        texts: p.texts as CapProposal['texts'],
        severity: p.severity,
        urgency: p.urgency,
        expiresAt: iso(p.expiresAt),
        sourceName: p.sourceName,
        link: p.link,
        identifier: p.identifier,
        sender: p.sender,
        notificationId: p.notificationId,
        receivedAt: iso(p.createdAt)!,
        documentUrl: `${ctx.publicUrl}/v1/cap/documents/${p.documentId}`,
      }));
    },

    review: (actor: CommunityAdmin, id: string) => review(ctx, actor, id),
    dismiss: (actor: CommunityAdmin, id: string) => dismiss(ctx, actor, id),
    followUp: (actor: CommunityAdmin, id: string, msgType: 'Update' | 'Cancel') =>
      followUp(ctx, actor, id, msgType),

    async published(actor: CommunityAdmin) {
      const slug = await slugOf(actor.communityId);
      const current = new Set((await repo.current(db, actor.communityId, ctx.clock.now())).map((c) => c.id));
      const rows = await repo.published(db, actor.communityId);
      const titles = new Map(
        (await repo.current(db, actor.communityId, new Date(0))).map((c) => [c.id, c.title]),
      );
      return rows.map((r) => ({
        id: r.id,
        identifier: r.identifier,
        msgType: r.msgType,
        sent: r.sent,
        eventCode: r.eventCode,
        notificationId: r.notificationId,
        title: titles.get(r.id) ?? null,
        signed: r.signed,
        current: current.has(r.id),
        url: docUrl(slug, r.id),
      }));
    },

    /** A kept document (received or sent) of the community, as it was: the console's link. */
    async document(actor: CommunityAdmin, id: string) {
      const d = isUuid(id) ? await repo.document(db, actor.communityId, id) : null;
      if (!d) throw notFound(msg.alertNotFound);
      return d.xml;
    },

    /** The public Atom feed of a community's current alerts (null: no such community). */
    async feed(slug: string) {
      const c = await repo.communityBySlug(db, slug);
      if (!c) return null;
      const now = ctx.clock.now();
      const alerts = await repo.current(db, c.id, now);
      const updated = alerts[0] ? new Date(alerts[0].createdAt) : new Date(0);
      return atomFeed({
        id: feedUrl(slug),
        title: `${c.name}: alerts`,
        self: feedUrl(slug),
        updated: updated.toISOString(),
        alerts: alerts.map((a) => ({
          id: `${a.sender},${a.identifier},${a.sent}`,
          title: a.title ?? a.identifier,
          updated: new Date(a.createdAt).toISOString(),
          summary: `${a.msgType}: ${a.title ?? ''}`.trim(),
          url: docUrl(slug, a.id),
        })),
      });
    },

    /** One published document of a community, public (null: none). */
    async publicDocument(slug: string, id: string) {
      const c = await repo.communityBySlug(db, slug);
      const d = c && isUuid(id) ? await repo.document(db, c.id, id) : null;
      return d && d.direction === 'OUT' ? d.xml : null;
    },

    certificate: async () => (await ctx.signingKey()).certificatePem,

    publishAlert: (tx: Parameters<typeof publishAlert>[1], id: string) => publishAlert(ctx, tx, id),
    /** One alert's document, in a transaction of its own (the job queued with its send). */
    publishNow: (id: string) => db.transaction((tx) => publishAlert(ctx, tx, id)),
    publishDue: () => publishDue(ctx),
    pollAll: () => pollAll(ctx),
  };
}

export type CapService = ReturnType<typeof createCapService>;
