import { createHash, createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';

/**
 * The JSON a signature covers: keys sorted at every level, no spaces. Anyone can rebuild it from the document
 * (any language's JSON library with sorted keys), so the signature does not depend on how the file was written.
 */
export function canonicalJson(value: unknown): string {
  // As JSON.stringify has them: undefined (in an array) is null, a date its ISO string.
  if (value === undefined || value === null) return 'null';
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** An Ed25519 signer over canonical JSON, from a PKCS#8 PEM private key (config.ts: CERTIFICATE_SIGNING_KEY). */
export function documentSigner(privateKeyPem: string) {
  const privateKey = createPrivateKey(privateKeyPem);
  const publicKey = createPublicKey(privateKey);
  const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const fingerprint = createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('hex');
  return {
    publicKeyPem: publicPem,
    fingerprint,
    /** base64 of the Ed25519 signature of the document's canonical JSON. */
    sign: (document: unknown) =>
      sign(null, Buffer.from(canonicalJson(document), 'utf8'), privateKey).toString('base64'),
  };
}
export type DocumentSigner = ReturnType<typeof documentSigner>;

/** Checks a signature made by documentSigner with the published public key (SPKI PEM). */
export function verifyDocument(document: unknown, signatureBase64: string, publicKeyPem: string): boolean {
  return verify(
    null,
    Buffer.from(canonicalJson(document), 'utf8'),
    createPublicKey(publicKeyPem),
    Buffer.from(signatureBase64, 'base64'),
  );
}
