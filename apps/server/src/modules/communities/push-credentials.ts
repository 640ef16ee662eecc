import { createPrivateKey, type KeyObject } from 'node:crypto';
import { communityMessages } from '@gathering/contract';
import { badRequest } from '../../lib/errors';
import { tokenUrlAllowed } from '../../lib/push-endpoints';

/** Associated data of a sealed credential: it opens only for its own community and provider. */
export const pushSecretContext = (communityId: string, provider: 'APN' | 'GCM') =>
  `push:${communityId}:${provider}`;

function parseKey(pem: string): KeyObject | null {
  try {
    return createPrivateKey({ key: pem, format: 'pem' });
  } catch {
    return null;
  }
}

/**
 * Checks an APNs token-auth key (.p8): Apple hands out EC P-256 private keys in PKCS#8 PEM. Anything else would
 * only fail later, at the first push, far from the person who pasted it.
 */
export function checkApnKey(pem: string): string {
  const text = pem.trim().replace(/\r\n/g, '\n');
  if (!/^-----BEGIN PRIVATE KEY-----\n[\s\S]+\n-----END PRIVATE KEY-----$/.test(text))
    throw badRequest(communityMessages.apnKeyInvalid, 'apn');
  const key = parseKey(text);
  if (!key || key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1')
    throw badRequest(communityMessages.apnKeyInvalid, 'apn');
  return text + '\n';
}

export interface ServiceAccount {
  projectId: string;
  clientEmail: string;
}

/**
 * Checks an FCM service-account JSON: it must parse and carry a project, an e-mail and an RSA private key, and a
 * token_uri (when it has one) of Google's or of `allowedTokenUrls`: the server posts a signed assertion there, so
 * any other address would receive it (and its answers would probe the network the server sits in).
 */
export function checkServiceAccount(json: string, allowedTokenUrls: readonly string[] = []): ServiceAccount {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw badRequest(communityMessages.gcmNotJson, 'gcm');
  }
  const sa = parsed as Record<string, unknown> | null;
  const text = (v: unknown) => typeof v === 'string' && v.trim().length > 0;
  if (
    !sa ||
    typeof sa !== 'object' ||
    sa.type !== 'service_account' ||
    !text(sa.project_id) ||
    !text(sa.client_email) ||
    !/^[^@\s]+@[^@\s]+$/.test(String(sa.client_email)) ||
    !text(sa.private_key)
  )
    throw badRequest(communityMessages.gcmNotServiceAccount, 'gcm');
  const key = parseKey(String(sa.private_key));
  if (!key || key.asymmetricKeyType !== 'rsa') throw badRequest(communityMessages.gcmKeyInvalid, 'gcm');
  if (
    sa.token_uri !== undefined &&
    !(typeof sa.token_uri === 'string' && tokenUrlAllowed(sa.token_uri, allowedTokenUrls))
  )
    throw badRequest(communityMessages.gcmTokenUriNotAllowed, 'gcm');
  return { projectId: String(sa.project_id), clientEmail: String(sa.client_email) };
}
