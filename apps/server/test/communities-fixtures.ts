// Shared by the community tests (editing, versions, lists, the weekly summary): an app with a platform administrator
// signed in before each test, and the creation request.
import { beforeEach } from 'vitest';
import { useTestContext } from './helpers/context';
import { createPlatformAdmin } from './helpers/factories';
import { login } from './helpers/session';

/** The app, a platform administrator signed in before each test (`platform`), and `create` as them. */
export function useCommunities() {
  const t = useTestContext();
  const platform = { authorization: '' };
  beforeEach(async () => {
    const admin = await createPlatformAdmin(t.database);
    platform.authorization = (await login(t.app, admin.username)).auth.authorization;
  });

  const create = (payload: object, headers = platform) =>
    t.app.inject({ method: 'POST', url: '/v1/community', headers, payload });

  return { t, platform, create };
}
