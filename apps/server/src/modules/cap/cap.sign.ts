import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { X509Certificate, createHash } from 'node:crypto';
import { join } from 'node:path';
import { generate } from 'selfsigned';
import { SignedXml } from 'xml-crypto';
import { CAP_SIGNING_FILE } from './cap.secrets';

export interface CapSigningKey {
  privateKeyPem: string;
  certificatePem: string;
  /** SHA-256 of the certificate (DER), as partners compare it. */
  fingerprint: string;
}

const PRIVATE = /-----BEGIN (?:RSA )?PRIVATE KEY-----[\s\S]+?-----END (?:RSA )?PRIVATE KEY-----/;
const CERT = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/;

/** A key and its certificate from one PEM text (CAP_SIGNING_KEY, or the file); null when either is missing. */
export function readSigningPem(pem: string): CapSigningKey | null {
  const key = PRIVATE.exec(pem)?.[0];
  const cert = CERT.exec(pem)?.[0];
  if (!key || !cert) return null;
  const der = new X509Certificate(cert).raw;
  return {
    privateKeyPem: key,
    certificatePem: cert,
    fingerprint: createHash('sha256').update(der).digest('hex'),
  };
}

/**
 * The key that signs the CAP documents a community publishes: CAP_SIGNING_KEY (a private key and its certificate,
 * PEM, e.g. one a certificate authority issued), else one made on first use and kept in DATA_DIR like the other
 * secrets (an RSA 2048 key with a self-signed certificate valid ten years). Loaded once.
 */
export function capSigningKeys(opts: {
  given?: string;
  dataDir: string;
  commonName: string;
  now: () => Date;
}) {
  let loaded: Promise<CapSigningKey> | null = null;
  async function load(): Promise<CapSigningKey> {
    if (opts.given) {
      const k = readSigningPem(opts.given);
      if (!k) throw new Error('CAP_SIGNING_KEY must hold a PEM private key and its PEM certificate');
      return k;
    }
    const file = join(opts.dataDir, CAP_SIGNING_FILE);
    if (existsSync(file)) {
      const k = readSigningPem(readFileSync(file, 'utf8'));
      if (k) return k;
    }
    const from = opts.now();
    const pems = await generate([{ name: 'commonName', value: opts.commonName }], {
      keyType: 'rsa',
      keySize: 2048,
      algorithm: 'sha256',
      notBeforeDate: from,
      notAfterDate: new Date(from.getTime() + 3650 * 86_400_000),
      extensions: [{ name: 'keyUsage', digitalSignature: true }],
    });
    // flag 'wx': a second process making its own at the same moment loses, and reads the first one's.
    try {
      writeFileSync(file, `${pems.private.trim()}\n${pems.cert.trim()}\n`, { mode: 0o600, flag: 'wx' });
    } catch {
      /* made by another process meanwhile */
    }
    return readSigningPem(readFileSync(file, 'utf8'))!;
  }
  return () => (loaded ??= load().catch((err) => ((loaded = null), Promise.reject(err))));
}

/**
 * An enveloped XML-DSig signature over the whole alert (RSA-SHA256, exclusive c14n, the certificate in KeyInfo),
 * appended as the alert's last child, where CAP 1.2's schema allows it.
 */
export function signCap(xml: string, key: CapSigningKey): string {
  const sig = new SignedXml({
    privateKey: key.privateKeyPem,
    publicCert: key.certificatePem,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  sig.addReference({
    xpath: "/*[local-name(.)='alert']",
    transforms: [
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
      'http://www.w3.org/2001/10/xml-exc-c14n#',
    ],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    isEmptyUri: true,
  });
  sig.computeSignature(xml, { location: { reference: "/*[local-name(.)='alert']", action: 'append' } });
  return sig.getSignedXml();
}
