/**
 * Dice in the TableRoom (DESIGN §2.4, §5), through a real server and real colyseus.js
 * clients: two players and a spectator. A roll is thrown once in the physics and reaches
 * everyone as the same `roll` message; late joiners get `rolls`; throws are rate limited;
 * the store keeps each throw with its action and a reopened table restores the die map.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TablePiece } from '../../engine/core/projection.ts';
import { decodeFrames } from '../../wire/dice-frames.ts';
import { seatEdge } from '../../server/room/dice.ts';
import type { TableRoom } from '../../server/room/table-room.ts';
import {
  C2S, LIMITS, openTablePath, ROOM_ERRORS, type RejectedMessage, type RollMessage, type RollsMessage,
} from '../../wire/protocol.ts';
import { bootServer, httpJson, seatTable, shownValue, TableClient, tempDataDir, type TestServer } from './helpers.ts';

const dataDir = tempDataDir();
let t: TestServer;
let a: TableClient;
let b: TableClient;
let s: TableClient;
const extra: TableClient[] = [];

function room(): TableRoom {
  const r = t.server.room(a.code);
  if (!r) throw new Error('room not live');
  return r;
}

/**
 * Everything the clients sent so far is decided and its messages have arrived: a ping
 * (the room has every earlier message queued), the room's queue (throws run off its
 * thread, so a pong can overtake them), then a ping again (their messages are delivered).
 */
async function barrier(clients: TableClient[] = [a, b, s]): Promise<void> {
  await Promise.all(clients.map((c) => c.ping()));
  await room().flushed();
  await Promise.all(clients.map((c) => c.ping()));
}

function messages<T>(c: TableClient, type: string, after = 0): T[] {
  return c.received.slice(after).filter((r) => r.type === type).map((r) => r.message as T);
}

function intent(c: TableClient, action: Record<string, unknown>, extra: Record<string, unknown> = {}): void {
  c.send(C2S.intent, { v: c.version, action, ...extra });
}

function pieces(c: TableClient): Record<string, TablePiece> {
  if (!c.projection) throw new Error('no projection');
  return c.projection.table.pieces;
}

beforeAll(async () => {
  ({ t, a, b, s } = await seatTable({ dataDir }, { game: 'sandbox' }));
});

afterAll(async () => {
  for (const c of [a, b, s, ...extra]) await c?.leave().catch(() => undefined);
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('dice in the room', () => {
  let thrown: RollMessage;

  it('seat edges: seats spread evenly round the table, seat 0 on the +z side, inside the table', () => {
    expect(seatEdge(0, 2)).toEqual({ x: 0, z: 14 });
    expect(seatEdge(1, 2)).toEqual({ x: 0, z: -14 });
    expect(seatEdge(1, 4)).toEqual({ x: 22, z: 0 });
    expect(seatEdge(3, 4)).toEqual({ x: -22, z: 0 });
    expect(seatEdge(0, 1)).toEqual({ x: 0, z: 14 });
  });

  it('roll: one throw reaches both players and the spectator as the same message, after the patch, showing the engine values', async () => {
    const marks = [a, b, s].map((c) => c.received.length);
    const ids = ['die-d4', 'die-d6a', 'die-d12', 'die-d20'];
    intent(a, { t: 'roll', ids }, { ref: 'throw-1', fling: { dx: 0.2, dz: -1, strength: 0.8 } });
    const got = await Promise.all([a, b, s].map((c, i) => c.waitMessage<RollMessage>('roll', marks[i])));
    const version = room().currentMatch.version;
    // Byte-identical for every viewer.
    const texts = got.map((m) => JSON.stringify(m));
    expect(texts[1]).toBe(texts[0]);
    expect(texts[2]).toBe(texts[0]);
    const roll = got[0] as RollMessage;
    thrown = roll;
    console.log(`roll message, ${roll.dice.length} dice: ${texts[0]?.length} bytes JSON, ${roll.durationMs} ms`);
    expect(roll).toMatchObject({ rollId: `${a.code}:${version}`, version, seat: 0, ref: 'throw-1', format: 1 });
    expect(roll.dice.map((d) => d.id)).toEqual(ids);
    // After the patch of the same action, for each client.
    [a, b, s].forEach((c, i) => {
      const list = c.received.slice(marks[i]);
      const patchAt = list.findIndex((r) => r.type === 'patch' && (r.message as { to: number }).to === version);
      const rollAt = list.findIndex((r) => r.type === 'roll');
      expect(patchAt).toBeGreaterThanOrEqual(0);
      expect(rollAt).toBeGreaterThan(patchAt);
      expect(c.version).toBe(version);
    });
    // The engine's values (1..sides; Root's d12 prints 0–3 but its value is 1..12), shown on top.
    for (const d of roll.dice) {
      const piece = pieces(s)[d.id];
      expect(piece?.die?.value).toBe(d.value);
      expect(d.kind).toBe(`d${piece?.die?.sides}`);
      expect(shownValue(d)).toBe(d.value);
      // The track ends at the final pose.
      const track = decodeFrames(d.frames);
      const last = track.count - 1;
      for (let k = 0; k < 3; k++) expect(track.pos[3 * last + k]).toBeCloseTo(d.final.p[k] as number, 3);
    }
  });

  it('rolls: a spectator who joins after the roll gets its final poses and label maps after the snapshot', async () => {
    const late = await TableClient.join(t.endpoint, a.code, { spectator: true });
    extra.push(late);
    const rolls = await late.waitMessage<RollsMessage>('rolls');
    const snapAt = late.received.findIndex((r) => r.type === 'snapshot');
    const rollsAt = late.received.findIndex((r) => r.type === 'rolls');
    expect(rollsAt).toBeGreaterThan(snapAt);
    const expected = thrown.dice.map(({ id, kind, value, labelMap, final }) => ({ id, kind, value, labelMap, final }));
    const byId = (x: { id: string }, y: { id: string }): number => x.id.localeCompare(y.id);
    expect([...rolls.dice].sort(byId)).toEqual([...expected].sort(byId));
    for (const d of rolls.dice) expect(shownValue(d)).toBe(pieces(late)[d.id]?.die?.value);
  });

  it('rolls: a die moved after its throw drops out of `rolls`; a resync gets the same list', async () => {
    const v = room().currentMatch.version;
    intent(b, { t: 'move', id: 'die-d4', x: -10, z: 8 });
    await Promise.all([a, b, s].map((c) => c.waitVersion(v + 1)));
    const mark = s.received.length;
    s.send(C2S.resync, {});
    const rolls = await s.waitMessage<RollsMessage>('rolls', mark);
    expect(rolls.dice.map((d) => d.id).sort()).toEqual(['die-d12', 'die-d20', 'die-d6a']);
  });

  it('limits: throws beyond the per-seat dice bucket get room/rate-limited, and a refused throw changes nothing', async () => {
    await barrier();
    const v0 = room().currentMatch.version;
    const marks = [a, b, s].map((c) => c.received.length);
    const n = LIMITS.throws.burst + 3;
    const t0 = performance.now();
    for (let i = 0; i < n; i++) intent(a, { t: 'roll', ids: ['die-d6b'] }, { ref: `spam-${i}` });
    await barrier();
    // The bucket refills at its rate while the throws are judged (slowly, on a loaded machine).
    const refilled = Math.floor((LIMITS.throws.perSecond * (performance.now() - t0)) / 1000);
    const refused = messages<RejectedMessage>(a, 'rejected', marks[0]);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) {
      expect(r.code).toBe(ROOM_ERRORS.rateLimited);
      expect(r.message).toMatch(/dice/i);
    }
    const accepted = room().currentMatch.version - v0;
    expect(accepted + refused.length).toBe(n);
    expect(accepted).toBeLessThanOrEqual(LIMITS.throws.burst + refilled);
    [a, b, s].forEach((c, i) => {
      const rolls = messages<RollMessage>(c, 'roll', marks[i]);
      expect(rolls.length).toBe(accepted);
      const refs = new Set(rolls.map((r) => r.ref));
      for (const r of refused) expect(refs.has(r.ref)).toBe(false);
      expect(c.version).toBe(v0 + accepted);
    });
    // The bucket is per seat: the other player still throws.
    const mark = b.received.length;
    intent(b, { t: 'roll', ids: ['die-d8'] });
    await b.waitMessage<RollMessage>('roll', mark);
  });

  it('limits: a fling that is not finite or not a number is room/bad-payload, and nothing changes', async () => {
    await new Promise((r) => setTimeout(r, 600)); // let seat 0's bucket refill a token
    await barrier();
    const v0 = room().currentMatch.version;
    const marks = [a, b, s].map((c) => c.received.length);
    const bad = [
      { dx: 0, dz: -1, strength: Infinity },
      { dx: 0, dz: -1, strength: Number.NaN },
      { dx: 0, dz: -1, strength: 'hard' },
      { dx: 1e9, dz: -1, strength: 0.5 },
      { dx: 0, dz: -1 },
    ];
    for (const [i, fling] of bad.entries()) intent(a, { t: 'roll', ids: ['die-d6b'] }, { ref: `bad-${i}`, fling });
    await barrier();
    const refused = messages<RejectedMessage>(a, 'rejected', marks[0]);
    expect(refused.map((r) => r.code)).toEqual(bad.map(() => ROOM_ERRORS.badPayload));
    expect(room().currentMatch.version).toBe(v0);
    [a, b, s].forEach((c, i) => expect(messages(c, 'roll', marks[i])).toEqual([]));
  });

  it('store: each throw is stored with its action; a reopened table restores the die map without re-simulating', async () => {
    await barrier();
    const code = a.code;
    const live = room();
    const version = live.currentMatch.version;
    const loaded = await t.server.store.loadTable(code);
    const stored = loaded?.rolls ?? [];
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored[0]?.message)).toBe(JSON.stringify(thrown));
    // What a joiner sees now, before the restart.
    const probe = await TableClient.join(t.endpoint, code, { spectator: true });
    extra.push(probe);
    const before = await probe.waitMessage<RollsMessage>('rolls');
    expect(before.dice.length).toBeGreaterThan(0);

    for (const c of [a, b, s, ...extra]) await c.leave().catch(() => undefined);
    await t.close();
    t = await bootServer({ dataDir });
    const opened = await httpJson<{ restored: boolean }>(t.server.url, openTablePath(code), { method: 'POST' });
    expect(opened.body.restored).toBe(true);
    const back = await TableClient.join(t.endpoint, code, { spectator: true });
    extra.push(back);
    const after = await back.waitMessage<RollsMessage>('rolls');
    expect(back.version).toBe(version);
    const byId = (x: { id: string }, y: { id: string }): number => x.id.localeCompare(y.id);
    expect([...after.dice].sort(byId)).toEqual([...before.dice].sort(byId));
    // The moved die stays out.
    expect(after.dice.some((d) => d.id === 'die-d4')).toBe(false);
  });
});
