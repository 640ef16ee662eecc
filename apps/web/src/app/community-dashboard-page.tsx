import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DashboardAnalytics } from '../features/analytics/components/dashboard-analytics';
import { communityDashboardQuery } from '../features/dashboard/api/get-community-dashboard';
import { CommunityDashboardPage } from '../features/dashboard/pages/community-dashboard-page';
import { ClosingBanner } from '../features/your-data/components/closing-banner';

/**
 * /admin/dashboard composes three features: a closing community's banner (its deletion date), the dashboard's counts
 * and the analytics sections under them.
 */
export function CommunityDashboardRoute() {
  // The counts are asked for first, during this first render (issue 21). A browser has six connections to a server
  // over HTTP/1.1; the analytics sections' eight reads subscribe in their effects, which React runs before their
  // parent's, so the counts the person reads first waited a second round trip on a satellite link (~1.3 s).
  const client = useQueryClient();
  useState(() => void client.prefetchQuery(communityDashboardQuery()));
  return (
    <>
      <ClosingBanner />
      <CommunityDashboardPage analytics={<DashboardAnalytics />} />
    </>
  );
}
