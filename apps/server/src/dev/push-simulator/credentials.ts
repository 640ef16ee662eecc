import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { PushCredentials } from '../../modules/push-delivery';

const id10 = () => randomBytes(8).toString('hex').toUpperCase().slice(0, 10);

/**
 * Fresh APNs and FCM credentials shaped like Apple's .p8 key and Google's service-account JSON. Valid keys,
 * useless anywhere but at a simulator that was told to trust them (`simulator.trust`).
 */
export function generatePushCredentials(
  opts: { topic?: string; projectId?: string; tokenUri?: string } = {},
): Required<Pick<PushCredentials, 'apn' | 'gcm'>> {
  const keyPem = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({
    type: 'pkcs8',
    format: 'pem',
  }) as string;
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    type: 'pkcs8',
    format: 'pem',
  }) as string;
  const projectId = opts.projectId ?? `sim-${randomBytes(4).toString('hex')}`;
  return {
    apn: { keyPem, keyId: id10(), teamId: id10(), topic: opts.topic ?? 'ca.gathering.simulated' },
    gcm: {
      serviceAccountJson: JSON.stringify({
        type: 'service_account',
        project_id: projectId,
        private_key_id: randomBytes(20).toString('hex'),
        private_key: rsa,
        client_email: `firebase-adminsdk@${projectId}.iam.gserviceaccount.com`,
        token_uri: opts.tokenUri ?? 'https://oauth2.googleapis.com/token',
      }),
    },
  };
}
