import { appFeedItem, appFeedList } from '@gathering/contract';
import { pageMeta } from '../../lib/paging';
import { weakTag } from '../../lib/validators';
import type { FeedContext, Page } from './feed.context';
import { feedRepository as repo, type AppPageEntry, type Viewer } from './feed.repository';

const pageMetaShape = appFeedList.shape.meta;

// A reader's renderings are held per list of languages and community default (the version they get).
const readerKey = (v: Viewer, communityDefault: string) => `${v.languages.join(',')}|${communityDefault}`;

/** The page as the page statement answers it: searches, and whatever the community cache cannot answer. */
async function pageBySql(ctx: FeedContext, v: Viewer, q: Page) {
  const entries = await repo.appPageEntries(ctx.database, v, q);
  const total = entries.length
    ? entries[0].total
    : q.offset === 0
      ? 0
      : await repo.appCount(ctx.db, v, q.search);
  return { entries, total };
}

/**
 * Each entry's rendering without the reader's bits (liked, views, likes), by item id, in the version of the
 * reader's languages (held per item and list of languages), and the languages used, in page order.
 */
async function renderItems(
  ctx: FeedContext,
  v: Viewer,
  entries: AppPageEntry[],
): Promise<{ json: Map<string, Buffer>; languages: string[] }> {
  const communityId = v.communityId;
  const { rendered, rendering } = ctx;
  const communityDefault = await ctx.defaultLanguage(communityId);
  const reader = readerKey(v, communityDefault);
  const out = new Map<string, Buffer>();
  const tags = new Map<string, string>();
  const waiting: [string, Promise<{ text: Buffer; tag: string } | undefined>][] = [];
  const missing: AppPageEntry[] = [];
  // Renderings hold signed document addresses: the signing window is part of what they depend on.
  const window = ctx.addresses.addressWindow();
  for (const e of entries) {
    const key = `${e.id}:${reader}`;
    const hit = rendered.get(key, `${e.sig}:${window}`);
    if (hit !== undefined) {
      out.set(e.id, hit);
      tags.set(e.id, rendered.tagOf(key));
    } else if (rendering.has(`${key}:${e.sig}`)) waiting.push([e.id, rendering.get(`${key}:${e.sig}`)!]);
    else missing.push(e);
  }
  if (missing.length) {
    const ids = missing.map((e) => e.id);
    const batch = Promise.all([
      repo.appItems(ctx.db, communityId, ids),
      ctx.content.versions(ctx.db, ids),
    ]).then(([page, versions]) => {
      const byId = new Map<string, { text: Buffer; tag: string }>();
      const items = ctx.toApp(page.rows, {
        ...page,
        liked: new Set(),
        versions,
        readerLanguages: v.languages,
        communityDefault,
      });
      for (const row of items) {
        const { liked: _l, views: _v, likes: _k, ...rest } = appFeedItem.encode(row);
        byId.set(row.id, { text: Buffer.from(JSON.stringify(rest)), tag: row.language });
      }
      return byId;
    });
    const settle = async (e: AppPageEntry) => {
      try {
        return (await batch).get(e.id);
      } finally {
        rendering.delete(`${e.id}:${reader}:${e.sig}`);
      }
    };
    for (const e of missing) {
      const one = settle(e);
      // A failed batch fails the requests awaiting it; it must not also surface as an unhandled rejection.
      one.catch(() => undefined);
      rendering.set(`${e.id}:${reader}:${e.sig}`, one);
      waiting.push([e.id, one]);
    }
    for (const [id, r] of await batch) {
      const e = missing.find((m) => m.id === id);
      if (e) rendered.set(`${id}:${reader}`, `${e.sig}:${window}`, r.text, r.tag);
    }
  }
  for (const [id, one] of waiting) {
    const r = await one;
    if (r !== undefined) {
      out.set(id, r.text);
      tags.set(id, r.tag);
    }
  }
  const languages = [...new Set(entries.map((e) => tags.get(e.id)).filter((t): t is string => !!t))];
  return { json: out, languages };
}

/**
 * The page as the JSON text the route sends (the contract's appFeedList). Every member opens the feed at
 * once after a push: the page statement decides what this viewer sees and carries the per-reader bits,
 * items are rendered (and schema-encoded) once per version and reused as text, so a request costs the
 * caller lookup, one statement and string joins. Answers the page, its validator (the items' renderings, the
 * caller's likes and the page, not counters) and the languages its items are in.
 */
export async function appFeedJson(
  ctx: FeedContext,
  v: Viewer,
  q: Page,
): Promise<{ json: Buffer; etag: string; languages: string[] }> {
  const { entries, total } = (!q.search && (await ctx.pages.page(v, q))) || (await pageBySql(ctx, v, q));
  const { json, languages } = await renderItems(ctx, v, entries);
  // An empty page is in the language the reader would get.
  if (!languages.length) languages.push(await ctx.defaultLanguage(v.communityId));
  // Written straight into one buffer of the page's size: the held renderings are copied once, the reader's
  // bits (ASCII) written beside them, and no string, part buffer or list of parts is built per request.
  const head = '{"data":[';
  const meta = `],"meta":${JSON.stringify(pageMetaShape.encode(pageMeta(q.offset, q.limit, total)))}}`;
  const bits: string[] = [];
  const items: Buffer[] = [];
  let length = head.length + Buffer.byteLength(meta);
  for (const e of entries) {
    const item = json.get(e.id);
    // Deleted between the two statements: left out rather than answered half.
    if (item === undefined) continue;
    const own = `${items.length ? ',' : ''}{"liked":${e.liked === true},"views":${Number(e.views)},"likes":${Number(e.likes)},`;
    bits.push(own);
    items.push(item);
    // The rendering's own opening brace is skipped: the bits open the object.
    length += own.length + item.length - 1;
  }
  const out = Buffer.allocUnsafe(length);
  let at = out.write(head, 0, 'latin1');
  for (let i = 0; i < items.length; i++) {
    at += out.write(bits[i], at, 'latin1');
    at += items[i].copy(out, at, 1);
  }
  out.write(meta, at, 'utf8');
  return {
    json: out,
    etag: weakTag([...items, entries.map((e) => (e.liked === true ? '1' : '0')).join(''), meta]),
    languages,
  };
}
