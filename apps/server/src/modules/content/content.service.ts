import { randomBytes, randomUUID } from 'node:crypto';
import {
  KIND_DATA,
  contentMessages,
  contentRuleMessages,
  type ContentKind,
  type ContentList,
  type ContentListQuery,
  type FeedItemDetail,
  type FormNode,
  type SaveBody,
  type SaveDocumentBody,
  type TagsResponse,
  type EventDateTime,
} from '@gathering/contract';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';
import type { ApprovalsRepository, ApprovalsService } from '../approvals';
import { pageMeta } from '../../lib/paging';
import { attachmentIdsOf, attachmentsById, kindFields, toListEntry } from './content.mapper';
import type { FileAddresses } from '../../lib/files/storage';
import { contentRepository as repo, type FeedItemRow } from './content.repository';
import { bodyImageSource, sanitizeRichText, type BodyImageSource } from './content.sanitize';
import { isUuid } from '../../lib/uuid';
import type { AuditRecorder } from '../audit';

/** What a content edit is about, in the trail (bookkeeping columns left out). */
const CONTENT_FIELDS = [
  'kind',
  'headline',
  'tagline',
  'tags',
  'coverImageId',
  'attachmentId',
  'citationRequired',
  'data',
];
import { translationsRepository as versions, type TranslationRow } from './translations.repository';
import { checkedVersions, fieldIdsOf } from './versions';
import { revisionsRecorder, type HistoryBefore } from './revisions.record';
import { revisionsRepository } from './revisions.repository';
import { createRevisionsService } from './revisions.service';

/** The public key of a feed item: 24 hex characters, like the object ids the apps already link to. */
export const newObjectId = () => randomBytes(12).toString('hex');

const RICH_FIELDS = ['body', 'qualifications', 'responsibilities'] as const;

export interface Actor {
  userId: string;
  communityId: string;
}

/**
 * The kind's data as stored: only its own keys, rich text sanitised (its images only the community's own uploads),
 * new events/sections/inputs given ids.
 */
function kindData(kind: ContentKind, body: SaveBody, images: BodyImageSource): Record<string, unknown> {
  const keys = Object.keys(KIND_DATA[kind].shape);
  const data: Record<string, unknown> = Object.fromEntries(
    keys.filter((k) => k in body).map((k) => [k, (body as Record<string, unknown>)[k]]),
  );
  for (const f of RICH_FIELDS)
    if (typeof data[f] === 'string') data[f] = sanitizeRichText(data[f] as string, images, f);
  if (kind === 'EVENT')
    data.dateTimes = (data.dateTimes as EventDateTime[]).map((d) => ({ ...d, id: d.id ?? randomUUID() }));
  if (kind === 'FORM') {
    data.emails = [...new Set(data.emails as string[])];
    data.formNodes = (data.formNodes as FormNode[]).map((n) => ({
      ...n,
      id: n.id ?? randomUUID(),
      nodeInputs: n.nodeInputs.map((i) => ({ ...i, id: i.id ?? randomUUID() })),
    }));
  }
  return data;
}

/** Tags as typed, without case-insensitive duplicates (the first spelling wins). */
function uniqueTags(list: string[]): string[] {
  const seen = new Map<string, string>();
  for (const t of list) if (!seen.has(t.toLowerCase())) seen.set(t.toLowerCase(), t);
  return [...seen.values()];
}

export function createContentService(deps: {
  database: Database;
  clock: Clock;
  approvals: ApprovalsService;
  /** The approvals module's rows of a document's reviewers (it owns document_approvals). */
  reviews: Pick<ApprovalsRepository, 'syncApprovals' | 'resetDecidedApprovals'>;
  /** Stored file addresses made absolute for answers. */
  addresses: FileAddresses;
  audit: AuditRecorder;
  /** The community's languages (the communities module owns them): a new item is in the default one. */
  languages: { languages(ex: Executor, communityId: string): Promise<{ tag: string; isDefault: boolean }[]> };
}) {
  const { database, clock, approvals } = deps;
  const db = database.db;
  const revisions = revisionsRecorder();

  async function files(ex: Executor, communityId: string, rows: FeedItemRow[]) {
    const list = await repo.findAttachments(ex, communityId, attachmentIdsOf(rows));
    return attachmentsById(list, deps.addresses.publicAddress);
  }

  async function requireAttachment(ex: Executor, communityId: string, id: string | null) {
    if (!id) return undefined;
    const [found] = await repo.findAttachments(ex, communityId, [id]);
    if (!found) throw notFound(contentMessages.attachmentNotFound);
    return found;
  }

  async function detail(ex: Executor, row: FeedItemRow): Promise<FeedItemDetail> {
    const fileMap = await files(ex, row.communityId, [row]);
    const audience = await repo.audience(ex, row.id);
    const approvalRows = row.kind === 'DOCUMENT' ? await repo.approvals(ex, row.id) : [];
    const translations = (await versions.of(ex, [row.id])).map(({ feedItemId: _id, ...v }) => v);
    const [revision] = await revisionsRepository.current(ex, [row.id]);
    return {
      ...toListEntry(row, fileMap),
      translations,
      // The flag lingers after the item goes live; only a scheduled item still has a push to come.
      notifyOnPublish: row.status === 'SCHEDULED' && row.notifyOnPublish,
      ...audience,
      ...kindFields(row, fileMap, approvalRows, deps.addresses),
      revision: revision
        ? { number: revision.number, savedAt: revision.savedAt.toISOString(), savedBy: revision.savedByName }
        : null,
    };
  }

  const service = {
    /** Creates (no id) or updates (id) an item of `kind`; saving never changes its publishing state. */
    async save(
      kind: ContentKind,
      actor: Actor,
      body: SaveBody,
      id?: string,
      /** The version this save restores (revisions.service.ts). */
      restoredFrom?: number,
    ): Promise<FeedItemDetail> {
      const targetId = id ?? body.id;
      if (targetId !== undefined && !isUuid(targetId)) throw notFound(contentMessages[kind]);
      // A new job cannot already be closed. "Past" is before today anywhere on Earth (UTC-12), so a closing date
      // of today in the community's zone is never refused. An existing job keeps its date (it may have closed).
      if (kind === 'JOB' && targetId === undefined) {
        const closing = (body as { closing_date?: string | null }).closing_date;
        const earliestToday = new Date(clock.now().getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
        if (closing && closing < earliestToday)
          throw badRequest(contentRuleMessages.closingDatePast, 'closing_date');
      }
      const doc = kind === 'DOCUMENT' ? (body as SaveDocumentBody) : undefined;
      const now = clock.now();
      const tagList = uniqueTags(body.tags);
      const common = {
        headline: body.headline,
        tagline: body.tagline,
        tags: tagList,
        coverImageId: body.coverImage,
        citationRequired: body.citationRequired,
        data: kindData(kind, body, bodyImageSource(deps.addresses.keyOf, actor.communityId)),
        attachmentId: doc ? doc.attachment : null,
        updatedBy: actor.userId,
        updatedAt: now,
      };
      const row = await db.transaction(async (tx) => {
        await requireAttachment(tx, actor.communityId, body.coverImage);
        const file = doc ? await requireAttachment(tx, actor.communityId, doc.attachment) : undefined;
        const languages = await deps.languages.languages(tx, actor.communityId);
        let saved: FeedItemRow;
        let fileReplaced = false;
        let before: FeedItemRow | null = null;
        let own = (languages.find((l) => l.isDefault) ?? languages[0]).tag;
        let history: HistoryBefore | undefined;
        if (targetId) {
          const existing = await repo.findItem(tx, actor.communityId, targetId, { kind, forUpdate: true });
          if (!existing) throw notFound(contentMessages[kind]);
          before = existing;
          fileReplaced = !!doc && existing.attachmentId !== doc.attachment;
          own = existing.language;
          history = await revisions.before(tx, existing);
          saved = await repo.updateItem(tx, existing.id, common);
        } else {
          saved = await repo.insertItem(tx, {
            ...common,
            communityId: actor.communityId,
            kind,
            objectId: newObjectId(),
            language: own,
            status: 'DRAFT',
            createdBy: actor.userId,
            createdAt: now,
          });
        }
        const translations = checkedVersions(
          kind,
          body.translations ?? [],
          own,
          languages,
          (html) => sanitizeRichText(html, bodyImageSource(deps.addresses.keyOf, actor.communityId), 'body'),
          fieldIdsOf(saved.data),
        );
        // The file's display name is searched with the item's texts (content.search.ts).
        await versions.replace(
          tx,
          { ...saved, displayName: file?.displayName },
          actor.communityId,
          translations,
        );
        const revision = await revisions.record(tx, saved, translations, {
          history,
          by: actor.userId,
          at: now,
          restoredFrom,
        });
        await repo.ensureTags(tx, actor.communityId, tagList);
        // The reviewers' e-mails are queued in this transaction (approvals → mail).
        if (doc) {
          const added = await deps.reviews.syncApprovals(tx, saved.id, [...new Set(doc.approval.emails)]);
          const again = fileReplaced ? await deps.reviews.resetDecidedApprovals(tx, saved.id) : [];
          await approvals.invite(tx, saved, [...added, ...again]);
        }
        await repo.log(tx, {
          communityId: actor.communityId,
          feedItemId: saved.id,
          actorUserId: actor.userId,
          action: targetId ? 'UPDATED' : 'CREATED',
          at: now,
        });
        await deps.audit.record(tx, {
          communityId: actor.communityId,
          action: restoredFrom ? 'content.revision_restore' : targetId ? 'content.update' : 'content.create',
          target: { kind: 'feed_item', id: saved.id },
          before,
          after: saved,
          only: CONTENT_FIELDS,
          details: restoredFrom ? { revision, restoredFrom } : { revision },
        });
        return saved;
      });
      return detail(db, row);
    },

    async list(kind: ContentKind, communityId: string, q: ContentListQuery): Promise<ContentList> {
      const { rows, total } = await repo.list(db, communityId, { kind, ...q });
      const fileMap = await files(db, communityId, rows);
      return { data: rows.map((r) => toListEntry(r, fileMap)), meta: pageMeta(q.offset, q.limit, total) };
    },

    async tags(communityId: string): Promise<TagsResponse> {
      return { tags: await repo.listTags(db, communityId) };
    },

    /** One item with its audience and kind data; another community's item (or a deleted one) is not found. */
    async view(communityId: string, id: string, message: string = contentMessages.feedItemNotFound) {
      if (!isUuid(id)) throw notFound(message);
      const row = await repo.findItem(db, communityId, id, { includeDeleted: true });
      if (!row) throw notFound(message);
      return detail(db, row);
    },

    detail: (row: FeedItemRow) => detail(db, row),
    listEntries: async (communityId: string, rows: FeedItemRow[]) => {
      const fileMap = await files(db, communityId, rows);
      return rows.map((r) => toListEntry(r, fileMap));
    },
    files,
    /** The items' versions in other languages than their own. */
    versions: (ex: Executor, itemIds: string[]): Promise<TranslationRow[]> => versions.of(ex, itemIds),
  };
  return {
    ...service,
    /** An item's versions: listed, read whole, restored as a new one (revisions.service.ts). */
    revisions: createRevisionsService({ database, save: service.save, languages: deps.languages }),
  };
}

export type ContentService = ReturnType<typeof createContentService>;
