import { asc, eq } from 'drizzle-orm';
import type { CommunityLanguage } from '@gathering/contract';
import type { Executor } from '../../db/client';
import { communityLanguages } from '../../db/schema';

export type LanguageRow = Pick<CommunityLanguage, 'tag' | 'name' | 'script' | 'direction' | 'isDefault'>;

/** What a community without rows publishes in: communities created before issue 23 were given a row by 0028. */
export const FALLBACK_LANGUAGE: LanguageRow = {
  tag: 'en',
  name: 'English',
  script: 'Latn',
  direction: 'ltr',
  isDefault: true,
};

export const languagesRepository = {
  /** The community's languages in the console's order (the default among them). */
  async languages(db: Executor, communityId: string): Promise<LanguageRow[]> {
    const rows = await db
      .select({
        tag: communityLanguages.tag,
        name: communityLanguages.name,
        script: communityLanguages.script,
        direction: communityLanguages.direction,
        isDefault: communityLanguages.isDefault,
      })
      .from(communityLanguages)
      .where(eq(communityLanguages.communityId, communityId))
      .orderBy(asc(communityLanguages.position));
    return rows.length ? (rows as LanguageRow[]) : [FALLBACK_LANGUAGE];
  },

  async defaultLanguage(db: Executor, communityId: string): Promise<string> {
    const list = await languagesRepository.languages(db, communityId);
    return (list.find((l) => l.isDefault) ?? list[0]).tag;
  },

  /** The whole list replaced, in the given order (the service checked it). */
  async replace(db: Executor, communityId: string, list: LanguageRow[]) {
    await db.delete(communityLanguages).where(eq(communityLanguages.communityId, communityId));
    await db.insert(communityLanguages).values(
      list.map((l, position) => ({
        communityId,
        tag: l.tag,
        name: l.name,
        script: l.script,
        direction: l.direction,
        isDefault: l.isDefault,
        position,
      })),
    );
  },
};
