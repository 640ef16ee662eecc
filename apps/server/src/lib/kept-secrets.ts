import { createPrivateKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The secrets a server makes once into DATA_DIR when its environment sets none (config.ts), and the forms they take.

// A secret generated on first start and kept in DATA_DIR, so restarts keep sessions valid.
export function persistentSecret(dataDir: string, name: string, bytes = 48): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(bytes).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

export function derToPem(base64: string): string {
  const body = Buffer.from(base64.trim(), 'base64').toString('base64');
  return `-----BEGIN PRIVATE KEY-----\n${body.match(/.{1,64}/g)?.join('\n') ?? ''}\n-----END PRIVATE KEY-----\n`;
}

export function isEd25519Pem(pem: string): boolean {
  try {
    return createPrivateKey(pem).asymmetricKeyType === 'ed25519';
  } catch {
    return false;
  }
}

// As persistentSecret, for the certificates' signing key: a certificate signed today must verify with the key
// published tomorrow, so the key is made once and kept.
export function persistentSigningKey(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8');
  const { privateKey } = generateKeyPairSync('ed25519');
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  writeFileSync(file, pem, { mode: 0o600 });
  return pem;
}
