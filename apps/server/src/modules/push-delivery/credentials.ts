import type { PushSecret } from '../communities';
import type { SendingCommunity } from './delivery';
import type { PushCredentials } from './providers/types';

type ReadPushSecret = (communityId: string, provider: 'APN' | 'GCM') => Promise<PushSecret | null>;

/**
 * A community's credentials as the senders take them, read (and decrypted) by the communities module. APNs needs
 * the iOS bundle id as its topic, so a key without one is not usable. Only demo communities (DEMO on) are marked
 * `simulated`: real ones always go to Apple and Google.
 */
export function communityCredentials(deps: { readPushSecret: ReadPushSecret; demo: boolean }) {
  return async (c: SendingCommunity): Promise<PushCredentials> => {
    const [apn, gcm] = await Promise.all([
      deps.readPushSecret(c.id, 'APN'),
      deps.readPushSecret(c.id, 'GCM'),
    ]);
    const creds: PushCredentials = {};
    if (apn?.provider === 'APN' && c.iosBundleId)
      creds.apn = { keyPem: apn.key, keyId: apn.keyId, teamId: apn.teamId, topic: c.iosBundleId };
    if (gcm?.provider === 'GCM') creds.gcm = { serviceAccountJson: gcm.serviceAccountJson };
    if (deps.demo && c.pushSimulated) creds.simulated = true;
    return creds;
  };
}
