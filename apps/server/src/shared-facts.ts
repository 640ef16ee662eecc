import { hostname } from 'node:os';
import { join } from 'node:path';
import { SECRETS, SHARED_KEYS, type Config } from './config';

/**
 * What this process must hold alike with every other on its database (db/server-set.ts): each secret, where
 * uploaded files live (a bucket, or one folder of one machine), and the shared keys. `capSigningKey` is CAP's
 * private key as this process signs with it (made at start when unset: modules/cap/cap.sign.ts). The order is each
 * fact's lock class: new facts go at the end, so that processes of the previous release still compare alike.
 */
export function sharedFacts(
  config: Config,
  capSigningKey: string,
): { name: string; value: string; from: string }[] {
  const values: Record<
    (typeof SECRETS)[number]['variable'] | (typeof SHARED_KEYS)[number]['variable'],
    string
  > = {
    JWT_SECRET: config.jwtSecret,
    PUSH_CREDENTIALS_KEY: config.pushCredentialsKey,
    CERTIFICATE_SIGNING_KEY: config.certificateKey,
    WEB_PUSH_VAPID_PRIVATE_KEY: config.webPush.privateKey,
    CAP_SIGNING_KEY: capSigningKey.trim(),
  };
  const uploads = join(config.dataDir, 'uploads');
  const fact = (s: (typeof SECRETS)[number] | (typeof SHARED_KEYS)[number]) => ({
    name: s.variable,
    value: values[s.variable],
    from: config.keptSecrets.includes(s.variable) ? join(config.dataDir, s.file) : 'its environment',
  });
  return [
    ...SECRETS.map(fact),
    config.s3
      ? {
          name: 'file store',
          value: `s3 ${config.s3.endpoint ?? ''} ${config.s3.bucket}`,
          from: `the bucket ${config.s3.bucket}`,
        }
      : { name: 'file store', value: `disk ${hostname()} ${uploads}`, from: `${hostname()}:${uploads}` },
    ...SHARED_KEYS.map(fact),
  ];
}
