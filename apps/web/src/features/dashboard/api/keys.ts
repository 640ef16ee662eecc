/** Every query key of the dashboard feature. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  platform: () => [...dashboardKeys.all, 'platform'] as const,
  community: () => [...dashboardKeys.all, 'community'] as const,
};
