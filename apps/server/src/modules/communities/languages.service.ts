import {
  languageMessages,
  type CommunityLanguagesBody,
  type CommunityLanguagesResponse,
  communityLanguagesBody,
} from '@gathering/contract';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { badRequest } from '../../lib/errors';
import type { AuditRecorder } from '../audit';
import { languagesRepository as repo } from './languages.repository';

/**
 * What removing a language does to the texts written in it, asked of their owners (content owns the items'
 * versions, notifications the pushes'): declared here without importing them, content and notifications already
 * read the communities module.
 */
export interface LanguageUsers {
  /** How many items or notifications were first written in one of `tags` (their own fields are in it). */
  firstWrittenIn(ex: Executor, communityId: string, tags: string[]): Promise<number>;
  /** Deletes the versions in `tags`. */
  dropVersions(ex: Executor, communityId: string, tags: string[]): Promise<void>;
}

/** A language as the trail names it: its name as the community writes it, and its tag. */
const named = (l: { tag: string; name: string }) => `${l.name} (${l.tag})`;

export function createLanguagesService(deps: {
  database: Database;
  users: LanguageUsers[];
  /** The change is recorded in the community's trail, in its transaction (issue 40 #2). */
  audit: AuditRecorder;
}) {
  const db = deps.database.db;
  return {
    async list(communityId: string): Promise<CommunityLanguagesResponse> {
      return { languages: await repo.languages(db, communityId) };
    },

    /**
     * Saves the whole list. The default cannot be removed (another must be made the default first), nor a
     * language some item or push was first written in; the versions in a removed language are deleted.
     */
    async save(
      communityId: string,
      body: z.output<typeof communityLanguagesBody> | CommunityLanguagesBody,
    ): Promise<CommunityLanguagesResponse> {
      const list = communityLanguagesBody.parse(body).languages;
      await db.transaction(async (tx) => {
        const current = await repo.languages(tx, communityId);
        const kept = new Set(list.map((l) => l.tag.toLowerCase()));
        const removed = current.filter((l) => !kept.has(l.tag.toLowerCase()));
        if (removed.some((l) => l.isDefault)) throw badRequest(languageMessages.defaultRemoved, 'languages');
        const tags = removed.map((l) => l.tag);
        if (tags.length) {
          let used = 0;
          for (const u of deps.users) used += await u.firstWrittenIn(tx, communityId, tags);
          if (used > 0) throw badRequest(languageMessages.firstLanguageInUse, 'languages');
          for (const u of deps.users) await u.dropVersions(tx, communityId, tags);
        }
        await repo.replace(tx, communityId, list);
        const before = current.map(named);
        const after = list.map(named);
        if (before.join('\n') !== after.join('\n'))
          await deps.audit.record(tx, {
            communityId,
            action: 'communities.languages',
            target: { kind: 'community', id: communityId },
            before: {
              languages: before,
              defaultLanguage: current.find((l) => l.isDefault)?.tag ?? null,
            },
            after: { languages: after, defaultLanguage: list.find((l) => l.isDefault)?.tag ?? null },
          });
      });
      return this.list(communityId);
    },
  };
}

export type LanguagesService = ReturnType<typeof createLanguagesService>;
