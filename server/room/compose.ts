/**
 * `compose`: a player puts a component of the group's own on the table (a game with
 * `GameModule.composes`, the free table). The client names every image by the hash its
 * upload returned (server/http/uploads.ts) and may send a card sheet to be cut; the room
 *
 * 1. reads the payload (`composeSchema`, up to MAX_COMPOSE_BYTES), checks the game takes
 *    components, the sender is seated and may change the box (server/room/box.ts), and the
 *    table's compose rate;
 * 2. checks every hash names an image uploaded to this table; cuts sheets
 *    (server/images/slice.ts, one image job at a time per few, server/images/few.ts) and
 *    checks the cut cards fit the table's image quota;
 * 3. replaces each hash by the table's ref of that image (server/images/capability.ts) —
 *    the engine never sees a hash — and hands the game's `add` action to the table's
 *    pipeline for the sender's seat (`Request` kind `compose`): admitted, decided on the
 *    current state (the right checked again), stored — the cut cards stored and linked
 *    first — and published like any intent.
 *
 * Each refusal answers the sender alone with its reason; until the engine accepted the
 * action nothing is stored, and the table plays on meanwhile.
 */
import type { Client } from 'colyseus';
import type { Component } from '../../engine/table/components.ts';
import { worded, type Phrase, type PhraseValue } from '../../engine/core/words.ts';
import { MAX_COMPOSE_BYTES, ROOM_ERRORS } from '../../wire/protocol.ts';
import { roomSay, type RoomWordId } from '../../wire/room-words.en.ts';
import { composeSchema, type ComposeMessage, type SheetComponent } from '../../wire/protocol-schemas.ts';
import { TABLE_IMAGE_BYTES } from '../http/uploads.ts';
import { HASH_PATTERN, mintRef } from '../images/capability.ts';
import { oneOfFew } from '../images/few.ts';
import type { PreparedImage } from '../images/prepare.ts';
import { checkGrid, SheetRefused, sliceSheet } from '../images/slice.ts';
import { boxSender } from './box.ts';
import { checkPayload, rejection, roomRefusal } from './checks.ts';
import type { Table } from './table/table.ts';

export type ComposingTable = Pick<Table, 'code' | 'ctx' | 'game' | 'members' | 'seating' | 'outbox' | 'cast' | 'box' | 'submit' | 'log'>;

/** Why a compose is refused: a room error code and the sentence for the player, in English and as a phrase. */
class ComposeRefused extends Error {
  readonly words: Phrase;
  constructor(readonly code: string, said: { text: string; words: Phrase }) {
    super(said.text);
    this.words = said.words;
  }
}

/** A compose refused with message `id` of the room's catalogue. */
function composeRefused(code: string, id: RoomWordId, values?: Readonly<Record<string, PhraseValue>>): ComposeRefused {
  return new ComposeRefused(code, worded(roomSay, id, values));
}

const MB = 2 ** 20;

/** A player's `compose` message. */
export function onCompose(table: ComposingTable, client: Client, payload: unknown): void {
  const checked = checkPayload(composeSchema, payload, MAX_COMPOSE_BYTES);
  if (!checked.ok) return table.outbox.reject(client, checked.rejection);
  const message = checked.value;
  const { ref } = message;
  const spec = boxSender(table, client, ref, {
    noCompose: 'room.compose.none', spectator: 'room.spectator.components', rateLimited: 'room.slowDown.components',
  });
  if (!spec) return;
  void compose(table, message)
    .then(({ what, images }) => table.submit({ kind: 'compose', client, action: { t: spec.add, x: message.x, z: message.z, what }, images, ref }))
    .catch((e: unknown) => {
      if (e instanceof ComposeRefused) return table.outbox.reject(client, rejection(e.code, e.message, ref, e.words));
      table.log(`compose failed: ${e instanceof Error ? e.stack : String(e)}`);
      table.outbox.reject(client, roomRefusal(ROOM_ERRORS.internal, 'room.internal.compose', undefined, ref));
    });
}

/** The component as the engine takes it (refs for hashes, a sheet cut into cards) and the images it brings. */
async function compose(table: ComposingTable, message: ComposeMessage): Promise<{ what: Component; images: PreparedImage[] }> {
  const { store, assetKey } = table.ctx;
  const code = table.code;
  const linked = new Set((await store.tableImages(code)).map((i) => i.hash));
  const own = (hash: string): string => {
    if (!HASH_PATTERN.test(hash)) {
      throw composeRefused(ROOM_ERRORS.badImage, 'room.compose.hash');
    }
    if (!linked.has(hash)) throw composeRefused(ROOM_ERRORS.badImage, 'room.compose.notUploaded', { hash: hash.slice(0, 12) });
    return hash;
  };
  const ref = (hash: string): string => mintRef(assetKey, code, hash);
  const { what } = message;
  if (what.kind !== 'sheet') return { what: withRefs(what, (hash) => ref(own(hash))), images: [] };
  const coverHash = what.back.kind === 'image' ? own(what.back.image) : null;
  const cut = await cutSheet(table, what, own);
  const fresh = new Map<string, PreparedImage>();
  for (const image of [...cut.faces, ...(cut.backs ?? []), ...(cut.cover ? [cut.cover] : [])]) {
    if (!linked.has(image.hash)) fresh.set(image.hash, image);
  }
  const adding = [...fresh.values()].reduce((sum, image) => sum + image.variants.full.bytes.length + image.variants.phone.bytes.length, 0);
  const used = await store.tableImageBytes(code);
  if (used + adding > TABLE_IMAGE_BYTES) {
    throw composeRefused(ROOM_ERRORS.tableFull, 'room.compose.full', { adding: Math.ceil(adding / MB), used: Math.ceil(used / MB), max: TABLE_IMAGE_BYTES / MB });
  }
  const cards = cut.faces.map((face, i) => {
    const back = cut.backs?.[i];
    return back ? { face: ref(face.hash), back: ref(back.hash) } : { face: ref(face.hash) };
  });
  const coverRef = coverHash !== null ? ref(coverHash) : cut.cover ? ref(cut.cover.hash) : undefined;
  const deck: Component = coverRef ? { kind: 'cards', name: what.name, cover: coverRef, cards } : { kind: 'cards', name: what.name, cards };
  return { what: deck, images: [...fresh.values()] };
}

/** A sheet's cards cut (and its backs: the last cell, or a second sheet of the same grid). */
async function cutSheet(
  table: ComposingTable, sheet: SheetComponent, own: (hash: string) => string,
): Promise<{ faces: PreparedImage[]; backs: PreparedImage[] | null; cover: PreparedImage | null }> {
  const { cols, rows, count, back } = sheet;
  const cells = cols * rows;
  try {
    checkGrid({ cols, rows, count });
  } catch (e) {
    if (e instanceof SheetRefused) throw new ComposeRefused(ROOM_ERRORS.badSheet, { text: e.message, words: e.words });
    throw e;
  }
  if (back.kind === 'last' && count >= cells) {
    throw composeRefused(ROOM_ERRORS.badSheet, 'room.sheet.backCell', { cols, rows, most: cells - 1, count });
  }
  const faceHash = own(sheet.image);
  const backHash = back.kind === 'sheet' ? own(back.image) : null;
  const cut = async (hash: string, cellsWanted?: number[]): Promise<PreparedImage[]> => {
    const stored = await table.ctx.store.getImage(hash, 'full');
    if (!stored) throw composeRefused(ROOM_ERRORS.badImage, 'room.compose.gone', { hash: hash.slice(0, 12) });
    try {
      return await oneOfFew(() => sliceSheet(stored.bytes, { cols, rows, count }, cellsWanted));
    } catch (e) {
      if (e instanceof SheetRefused) throw new ComposeRefused(ROOM_ERRORS.badSheet, { text: e.message, words: e.words });
      throw e;
    }
  };
  if (back.kind === 'last') {
    const all = await cut(faceHash, [...Array.from({ length: count }, (_, i) => i), cells - 1]);
    return { faces: all.slice(0, count), backs: null, cover: all[count] ?? null };
  }
  const faces = await cut(faceHash);
  return { faces, backs: backHash ? await cut(backHash) : null, cover: null };
}

/** `what` with every image field's hash replaced by `swap` of it (throws what `swap` throws). */
function withRefs(what: Component, swap: (hash: string) => string): Component {
  switch (what.kind) {
    case 'cards':
      return {
        ...what,
        ...(what.cover !== undefined ? { cover: swap(what.cover) } : {}),
        cards: what.cards.map((c) => ({ ...c, face: swap(c.face), ...(c.back !== undefined ? { back: swap(c.back) } : {}) })),
      };
    case 'card':
      return { ...what, front: swap(what.front), back: swap(what.back) };
    case 'token':
    case 'board':
    case 'tile':
      return what.image !== undefined ? { ...what, image: swap(what.image) } : what;
    case 'standardDeck':
    case 'die':
    case 'counter':
    case 'meeple':
    case 'bag':
    case 'zone':
      return what;
  }
}
