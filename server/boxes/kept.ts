/**
 * Boxes kept on this server (docs/BOX.md): a box's images among the stored images and its
 * manifest naming them by hash; and a kept box's layout for a new table, its images as
 * that table's refs.
 */
import { randomBytes } from 'node:crypto';
import type { SandboxLayout } from '../../engine/games/sandbox/layout.ts';
import type { PreparedImage } from '../images/prepare.ts';
import type { GameStore, BoxListing } from '../store/types.ts';
import { Refused } from './refused.ts';
import { hashOfFile, imageFile, layoutForTable, layoutSize, type BoxManifest } from './box.ts';

const BOX_ID = /^[A-Za-z0-9_-]{16,40}$/;

/**
 * Keeps a box: its images (stored once by hash) and its manifest naming them. The box's
 * own createdAt and name are kept; its id is new. Returns its listing.
 */
export async function keepBox(ctx: { store: GameStore; now(): number }, manifest: BoxManifest, images: ReadonlyMap<string, PreparedImage>): Promise<BoxListing> {
  const stored = new Map<string, string>();
  let bytes = 0;
  for (const [file, image] of images) {
    await ctx.store.putImage(image);
    stored.set(file, image.hash);
    bytes += image.variants.full.bytes.length;
  }
  const layout = layoutForTable(manifest, stored, imageFile);
  const listing: BoxListing = { id: randomBytes(16).toString('base64url'), name: manifest.name, createdAt: ctx.now(), pieces: layoutSize(layout), bytes };
  await ctx.store.putBox({ ...listing, manifest: JSON.stringify({ ...manifest, layout }) });
  return listing;
}


/**
 * The layout of box `id` for a new table `code`, each image named by the ref `refOf` seals
 * for it, and the images' hashes (to link to the table once it is stored). Throws Refused
 * for an unknown box.
 */
export async function boxLayout(ctx: { store: GameStore }, id: string, code: string, refOf: (hash: string) => string): Promise<{ layout: SandboxLayout; images: string[] }> {
  const box = BOX_ID.test(id) ? await ctx.store.getBox(id) : null;
  if (!box) throw new Refused('http.box.none');
  const manifest = JSON.parse(box.manifest) as BoxManifest;
  const stored = new Map<string, string>();
  JSON.stringify(manifest.layout, (_k, v: unknown) => {
    const hash = typeof v === 'string' ? hashOfFile(v) : null;
    if (hash) stored.set(v as string, hash);
    return v;
  });
  return { layout: layoutForTable(manifest, stored, refOf), images: [...new Set(stored.values())] };
}
