/**
 * Image refs: how the engine's state and every projection name an image a table brought
 * (engine/table/components.ts) without naming the image. A ref is the table's code and the
 * image's hash sealed with the deployment's asset key (AES-256-GCM, its nonce derived from
 * what it seals), as URL-safe text:
 *
 * - per table, not per viewer: the engine keeps refs in its state, and its views pass a ref
 *   on only where the viewer may see that image (a face-down card's face has no ref in any
 *   projection), so one ref serves every viewer that is shown it;
 * - deterministic: one table's ref of one image never changes, so a projection's bytes do
 *   not change from one patch to the next and a stored log replays to the same state;
 * - opaque: nobody can read the hash out of it, tell it apart from the ref of another table,
 *   or make one for an image it was not given; an altered ref opens nothing.
 *
 * Holding a ref is not a right to the image: the face route (server/http/faces.ts) serves
 * it only while the asker's current projection shows it (server/room/faces.ts).
 *
 * Every process of one deployment seals with the same key (server/images/asset-key.ts: the
 * environment's WOODLAND_ASSET_KEY, else the one the store keeps), so a ref minted where
 * the room ran opens wherever the table runs later.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/** What a ref names: the table it was minted for and the image's sha256 (hex). */
export interface SealedRef {
  code: string;
  hash: string;
}

const VERSION = 2;
const NONCE = 12;
const TAG = 16;
const HASH_BYTES = 32;
/** A table code as a ref may carry it (codes are 6 characters). */
const CODE = /^[A-Za-z0-9]{1,32}$/;
/** What a well-formed ref looks like (engine/table/components.ts `imageRefSchema`). */
export const REF_PATTERN = /^[A-Za-z0-9_-]{20,400}$/;
/** An image hash as the store names images: sha256 in lower-case hex. */
export const HASH_PATTERN = /^[0-9a-f]{64}$/;

/** The 32-byte asset key: `hex` (64 hex digits, e.g. from WOODLAND_ASSET_KEY), or a fresh random one. */
export function assetKey(hex: string | undefined): Buffer {
  if (hex === undefined || hex === '') return randomBytes(32);
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) throw new Error('The asset key must be 64 hexadecimal digits (32 bytes).');
  return Buffer.from(hex, 'hex');
}

function plain(code: string, hash: string): Buffer {
  if (!HASH_PATTERN.test(hash)) throw new Error('An image ref names an image by its sha256 in lower-case hex.');
  if (!CODE.test(code)) throw new Error('An image ref names a table by its code.');
  return Buffer.concat([Buffer.from([VERSION]), Buffer.from(hash, 'hex'), Buffer.from(code, 'ascii')]);
}

/** The ref of image `hash` at table `code`, as URL-safe text (the same every time). */
export function mintRef(key: Buffer, code: string, hash: string): string {
  const data = plain(code, hash);
  const nonce = createHmac('sha256', key).update(data).digest().subarray(0, NONCE);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const sealed = Buffer.concat([cipher.update(data), cipher.final()]);
  return Buffer.concat([nonce, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** What `ref` names, or null when it was not sealed with `key` (forged, altered, cut, of another deployment, or not a ref at all). */
export function openRef(key: Buffer, ref: string): SealedRef | null {
  if (typeof ref !== 'string' || !REF_PATTERN.test(ref)) return null;
  const raw = Buffer.from(ref, 'base64url');
  if (raw.length < NONCE + 1 + HASH_BYTES + 1 + TAG) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, NONCE));
    decipher.setAuthTag(raw.subarray(raw.length - TAG));
    const data = Buffer.concat([decipher.update(raw.subarray(NONCE, raw.length - TAG)), decipher.final()]);
    if (data[0] !== VERSION) return null;
    const hash = data.subarray(1, 1 + HASH_BYTES).toString('hex');
    const code = data.subarray(1 + HASH_BYTES).toString('ascii');
    return CODE.test(code) ? { code, hash } : null;
  } catch {
    return null;
  }
}
