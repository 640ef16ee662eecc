import {
  REVISIONS_KEPT,
  SAVE_BODIES,
  contentMessages,
  revisionMessages,
  type ContentKind,
  type FeedItemDetail,
  type RevisionDetail,
  type RevisionEntry,
  type RevisionList,
  type SaveBody,
} from '@gathering/contract';
import type { Database, Executor } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import { contentRepository } from './content.repository';
import { revisionsRepository as repo } from './revisions.repository';
import { saveBodyOf, type RevisionSnapshot } from './revisions';
/** Who restores: the community administrator acting. */
interface Actor {
  userId: string;
  communityId: string;
}

type Move = Awaited<ReturnType<typeof repo.moves>>[number];

/**
 * An item's history (issue 40 #3): its kept versions, newest first, each with the publishing moves made while it
 * was the current one (what members were shown follows the versions); one version whole; a version restored as a
 * new one through the save itself, so it is checked, sanitised, searched and recorded like any save.
 */
export function createRevisionsService(deps: {
  database: Database;
  save: (
    kind: ContentKind,
    actor: Actor,
    body: SaveBody,
    id: string,
    restoredFrom: number,
  ) => Promise<FeedItemDetail>;
  languages: { languages(ex: Executor, communityId: string): Promise<{ tag: string; isDefault: boolean }[]> };
}) {
  const db = deps.database.db;

  /** The community's item, deleted or not; another community's is not found (404), like an unknown id. */
  async function itemOf(communityId: string, id: string) {
    const item = isUuid(id)
      ? await contentRepository.findItem(db, communityId, id, { includeDeleted: true })
      : undefined;
    if (!item) throw notFound(contentMessages.feedItemNotFound);
    return item;
  }

  function entry(
    v: Awaited<ReturnType<typeof repo.list>>[number],
    current: number,
    moves: Move[],
  ): RevisionEntry {
    return {
      number: v.number,
      savedAt: v.savedAt.toISOString(),
      savedBy: v.savedByName ? { id: v.savedBy, name: v.savedByName } : null,
      restoredFrom: v.restoredFrom,
      current: v.number === current,
      moves: moves.map((m) => ({
        action: m.action as RevisionEntry['moves'][number]['action'],
        at: m.at.toISOString(),
        by: m.by,
      })),
    };
  }

  return {
    async list(communityId: string, id: string): Promise<RevisionList> {
      const item = await itemOf(communityId, id);
      const versions = await repo.list(db, communityId, item.id);
      const moves = await repo.moves(db, item.id);
      // Each move goes to the newest version saved at or before it (versions are newest first).
      const movesOf = new Map<number, Move[]>();
      for (const m of moves) {
        const v = versions.find((x) => x.savedAt.getTime() <= m.at.getTime()) ?? versions.at(-1);
        if (v) movesOf.set(v.number, [...(movesOf.get(v.number) ?? []), m]);
      }
      const current = versions[0]?.number ?? 0;
      return {
        data: versions.map((v) => entry(v, current, movesOf.get(v.number) ?? [])),
        status: item.status as RevisionList['status'],
        isDeleted: item.deletedAt !== null,
        kept: REVISIONS_KEPT,
      };
    },

    async get(communityId: string, id: string, number: number): Promise<RevisionDetail> {
      const item = await itemOf(communityId, id);
      const v = await repo.get(db, communityId, item.id, number);
      if (!v) throw notFound(revisionMessages.notFound);
      const latest = await repo.latest(db, item.id);
      const c = v.content;
      const names = await repo.fileNames(
        db,
        communityId,
        [c.coverImageId, c.attachmentId].filter((x): x is string => !!x),
      );
      const file = (fileId: string | null) =>
        fileId ? { id: fileId, name: names.get(fileId) ?? null } : null;
      return {
        ...entry(v, latest?.number ?? 0, []),
        content: {
          kind: c.kind,
          language: c.language,
          headline: c.headline,
          tagline: c.tagline,
          tags: c.tags,
          citationRequired: c.citationRequired,
          coverImage: file(c.coverImageId),
          attachment: file(c.attachmentId),
          data: c.data,
          translations: c.translations,
        },
      };
    },

    /**
     * Saves version `number` again as the item's newest (its publishing state unchanged: a published item shows it
     * at once). A version whose file is gone, or that today's rules refuse, is not restored: the reason is said.
     */
    async restore(actor: Actor, id: string, number: number): Promise<FeedItemDetail> {
      const item = await itemOf(actor.communityId, id);
      const v = await repo.get(db, actor.communityId, item.id, number);
      if (!v) throw notFound(revisionMessages.notFound);
      const s: RevisionSnapshot = v.content;
      const files = [s.coverImageId, s.attachmentId].filter((x): x is string => !!x);
      const stored = await repo.fileNames(db, actor.communityId, files);
      if (files.some((f) => !stored.has(f))) throw conflict(revisionMessages.fileGone);
      const approvers = item.kind === 'DOCUMENT' ? await contentRepository.approvals(db, item.id) : [];
      const body = SAVE_BODIES[s.kind].safeParse(
        saveBodyOf(
          item.id,
          s,
          await deps.languages.languages(db, actor.communityId),
          approvers.map((a) => a.email),
        ),
      );
      if (!body.success)
        throw badRequest(revisionMessages.invalid.replace('{{reason}}', body.error.issues[0]?.message ?? ''));
      return deps.save(s.kind, actor, body.data, item.id, number);
    },
  };
}

export type RevisionsService = ReturnType<typeof createRevisionsService>;
