/**
 * Importing a Tabletop Simulator save (server/boxes/tts-import.ts, POST /api/boxes/tts) on
 * a real server: the save alone is answered with the images it needs and what it cannot
 * bring; the save zipped with its images (named as a mod backup names them) becomes a
 * box, which lays out a free table with the save's custom deck, board, tile, tokens, bag,
 * dice, counter and pawn — and what could not be imported is listed, never dropped unsaid.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { strToU8, zipSync } from 'fflate';
import { HTTP, type TtsImported, type TtsPlan } from '../../wire/protocol.ts';
import type { SandboxState } from '../../engine/games/sandbox/state.ts';
import { bootServer, TableClient, type TestServer } from './helpers.ts';

const SAVE = readFileSync(new URL('../fixtures/tts/sampler.json', import.meta.url), 'utf8');
let server: TestServer;
const clients: TableClient[] = [];

async function post(body: Uint8Array, type: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${server.server.url}${HTTP.boxes}${HTTP.ttsImportSuffix}`, { method: 'POST', headers: { 'Content-Type': type }, body: new Uint8Array(body) });
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  server = await bootServer();
});
afterAll(async () => {
  for (const c of clients) await c.leave().catch(() => undefined);
  await server.close();
});

describe('importing a Tabletop Simulator save', () => {
  let plan: TtsPlan;

  it('TTS.1 the save alone: the images it needs, by URL and by the file name a mod backup gives them, and what it cannot bring; nothing kept', async () => {
    const r = await post(strToU8(SAVE), 'application/json');
    expect(r.status).toBe(200);
    plan = r.body as TtsPlan;
    expect(plan.needs.map((n) => n.url)).toEqual(expect.arrayContaining(['https://example.test/woodland/glade-map.png', 'https://example.test/woodland/trail-back.png']));
    expect(plan.skipped.map((s) => s.what)).toEqual(expect.arrayContaining(['Custom_Model', 'HandTrigger']));
    expect(await server.server.store.listBoxes(10)).toEqual([]);
  });

  it('TTS.2 the save zipped with its images becomes a box; a table laid out from it has the save\'s components, and what was left is listed', async () => {
    const files: Record<string, Uint8Array> = { 'Woodland sampler.json': strToU8(SAVE) };
    let hue = 0;
    for (const need of plan.needs) {
      hue += 40;
      // A sheet is cut 3 × 2; everything else is used whole.
      const png = await sharp({ create: { width: 300, height: 280, channels: 3, background: { r: hue % 256, g: 120, b: 200 - (hue % 200) } } }).png().toBuffer();
      files[`Images/${need.cacheName}.png`] = new Uint8Array(png);
    }
    const r = await post(zipSync(files), 'application/zip');
    expect(r.status).toBe(201);
    const made = r.body as TtsImported;
    expect(made.missing).toEqual([]);
    expect(made.skipped.map((s) => s.what)).toEqual(expect.arrayContaining(['Custom_Model']));
    for (const s of made.skipped) expect(s.why.length).toBeGreaterThan(5);
    const c = await TableClient.create(server.endpoint, { game: 'sandbox', seats: 2, box: made.box.id, name: 'Tess' });
    clients.push(c);
    await c.until(() => c.projection, 'snapshot');
    const state = server.server.room(c.code)!.currentMatch.state as SandboxState;
    const pieces = Object.values(state.pieces);
    const deck = pieces.find((p) => p.kind === 'deck');
    expect(deck?.kind === 'deck' && deck.cards.length).toBe(3);
    expect(deck?.kind === 'deck' && deck.cards.every((card) => card.front.image && card.cover)).toBe(true);
    for (const kind of ['board', 'tile', 'token', 'die', 'bag', 'counter', 'meeple', 'card'] as const) expect(pieces.some((p) => p.kind === kind), kind).toBe(true);
    expect(pieces.find((p) => p.kind === 'board')).toMatchObject({ image: expect.any(String) });
    // Its images are this table's.
    expect((await server.server.store.tableImages(c.code)).length).toBeGreaterThanOrEqual(6);
  }, 30_000);

  it('TTS.3 what is not a save, or a zip with none, is refused with the reason and keeps nothing', async () => {
    const before = (await server.server.store.listBoxes(100)).length;
    for (const [body, type, why] of [
      [strToU8('{"hello": 1}'), 'application/json', /no ObjectStates/],
      [strToU8('not json'), 'application/json', /not JSON/],
      [zipSync({ 'readme.txt': strToU8('x') }), 'application/zip', /no save/],
      [zipSync({ 'save.json': strToU8(JSON.stringify({ ObjectStates: Array.from({ length: 10_001 }, () => ({ Name: 'Die_6' })) })) }), 'application/zip', /10,?001|more than/],
    ] as Array<[Uint8Array, string, RegExp]>) {
      const r = await post(body, type);
      expect(r.status, String(why)).toBe(422);
      expect((r.body as { message: string }).message).toMatch(why);
    }
    expect((await server.server.store.listBoxes(100)).length).toBe(before);
  });
});
