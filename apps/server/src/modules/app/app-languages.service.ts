import type { Database, Executor } from '../../db/client';
import type { MemberLanguagesRepository } from '../auth';

/** A member's content languages (issue 23): what the feed and their pushes are in, most preferred first. */
export function createMemberLanguagesService(deps: {
  database: Database;
  languages: Pick<MemberLanguagesRepository, 'get' | 'set'>;
}) {
  const db: Executor = deps.database.db;
  return {
    get: async (membershipId: string) => ({ languages: await deps.languages.get(db, membershipId) }),
    async set(membershipId: string, languages: string[]) {
      // The same language twice would say nothing more; the first place wins.
      const seen = new Set<string>();
      const list = languages.filter((l) => !seen.has(l.toLowerCase()) && seen.add(l.toLowerCase()));
      await deps.languages.set(db, membershipId, list);
      return { languages: list };
    },
  };
}
export type MemberLanguagesService = ReturnType<typeof createMemberLanguagesService>;
