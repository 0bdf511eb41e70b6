/**
 * Face capabilities: how a viewer's projection names an image it may see without naming
 * the image. A capability is the table, the viewer and the image's hash sealed with the
 * server's asset key (AES-256-GCM, its nonce derived from what it seals, so one viewer
 * always gets the same capability for one image and a projection's bytes do not change
 * from one patch to the next). It is opaque: no viewer can read the hash out of it, tell
 * whether another viewer's capability names the same image, or make one for an image it
 * was not given. Whoever holds it may ask for the image; the server opens it and serves
 * the image only while that viewer's projection shows it (the route checks), so a
 * capability kept after a card was turned face down opens nothing.
 *
 * Every process of one deployment must seal with the same key (a capability minted by the
 * process holding the room may be brought to another): `assetKey` reads it from the
 * environment, or makes one for a single process.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/** Who a capability was minted for: a seat, or the table's spectators. */
export type CapabilityViewer = number | 'spectator';

export interface FaceCapability {
  code: string;
  viewer: CapabilityViewer;
  /** sha256 (hex) of the image (server/images/prepare.ts). */
  hash: string;
}

const VERSION = 1;
const NONCE = 12;
const TAG = 16;

/** The 32-byte asset key: `hex` (64 hex digits, e.g. from WOODLAND_ASSET_KEY), or a fresh random one for a single process. */
export function assetKey(hex: string | undefined): Buffer {
  if (hex === undefined || hex === '') return randomBytes(32);
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) throw new Error('The asset key must be 64 hexadecimal digits (32 bytes).');
  return Buffer.from(hex, 'hex');
}

function plain(c: FaceCapability): Buffer {
  if (!/^[0-9a-f]{64}$/.test(c.hash)) throw new Error('A face capability names an image by its sha256 in lower-case hex.');
  return Buffer.from(JSON.stringify([VERSION, c.code, c.viewer, c.hash]), 'utf8');
}

/** The capability for `c`, as URL-safe text. */
export function mintCapability(key: Buffer, c: FaceCapability): string {
  const data = plain(c);
  const nonce = createHmac('sha256', key).update(data).digest().subarray(0, NONCE);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const sealed = Buffer.concat([cipher.update(data), cipher.final()]);
  return Buffer.concat([nonce, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** What capability `token` names, or null when it was not sealed with `key` (forged, altered, cut or of another deployment). */
export function openCapability(key: Buffer, token: string): FaceCapability | null {
  if (token.length > 512 || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const raw = Buffer.from(token, 'base64url');
  if (raw.length <= NONCE + TAG) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, NONCE));
    decipher.setAuthTag(raw.subarray(raw.length - TAG));
    const data = Buffer.concat([decipher.update(raw.subarray(NONCE, raw.length - TAG)), decipher.final()]);
    const parsed: unknown = JSON.parse(data.toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 4 || parsed[0] !== VERSION) return null;
    const [, code, viewer, hash] = parsed as [number, unknown, unknown, unknown];
    if (typeof code !== 'string' || typeof hash !== 'string') return null;
    if (viewer !== 'spectator' && !(typeof viewer === 'number' && Number.isInteger(viewer) && viewer >= 0)) return null;
    return { code, viewer, hash };
  } catch {
    return null;
  }
}
