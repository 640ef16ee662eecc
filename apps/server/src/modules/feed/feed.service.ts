import {
  appMessages,
  contentMessages,
  appFeedItem,
  appFeedList,
  type AppFeedItem,
  type FeedList,
  type FormNode,
  type FormSubmissionBody,
} from '@gathering/contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { FileAddresses } from '../../lib/files/storage';
import { badRequest, notFound } from '../../lib/errors';
import {
  attachmentsById,
  attachmentInLanguage,
  inLanguage,
  kindFields,
  toListEntry,
  type ApprovalRow,
  type AttachmentRow,
  type ContentRepository,
  type ContentService,
  type FeedItemRow,
} from '../content';
import { pageMeta } from '../../lib/paging';
import type { MailService } from '../mail';
import type { CommunitiesRepository } from '../communities';
import { checkAnswers } from './form-answers';
import { renderFormMail } from './form-mail';
import { feedRepository as repo, type AppPageEntry, type Viewer } from './feed.repository';
import { createRenderedItems } from './rendered-items';
import { createCommunityFeed } from './community-feed';
import { isUuid } from '../../lib/uuid';
import { weakTag } from '../../lib/validators';

export type { Viewer };

const pageMetaShape = appFeedList.shape.meta;

interface Page {
  offset: number;
  limit: number;
  search?: string;
}

export function createFeedService(deps: {
  database: Database;
  clock: Clock;
  content: ContentService;
  /** Content's counters on its items (content owns feed_items). */
  counters: Pick<ContentRepository, 'countView' | 'countLike'>;
  mail: MailService;
  /** The communities module's names (the form e-mail's sender). */
  communities: Pick<CommunitiesRepository, 'findName'>;
  /** Stored file addresses made absolute for answers. */
  addresses: FileAddresses;
  /** The communities module's languages: the default one is the readers' last fallback. */
  languages: { defaultLanguage(ex: Database['db'], communityId: string): Promise<string> };
}) {
  const { clock, content, mail } = deps;
  const db = deps.database.db;

  async function listPage(communityId: string, q: Page & { extra?: ReturnType<typeof repo.featured> }) {
    const { rows, total } = await repo.page(db, communityId, q);
    return { data: await content.listEntries(communityId, rows), meta: pageMeta(q.offset, q.limit, total) };
  }

  // Each community's default language, held a minute (as the community feed's lists are): a reader whose
  // languages an item has no version in gets it, and a change of default shows within that minute.
  const defaults = new Map<string, { tag: string; at: number }>();
  async function defaultLanguage(communityId: string): Promise<string> {
    const hit = defaults.get(communityId);
    if (hit && clock.now().getTime() - hit.at < 60_000) return hit.tag;
    const tag = await deps.languages.defaultLanguage(db, communityId);
    if (defaults.size >= 1_000) defaults.clear();
    defaults.set(communityId, { tag, at: clock.now().getTime() });
    return tag;
  }
  const readerKey = (v: Viewer, communityDefault: string) =>
    `${(v.languages ?? []).join(',')}|${communityDefault}`;

  /** Items as the member app shows them: the console detail without the audience lists, with the viewer's like. */
  function toApp(
    source: FeedItemRow[],
    page: {
      files: Map<string, AttachmentRow>;
      approvals: Map<string, ApprovalRow[]>;
      liked: Set<string>;
      versions: Awaited<ReturnType<ContentService['versions']>>;
      readerLanguages: readonly string[];
      communityDefault: string;
    },
  ): AppFeedItem[] {
    const files = attachmentsById(page.files.values(), deps.addresses.publicAddress);
    const rows = source.map((row) =>
      inLanguage(
        row,
        page.versions.filter((t) => t.feedItemId === row.id),
        page.readerLanguages,
        page.communityDefault,
      ),
    );
    return rows.map((row) => {
      // The member API's one casing: a job's keys of the console's shape (the spec's) leave in camelCase; the
      // document's reviewers (names, e-mails, comments) are for its administrators only.
      const {
        closing_date: closingDate,
        external_url: externalUrl,
        contact_info: contactInfo,
        approval: _approval,
        ...fields
      } = kindFields(row, files, page.approvals.get(row.id), deps.addresses);
      // A document's file is named in the version read (issue 23).
      if (fields.attachment)
        fields.attachment = attachmentInLanguage(
          fields.attachment,
          page.versions.filter((t) => t.feedItemId === row.id),
          row.language,
        );
      return {
        ...toListEntry(row, files),
        ...fields,
        ...(row.kind === 'JOB' ? { closingDate, externalUrl, contactInfo } : {}),
        liked: page.liked.has(row.id),
        language: row.language,
      };
    });
  }

  // ~2 KB an item: a few thousand items of recent pages, in a bounded few tens of MB at most.
  const rendered = createRenderedItems({ maxEntries: 5_000, maxBytes: 32_000_000 });
  // Renderings under way, so the burst after a push renders each item once, not once per waiting request.
  const rendering = new Map<string, Promise<{ text: Buffer; tag: string } | undefined>>();

  // Most communities' live items fit; a community past 10,000 is paged by the statement instead.
  const pages = createCommunityFeed({
    database: deps.database,
    clock,
    maxCommunities: 200,
    maxItems: 10_000,
    maxReaders: 50_000,
    maxAgeMs: 60_000,
  });

  /** The page as the page statement answers it: searches, and whatever the community cache cannot answer. */
  async function pageBySql(v: Viewer, q: Page) {
    const entries = await repo.appPageEntries(deps.database, v, q);
    const total = entries.length
      ? entries[0].total
      : q.offset === 0
        ? 0
        : await repo.appCount(db, v, q.search);
    return { entries, total };
  }

  /** Each entry's rendering without the reader's bits (liked, views, likes), by item id. */
  /**
   * Each entry's rendering without the reader's bits (liked, views, likes), by item id, in the version of the
   * reader's languages (held per item and list of languages), and the languages used, in page order.
   */
  async function renderItems(
    v: Viewer,
    entries: AppPageEntry[],
  ): Promise<{ json: Map<string, Buffer>; languages: string[] }> {
    const communityId = v.communityId;
    const communityDefault = await defaultLanguage(communityId);
    const reader = readerKey(v, communityDefault);
    const out = new Map<string, Buffer>();
    const tags = new Map<string, string>();
    const waiting: [string, Promise<{ text: Buffer; tag: string } | undefined>][] = [];
    const missing: AppPageEntry[] = [];
    // Renderings hold signed document addresses: the signing window is part of what they depend on.
    const window = deps.addresses.addressWindow();
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
      const batch = Promise.all([repo.appItems(db, communityId, ids), content.versions(db, ids)]).then(
        ([page, versions]) => {
          const byId = new Map<string, { text: Buffer; tag: string }>();
          const items = toApp(page.rows, {
            ...page,
            liked: new Set(),
            versions,
            readerLanguages: v.languages ?? [],
            communityDefault,
          });
          for (const row of items) {
            const { liked: _l, views: _v, likes: _k, ...rest } = appFeedItem.encode(row);
            byId.set(row.id, { text: Buffer.from(JSON.stringify(rest)), tag: row.language });
          }
          return byId;
        },
      );
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

  async function visible(v: Viewer, id: string): Promise<FeedItemRow> {
    const row = isUuid(id) ? await repo.findVisible(db, v, id) : undefined;
    if (!row) throw notFound(contentMessages.feedItemNotFound);
    return row;
  }

  return {
    // --- console ---
    communityFeed: (communityId: string, q: Page): Promise<FeedList> => listPage(communityId, q),
    publicFeed: (communityId: string, q: Page): Promise<FeedList> =>
      listPage(communityId, { ...q, extra: repo.open() }),
    pinnedPage: (communityId: string, q: Page): Promise<FeedList> =>
      listPage(communityId, { ...q, extra: repo.pinned() }),
    async featured(communityId: string) {
      return {
        featured: (await listPage(communityId, { offset: 0, limit: 100, extra: repo.featured() })).data,
      };
    },
    async pinned(communityId: string) {
      return { pinned: (await listPage(communityId, { offset: 0, limit: 100, extra: repo.pinned() })).data };
    },

    // --- member app ---
    /**
     * The page as the JSON text the route sends (the contract's appFeedList). Every member opens the feed at
     * once after a push: the page statement decides what this viewer sees and carries the per-reader bits,
     * items are rendered (and schema-encoded) once per version and reused as text, so a request costs the
     * caller lookup, one statement and string joins.
     */
    /** The page as JSON, and its validator: the items' renderings, the caller's likes and the page (not counters). */
    async appFeedJson(v: Viewer, q: Page): Promise<{ json: Buffer; etag: string; languages: string[] }> {
      const { entries, total } = (!q.search && (await pages.page(v, q))) || (await pageBySql(v, q));
      const { json, languages } = await renderItems(v, entries);
      // An empty page is in the language the reader would get.
      if (!languages.length) languages.push(await defaultLanguage(v.communityId));
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
    },

    /** One item; reading it records a view (analytics counts unique viewers from the events). */
    async appItem(v: Viewer, id: string): Promise<AppFeedItem> {
      const row = await visible(v, id);
      await db.transaction(async (tx) => {
        await repo.record(tx, v, { feedItemId: row.id, type: 'VIEW', at: clock.now() });
        await deps.counters.countView(tx, row.id);
      });
      const [item] = toApp([{ ...row, viewCount: row.viewCount + 1 }], {
        files: await content.files(db, v.communityId, [row]),
        approvals: await repo.approvalsOf(db, row.kind === 'DOCUMENT' ? [row.id] : []),
        liked: await repo.likedAmong(db, v, [row.id]),
        versions: await content.versions(db, [row.id]),
        readerLanguages: v.languages ?? [],
        communityDefault: await defaultLanguage(v.communityId),
      });
      return item;
    },

    async like(v: Viewer, id: string, liked: boolean) {
      const row = await visible(v, id);
      await db.transaction(async (tx) => {
        const now = clock.now();
        if (await repo.setLike(tx, v, row.id, liked, now)) {
          await deps.counters.countLike(tx, row.id, liked);
          await repo.record(tx, v, { feedItemId: row.id, type: liked ? 'LIKE' : 'UNLIKE', at: now });
        }
      });
      return { liked, likes: await repo.likeCount(db, row.id) };
    },

    /**
     * A form submission: checked against the form, e-mailed to the form's addresses, and otherwise forgotten —
     * only the conversion event (who, which form, when) is stored, as the privacy policy promises.
     */
    async submitForm(v: Viewer, id: string, body: FormSubmissionBody) {
      const row = await visible(v, id);
      if (row.kind !== 'FORM') throw badRequest(appMessages.notAForm, 'id');
      const form = row.data as { emails: string[]; formNodes: FormNode[] };
      const answers = checkAnswers(form.formNodes, body.answers);
      if (form.emails.length === 0) throw badRequest(appMessages.noFormRecipients, 'id');
      const signatures: Record<string, string> = {};
      for (const n of form.formNodes)
        for (const i of n.nodeInputs) {
          const a = body.answers[i.id!];
          if (i.type === 'SIGNATURE' && typeof a === 'string' && a.startsWith('data:'))
            signatures[i.label] = a;
        }
      const now = clock.now();
      const who = v.membershipId ? await repo.memberIdentity(db, v.membershipId) : undefined;
      const from = who ? `${`${who.firstName} ${who.lastName}`.trim()} <${who.email}>` : 'A guest of the app';
      const rendered = renderFormMail({
        community: (await deps.communities.findName(db, v.communityId)) ?? 'Gathering',
        form: row.headline,
        from,
        at: now,
        answers,
        signatures,
      });
      // The answer's e-mails are queued with its conversion: committed together, or not at all.
      await db.transaction(async (tx) => {
        await repo.record(tx, v, { feedItemId: row.id, type: 'CONVERSION', conversion: 'FORM', at: now });
        for (const to of form.emails) await mail.store(tx, { kind: 'form-submission', to, ...rendered });
      });
      return { message: appMessages.formSubmitted };
    },

    async rsvp(v: Viewer, id: string, dateTimeId?: string) {
      const row = await visible(v, id);
      if (row.kind !== 'EVENT') throw badRequest(appMessages.notAnEvent, 'id');
      const dates = (row.data as { dateTimes: { id: string }[] }).dateTimes;
      if (dateTimeId && !dates.some((d) => d.id === dateTimeId))
        throw badRequest(contentMessages.invalidAnswer('dateTimeId'), 'dateTimeId');
      await repo.record(db, v, {
        feedItemId: row.id,
        type: 'CONVERSION',
        conversion: 'RSVP',
        at: clock.now(),
      });
      return { message: appMessages.rsvpRecorded };
    },

    /** Opening a job's external link: recorded as a conversion, answered with the address to open. */
    async jobLink(v: Viewer, id: string) {
      const row = await visible(v, id);
      const url = row.kind === 'JOB' ? (row.data as { external_url: string | null }).external_url : null;
      if (!url) throw badRequest(appMessages.notAJob, 'id');
      await repo.record(db, v, {
        feedItemId: row.id,
        type: 'CONVERSION',
        conversion: 'JOB_LINK',
        at: clock.now(),
      });
      return { url };
    },
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
