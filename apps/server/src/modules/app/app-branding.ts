import { createHash } from 'node:crypto';
import sharp from 'sharp';
import {
  appAccountMessages,
  DEFAULT_BRAND_COLOR,
  textOn,
  type CommunityBranding,
  type CommunityLanguage,
} from '@gathering/contract';
import type { Database, Executor } from '../../db/client';
import type { FileAddresses, Storage } from '../../lib/files/storage';
import { notFound } from '../../lib/errors';
import { communityZone } from '../../lib/zoned-time';
import { appRepository } from './app.repository';

type Language = Pick<CommunityLanguage, 'tag' | 'name' | 'script' | 'direction' | 'isDefault'>;

/** The icon files of a community's web app: its logo on white, whole ("any") or inside the maskable safe zone. */
export const ICON_FILES = {
  '192.png': { size: 192, maskable: false },
  '512.png': { size: 512, maskable: false },
  'maskable-192.png': { size: 192, maskable: true },
  'maskable-512.png': { size: 512, maskable: true },
} as const;
export type IconFile = keyof typeof ICON_FILES;
export const webAppPath = (slug: string) => `/c/${slug}/`;

async function bytesOf(body: Buffer | NodeJS.ReadableStream): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * A community's public face for its member app (issue 35): the branding a client dresses itself in, and the web
 * app's manifest and icons (made from the logo with sharp, kept in memory by logo and colour).
 */
export function createBranding(deps: {
  database: Database;
  storage: Pick<Storage, 'get'> & Pick<FileAddresses, 'publicAddressOrNull' | 'keyOf'>;
  /** The communities module's languages (in the console's order). */
  languages: { languages(db: Executor, communityId: string): Promise<Language[]> };
  /** The server's VAPID public key (config.webPush): browsers subscribe with it. */
  webPushPublicKey: string;
}) {
  const db = deps.database.db;
  const icons = new Map<string, Buffer>();

  async function branding(slug: string): Promise<CommunityBranding & { logoStored: string | null }> {
    const c = await appRepository.findBranding(db, slug);
    if (!c) throw notFound(appAccountMessages.communityNotFound);
    const primary = c.brandColor ?? DEFAULT_BRAND_COLOR;
    return {
      id: c.id,
      name: c.name,
      slug: c.slug,
      logo: deps.storage.publicAddressOrNull(c.logo),
      logoStored: c.logo,
      colors: { primary, onPrimary: textOn(primary), background: '#ffffff' },
      languages: await deps.languages.languages(db, c.id),
      timeZone: communityZone(c),
      manifest: `${webAppPath(c.slug)}manifest.webmanifest`,
      webPushPublicKey: deps.webPushPublicKey,
    };
  }

  /** Which logo and colour an icon is drawn from: its file names carry it, so a new logo is a new address. */
  const iconVersion = (b: { logoStored: string | null; colors: { primary: string } }) =>
    createHash('sha256')
      .update(`${b.logoStored ?? ''}\n${b.colors.primary}`)
      .digest('base64url')
      .slice(0, 12);

  /** The logo (ours only: an address elsewhere is never fetched) on white; without one, the community's colour. */
  async function drawIcon(logoStored: string | null, primary: string, file: IconFile): Promise<Buffer> {
    const { size, maskable } = ICON_FILES[file];
    const key = logoStored ? deps.storage.keyOf(logoStored) : null;
    const stored = key ? await deps.storage.get(key) : null;
    if (!stored) {
      // A plain mark in the community's colour: a disc on its colour, nothing that needs a font.
      const r = Math.round(size * (maskable ? 0.22 : 0.3));
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="${primary}"/><circle cx="${size / 2}" cy="${size / 2}" r="${r}" fill="${textOn(primary)}"/></svg>`;
      return sharp(Buffer.from(svg)).png().toBuffer();
    }
    // Maskable: the logo within the safe zone (a circle of 80 % of the icon), so no launcher's mask cuts it.
    const inner = Math.round(size * (maskable ? 0.56 : 0.9));
    const logo = await sharp(await bytesOf(stored.body), { limitInputPixels: 50_000_000 })
      .resize(inner, inner, { fit: 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer();
    return sharp({ create: { width: size, height: size, channels: 3, background: '#ffffff' } })
      .composite([{ input: logo, gravity: 'centre' }])
      .png()
      .toBuffer();
  }

  return {
    /** The branding answer (without the stored logo's key). */
    async branding(slug: string): Promise<CommunityBranding> {
      const { logoStored: _, ...b } = await branding(slug);
      return b;
    },

    /** The web app manifest of a community: installable as its own app at /c/<slug>/. */
    async manifest(slug: string) {
      const b = await branding(slug);
      const path = webAppPath(b.slug);
      const lang = b.languages.find((l) => l.isDefault) ?? b.languages[0];
      const v = iconVersion(b);
      const icon = (file: IconFile) => ({
        src: `${path}icons/${file}?v=${v}`,
        sizes: `${ICON_FILES[file].size}x${ICON_FILES[file].size}`,
        type: 'image/png',
        purpose: ICON_FILES[file].maskable ? 'maskable' : 'any',
      });
      return {
        id: path,
        name: b.name,
        short_name: b.name.length <= 12 ? b.name : b.name.split(/\s+/)[0].slice(0, 12),
        lang: lang?.tag,
        dir: lang?.direction,
        start_url: path,
        scope: path,
        display: 'standalone',
        theme_color: b.colors.primary,
        background_color: b.colors.background,
        icons: (Object.keys(ICON_FILES) as IconFile[]).map(icon),
      };
    },

    /** One icon as PNG, and its version (the ETag: it changes with the logo and the colour). */
    async icon(slug: string, file: IconFile): Promise<{ png: Buffer; version: string }> {
      const b = await branding(slug);
      const version = iconVersion(b);
      const cacheKey = `${version}|${file}`;
      let png = icons.get(cacheKey);
      if (!png) {
        png = await drawIcon(b.logoStored, b.colors.primary, file);
        // Four files a community: a few hundred communities' icons stay in memory, then the oldest go.
        if (icons.size >= 800) icons.delete(icons.keys().next().value!);
        icons.set(cacheKey, png);
      }
      return { png, version };
    },
  };
}

export type Branding = ReturnType<typeof createBranding>;
