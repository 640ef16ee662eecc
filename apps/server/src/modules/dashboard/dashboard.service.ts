import type { CommunityDashboardResponse, PlatformDashboardResponse } from '@gathering/contract';
import type { Database } from '../../db/client';
import { dashboardRepository as repo } from './dashboard.repository';

export function createDashboardService(deps: { database: Database }) {
  const db = deps.database.db;
  return {
    async platform(): Promise<PlatformDashboardResponse> {
      const [communities, members, administrators, guests] = await Promise.all([
        repo.countCommunities(db),
        repo.countActiveMembers(db),
        repo.countMemberships(db, 'ADMIN'),
        repo.countGuests(db),
      ]);
      return { counts: { communities, members, administrators, guests } };
    },

    async community(communityId: string): Promise<CommunityDashboardResponse> {
      const [members, administrators, groups, guests, publishedContent] = await Promise.all([
        repo.countActiveMembers(db, communityId),
        repo.countMemberships(db, 'ADMIN', communityId),
        repo.countGroups(db, communityId),
        repo.countGuests(db, communityId),
        repo.countPublishedContent(db, communityId),
      ]);
      return { counts: { members, administrators, groups, guests, publishedContent } };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
