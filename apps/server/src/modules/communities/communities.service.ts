import type {
  ApnCredentialsBody,
  AppUpdateBody,
  CommunityListQuery,
  CreateCommunityBody,
  GcmCredentialsBody,
  UpdateCommunityBody,
} from '@gathering/contract';
import type { AuthRow } from '../../plugins/auth';
import type { PushProvider } from './communities.repository';
import { communitiesContext, type CommunitiesDeps } from './communities.context';
import { create } from './communities.create';
import { readPushSecret, setApn, setGcm } from './communities.push-credentials';
import { basic, list, own } from './communities.read';
import { requestSummary } from './communities.summary';
import { addAppUpdate, setBrandColor, setContactPermission, update } from './communities.update';

/**
 * The communities: the platform's list, their profiles and apps, their push credentials (sealed here, opened only
 * for the push modules) and their weekly summary. One operation per file (communities.<operation>.ts) over what
 * they share (communities.context.ts); this only puts them together.
 */
export function createCommunitiesService(deps: CommunitiesDeps) {
  const ctx = communitiesContext(deps);
  return {
    list: (q: CommunityListQuery) => list(ctx, q),
    basic: () => basic(ctx),
    own: (auth: AuthRow) => own(ctx, auth),
    get: async (id: string) => ctx.detail(await ctx.find(id)),
    create: (body: CreateCommunityBody) => create(ctx, body),
    update: (id: string | undefined, body: UpdateCommunityBody) => update(ctx, id, body),
    addAppUpdate: (body: AppUpdateBody, auth: AuthRow) => addAppUpdate(ctx, body, auth),
    setContactPermission: (auth: AuthRow, on: boolean) => setContactPermission(ctx, auth, on),
    setBrandColor: (auth: AuthRow, color: string | null) => setBrandColor(ctx, auth, color),
    setApn: (id: string, body: ApnCredentialsBody, auth: AuthRow) => setApn(ctx, id, body, auth),
    setGcm: (id: string, body: GcmCredentialsBody, auth: AuthRow) => setGcm(ctx, id, body, auth),
    /** For the push modules: the decrypted credentials of a provider, or null when none are set. */
    readPushSecret: (communityId: string, provider: PushProvider) =>
      readPushSecret(ctx, communityId, provider),
    requestSummary: (id: string, auth: AuthRow) => requestSummary(ctx, id, auth),
  };
}

export type CommunitiesService = ReturnType<typeof createCommunitiesService>;
