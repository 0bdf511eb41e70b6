/**
 * A table's own images (card sheets, boards, tokens a group brings): an upload checked and
 * re-encoded into the sizes the client draws, before anything of it is stored.
 *
 * The checks run from the cheapest to the dearest and nothing is decoded until the header
 * has passed: the byte size; the format from the bytes (format.ts); the dimensions read
 * from the header (sharp's `metadata`, which decodes no pixels) against `MAX_SIDE` and
 * `MAX_PIXELS`, so a small file declaring huge dimensions (a decompression bomb) is refused
 * unread. Only then is it decoded, with sharp's own pixel limit as a second guard and
 * `failOn: 'error'`, so damaged or cut-off pixel data is an error rather than a half-grey
 * picture. Every refusal is an `ImageRefused` with a stable `code` and a sentence for the
 * player: whatever is wrong with an upload is one of these, never another error.
 *
 * The image is decoded once, turned upright by its EXIF orientation and brought to at most
 * `FULL_SIDE`; both variants are encoded from those pixels as WebP (alpha kept), with no
 * metadata (sharp writes none unless asked).
 */
import { createHash } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { type ImageFormat, type OtherFormat, sniff } from './format.ts';
import { worded, type Phrase, type PhraseValue } from '../../engine/core/words.ts';
import { httpSay, type HttpWordId } from '../../wire/http-words.en.ts';

/** Largest upload accepted, in bytes (25 MB: a phone photo or a scanned sheet fits). */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
/** Largest width or height an upload may declare, in pixels. */
export const MAX_SIDE = 8192;
/** Largest pixel count (width × height) an upload may declare: 50 megapixels, about 200 MB once decoded. */
export const MAX_PIXELS = 50_000_000;
/** The long side of the `full` variant at most (never upscaled): a sheet of cards at table resolution. */
export const FULL_SIDE = 4096;
/** The long side of the `phone` variant at most (never upscaled): what a phone's GPU draws. */
export const PHONE_SIDE = 1024;
/** WebP quality of both variants (0–100). */
export const WEBP_QUALITY = 85;

/** The variants stored of every image, and the long side each is made at most. */
export const VARIANT_SIDES = { full: FULL_SIDE, phone: PHONE_SIDE } as const;
export type ImageVariantName = keyof typeof VARIANT_SIDES;
export const VARIANT_NAMES = Object.keys(VARIANT_SIDES) as ImageVariantName[];

/** One encoded size of an image. */
export interface ImageVariant {
  bytes: Buffer;
  width: number;
  height: number;
  mime: string;
}

/** An upload checked and re-encoded, ready to store under its hash. */
export interface PreparedImage {
  /** sha256 (hex) of the bytes as uploaded: the same upload is stored once. */
  hash: string;
  /** The upload's size in pixels, upright (after its EXIF orientation). */
  width: number;
  height: number;
  variants: Record<ImageVariantName, ImageVariant>;
}

/** Why an upload is refused. */
export type RefusalCode = 'format' | 'too-large' | 'dimensions' | 'pixels' | 'corrupt';

/** An upload that is not stored: `code` for programs, `message` for the player (English) and `words`, the same from the HTTP API's catalogue (wire/http-words.en.ts). */
export class ImageRefused extends Error {
  override readonly name = 'ImageRefused';
  readonly words: Phrase;
  constructor(readonly code: RefusalCode, id: HttpWordId, values?: Readonly<Record<string, PhraseValue>>, options?: { cause?: unknown }) {
    const said = worded(httpSay, id, values);
    super(said.text, options);
    this.words = said.words;
  }
}


/** A kind of file as the catalogue's messages select it (wire/http-words.en.ts; `other`: unknown). */
function formatKey(format: ImageFormat | OtherFormat | null): string {
  return format === null ? 'unknown' : format.replace('-', '');
}

/** `amount` with one decimal, rounded up: an amount over a limit never reads as the limit. */
function over(amount: number): string {
  return (Math.ceil(amount * 10) / 10).toFixed(1);
}

/** A limit as a player reads it: no decimals when it has none. */
function limit(amount: number): string {
  return String(Number(amount.toFixed(1)));
}

const MB = 1024 * 1024;

/** The header checks: what the upload is and how large it says it is. Nothing is decoded. */
async function header(bytes: Buffer): Promise<{ format: ImageFormat; width: number; height: number }> {
  if (bytes.length > MAX_UPLOAD_BYTES) {
    throw new ImageRefused('too-large', 'http.image.fileTooLarge', { size: over(bytes.length / MB), max: limit(MAX_UPLOAD_BYTES / MB) });
  }
  const sniffed = sniff(bytes);
  if (!sniffed.accepted) {
    throw new ImageRefused('format', 'http.image.format', { format: formatKey(sniffed.format) });
  }
  const format = sniffed.format;
  let meta: Metadata;
  try {
    // The pixel limit is lifted for the header alone, so that a huge image is measured and
    // refused below with its dimensions rather than with sharp's sentence.
    meta = await sharp(bytes, { limitInputPixels: false, failOn: 'error' }).metadata();
  } catch (e) {
    throw damaged(format, e);
  }
  if (meta.format !== format || !meta.width || !meta.height) throw damaged(format, new Error(`sharp read ${String(meta.format)}`));
  const { width, height } = meta;
  if (width > MAX_SIDE || height > MAX_SIDE) {
    throw new ImageRefused('dimensions', 'http.image.dimensions', { width, height, max: MAX_SIDE });
  }
  if (width * height > MAX_PIXELS) {
    throw new ImageRefused('pixels', 'http.image.pixels', { mp: over(width * height / 1e6), width, height, max: limit(MAX_PIXELS / 1e6) });
  }
  const upright = meta.autoOrient;
  return { format, width: upright.width, height: upright.height };
}

function damaged(format: ImageFormat, cause: unknown): ImageRefused {
  return new ImageRefused('corrupt', 'http.image.corrupt', { format: formatKey(format) }, { cause });
}

/**
 * Checks an upload and re-encodes it into every variant; throws `ImageRefused` for
 * anything that is not a readable PNG, JPEG or WebP within the limits.
 */
export async function prepareImage(upload: Uint8Array): Promise<PreparedImage> {
  const bytes = Buffer.isBuffer(upload) ? upload : Buffer.from(upload.buffer, upload.byteOffset, upload.byteLength);
  const { format, width, height } = await header(bytes);
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    pixels = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error', autoOrient: true })
      .resize(FULL_SIDE, FULL_SIDE, { fit: 'inside', withoutEnlargement: true })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (e) {
    throw damaged(format, e);
  }
  const { info } = pixels;
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const encode = async (side: number): Promise<ImageVariant> => {
    const out = await sharp(pixels.data, { raw })
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { bytes: out.data, width: out.info.width, height: out.info.height, mime: 'image/webp' };
  };
  const [full, phone] = await Promise.all([encode(FULL_SIDE), encode(PHONE_SIDE)]);
  return {
    hash: createHash('sha256').update(bytes).digest('hex'),
    width,
    height,
    variants: { full, phone },
  };
}
