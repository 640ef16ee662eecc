// The communities module's public surface: what other modules may use. Repository types are for Pick<> ports
// built in composition/; the repositories themselves are handed over there, never imported.
export type { CommunitiesRepository } from './communities.repository';
export type { CommunitySettingsRepository } from './community-settings.repository';
export type { PushSecret } from './communities.push-credentials';
export type { ClosingsRepository } from './closings.repository';
