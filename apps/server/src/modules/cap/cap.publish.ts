import { createHash, randomUUID } from 'node:crypto';
import { ALERT_TYPE_LABELS, type AlertType } from '@gathering/contract';
import type { Executor } from '../../db/client';
import { translator } from '../../i18n';
import type { CapContext } from './cap.context';
import { capPolygons, type AreaPolygons } from './cap.area';
import {
  ALERT_TYPE_CAP,
  CAP_CP_EVENT,
  CAP_CP_EVENTS,
  CAP_CP_LOCATION,
  CAP_CP_PROFILE,
  capLanguage,
} from './cap.codes';
import { capRepository as repo } from './cap.repository';
import { signCap } from './cap.sign';
import { capTime } from './cap.time';
import { buildCap, referenceOf, type CapInfo, type CapMessage } from './cap.xml';

/** How long an alert stays among the current ones when nothing says otherwise. */
export const DEFAULT_ALERT_HOURS = 24;

const asDate = (v: Date | string | null) => (v === null ? null : new Date(v));

/** The event's name in a language: the relayed alert's own words, else the product's label of its type. */
function eventName(lang: string, alertType: AlertType, names: Record<string, string> | null) {
  const own =
    names?.[lang] ?? names?.[Object.keys(names ?? {}).find((k) => k.startsWith(lang.slice(0, 2))) ?? ''];
  if (own) return own;
  if (lang.startsWith('fr')) return translator('fr')(`cap.alertTypes.${alertType}`);
  return ALERT_TYPE_LABELS[alertType];
}

/**
 * Publishes one of the community's emergency alerts as a CAP 1.2 document with the CAP-CP profile, inside the
 * caller's transaction: kept as sent (signed when the community asked for signatures) and recorded in the trail.
 * An alert that updates or cancels an earlier one references every message of that chain. Answers null when the
 * alert is not to be published (not an alert, no area) or already was.
 */
export async function publishAlert(ctx: CapContext, tx: Executor, notificationId: string) {
  const n = await repo.alertToPublish(tx, notificationId);
  if (!n || !n.alertType || !['SENDING', 'SENT', 'FAILED'].includes(n.status)) return null;
  const settings = await repo.settings(tx, n.communityId);
  const area = (settings?.area as AreaPolygons | null) ?? null;
  if (!settings || (!area && !settings.sgcCodes.length)) return null;
  if (await repo.publishedOf(tx, n.id)) return null;

  const alertType = n.alertType as AlertType;
  const defaults = ALERT_TYPE_CAP[alertType] ?? ALERT_TYPE_CAP.OTHER;
  const previous = n.referencesId ? await repo.publishedOf(tx, n.referencesId) : null;
  // An update of an alert that was never published (no area then) is published as an alert of its own.
  const msgType = previous && n.msgType ? n.msgType : 'Alert';
  const refs = previous ? [...previous.refs, referenceOf(previous)] : [];
  const at = asDate(n.sentAt) ?? ctx.clock.now();
  const expires = asDate(n.expiresAt) ?? new Date(at.getTime() + DEFAULT_ALERT_HOURS * 3_600_000);
  const eventCode = n.eventCode ?? defaults.eventCode;
  const translations = typeof n.translations === 'string' ? JSON.parse(n.translations) : n.translations;
  const versions = [{ language: n.language, title: n.title, body: n.body }, ...translations] as {
    language: string;
    title: string;
    body: string;
  }[];
  const host = new URL(ctx.publicUrl).hostname;
  const documentId = randomUUID();
  const web = `${ctx.publicUrl}/v1/public/cap/${n.slug}/alerts/${documentId}.xml`;
  const infos: CapInfo[] = versions.map((v) => {
    const language = capLanguage(v.language);
    return {
      language,
      category: [CAP_CP_EVENTS[eventCode] ?? 'Other'],
      event: eventName(language, alertType, n.eventNames),
      responseType: [msgType === 'Cancel' ? 'AllClear' : defaults.responseType],
      urgency: n.urgency ?? (msgType === 'Cancel' ? 'Past' : defaults.urgency),
      severity: n.severity ?? (msgType === 'Cancel' ? 'Minor' : defaults.severity),
      certainty: n.certainty ?? defaults.certainty,
      eventCodes: [{ valueName: CAP_CP_EVENT, value: eventCode }],
      effective: capTime(at, n.timeZone),
      expires: capTime(expires, n.timeZone),
      senderName: n.communityName,
      headline: v.title,
      description: v.body,
      web,
      areas: [
        {
          areaDesc: n.communityName,
          polygons: area ? capPolygons(area) : [],
          geocodes: settings.sgcCodes.map((value) => ({ valueName: CAP_CP_LOCATION, value })),
        },
      ],
    };
  });
  const message: CapMessage = {
    identifier: `urn:uuid:${n.id}`,
    sender: `${n.slug}@${host}`,
    sent: capTime(at, n.timeZone),
    status: 'Actual',
    msgType,
    source: 'Gathering',
    scope: 'Public',
    codes: [CAP_CP_PROFILE],
    references: refs,
    infos,
  };
  let xml = buildCap(message);
  if (settings.sign) xml = signCap(xml, await ctx.signingKey());
  const doc = await repo.insertDocument(tx, {
    id: documentId,
    communityId: n.communityId,
    direction: 'OUT',
    identifier: message.identifier,
    sender: message.sender,
    sent: message.sent,
    msgType,
    refs,
    eventCode,
    xml,
    sha256: createHash('sha256').update(xml).digest('hex'),
    notificationId: n.id,
    expiresAt: expires,
    signed: settings.sign,
    link: web,
    createdAt: ctx.clock.now(),
  });
  if (!doc) return null;
  await ctx.audit.record(tx, {
    communityId: n.communityId,
    action: 'cap.published',
    target: { kind: 'cap_document', id: doc.id },
    details: {
      identifier: doc.identifier,
      msgType,
      notificationId: n.id,
      sha256: doc.sha256,
      signed: doc.signed,
    },
  });
  return doc;
}

/** The sweep: every alert under way or sent in the last day with no document yet (a scheduled one, a relayed one). */
export async function publishDue(ctx: CapContext) {
  const since = new Date(ctx.clock.now().getTime() - DEFAULT_ALERT_HOURS * 3_600_000);
  const due = await repo.duePublications(ctx.db, since);
  let published = 0;
  for (const d of due) if (await ctx.db.transaction((tx) => publishAlert(ctx, tx, d.id))) published += 1;
  return published;
}
