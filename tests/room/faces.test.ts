/**
 * A group's own components and their faces (server/room/compose.ts, server/room/box.ts,
 * server/room/faces.ts, server/http/faces.ts) on a real server with real clients: the host
 * uploads a card sheet, composes a deck from it (cut on the server), and each viewer can
 * fetch exactly the faces its projection shows — the holder of a drawn card its face, the
 * other seat and the spectator not until it is played face up. Every bad compose (no
 * right, a bad hash, a bad grid, a raw `add`) and every bad fetch (no ticket, a forged,
 * altered or another table's ref) is refused with its reason and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { mintRef, openRef } from '../../server/images/capability.ts';
import {
  C2S, FACE_TICKET_HEADER, facePath, ROOM_ERRORS, S2C, type FaceSize, type FaceTicket, type UploadTicket, type UploadedImage,
} from '../../wire/protocol.ts';
import { seatTable, type SeatedTable, type TableClient } from './helpers.ts';

const COLOURS: Array<[number, number, number]> = [[220, 20, 20], [20, 200, 20], [20, 20, 220], [230, 230, 20], [20, 220, 220], [220, 20, 220]];

let table: SeatedTable;
let sheet: UploadedImage;
let token: UploadedImage;
let tiny: UploadedImage;

/** A 3 × 2 sheet of 60 × 90 cells, cell i filled with COLOURS[i]. */
async function sheetPng(): Promise<Buffer> {
  const cells = COLOURS.map(([r, g, b], i) => ({
    input: { create: { width: 60, height: 90, channels: 3 as const, background: { r, g, b } } }, left: (i % 3) * 60, top: Math.floor(i / 3) * 90,
  }));
  return sharp({ create: { width: 180, height: 180, channels: 3, background: '#000000' } }).composite(cells).png().toBuffer();
}

async function ticketOf<T>(c: TableClient, type: string, reply: string): Promise<T> {
  const seen = c.received.length;
  c.send(type, {});
  return c.waitMessage<T>(reply, seen);
}

async function upload(c: TableClient, body: Buffer): Promise<UploadedImage> {
  const t = await ticketOf<UploadTicket>(c, C2S.uploadTicket, S2C.uploadTicket);
  const res = await fetch(`${table.t.server.url}/api/tables/${c.code}/images`, {
    method: 'POST', headers: { 'Content-Type': 'image/png', 'X-Upload-Ticket': t.ticket }, body: new Uint8Array(body),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as UploadedImage;
}

async function face(ref: string, ticket: string | null, size: FaceSize = 'full', code = table.a.code): Promise<Response> {
  return fetch(`${table.t.server.url}${facePath(code, ref, size)}`, { headers: ticket === null ? {} : { [FACE_TICKET_HEADER]: ticket } });
}

/** The refs of this table in `value` (anything the server's key opens to this table). */
function refsIn(value: unknown): Set<string> {
  const key = table.t.server.context.assetKey;
  const out = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      if (openRef(key, v)?.code === table.a.code) out.add(v);
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (typeof v === 'object' && v !== null) Object.values(v).forEach(walk);
  };
  walk(value);
  return out;
}

/** The id of the object in `value` that holds `ref` somewhere within it (the innermost with an id). */
function idHolding(value: unknown, ref: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  for (const v of Object.values(value)) {
    const inner = idHolding(v, ref);
    if (inner !== undefined) return inner;
  }
  const id = (value as { id?: unknown }).id;
  return typeof id === 'string' && JSON.stringify(value).includes(ref) ? id : undefined;
}

/** Sends `message` as `type` and resolves with the refusal it gets. */
async function refusal(c: TableClient, type: string, message: unknown): Promise<{ code: string; message: string }> {
  const before = c.rejections().length;
  c.send(type, message);
  return c.until(() => c.rejections()[before], `a refusal of ${type}`, 10_000);
}

async function middleColour(res: Response): Promise<number[]> {
  const { data, info } = await sharp(Buffer.from(await res.arrayBuffer())).raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

function near(a: number[], b: number[]): boolean {
  return a.every((x, i) => Math.abs(x - b[i]!) < 24);
}

const tickets = new Map<TableClient, string>();
async function faceTicket(c: TableClient): Promise<string> {
  const held = tickets.get(c);
  if (held) return held;
  const t = await ticketOf<FaceTicket>(c, C2S.faceTicket, S2C.faceTicket);
  tickets.set(c, t.ticket);
  return t.ticket;
}

beforeAll(async () => {
  table = await seatTable({ faceLimit: { perMinute: 600, burst: 200 } }, { game: 'sandbox', seats: 2 });
  sheet = await upload(table.a, await sheetPng());
  token = await upload(table.a, await sharp({ create: { width: 64, height: 64, channels: 3, background: '#806040' } }).png().toBuffer());
  tiny = await upload(table.a, await sharp({ create: { width: 40, height: 28, channels: 3, background: '#204080' } }).png().toBuffer());
}, 30_000);
afterAll(() => table.close());

describe('a group\'s own components and their faces', () => {
  it('FACES.1 the host composes a deck from a sheet: cut on the server into cards stored by their own hash, the engine given refs, never hashes', async () => {
    const store = table.t.server.store;
    const linked = (await store.tableImages(table.a.code)).length;
    const v = table.a.version;
    table.a.send(C2S.compose, { what: { kind: 'sheet', name: 'Colours', image: sheet.hash, cols: 3, rows: 2, count: 5, back: { kind: 'last' } }, x: 4, z: 2, ref: 'deck' });
    await Promise.all([table.a, table.b, table.s].map((c) => c.waitVersion(v + 1)));
    // Five faces and the back (the sheet's last cell), each stored once and linked.
    expect((await store.tableImages(table.a.code)).length).toBe(linked + 6);
    const actions = await store.listActions(table.a.code);
    const added = JSON.stringify(actions[actions.length - 1]);
    expect(added).toContain('"t":"add"');
    expect(added).not.toMatch(/[0-9a-f]{64}/);
    const refs = refsIn(actions[actions.length - 1]);
    expect(refs.size).toBe(6);
    // Every ref names an image linked to this table.
    const hashes = new Set((await store.tableImages(table.a.code)).map((i) => i.hash));
    for (const ref of refs) expect(hashes.has(openRef(table.t.server.context.assetKey, ref)!.hash)).toBe(true);
  });

  it('FACES.2 face down, the deck shows everyone its back and nobody a face: the back is served, a face is 403 to every viewer', async () => {
    const all = refsIn(table.room().currentMatch.state);
    const seen = refsIn(table.s.projection);
    expect(seen.size).toBeGreaterThanOrEqual(1);
    for (const ref of seen) {
      const res = await face(ref, await faceTicket(table.s));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      expect(res.headers.get('etag')).toMatch(/^".+"$/);
      expect(near(await middleColour(res), COLOURS[5]!)).toBe(true);
    }
    const hidden = [...all].filter((r) => !seen.has(r));
    expect(hidden.length).toBe(5);
    for (const c of [table.a, table.b, table.s]) {
      for (const ref of hidden) expect((await face(ref, await faceTicket(c))).status).toBe(403);
    }
  });

  it('FACES.3 a drawn card\'s face is served to its holder alone (both sizes, 304 on its ETag); played face up, to everyone', async () => {
    const deck = Object.keys((table.a.projection!.view as { pieces: Record<string, unknown> }).pieces)
      .find((id) => JSON.stringify((table.a.projection!.view as { pieces: Record<string, unknown> }).pieces[id]).includes('Colours'));
    expect(deck).toBeDefined();
    const before = refsIn(table.a.projection);
    const v = table.a.version;
    table.a.act({ t: 'draw', deck: deck!, n: 1, to: 'hand' });
    await Promise.all([table.a, table.b, table.s].map((c) => c.waitVersion(v + 1)));
    const drawn = [...refsIn(table.a.projection)].filter((r) => !before.has(r));
    expect(drawn).toHaveLength(1);
    const ref = drawn[0]!;
    const mine = await face(ref, await faceTicket(table.a));
    expect(mine.status).toBe(200);
    const colour = await middleColour(mine);
    expect(COLOURS.slice(0, 5).some((c) => near(colour, c))).toBe(true);
    const phone = await face(ref, await faceTicket(table.a), 'phone');
    expect(phone.status).toBe(200);
    const again = await fetch(`${table.t.server.url}${facePath(table.a.code, ref)}`, {
      headers: { [FACE_TICKET_HEADER]: await faceTicket(table.a), 'If-None-Match': mine.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    for (const c of [table.b, table.s]) expect((await face(ref, await faceTicket(c))).status).toBe(403);

    const card = idHolding(table.a.projection!.view, ref);
    expect(card).toBeDefined();
    table.a.act({ t: 'play', id: card!, x: -3, z: 1, faceUp: true });
    await Promise.all([table.a, table.b, table.s].map((c) => c.waitVersion(v + 2)));
    for (const c of [table.a, table.b, table.s]) expect((await face(ref, await faceTicket(c))).status).toBe(200);
  });

  it('FACES.4 a forged, altered or another table\'s ref is unknown here (404); no ticket is 401, a made-up one too; a bad size is 400', async () => {
    const ref = [...refsIn(table.s.projection)][0]!;
    const ticket = await faceTicket(table.s);
    expect((await face('A'.repeat(120), ticket)).status).toBe(404);
    const bent = Buffer.from(ref, 'base64url');
    bent[bent.length - 3] = bent[bent.length - 3]! ^ 1;
    expect((await face(bent.toString('base64url'), ticket)).status).toBe(404);
    const elsewhere = mintRef(table.t.server.context.assetKey, 'ZZZZZZ', openRef(table.t.server.context.assetKey, ref)!.hash);
    expect((await face(elsewhere, ticket)).status).toBe(404);
    // Asked at the other table's address, this table's ref is no ref of that table either.
    expect((await face(ref, ticket, 'full', 'ZZZZZZ')).status).toBe(404);
    const none = await face(ref, null);
    expect([none.status, ((await none.json()) as { error: string }).error]).toEqual([401, 'http/no-ticket']);
    expect((await face(ref, 'B'.repeat(32))).status).toBe(401);
    expect((await fetch(`${table.t.server.url}/api/tables/${table.a.code}/faces/${ref}?size=huge`, { headers: { [FACE_TICKET_HEADER]: ticket } })).status).toBe(400);
  });

  it('FACES.5 refused composes change nothing: another seat without the right, a raw add or remove, bad hashes, bad grids — each with its reason', async () => {
    const store = table.t.server.store;
    const linked = (await store.tableImages(table.a.code)).length;
    const v = table.a.version;
    const deck = (back: unknown, extra: Record<string, unknown> = {}): unknown => ({
      what: { kind: 'sheet', name: 'Bad', image: sheet.hash, cols: 3, rows: 2, count: 5, back, ...extra }, x: 0, z: 0,
    });
    expect((await refusal(table.b, C2S.compose, deck({ kind: 'last' }))).code).toBe(ROOM_ERRORS.notHost);
    expect((await refusal(table.s, C2S.compose, deck({ kind: 'last' }))).code).toBe(ROOM_ERRORS.spectator);
    const raw = { t: 'add', x: 0, z: 0, what: { kind: 'token', label: 'X', color: '#aa0000', shape: 'round', image: 'A'.repeat(60) } };
    table.a.act(raw);
    expect((await table.a.until(() => table.a.rejections().find((r) => r.code === ROOM_ERRORS.composeOnly), 'compose-only')).message).toMatch(/compose/);
    const some = Object.keys((table.a.projection!.view as { pieces: Record<string, unknown> }).pieces)[0]!;
    table.b.act({ t: 'remove', id: some });
    expect((await table.b.until(() => table.b.rejections().find((r) => r.code === ROOM_ERRORS.notHost && /box/.test(r.message)), 'remove refused')).code)
      .toBe(ROOM_ERRORS.notHost);
    const stranger = 'ab'.repeat(32);
    expect((await refusal(table.a, C2S.compose, deck({ kind: 'image', image: stranger }))).code).toBe(ROOM_ERRORS.badImage);
    expect((await refusal(table.a, C2S.compose, deck({ kind: 'last' }, { image: stranger }))).message).toMatch(/was uploaded to this table/);
    expect((await refusal(table.a, C2S.compose, deck({ kind: 'last' }, { image: 'nothex' }))).code).toBe(ROOM_ERRORS.badPayload);
    const tokenOf = (image: string): unknown => ({ what: { kind: 'token', label: 'T', color: '#aa0000', shape: 'round', image }, x: 0, z: 0 });
    expect((await refusal(table.a, C2S.compose, tokenOf('Z'.repeat(64)))).code).toBe(ROOM_ERRORS.badImage);
    expect((await refusal(table.a, C2S.compose, deck({ kind: 'last' }, { count: 7 }))).code).toBe(ROOM_ERRORS.badSheet);
    expect((await refusal(table.a, C2S.compose, deck({ kind: 'last' }, { count: 6 }))).message).toMatch(/last cell/);
    // Past 10 × 7 the payload's schema refuses it already.
    expect((await refusal(table.a, C2S.compose, deck({ kind: 'last' }, { cols: 30, rows: 30, count: 3 }))).code).toBe(ROOM_ERRORS.badPayload);
    expect((await refusal(table.a, C2S.compose, deck({ kind: 'last' }, { image: tiny.hash, cols: 10, rows: 7, count: 5 }))).message).toMatch(/at least 8 × 8/);
    await table.a.ping();
    expect(table.a.version).toBe(v);
    expect((await store.tableImages(table.a.code)).length).toBe(linked);
  });

  it('FACES.6 the host opens the box: the other seat may then compose (its token\'s image a ref) and get an upload ticket; closed again, it may not', async () => {
    expect(table.b.state.boxOpen).toBe(false);
    expect((await refusal(table.b, C2S.box, { open: true })).code).toBe(ROOM_ERRORS.notHost);
    table.a.send(C2S.box, { open: true });
    await table.b.until(() => table.b.state.boxOpen, 'the box open');
    const v = table.b.version;
    table.b.send(C2S.compose, { what: { kind: 'token', label: 'Mine', color: '#aa0000', shape: 'round', image: token.hash }, x: 1, z: 1 });
    await Promise.all([table.b, table.s].map((c) => c.waitVersion(v + 1)));
    const ref = mintRef(table.t.server.context.assetKey, table.a.code, token.hash);
    expect(refsIn(table.s.projection).has(ref)).toBe(true);
    expect((await face(ref, await faceTicket(table.s), 'phone')).status).toBe(200);
    const granted = await ticketOf<UploadTicket>(table.b, C2S.uploadTicket, S2C.uploadTicket);
    expect(granted.ticket).toMatch(/^[A-Za-z0-9_-]{32}$/);
    table.a.send(C2S.box, { open: false });
    await table.b.until(() => !table.b.state.boxOpen, 'the box closed');
    // Its upload ticket stops working with the right.
    const late = await fetch(`${table.t.server.url}/api/tables/${table.a.code}/images`, {
      method: 'POST', headers: { 'Content-Type': 'image/png', 'X-Upload-Ticket': granted.ticket }, body: new Uint8Array(await sheetPng()),
    });
    expect(late.status).toBe(403);
    expect((await refusal(table.b, C2S.compose, { what: { kind: 'meeple', owner: 1 }, x: 0, z: 0 })).code).toBe(ROOM_ERRORS.notHost);
  });

  it('FACES.8 once the table is over (its export allowed), any image linked to it is served, without a ticket', async () => {
    const hidden = [...refsIn(table.room().currentMatch.state)].filter((r) => !refsIn(table.s.projection).has(r));
    expect(hidden.length).toBeGreaterThan(0);
    expect((await face(hidden[0]!, null)).status).toBe(401);
    const v = table.a.version;
    table.a.act({ t: 'end' });
    await table.s.waitVersion(v + 1);
    for (const ref of hidden) expect((await face(ref, null)).status).toBe(200);
  });

  it('FACES.7 faces are limited per address (429 with Retry-After)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 230 && !statuses.includes(429); i++) statuses.push((await face('A'.repeat(100), null)).status);
    expect(statuses).toContain(429);
  });
});
