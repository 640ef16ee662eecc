/** Every query key of the community settings feature. */
export const communitySettingsKeys = {
  all: ['community-settings'] as const,
  ownCommunity: () => [...communitySettingsKeys.all, 'own-community'] as const,
  exports: () => [...communitySettingsKeys.all, 'exports'] as const,
};
