import sharp, { type Metadata } from 'sharp';
import { uploadMessages } from '@gathering/contract';
import { AppError } from '../errors';
import type { DetectedType } from './file-type';

/**
 * Uploaded images are bounded in pixels, not only in bytes: a 40 KB PNG may declare 20,000 × 20,000 pixels and
 * take 1.6 GB to decode, on the server and on every phone that shows it. The header is read first (no pixel is
 * decoded), anything over the bounds is refused, and what is larger than its purpose needs is scaled down.
 */
export const MAX_IMAGE_SIDE = 10_000;
export const MAX_IMAGE_PIXELS = 40_000_000;
// An animation is decoded frame after frame by whoever shows it: its frames together get a budget of their own.
const MAX_ANIMATION_PIXELS = 200_000_000;
// Icons are small by nature (256 pixels a side is the format's own largest entry size).
const MAX_ICON_SIDE = 1024;

// One upload at a time is decoded by one libvips thread (the server shares its cores with requests), and no
// decoded image is kept in libvips' cache after its upload.
sharp.concurrency(1);
sharp.cache(false);

/** The long side an image is scaled down to, by what it is for. */
export const IMAGE_LONG_SIDE = { logo: 1024, cover: 2560, screenshot: 2560, document: 4096 } as const;

const tooLarge = (field: string) => new AppError(413, uploadMessages.imageTooLarge, field);

/**
 * The image to store: the upload itself when within bounds and no larger than `longSide`, else a re-encoding in
 * the same format scaled to fit `longSide` (orientation applied, metadata such as a photo's location dropped).
 * Too many pixels → 413; an image whose header cannot be read → 400. Icons are checked and kept as they are
 * (libvips does not read them; a browser shows their largest entry).
 */
export async function boundedImage(
  buffer: Buffer,
  type: DetectedType,
  longSide: number,
  field: string,
): Promise<Buffer> {
  if (type.mime === 'image/x-icon') {
    const icon = iconBounds(buffer);
    if (icon === 'unreadable') throw new AppError(400, uploadMessages.imageUnreadable, field);
    if (icon === 'too large') throw tooLarge(field);
    return buffer;
  }
  const animated = type.mime === 'image/gif' || type.mime === 'image/webp';
  const limitInputPixels = animated ? MAX_ANIMATION_PIXELS : MAX_IMAGE_PIXELS;
  let meta: Metadata;
  try {
    meta = await sharp(buffer, { animated, limitInputPixels: false }).metadata();
  } catch {
    throw new AppError(400, uploadMessages.imageUnreadable, field);
  }
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  const frames = animated ? (meta.pages ?? 1) : 1;
  if (!width || !height) throw new AppError(400, uploadMessages.imageUnreadable, field);
  if (
    width > MAX_IMAGE_SIDE ||
    height > MAX_IMAGE_SIDE ||
    width * height > MAX_IMAGE_PIXELS ||
    width * height * frames > limitInputPixels
  )
    throw tooLarge(field);
  // EXIF orientations 5–8 swap the sides once applied; the bound is on the long side, so either order holds.
  if (Math.max(width, height) <= longSide) return buffer;
  try {
    // limitInputPixels bounds the decoder itself, should the header have told less than the data holds.
    const image = sharp(buffer, { animated, limitInputPixels })
      .rotate()
      .resize({ width: longSide, height: longSide, fit: 'inside', withoutEnlargement: true });
    if (type.mime === 'image/png') return await image.png().toBuffer();
    if (type.mime === 'image/jpeg') return await image.jpeg({ quality: 85 }).toBuffer();
    if (type.mime === 'image/webp') return await image.webp({ quality: 85 }).toBuffer();
    return await image.gif().toBuffer();
  } catch {
    throw new AppError(400, uploadMessages.imageUnreadable, field);
  }
}

/**
 * Whether every entry of an icon is within MAX_ICON_SIDE pixels a side. An entry is a PNG (its IHDR says its
 * size) or a bitmap (its BITMAPINFOHEADER does; the height counts the mask too, hence the half). A directory
 * pointing outside the file, or at itself, is unreadable.
 */
function iconBounds(buffer: Buffer): 'ok' | 'too large' | 'unreadable' {
  const count = buffer.readUInt16LE(4);
  const directoryEnd = 6 + count * 16;
  if (count > 64 || buffer.length < directoryEnd) return 'unreadable';
  for (let i = 0; i < count; i++) {
    const offset = buffer.readUInt32LE(6 + i * 16 + 12);
    if (offset < directoryEnd || offset + 24 > buffer.length) return 'unreadable';
    const png = buffer.readUInt32BE(offset) === 0x89504e47;
    const width = png ? buffer.readUInt32BE(offset + 16) : Math.abs(buffer.readInt32LE(offset + 4));
    const height = png ? buffer.readUInt32BE(offset + 20) : Math.abs(buffer.readInt32LE(offset + 8)) / 2;
    if (width > MAX_ICON_SIDE || height > MAX_ICON_SIDE) return 'too large';
  }
  return 'ok';
}
