import type { ApnCredentialsBody, GcmCredentialsBody, PushStatus } from '@gathering/contract';
import { operatorTokenUrls } from '../../lib/push-endpoints';
import type { AuthRow } from '../../plugins/auth';
import { communitiesRepository as repo, type PushProvider } from './communities.repository';
import type { CommunitiesContext } from './communities.context';
import { checkApnKey, checkServiceAccount, pushSecretContext as context } from './push-credentials';

/** The decrypted credentials, for the push module; never for an HTTP answer. */
export type PushSecret =
  | { provider: 'APN'; key: string; keyId: string; teamId: string }
  | { provider: 'GCM'; serviceAccountJson: string; projectId: string };

/** Seals a provider's credentials for the community and records what identifies them (never the secret). */
async function storePush(
  ctx: CommunitiesContext,
  communityId: string,
  provider: PushProvider,
  plain: string,
  shown: { keyId?: string; teamId?: string; projectId?: string; clientEmail?: string },
  auth: AuthRow,
) {
  await ctx.db.transaction(async (tx) => {
    await repo.upsertPushCredential(tx, {
      communityId,
      provider,
      secret: ctx.secrets.seal(plain, context(communityId, provider)),
      keyId: shown.keyId ?? null,
      teamId: shown.teamId ?? null,
      projectId: shown.projectId ?? null,
      clientEmail: shown.clientEmail ?? null,
      updatedBy: auth.userId,
      updatedAt: ctx.clock.now(),
    });
    // What identifies the credentials; the sealed secret itself never reaches the trail.
    await ctx.trail(tx, 'communities.push_credentials', null, { id: communityId, provider, ...shown }, [
      'provider',
      'keyId',
      'teamId',
      'projectId',
      'clientEmail',
    ]);
  });
}

/** The community's Apple key (checked, sealed); answers the push status. */
export async function setApn(
  ctx: CommunitiesContext,
  id: string,
  body: ApnCredentialsBody,
  auth: AuthRow,
): Promise<PushStatus> {
  const community = await ctx.find(id);
  const key = checkApnKey(body.apn);
  const plain = JSON.stringify({ key, keyId: body.apn_key_id, teamId: body.apn_team_id });
  await storePush(
    ctx,
    community.id,
    'APN',
    plain,
    { keyId: body.apn_key_id, teamId: body.apn_team_id },
    auth,
  );
  return ctx.pushStatus(await repo.listPushCredentials(ctx.db, community.id));
}

/** The community's Google service account (checked, sealed); answers the push status. */
export async function setGcm(
  ctx: CommunitiesContext,
  id: string,
  body: GcmCredentialsBody,
  auth: AuthRow,
): Promise<PushStatus> {
  const community = await ctx.find(id);
  const account = checkServiceAccount(body.gcm, operatorTokenUrls(ctx.push));
  await storePush(ctx, community.id, 'GCM', body.gcm, account, auth);
  return ctx.pushStatus(await repo.listPushCredentials(ctx.db, community.id));
}

/** For the push module: the decrypted credentials of a provider, or null when none are set. */
export async function readPushSecret(
  ctx: CommunitiesContext,
  communityId: string,
  provider: PushProvider,
): Promise<PushSecret | null> {
  const row = await repo.findPushCredential(ctx.db, communityId, provider);
  if (!row) return null;
  const plain = ctx.secrets.open(row.secret, context(communityId, provider));
  if (provider === 'GCM') return { provider, serviceAccountJson: plain, projectId: row.projectId ?? '' };
  const apn = JSON.parse(plain) as { key: string; keyId: string; teamId: string };
  return { provider, ...apn };
}
