import { createSecretBox } from '../lib/secrets';
import { communityJobs } from '../modules/communities/communities.jobs';
import { createCommunitiesService } from '../modules/communities/communities.service';
import { communitySettingsRepository } from '../modules/communities/community-settings.repository';
import { communitiesRoutes } from '../modules/communities/communities.routes';
import { createLanguagesService } from '../modules/communities/languages.service';
import { languagesRoutes } from '../modules/communities/languages.routes';
import { appLanguagesRoutes } from '../modules/app/app-languages.routes';
import { createMemberLanguagesService } from '../modules/app/app-languages.service';
import { memberLanguagesRepository } from '../modules/auth/auth.repository';
import { contentLanguageVersions } from '../modules/content/search-text.repository';
import { notificationVersionsRepository } from '../modules/push-compose/versions.repository';
import { contentRepository } from '../modules/content/content.repository';
import { createUploadsService } from '../modules/uploads/uploads.service';
import { uploadsRoutes } from '../modules/uploads/uploads.routes';
import type { Core } from './core';
import { route, type Area } from './wiring';

/**
 * The communities themselves: their profiles, apps and push credentials, their logos, their languages (and each
 * member's own, from the app).
 */
export function wireCommunities(core: Core) {
  const { config, database, clock, queue, mail, storage, audit } = core;
  const communities = createCommunitiesService({
    database,
    queue,
    clock,
    secrets: createSecretBox(config.pushCredentialsKey),
    addresses: storage,
    push: config.push,
    audit,
  });
  return {
    communities,
    jobs: communityJobs({ database, mail, publicUrl: config.publicUrl }),
    hooks: [],
    routes: [
      route(uploadsRoutes, {
        storage,
        publicItemShows: (communityId, key) =>
          contentRepository.publicItemShows(database.db, communityId, key),
        service: createUploadsService({
          database,
          storage,
          clock,
          logger: core.logger,
          logos: communitySettingsRepository,
          audit,
        }),
      }),
      route(communitiesRoutes, { service: communities }),
      // Removing a language asks content and notifications about their versions in it.
      route(languagesRoutes, {
        service: createLanguagesService({
          database,
          audit,
          users: [contentLanguageVersions, notificationVersionsRepository],
        }),
      }),
      route(appLanguagesRoutes, {
        service: createMemberLanguagesService({ database, languages: memberLanguagesRepository }),
      }),
    ],
  } satisfies Area;
}
