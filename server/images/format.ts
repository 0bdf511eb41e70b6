/**
 * What an upload is, from its bytes alone (the magic numbers at its start), never from its
 * file name or the type a browser claims: a renamed file is what its bytes say it is.
 * Only PNG, JPEG and WebP are accepted (`ACCEPTED`); the other kinds are named so that a
 * refusal can tell the player what they sent.
 */

/** The formats a table's own images may be uploaded in. */
export const ACCEPTED = ['png', 'jpeg', 'webp'] as const;
export type ImageFormat = (typeof ACCEPTED)[number];

/** A kind of file recognised by its bytes but refused (named in the refusal: wire/http-words.en.ts `http.image.format`). */
export type OtherFormat =
  | 'gif' | 'bmp' | 'tiff' | 'avif' | 'heic' | 'jpeg-xl' | 'ico' | 'psd' | 'svg' | 'pdf' | 'zip' | 'text';

/** What the bytes are: an accepted format, another known kind, or null (unknown). */
export type Sniffed = { accepted: true; format: ImageFormat } | { accepted: false; format: OtherFormat | null };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const JXL_BOX = [0x00, 0x00, 0x00, 0x0c, 0x4a, 0x58, 0x4c, 0x20, 0x0d, 0x0a, 0x87, 0x0a];

function startsWith(bytes: Uint8Array, magic: readonly number[], at = 0): boolean {
  if (bytes.length < at + magic.length) return false;
  return magic.every((b, i) => bytes[at + i] === b);
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

/** The brand of an ISO media file (`ftyp` box at offset 4), which tells AVIF from HEIC. */
function isoBrand(bytes: Uint8Array): OtherFormat | null {
  if (bytes.length < 12 || ascii(bytes, 4, 4) !== 'ftyp') return null;
  const brand = ascii(bytes, 8, 4);
  if (brand === 'avif' || brand === 'avis') return 'avif';
  if (['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].includes(brand)) return 'heic';
  return null;
}

/** True when the first bytes read as text (UTF-8 without control characters other than whitespace). */
function looksLikeText(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 512);
  if (head.length === 0) return false;
  for (const b of head) if (b === 0 || (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c)) return false;
  try {
    // A multi-byte character cut at the end of the sample is still text.
    new TextDecoder('utf-8', { fatal: true }).decode(head.length === 512 ? head.subarray(0, 508) : head);
    return true;
  } catch {
    return false;
  }
}

/** What `bytes` are, read from their first bytes. */
export function sniff(bytes: Uint8Array): Sniffed {
  if (startsWith(bytes, PNG)) return { accepted: true, format: 'png' };
  if (startsWith(bytes, JPEG)) return { accepted: true, format: 'jpeg' };
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return { accepted: true, format: 'webp' };
  return { accepted: false, format: other(bytes) };
}

function other(bytes: Uint8Array): OtherFormat | null {
  const head4 = ascii(bytes, 0, 4);
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 2) === 'BM' && bytes.length >= 14) return 'bmp';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (startsWith(bytes, [0xff, 0x0a]) || startsWith(bytes, JXL_BOX)) return 'jpeg-xl';
  const brand = isoBrand(bytes);
  if (brand) return brand;
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00])) return 'ico';
  if (head4 === '8BPS') return 'psd';
  if (head4 === '%PDF') return 'pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  if (looksLikeText(bytes)) {
    const start = new TextDecoder().decode(bytes.subarray(0, 1024)).replace(/^\uFEFF/, '').trimStart().toLowerCase();
    if (start.startsWith('<svg') || (start.startsWith('<?xml') && start.includes('<svg'))) return 'svg';
    return 'text';
  }
  return null;
}
