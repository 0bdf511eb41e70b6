/**
 * `saveBox`: the table saved as a box kept on the server (docs/BOX.md), by a seat with the
 * right to change the box (server/room/box.ts). The box holds the table's layout
 * (`GameModule.composes.layout`) of the current state scrambled for a spectator with a
 * fresh random Rng: every hidden place (a deck's order, a face-down card, a hand) holds a
 * random identity of its kind, so the box tells whoever downloads it which components the
 * game has — as the images do — but nothing of where the hidden ones lie. Each image ref
 * becomes the image's file in the box; the images are stored already. Answered with
 * `boxSaved`, or a refusal with its reason.
 */
import { randomBytes } from 'node:crypto';
import type { Client } from 'colyseus';
import { Rng, seedRng } from '../../engine/core/rng.ts';
import { BOX_FORMAT, BOX_VERSION, imageFile, layoutSize, swapStrings, type BoxManifest } from '../boxes/box.ts';
import { openRef } from '../images/capability.ts';
import { ROOM_ERRORS, S2C, type BoxSaved } from '../../wire/protocol.ts';
import { saveBoxSchema } from '../../wire/protocol-schemas.ts';
import type { SandboxLayout } from '../../engine/games/sandbox/layout.ts';
import { boxSender } from './box.ts';
import { checkPayload, roomRefusal } from './checks.ts';
import type { Table } from './table/table.ts';

export type SavingTable = Pick<Table, 'code' | 'ctx' | 'game' | 'match' | 'members' | 'seating' | 'outbox' | 'cast' | 'box' | 'log'>;

/** `value` with every image ref of table `code` replaced by its image's file in a box; the hashes met. */
function withFiles<T>(value: T, key: Buffer, code: string, hashes: Set<string>): T {
  return swapStrings(value, (s) => {
    const opened = s.length >= 20 ? openRef(key, s) : null;
    if (!opened || opened.code !== code) return undefined;
    hashes.add(opened.hash);
    return imageFile(opened.hash);
  });
}

/** A player's `saveBox` message. */
export function onSaveBox(table: SavingTable, client: Client, payload: unknown): void {
  const checked = checkPayload(saveBoxSchema, payload);
  if (!checked.ok) return table.outbox.reject(client, checked.rejection);
  const { name, ref } = checked.value;
  const spec = boxSender(table, client, ref, {
    noCompose: 'room.saveBox.none', spectator: 'room.spectator.saveBox', rateLimited: 'room.slowDown.saveBox',
  });
  if (!spec) return;
  // What a spectator could not tell from the table: hidden identities dealt at random among their places.
  const scrambled = table.game.scramble(structuredClone(table.match.state), 'spectator', new Rng(seedRng(randomBytes(16).toString('hex'))));
  const hashes = new Set<string>();
  const layout = withFiles(spec.layout(scrambled) as SandboxLayout, table.ctx.assetKey, table.code, hashes);
  const manifest: BoxManifest = { format: BOX_FORMAT, version: BOX_VERSION, name, game: 'sandbox', createdAt: new Date(table.ctx.now()).toISOString(), layout };
  void keep(table, manifest, hashes)
    .then((saved) => client.send(S2C.boxSaved, { ...saved, ...(ref === undefined ? {} : { ref }) } satisfies BoxSaved))
    .catch((e: unknown) => {
      table.log(`save box failed: ${e instanceof Error ? e.stack : String(e)}`);
      table.outbox.reject(client, roomRefusal(ROOM_ERRORS.internal, 'room.internal.keepBox', undefined, ref));
    });
}

async function keep(table: SavingTable, manifest: BoxManifest, hashes: ReadonlySet<string>): Promise<Omit<BoxSaved, 'ref'>> {
  let bytes = 0;
  for (const hash of hashes) {
    const image = await table.ctx.store.getImage(hash, 'full');
    if (!image) throw new Error(`image ${hash} of table ${table.code} is not stored`);
    bytes += image.bytes.length;
  }
  const listing = { id: randomBytes(16).toString('base64url'), name: manifest.name, createdAt: table.ctx.now(), pieces: layoutSize(manifest.layout), bytes };
  await table.ctx.store.putBox({ ...listing, manifest: JSON.stringify(manifest) });
  return listing;
}
