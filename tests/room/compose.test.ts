/**
 * The box and faces through the room, apart from the free table: a test game that takes
 * components (tests/helpers/album.ts) on a real server with real clients and a clock the
 * test moves. A sheet composed with a second sheet of backs; each face served exactly while
 * its viewer's projection holds it — a drawn card to its holder, a laid card to all, taken
 * back to its holder alone again —, delayed spectators only once their feed shows it; the
 * game's `add` only through compose, its guarded `remove` only with the right; a game
 * without `composes` refuses compose.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { games } from '../../engine/games/registry.ts';
import { mintRef, openRef } from '../../server/images/capability.ts';
import {
  C2S, FACE_TICKET_HEADER, facePath, ROOM_ERRORS, S2C, type CastStatus, type FaceTicket, type UploadTicket, type UploadedImage,
} from '../../wire/protocol.ts';
import { album, type AlbumView } from '../helpers/album.ts';
import { duel } from '../helpers/duel.ts';
import { seatTable, TableClient, type SeatedTable } from './helpers.ts';

let clock = 1_700_000_000_000;
let table: SeatedTable;
let faces: UploadedImage;
let backs: UploadedImage;

async function sheet(colour: (i: number) => { r: number; g: number; b: number }): Promise<Buffer> {
  const cells = Array.from({ length: 6 }, (_, i) => ({
    input: { create: { width: 40, height: 60, channels: 3 as const, background: colour(i) } }, left: (i % 3) * 40, top: Math.floor(i / 3) * 60,
  }));
  return sharp({ create: { width: 120, height: 120, channels: 3, background: '#000000' } }).composite(cells).png().toBuffer();
}

async function reply<T>(c: TableClient, type: string, answer: string, payload: unknown = {}): Promise<T> {
  const seen = c.received.length;
  c.send(type, payload);
  return c.waitMessage<T>(answer, seen);
}

async function upload(body: Buffer): Promise<UploadedImage> {
  const t = await reply<UploadTicket>(table.a, C2S.uploadTicket, S2C.uploadTicket);
  const res = await fetch(`${table.t.server.url}/api/tables/${table.a.code}/images`, {
    method: 'POST', headers: { 'Content-Type': 'image/png', 'X-Upload-Ticket': t.ticket }, body: new Uint8Array(body),
  });
  return (await res.json()) as UploadedImage;
}

const ticketOf = new Map<TableClient, string>();
async function status(c: TableClient, ref: string): Promise<number> {
  let ticket = ticketOf.get(c);
  if (!ticket) {
    ticket = (await reply<FaceTicket>(c, C2S.faceTicket, S2C.faceTicket)).ticket;
    ticketOf.set(c, ticket);
  }
  return (await fetch(`${table.t.server.url}${facePath(table.a.code, ref)}`, { headers: { [FACE_TICKET_HEADER]: ticket } })).status;
}

const view = (c: TableClient): AlbumView => c.projection!.view as AlbumView;

async function act(c: TableClient, action: Record<string, unknown>): Promise<void> {
  const v = table.room().currentMatch.version;
  c.act(action);
  await Promise.all([table.a, table.b].map((x) => x.waitVersion(v + 1)));
}

async function refusal(c: TableClient, type: string, message: unknown): Promise<string> {
  const before = c.rejections().length;
  c.send(type, message);
  return (await c.until(() => c.rejections()[before], `a refusal of ${type}`, 10_000)).code;
}

beforeAll(async () => {
  table = await seatTable({ now: () => clock, games: { ...games, album, duel } }, { game: 'album', seats: 2 });
  faces = await upload(await sheet((i) => ({ r: 40 * i, g: 200, b: 30 })));
  backs = await upload(await sheet((i) => ({ r: 30, g: 20, b: 40 * i })));
}, 30_000);
afterAll(() => table.close());

describe('the box and faces, for any game that takes components', () => {
  it('COMPOSE.1 a sheet with a sheet of backs: each card its own face and back, as refs; the pile shows no face to anyone', async () => {
    const v = table.a.version;
    table.a.send(C2S.compose, { what: { kind: 'sheet', name: 'Pairs', image: faces.hash, cols: 3, rows: 2, count: 4, back: { kind: 'sheet', image: backs.hash } }, x: 0, z: 0 });
    await table.s.waitVersion(v + 1);
    const pile = view(table.s).items[0]!;
    expect([pile.kind, pile.count]).toEqual(['cards', 4]);
    const state = table.room().currentMatch.state as { items: Array<{ what: { cards: Array<{ face: string; back: string }> } }> };
    const cards = state.items[0]!.what.cards;
    expect(cards).toHaveLength(4);
    const key = table.t.server.context.assetKey;
    for (const card of cards) {
      expect(openRef(key, card.face)?.code).toBe(table.a.code);
      expect(openRef(key, card.back)?.code).toBe(table.a.code);
      for (const c of [table.a, table.b, table.s]) expect(await status(c, card.face)).toBe(403);
    }
    // 4 faces and 4 backs cut, stored and linked beside the two sheets.
    expect((await table.t.server.store.tableImages(table.a.code)).length).toBe(10);
  });

  it('COMPOSE.2 a drawn card\'s face to its holder alone; laid, to everyone; taken back, to its holder alone again', async () => {
    await act(table.b, { t: 'take', id: view(table.b).items[0]!.id });
    const card = view(table.b).hand[0]!;
    expect(await status(table.b, card.face)).toBe(200);
    expect(await status(table.a, card.face)).toBe(403);
    expect(await status(table.s, card.face)).toBe(403);
    await act(table.b, { t: 'show', i: 0 });
    for (const c of [table.a, table.b, table.s]) expect(await status(c, card.face)).toBe(200);
    await act(table.b, { t: 'hide', i: 0 });
    expect(await status(table.b, card.face)).toBe(200);
    expect(await status(table.a, card.face)).toBe(403);
    expect(await status(table.s, card.face)).toBe(403);
  });

  it('COMPOSE.3 delayed spectators are shown a face only once their feed shows it; their ticket stays good', async () => {
    const mark = table.a.received.length;
    table.a.send(C2S.cast, { op: 'delays', spectators: 30 });
    await table.a.waitMessage<CastStatus>(S2C.cast, mark);
    await table.s.until(() => table.s.welcome?.delayed, 'the delayed welcome');
    clock += 1000;
    await act(table.b, { t: 'show', i: 0 });
    const card = view(table.b).laid[0]!;
    expect(await status(table.a, card.face)).toBe(200);
    await new Promise((r) => setTimeout(r, 600));
    expect(await status(table.s, card.face)).toBe(403);
    clock += 31_000;
    await table.s.waitVersion(table.room().currentMatch.version);
    expect(await status(table.s, card.face)).toBe(200);
    const back = table.a.received.length;
    table.a.send(C2S.cast, { op: 'delays', spectators: 0 });
    await table.a.waitMessage<CastStatus>(S2C.cast, back);
  });

  it('COMPOSE.5 a sheet whose last cell is the shared back: the pile shows everyone that back, cut from the bottom right cell', async () => {
    const v = table.a.version;
    table.a.send(C2S.compose, { what: { kind: 'sheet', name: 'Backed', image: faces.hash, cols: 3, rows: 2, count: 3, back: { kind: 'last' } }, x: 2, z: 0 });
    await table.s.waitVersion(v + 1);
    const pile = view(table.s).items[view(table.s).items.length - 1]!;
    expect(pile.count).toBe(3);
    expect(pile.cover).toBeDefined();
    const res = await fetch(`${table.t.server.url}${facePath(table.a.code, pile.cover!)}`, { headers: { [FACE_TICKET_HEADER]: ticketOf.get(table.s)! } });
    expect(res.status).toBe(200);
    const { data, info } = await sharp(Buffer.from(await res.arrayBuffer())).raw().toBuffer({ resolveWithObject: true });
    const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
    expect(Math.abs(data[at]! - 200)).toBeLessThan(24); // cell 5: r = 40 × 5
  });

  it('COMPOSE.6 a caster is shown faces as its delayed feed shows them: a new pile\'s hidden face too, once the delay has passed', async () => {
    const made = await reply<CastStatus>(table.a, C2S.cast, S2C.cast, { op: 'link' });
    await reply<CastStatus>(table.a, C2S.cast, S2C.cast, { op: 'delays', caster: 30 });
    const caster = await TableClient.join(table.t.endpoint, table.a.code, { caster: made.casterToken! });
    await caster.until(() => caster.welcome, 'the caster welcome');
    clock += 1000;
    const v = table.a.version;
    table.a.send(C2S.compose, { what: { kind: 'cards', name: 'One', cards: [{ face: backs.hash }] }, x: -2, z: 0 });
    await table.a.waitVersion(v + 1);
    const face = mintRef(table.t.server.context.assetKey, table.a.code, backs.hash);
    // Face down: nobody holds it live; the caster's feed does not show it yet.
    for (const c of [table.a, table.s, caster]) expect(await status(c, face)).toBe(403);
    clock += 31_000;
    await caster.until(() => (caster.projection?.version ?? -1) >= v + 1 && caster.projection, 'the caster\'s feed at the compose');
    expect(await status(caster, face)).toBe(200);
    expect(await status(table.a, face)).toBe(403);
    await caster.leave();
  });

  it('COMPOSE.4 the game\'s add only through compose; its guarded remove only with the right; a game without composes refuses compose', async () => {
    const id = view(table.a).items[0]!.id;
    expect(await refusal(table.a, C2S.intent, { v: table.a.version, action: { t: 'add', x: 0, z: 0, what: { kind: 'meeple', owner: 0 } } })).toBe(ROOM_ERRORS.composeOnly);
    expect(await refusal(table.b, C2S.intent, { v: table.b.version, action: { t: 'remove', id } })).toBe(ROOM_ERRORS.notHost);
    table.a.send(C2S.box, { open: true });
    await table.b.until(() => table.b.state.boxOpen, 'the box open');
    await act(table.b, { t: 'remove', id });
    expect(view(table.a).items.find((i) => i.id === id)).toBeUndefined();
    table.a.send(C2S.box, { open: false });
    await table.b.until(() => !table.b.state.boxOpen, 'the box closed');

    const other = await TableClient.create(table.t.endpoint, { game: 'duel', seats: 2, options: {}, name: 'Dee' });
    await other.until(() => other.projection, 'snapshot');
    expect(await refusal(other, C2S.compose, { what: { kind: 'meeple', owner: 0 }, x: 0, z: 0 })).toBe(ROOM_ERRORS.noCompose);
    await other.leave();
  });
});
