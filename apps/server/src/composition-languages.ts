import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client';
import type { AuditRecorder } from './modules/audit';
import { appLanguagesRoutes } from './modules/app/app-languages.routes';
import { createMemberLanguagesService } from './modules/app/app-languages.service';
import { memberLanguagesRepository } from './modules/auth/auth.repository';
import { createLanguagesService } from './modules/communities/languages.service';
import { languagesRoutes } from './modules/communities/languages.routes';
import { contentLanguageVersions } from './modules/content/search-text.repository';
import { notificationVersionsRepository } from './modules/notifications/versions.repository';

/**
 * The languages' routes (issue 23): a community's languages in the console, and a member's own, ordered, from the
 * app. Part of the one composition root, in its own file for length, like composition-push.ts.
 */
export async function registerLanguageRoutes(
  app: FastifyInstance,
  database: Database,
  audit: AuditRecorder,
): Promise<void> {
  // Removing a language asks content and notifications about their versions in it.
  await app.register(languagesRoutes, {
    service: createLanguagesService({
      database,
      audit,
      users: [contentLanguageVersions, notificationVersionsRepository],
    }),
  });
  await app.register(appLanguagesRoutes, {
    service: createMemberLanguagesService({ database, languages: memberLanguagesRepository }),
  });
}
