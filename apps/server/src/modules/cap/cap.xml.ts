import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { CAP_NAMESPACE } from './cap.codes';

/** The largest CAP document or feed the server reads: an alert is a few kilobytes, a busy feed a few hundred. */
export const MAX_CAP_BYTES = 1_000_000;

export interface CapArea {
  areaDesc: string;
  /** Each a CAP polygon: "lat,lon lat,lon …", closed. */
  polygons: string[];
  geocodes: { valueName: string; value: string }[];
}

export interface CapInfo {
  language: string;
  category: string[];
  event: string;
  responseType?: string[];
  urgency: string;
  severity: string;
  certainty: string;
  eventCodes: { valueName: string; value: string }[];
  effective?: string;
  onset?: string;
  expires?: string;
  senderName?: string;
  headline?: string;
  description?: string;
  instruction?: string;
  web?: string;
  areas: CapArea[];
}

export interface CapMessage {
  identifier: string;
  sender: string;
  sent: string;
  status: string;
  msgType: string;
  source?: string;
  scope: string;
  codes: string[];
  note?: string;
  /** "sender,identifier,sent" each. */
  references: string[];
  infos: CapInfo[];
}

/** The refusal of a document that is not a CAP 1.2 (or 1.1) alert the server can read. */
export class CapFormatError extends Error {}

// In the schema's order: a document's elements must follow it (xmllint checks them against cap12.xsd).
const pair = (p: { valueName: string; value: string }) => ({ valueName: p.valueName, value: p.value });

/** A CAP 1.2 document with the CAP-CP profile (one `<info>` per language), ready to be signed or sent. */
export function buildCap(m: CapMessage): string {
  const alert = {
    '@_xmlns': CAP_NAMESPACE,
    identifier: m.identifier,
    sender: m.sender,
    sent: m.sent,
    status: m.status,
    msgType: m.msgType,
    ...(m.source ? { source: m.source } : {}),
    scope: m.scope,
    code: m.codes,
    ...(m.note ? { note: m.note } : {}),
    ...(m.references.length ? { references: m.references.join(' ') } : {}),
    info: m.infos.map((i) => ({
      language: i.language,
      category: i.category,
      event: i.event,
      ...(i.responseType?.length ? { responseType: i.responseType } : {}),
      urgency: i.urgency,
      severity: i.severity,
      certainty: i.certainty,
      eventCode: i.eventCodes.map(pair),
      ...(i.effective ? { effective: i.effective } : {}),
      ...(i.onset ? { onset: i.onset } : {}),
      ...(i.expires ? { expires: i.expires } : {}),
      ...(i.senderName ? { senderName: i.senderName } : {}),
      ...(i.headline ? { headline: i.headline } : {}),
      ...(i.description ? { description: i.description } : {}),
      ...(i.instruction ? { instruction: i.instruction } : {}),
      ...(i.web ? { web: i.web } : {}),
      area: i.areas.map((a) => ({
        areaDesc: a.areaDesc,
        ...(a.polygons.length ? { polygon: a.polygons } : {}),
        ...(a.geocodes.length ? { geocode: a.geocodes.map(pair) } : {}),
      })),
    })),
  };
  const builder = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    format: true,
    indentBy: '  ',
    suppressEmptyNode: false,
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({ alert }) as string}`;
}

const LISTS = new Set([
  'code',
  'info',
  'category',
  'responseType',
  'eventCode',
  'area',
  'polygon',
  'geocode',
  'parameter',
  'resource',
  'entry',
  'item',
  'link',
]);

/**
 * A parser for what other servers send: no DOCTYPE at all (so no entity of anyone's, external or expanding), a
 * size bound, namespaces' prefixes dropped (a feed may write `cap:alert`), every repeatable element a list.
 */
export function parseXml(xml: string): Record<string, unknown> {
  if (Buffer.byteLength(xml) > MAX_CAP_BYTES) throw new CapFormatError('too large');
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new CapFormatError('a document type declaration is refused');
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    processEntities: true,
    htmlEntities: false,
    isArray: (name) => LISTS.has(name),
  });
  try {
    return parser.parse(xml, true) as Record<string, unknown>;
  } catch (err) {
    throw new CapFormatError(err instanceof Error ? err.message : 'not XML');
  }
}

type Node = Record<string, unknown>;
const text = (v: unknown): string | undefined => {
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'object') {
    const t = (v as Node)['#text'];
    return t === undefined ? undefined : String(t);
  }
  return String(v);
};
const list = (v: unknown): Node[] => (Array.isArray(v) ? (v as Node[]) : v ? [v as Node] : []);
const texts = (v: unknown): string[] =>
  (Array.isArray(v) ? v : v === undefined ? [] : [v]).map(text).filter((s): s is string => !!s);
const pairs = (v: unknown) =>
  list(v)
    .map((p) => ({ valueName: text(p.valueName) ?? '', value: text(p.value) ?? '' }))
    .filter((p) => p.valueName);

/** Reads a CAP alert (1.2, or 1.1 which is the same for what is read here); throws CapFormatError otherwise. */
export function parseCap(xml: string): CapMessage {
  const doc = parseXml(xml);
  const a = doc.alert as Node | undefined;
  if (!a || typeof a !== 'object') throw new CapFormatError('not a CAP alert');
  const required = (k: string) => {
    const v = text(a[k]);
    if (!v) throw new CapFormatError(`no ${k}`);
    return v;
  };
  return {
    identifier: required('identifier'),
    sender: required('sender'),
    sent: required('sent'),
    status: required('status'),
    msgType: required('msgType'),
    source: text(a.source),
    scope: required('scope'),
    codes: texts(a.code),
    note: text(a.note),
    references: (text(a.references) ?? '').split(/\s+/).filter(Boolean),
    infos: list(a.info).map((i) => ({
      language: text(i.language) ?? 'en-US',
      category: texts(i.category),
      event: text(i.event) ?? '',
      responseType: texts(i.responseType),
      urgency: text(i.urgency) ?? 'Unknown',
      severity: text(i.severity) ?? 'Unknown',
      certainty: text(i.certainty) ?? 'Unknown',
      eventCodes: pairs(i.eventCode),
      effective: text(i.effective),
      onset: text(i.onset),
      expires: text(i.expires),
      senderName: text(i.senderName),
      headline: text(i.headline),
      description: text(i.description),
      instruction: text(i.instruction),
      web: text(i.web),
      areas: list(i.area).map((ar) => ({
        areaDesc: text(ar.areaDesc) ?? '',
        polygons: texts(ar.polygon),
        geocodes: pairs(ar.geocode),
      })),
    })),
  };
}

/** The message's CAP-CP event code (the first info's), or null when it has none. */
export function eventCodeOf(m: CapMessage): string | null {
  for (const i of m.infos)
    for (const c of i.eventCodes) if (/^profile:CAP-CP:Event:/i.test(c.valueName)) return c.value;
  return null;
}

/** The message's SGC codes (CAP-CP location geocodes), any level: province, census division or subdivision. */
export function locationCodesOf(m: CapMessage): string[] {
  const out = new Set<string>();
  for (const i of m.infos)
    for (const a of i.areas)
      for (const g of a.geocodes) if (/^profile:CAP-CP:Location:/i.test(g.valueName)) out.add(g.value.trim());
  return [...out];
}

/** CAP's own name of a message in `<references>`: sender, identifier and sent, comma-separated. */
export const referenceOf = (m: { sender: string; identifier: string; sent: string }) =>
  `${m.sender},${m.identifier},${m.sent}`;
