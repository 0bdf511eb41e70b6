/**
 * Boxes (docs/BOX.md; server/boxes/box.ts, server/room/save-box.ts, server/http/boxes.ts)
 * on a real server with real clients: the host brings a sheet of cards and a board, deals,
 * saves the table as a box; the box is listed, downloads as a zip that reads back whole,
 * uploads again, and lays out a new table whose images are that table's own. A saved box
 * tells no more of what was hidden than a spectator saw. Every bad box is refused with
 * its reason and nothing is kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { strToU8, zipSync } from 'fflate';
import { readBox, BOX_VERSION } from '../../server/boxes/box.ts';
import { openRef } from '../../server/images/capability.ts';
import { C2S, FACE_TICKET_HEADER, facePath, HTTP, S2C, type BoxListing, type BoxSaved, type FaceTicket, type UploadTicket, type UploadedImage } from '../../wire/protocol.ts';
import type { SandboxState } from '../../engine/games/sandbox/state.ts';
import { isPhrase, sayPhrase } from '../../engine/core/words.ts';
import { httpSay } from '../../wire/http-words.en.ts';
import { roomSay } from '../../wire/room-words.en.ts';
import { seatTable, TableClient, type SeatedTable } from './helpers.ts';

let table: SeatedTable;
let saved: BoxSaved;
let zip: Uint8Array;
const others: TableClient[] = [];

const base = (): string => table.t.server.url;

async function reply<T>(c: TableClient, type: string, message: unknown, answer: string): Promise<T> {
  const seen = c.received.length;
  c.send(type, message);
  return c.waitMessage<T>(answer, seen);
}

async function upload(c: TableClient, body: Buffer): Promise<UploadedImage> {
  const t = await reply<UploadTicket>(c, C2S.uploadTicket, {}, S2C.uploadTicket);
  const res = await fetch(`${base()}/api/tables/${c.code}/images`, { method: 'POST', headers: { 'Content-Type': 'image/png', 'X-Upload-Ticket': t.ticket }, body: new Uint8Array(body) });
  expect(res.status).toBe(201);
  return (await res.json()) as UploadedImage;
}

async function postBox(body: Uint8Array, type = 'application/zip'): Promise<{ status: number; body: { id?: string; message?: string; error?: string; words?: unknown } }> {
  const res = await fetch(`${base()}${HTTP.boxes}`, { method: 'POST', headers: { 'Content-Type': type }, body: new Uint8Array(body) });
  return { status: res.status, body: (await res.json()) as { id?: string; message?: string } };
}

/** A 3 × 2 sheet of distinct colours (the last cell is the back). */
async function sheetPng(): Promise<Buffer> {
  const colours = ['#dd2222', '#22cc22', '#2222dd', '#dddd22', '#22dddd', '#202020'];
  const cells = colours.map((background, i) => ({ input: { create: { width: 60, height: 90, channels: 3 as const, background } }, left: (i % 3) * 60, top: Math.floor(i / 3) * 90 }));
  return sharp({ create: { width: 180, height: 180, channels: 3, background: '#000000' } }).composite(cells).png().toBuffer();
}

const stateOf = (): SandboxState => table.room().currentMatch.state as SandboxState;

beforeAll(async () => {
  table = await seatTable({}, { game: 'sandbox', seats: 2 });
  const sheet = await upload(table.a, await sheetPng());
  const board = await upload(table.a, await sharp({ create: { width: 300, height: 200, channels: 3, background: '#557755' } }).png().toBuffer());
  let v = table.a.version;
  table.a.send(C2S.compose, { what: { kind: 'sheet', name: 'Colours', image: sheet.hash, cols: 3, rows: 2, count: 5, back: { kind: 'last' } }, x: 15, z: 8 });
  await table.a.waitVersion(++v);
  table.a.send(C2S.compose, { what: { kind: 'board', label: 'Map', w: 12, d: 8, color: '#557755', image: board.hash }, x: 15, z: -6 });
  await table.a.waitVersion(++v);
  const deck = Object.values(stateOf().pieces).find((p) => p.kind === 'deck' && p.name === 'Colours')!.id;
  table.a.act({ t: 'deal', deck, n: 1 });
  await table.a.waitVersion(++v);
  saved = await reply<BoxSaved>(table.a, C2S.saveBox, { name: 'Colour game', ref: 'save' }, S2C.boxSaved);
}, 60_000);
afterAll(() => table.close(others));

describe('boxes', () => {
  it('BOX.1 the host saves the table as a box: kept on the server, listed, and downloaded as a zip that reads back whole', async () => {
    expect(saved).toMatchObject({ name: 'Colour game', ref: 'save' });
    const list = (await (await fetch(`${base()}${HTTP.boxes}`)).json()) as { boxes: BoxListing[] };
    expect(list.boxes.map((b) => b.id)).toContain(saved.id);
    const res = await fetch(`${base()}${HTTP.boxes}/${saved.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    zip = new Uint8Array(await res.arrayBuffer());
    const box = readBox(zip);
    expect(box.manifest).toMatchObject({ format: 'woodland-box', version: BOX_VERSION, name: 'Colour game', game: 'sandbox' });
    // Five card faces, the shared back and the board: each image once, named by its hash.
    expect(box.images.size).toBe(7);
    expect(JSON.stringify(box.manifest)).not.toMatch(/"[A-Za-z0-9_-]{80,}"/);
    // The hands were saved: one card for each seat.
    expect(box.manifest.layout.hands.map((h) => h.length)).toEqual([1, 1]);
  });

  it('BOX.2 a saved box tells nothing of where hidden cards lay: over many saves, the first seat\'s card is not always its own', async () => {
    const mine = stateOf().hands[0]![0]!;
    const face = mine.kind === 'card' ? openRef(table.t.server.context.assetKey, mine.card.front.face)!.hash : '';
    let same = 0;
    for (let i = 0; i < 12; i++) {
      const again = await reply<BoxSaved>(table.a, C2S.saveBox, { name: `Again ${i}` }, S2C.boxSaved);
      const box = readBox(new Uint8Array(await (await fetch(`${base()}${HTTP.boxes}/${again.id}`)).arrayBuffer()));
      const held = box.manifest.layout.hands[0]![0]!;
      if (held.kind === 'card' && held.card.front.face === `images/${face}.webp`) same++;
    }
    // Each save deals the 5 hidden cards at random: always the same card would tell.
    expect(same).toBeLessThan(12);
  }, 60_000);

  it('BOX.3 a box uploads again and lays out a new table: its images are the new table\'s own, its deck shuffled, each hand back at its seat', async () => {
    const up = await postBox(zip);
    expect(up.status).toBe(201);
    const c = await TableClient.create(table.t.endpoint, { game: 'sandbox', seats: 2, box: up.body.id, name: 'Cleo' });
    others.push(c);
    await c.until(() => c.projection, 'snapshot');
    const room = table.t.server.room(c.code)!;
    const state = room.currentMatch.state as SandboxState;
    const key = table.t.server.context.assetKey;
    const board = Object.values(state.pieces).find((p) => p.kind === 'board')!;
    expect(board.kind === 'board' && openRef(key, board.image!)?.code).toBe(c.code);
    expect(Object.values(state.pieces).find((p) => p.kind === 'deck' && p.name === 'Colours')).toMatchObject({ kind: 'deck' });
    expect(state.hands.map((h) => h.length)).toEqual([1, 1]);
    // The board's image is fetched with the new table's ticket.
    const t = await reply<FaceTicket>(c, C2S.faceTicket, {}, S2C.faceTicket);
    const res = await fetch(`${base()}${facePath(c.code, board.kind === 'board' ? board.image! : '', 'phone')}`, { headers: { [FACE_TICKET_HEADER]: t.ticket } });
    expect(res.status).toBe(200);
    // A layout of one's own is refused: tables are laid out from a kept box only.
    await expect(TableClient.create(table.t.endpoint, { game: 'sandbox', seats: 2, options: { layout: { pieces: [] } } })).rejects.toThrow(/from a box/);
    await expect(TableClient.create(table.t.endpoint, { game: 'sandbox', seats: 2, box: 'no-such-box-0000000' })).rejects.toThrow(/No box/);
    // The create refusal carries its phrase beside its English, for the reader's language.
    const refused = await fetch(`${base()}${HTTP.createTable}`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ game: 'sandbox', seats: 2, options: { layout: { pieces: [] } } }),
    });
    const body = (await refused.json()) as { message: string; words?: unknown };
    expect(body.words).toEqual({ id: 'room.create.layout' });
    expect(isPhrase(body.words) && sayPhrase(body.words, roomSay)).toBe(body.message);
    expect(body.message).toBe('A table is laid out from a box: name the box, not a layout.');
  }, 30_000);

  it('BOX.4 a bad box is refused whole with its reason, and nothing is kept: not a zip, a path that climbs out, a newer version, a missing image, a broken layout, too large', async () => {
    const before = (await table.t.server.store.listBoxes(1000)).length;
    const manifest = (over: Record<string, unknown>) => strToU8(JSON.stringify({ format: 'woodland-box', version: 1, name: 'Bad', game: 'sandbox', createdAt: 'now', layout: { pieces: [], hands: [] }, ...over }));
    const cases: Array<[Uint8Array, RegExp]> = [
      [strToU8('not a zip at all'), /not a zip/],
      [zipSync({ 'box.json': manifest({}), '../evil.webp': strToU8('x') }), /climbs out/],
      [zipSync({ 'box.json': manifest({ version: 2 }) }), /newer Woodland Table/],
      [zipSync({ 'box.json': manifest({ layout: { pieces: [{ kind: 'board', label: 'Map', w: 10, d: 8, color: '#123456', image: `images/${'a'.repeat(64)}.webp`, x: 0, z: 0, rot: 0 }], hands: [] } }) }), /does not hold/],
      [zipSync({ 'box.json': manifest({ layout: { pieces: [{ kind: 'board', label: 'Map', w: 30, d: 30, color: '#123456', x: 20, z: 0, rot: 0 }], hands: [] } }) }), /cannot be laid out/],
      [zipSync({ 'other.json': strToU8('{}') }), /no box.json/],
    ];
    for (const [body, why] of cases) {
      const r = await postBox(body);
      expect(r.status, String(why)).toBe(422);
      expect(r.body.message).toMatch(why);
      // Worded from the HTTP API's catalogue: the box's author reads it in their language.
      expect(isPhrase(r.body.words) && sayPhrase(r.body.words, httpSay), String(why)).toBe(r.body.message);
    }
    const big = await fetch(`${base()}${HTTP.boxes}`, { method: 'POST', headers: { 'Content-Type': 'application/zip', 'Content-Length': String(300 * 2 ** 20) }, body: new Uint8Array(16) }).catch(() => null);
    if (big) expect(big.status).toBe(413);
    expect((await postBox(strToU8('{}'), 'text/plain')).status).toBe(415);
    expect((await table.t.server.store.listBoxes(1000)).length).toBe(before);
  }, 30_000);

  it('BOX.5 only a seat with the right saves a box: the other seat (box closed) and the spectator are refused', async () => {
    for (const c of [table.b, table.s]) {
      const before = c.rejections().length;
      c.send(C2S.saveBox, { name: 'Mine' });
      const r = await c.until(() => c.rejections()[before], 'a refusal');
      expect(r.code).toMatch(/room\/(not-host|spectator)/);
    }
  });
});
