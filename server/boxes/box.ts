/**
 * Boxes (docs/BOX.md): a free table's components, images and layout in one zip — a
 * `box.json` manifest and the images under `images/`. Written from a table's layout
 * (engine/games/sandbox/layout.ts) with its image refs turned into the images' file names,
 * read back by checking everything before anything is kept: the archive (zip-read.ts),
 * the manifest's format and version, every image it names present (and no image
 * unnamed), the layout by the engine's own option check. A box made by another version is
 * refused with the reason, never half-read.
 */
import { strToU8, zipSync } from 'fflate';
import { z } from 'zod';
import { isRuleError } from '../../engine/core/result.ts';
import { sandbox } from '../../engine/games/sandbox/index.ts';
import type { SandboxLayout } from '../../engine/games/sandbox/layout.ts';
import type { HttpWordId } from '../../wire/http-words.en.ts';
import { Refused } from './refused.ts';
import { readZip, ZIP_LIMITS, type ZipLimits } from './zip-read.ts';

export const BOX_FORMAT = 'woodland-box';
/** The version this server writes and reads (docs/BOX.md says what each changed). */
export const BOX_VERSION = 1;
export const MANIFEST = 'box.json';
/** The folder of a box's images; each is named by the sha256 of its bytes. */
const IMAGE_NAME = /^images\/([0-9a-f]{64})\.webp$/;

/** A box refused whole, with the reason for the player (worded from wire/http-words.en.ts `http.box.…`). */
export class BoxRefused extends Refused {
  override readonly name = 'BoxRefused';
}

/** The manifest as a box carries it. */
export interface BoxManifest {
  format: typeof BOX_FORMAT;
  version: number;
  name: string;
  /** The game whose table it lays out (the free table). */
  game: 'sandbox';
  /** ISO time it was saved. */
  createdAt: string;
  /** The layout, each image named by its file in the box (`images/<sha256>.webp`). */
  layout: SandboxLayout;
}

const headSchema = z.object({ format: z.string(), version: z.number().int() }).passthrough();
const manifestSchema = z.object({
  format: z.literal(BOX_FORMAT),
  version: z.literal(BOX_VERSION),
  name: z.string().trim().min(1).max(80),
  game: z.literal('sandbox'),
  createdAt: z.string().max(40),
  layout: z.unknown(),
}).strict();

/** `value` with every string `swap` answers for replaced by its answer (the images a layout names). */
export function swapStrings<T>(value: T, swap: (s: string) => string | undefined): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return swap(v) ?? v;
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) out[k] = walk(x);
      return out;
    }
    return v;
  };
  return walk(value) as T;
}

/** The hash a box's image file names (`images/<hash>.webp`), or null. */
export const hashOfFile = (s: string): string | null => IMAGE_NAME.exec(s)?.[1] ?? null;

/** The file name of image `hash` in a box. */
export const imageFile = (hash: string): string => `images/${hash}.webp`;

/**
 * What stands for image `hash` while a layout is checked: ref-shaped (letters, digits and
 * _), since the layout's schema takes refs where images go, not file names.
 */
export const standIn = (hash: string): string => `images_${hash}_webp`;
const STAND_IN = /^images_([0-9a-f]{64})_webp$/;

/**
 * A layout naming its images by `standIn`, checked by the free table's own option check,
 * then naming each image by its file in a box. Throws BoxRefused `why` (a message taking
 * the check's reason as `detail`).
 */
export function checkedLayout(layout: unknown, why: Extract<HttpWordId, 'http.box.layout' | 'http.save.layout'>): SandboxLayout {
  const checked = sandbox.parseOptions({ layout }, 2);
  if (isRuleError(checked)) throw new BoxRefused(why, { detail: checked.message });
  return swapStrings(checked.layout!, (s) => {
    const hash = STAND_IN.exec(s)?.[1];
    return hash === undefined ? undefined : imageFile(hash);
  });
}

/**
 * The box of a layout: its manifest (each image ref `hashOf` knows named by its file) and
 * those images' bytes, read by `bytesOf`. Returns the zip and the hashes it holds.
 */
export async function writeBox(
  name: string, layout: SandboxLayout, hashOf: (ref: string) => string | null,
  bytesOf: (hash: string) => Promise<Uint8Array | null>, now: Date = new Date(),
): Promise<{ zip: Uint8Array; hashes: string[]; manifest: BoxManifest }> {
  const hashes = new Set<string>();
  const named = swapStrings(layout, (s) => {
    const hash = hashOf(s);
    if (hash === null) return undefined;
    hashes.add(hash);
    return imageFile(hash);
  });
  const manifest: BoxManifest = { format: BOX_FORMAT, version: BOX_VERSION, name, game: 'sandbox', createdAt: now.toISOString(), layout: named };
  const files: Record<string, [Uint8Array, { level: 0 | 6 }]> = {
    [MANIFEST]: [strToU8(JSON.stringify(manifest, null, 1)), { level: 6 }],
  };
  for (const hash of hashes) {
    const bytes = await bytesOf(hash);
    if (!bytes) throw new BoxRefused('http.box.imageMissing', { hash: hash.slice(0, 12) });
    // WebP is compressed already: stored as it is.
    files[imageFile(hash)] = [bytes, { level: 0 }];
  }
  return { zip: zipSync(files), hashes: [...hashes], manifest };
}

/** A box as read: its manifest (layout still naming image files) and each image file's bytes. */
export interface ReadBox {
  manifest: BoxManifest;
  images: Map<string, Uint8Array>;
}

/** Largest box accepted, bytes. */
export const MAX_BOX_BYTES = 200 * 2 ** 20;
export const BOX_ZIP_LIMITS: ZipLimits = { ...ZIP_LIMITS, entries: 2500, totalBytes: 400 * 2 ** 20 };

/**
 * Reads a box zip, checking it whole: a zip that is safe to read, a manifest of this
 * format and version, a layout the free table accepts (its images named by file), every
 * image it names present. Throws a Refused (BoxRefused, ZipRefused) with the reason; nothing is kept.
 */
export function readBox(bytes: Uint8Array): ReadBox {
  const files = readZip(bytes, BOX_ZIP_LIMITS);
  const text = files.get(MANIFEST);
  if (!text) throw new BoxRefused('http.box.noManifest', { file: MANIFEST });
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(text));
  } catch {
    throw new BoxRefused('http.box.manifestNotJson', { file: MANIFEST });
  }
  const head = headSchema.safeParse(raw);
  if (!head.success || head.data.format !== BOX_FORMAT) throw new BoxRefused('http.box.notManifest', { file: MANIFEST });
  if (head.data.version !== BOX_VERSION) {
    throw new BoxRefused(head.data.version > BOX_VERSION ? 'http.box.newer' : 'http.box.unknownVersion', { version: head.data.version, reads: BOX_VERSION });
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BoxRefused('http.box.badManifest', { file: MANIFEST, where: issue?.path.join('.') || 'top', detail: issue?.message ?? 'invalid' }); // words-ok: a zod path and issue, not prose
  }
  const named = new Set<string>();
  JSON.stringify(parsed.data.layout, (_k, v: unknown) => {
    if (typeof v === 'string' && IMAGE_NAME.test(v)) named.add(v);
    return v;
  });
  const missing = [...named].filter((n) => !files.has(n));
  if (missing.length > 0) throw new BoxRefused('http.box.missingImages', { n: missing.length, files: `${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''}` });
  const layout = checkedLayout(swapStrings(parsed.data.layout, (s) => {
    const hash = hashOfFile(s);
    return hash === null ? undefined : standIn(hash);
  }), 'http.box.layout');
  const images = new Map<string, Uint8Array>();
  for (const n of named) images.set(n, files.get(n)!);
  return { manifest: { ...parsed.data, layout } as BoxManifest, images };
}

/**
 * A box's layout for one table: each image file replaced by the ref `refOf` gives for
 * the hash the image was stored under (`stored`: file name → hash, after the server
 * prepared each image again).
 */
export function layoutForTable(box: BoxManifest, stored: ReadonlyMap<string, string>, refOf: (hash: string) => string): SandboxLayout {
  return swapStrings(box.layout, (s) => {
    const hash = IMAGE_NAME.test(s) ? stored.get(s) : undefined;
    return hash === undefined ? undefined : refOf(hash);
  });
}

/** How many pieces a layout lays out (hands' cards counted), for listings. */
export function layoutSize(layout: SandboxLayout): number {
  let n = 0;
  for (const p of layout.pieces) n += p.kind === 'deck' ? Math.max(1, p.cards.length) : p.kind === 'bag' ? 1 + p.items.length : 1;
  for (const h of layout.hands) n += h.length;
  return n;
}
