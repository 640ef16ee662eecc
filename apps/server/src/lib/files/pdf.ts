import { constants, createInflate } from 'node:zlib';
import { uploadMessages } from '@gathering/contract';
import { AppError } from '../errors';
import { MAX_IMAGE_PIXELS } from './image';

/**
 * A PDF is bounded by what it becomes once opened, not only by its size: a 20 MB file of deflated zeros
 * inflates to gigabytes in every reader. Its streams are decoded here through their filters with a shared
 * budget (Flate, RunLength, ASCIIHex and ASCII85; LZW is counted without being kept), and the PDF is refused
 * once they hold more than MAX_INFLATED_BYTES, or once it declares more than MAX_OBJECTS objects or an image of
 * more pixels than an uploaded image may have. Streams in other encodings (images: DCT, JPX, JBIG2, CCITT) count
 * at their stored size; the image size check covers what they decode to. An encrypted PDF's streams do not
 * inflate and count as stored: a reader would need the password to open them.
 */
export const MAX_INFLATED_BYTES = 100 * 1024 * 1024;
export const MAX_OBJECTS = 500_000;

const STREAM = /stream(?:\r\n|\n|\r)/g;
const OBJECT = /\d+\s+\d+\s+obj\b/g;

/** Throws a 413 with a sentence when the PDF is too large once decoded; otherwise resolves. */
export async function checkPdf(buffer: Buffer, field: string): Promise<void> {
  const text = buffer.toString('latin1');
  let objects = text.match(OBJECT)?.length ?? 0;
  let budget = MAX_INFLATED_BYTES;
  const tooLarge = () => new AppError(413, uploadMessages.pdfTooLarge, field);
  STREAM.lastIndex = 0;
  for (let m = STREAM.exec(text); m; m = STREAM.exec(text)) {
    if (text.endsWith('end', m.index)) continue;
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    const stop = end === -1 ? text.length : end;
    const dict = dictionaryBefore(text, m.index);
    STREAM.lastIndex = stop;
    // An object stream packs /N objects; they count towards the bound like the file's own.
    if (/\/Type\s*\/ObjStm\b/.test(dict)) objects += Number(/\/N\s+(\d+)/.exec(dict)?.[1] ?? 0);
    if (objects > MAX_OBJECTS) throw new AppError(413, uploadMessages.pdfTooManyObjects, field);
    if (/\/Subtype\s*\/Image\b/.test(dict)) {
      const width = Number(/\/Width\s+(\d+)/.exec(dict)?.[1] ?? 0);
      const height = Number(/\/Height\s+(\d+)/.exec(dict)?.[1] ?? 0);
      if (width * height > MAX_IMAGE_PIXELS) throw tooLarge();
    }
    const size = await decodedSize(buffer.subarray(start, stop), filtersOf(dict), budget);
    if (size === null || size > budget) throw tooLarge();
    budget -= size;
  }
  if (objects > MAX_OBJECTS) throw new AppError(413, uploadMessages.pdfTooManyObjects, field);
}

/** The stream's dictionary: the text since its object header (or the last 8 KB, for a damaged file). */
function dictionaryBefore(text: string, at: number): string {
  const from = Math.max(0, at - 8192);
  const head = text.lastIndexOf('obj', at);
  return text.slice(Math.max(from, head === -1 ? from : head), at);
}

function filtersOf(dict: string): string[] {
  const found = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/.exec(dict);
  return found ? [...found[1].matchAll(/\/([A-Za-z0-9]+)/g)].map((f) => f[1]) : [];
}

/** The stream's size once through its filters, or null past `limit`. */
async function decodedSize(data: Buffer, filters: string[], limit: number): Promise<number | null> {
  let current = data;
  for (const [i, filter] of filters.entries()) {
    const last = i === filters.length - 1;
    let next: Buffer | number | null;
    switch (filter) {
      case 'FlateDecode':
      case 'Fl':
        next = await inflateBounded(current, limit, last);
        break;
      case 'RunLengthDecode':
      case 'RL':
        next = runLengthDecode(current, limit);
        break;
      case 'ASCIIHexDecode':
      case 'AHx':
        next = Buffer.from(current.toString('latin1').replace(/[^0-9A-Fa-f]/g, ''), 'hex');
        break;
      case 'ASCII85Decode':
      case 'A85':
        next = ascii85Decode(current);
        break;
      case 'LZWDecode':
      case 'LZW':
        // Counted only: a further stage after LZW (never seen in practice) is refused rather than decoded.
        return last ? lzwDecodedSize(current, limit) : null;
      default:
        return current.length;
    }
    if (next === null) return null;
    if (typeof next === 'number') return next;
    current = next;
  }
  return current.length;
}

/**
 * Inflates up to `limit` bytes: null past it. A damaged stream counts what inflated before the damage (what a
 * reader shows). With `countOnly`, the output is counted and dropped, so the budget is never held in memory.
 */
function inflateBounded(data: Buffer, limit: number, countOnly: boolean): Promise<Buffer | number | null> {
  return new Promise((resolve) => {
    const inflate = createInflate({ finishFlush: constants.Z_SYNC_FLUSH });
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (value: Buffer | number | null) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    const result = () => (countOnly ? size : Buffer.concat(chunks));
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        inflate.destroy();
        settle(null);
      } else if (!countOnly) chunks.push(chunk);
    });
    inflate.on('end', () => settle(result()));
    inflate.on('error', () => settle(result()));
    inflate.end(data);
  });
}

function runLengthDecode(data: Buffer, limit: number): Buffer | null {
  const out: Buffer[] = [];
  let size = 0;
  for (let i = 0; i < data.length;) {
    const n = data[i];
    if (n === 128) break;
    const part =
      n < 128
        ? data.subarray(i + 1, i + 2 + n)
        : Buffer.alloc(257 - n, i + 1 < data.length ? data[i + 1] : 0);
    i += n < 128 ? n + 2 : 2;
    size += part.length;
    if (size > limit) return null;
    out.push(part);
  }
  return Buffer.concat(out);
}

function ascii85Decode(data: Buffer): Buffer {
  const text = data.toString('latin1').replace(/\s/g, '').replace(/~>.*$/s, '');
  const out: number[] = [];
  let group: number[] = [];
  const flush = (count: number) => {
    while (group.length < 5) group.push(84);
    const value = group.reduce((acc, d) => acc * 85 + d, 0);
    for (let k = 0; k < count; k++) out.push((value >>> (24 - 8 * k)) & 0xff);
    group = [];
  };
  for (const ch of text) {
    if (ch === 'z' && group.length === 0) out.push(0, 0, 0, 0);
    else if (ch >= '!' && ch <= 'u') {
      group.push(ch.charCodeAt(0) - 33);
      if (group.length === 5) flush(4);
    }
  }
  if (group.length > 1) flush(group.length - 1);
  return Buffer.from(out);
}

/**
 * LZW's decoded size without decoding: each code stands for a string one longer than the entry it extends, so
 * lengths are enough. Codes are 9 to 12 bits, 256 clears, 257 ends; widths change one code early (EarlyChange 1,
 * the PDF default).
 */
function lzwDecodedSize(data: Buffer, limit: number): number | null {
  let lengths: number[] = [];
  const reset = () => {
    lengths = new Array<number>(258).fill(1);
  };
  reset();
  let width = 9;
  let bits = 0;
  let held = 0;
  let previous = -1;
  let size = 0;
  for (const byte of data) {
    held = (held << 8) | byte;
    bits += 8;
    while (bits >= width) {
      bits -= width;
      const code = (held >>> bits) & ((1 << width) - 1);
      held &= (1 << bits) - 1;
      if (code === 257) return size;
      if (code === 256) {
        reset();
        width = 9;
        previous = -1;
        continue;
      }
      const known = code < lengths.length;
      const length = known ? lengths[code] : previous === -1 ? 1 : lengths[previous] + 1;
      if (previous !== -1 && lengths.length < 4096) lengths.push(lengths[previous] + 1);
      size += length;
      if (size > limit) return null;
      previous = code;
      if (lengths.length + 1 >= 1 << width && width < 12) width++;
    }
  }
  return size;
}
