import { XMLBuilder } from 'fast-xml-parser';
import { CapFormatError, parseXml } from './cap.xml';

/** The entries of a source's feed worth reading: the CAP document each links to. At most this many a poll. */
export const MAX_FEED_ENTRIES = 50;

export interface FeedEntry {
  /** The CAP document's address, absolute. */
  url: string;
  title: string | null;
}

type Node = Record<string, unknown>;
const list = (v: unknown): Node[] => (Array.isArray(v) ? (v as Node[]) : v ? [v as Node] : []);
const text = (v: unknown) =>
  v === undefined || v === null
    ? null
    : typeof v === 'object'
      ? String((v as Node)['#text'] ?? '')
      : String(v);

/**
 * The CAP documents an Atom or RSS 2.0 feed links to (NAAD's, Environment Canada's and provinces' feeds are one of
 * the two): an Atom entry's link of type application/cap+xml (else its alternate or only link), an RSS item's
 * link. Relative addresses are read against the feed's.
 */
export function feedEntries(xml: string, base: string): FeedEntry[] {
  const doc = parseXml(xml);
  const out: FeedEntry[] = [];
  const add = (href: string | null, title: string | null) => {
    if (!href) return;
    try {
      out.push({ url: new URL(href, base).href, title });
    } catch {
      /* not an address: skipped */
    }
  };
  const feed = doc.feed as Node | undefined;
  const channel = (doc.rss as Node | undefined)?.channel as Node | undefined;
  if (feed) {
    for (const e of list(feed.entry)) {
      const links = list(e.link);
      const cap =
        links.find((l) => String(l['@_type'] ?? '').includes('cap')) ??
        links.find((l) => !l['@_rel'] || l['@_rel'] === 'alternate') ??
        links[0];
      add(cap ? String(cap['@_href'] ?? '') : null, text(e.title));
    }
  } else if (channel) {
    for (const i of list(channel.item)) add(text(list(i.link)[0] ?? null), text(i.title));
  } else throw new CapFormatError('not an Atom or RSS feed');
  return out.slice(0, MAX_FEED_ENTRIES);
}

export interface FeedAlert {
  id: string;
  title: string;
  updated: string;
  summary: string;
  url: string;
}

/** The Atom feed of a community's current alerts, each entry linking to its CAP document (application/cap+xml). */
export function atomFeed(f: {
  id: string;
  title: string;
  self: string;
  updated: string;
  alerts: FeedAlert[];
}) {
  const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true });
  const feed = {
    '@_xmlns': 'http://www.w3.org/2005/Atom',
    id: f.id,
    title: f.title,
    updated: f.updated,
    link: [{ '@_rel': 'self', '@_href': f.self, '@_type': 'application/atom+xml' }],
    author: { name: f.title },
    entry: f.alerts.map((a) => ({
      id: a.id,
      title: a.title,
      updated: a.updated,
      summary: a.summary,
      link: [{ '@_rel': 'alternate', '@_href': a.url, '@_type': 'application/cap+xml' }],
    })),
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({ feed }) as string}`;
}
