/**
 * Watching through a player's eyes (server/room/camera.ts) on a real server with real
 * clients: a seated player's camera pose reaches the live spectators, before the patch of
 * an action the player sent after it, and never another seated player; a spectator's pose
 * and a malformed one are refused and change nothing; a later spectator gets each seat's
 * latest pose, and so does a resync; following shows a spectator no hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../engine/core/types.ts';
import { C2S, ROOM_ERRORS, S2C, type CameraBroadcast, type RejectedMessage } from '../../wire/protocol.ts';
import { everythingSeen, seatTable, TableClient, type SeatedTable } from './helpers.ts';
import { leaks, secretsFor } from './secrets.ts';

let table: SeatedTable;
const extra: TableClient[] = [];

beforeAll(async () => {
  table = await seatTable({}, { game: 'sandbox', seats: 2 });
});

afterAll(async () => {
  await table.close(extra);
});

/** Waits until every client has received everything the server sent it before now. */
async function barrier(): Promise<void> {
  await Promise.all([table.a, table.b, table.s].map((c) => c.ping()));
}

function cameras(c: TableClient, from = 0): CameraBroadcast[] {
  return c.received.slice(from).filter((r) => r.type === S2C.camera).map((r) => r.message as CameraBroadcast);
}

/** Sends from `sender`: refused with `code` to the sender only; no pose reaches anyone and the game stays as it was. */
async function expectRefused(sender: TableClient, payload: unknown, code: string): Promise<void> {
  const { a, b, s } = table;
  const marks = [a, b, s].map((c) => c.received.length);
  const version = table.room().currentMatch.version;
  sender.send(C2S.camera, payload);
  const rejected = await sender.waitMessage<RejectedMessage>('rejected', marks[[a, b, s].indexOf(sender)]);
  expect(rejected.code).toBe(code);
  expect(rejected.message.length).toBeGreaterThan(10);
  await barrier();
  expect([a, b, s].map((c, i) => cameras(c, marks[i]).length)).toEqual([0, 0, 0]);
  const othersRefused = [a, b, s].map((c, i) => c !== sender && c.received.slice(marks[i]).some((r) => r.type === 'rejected'));
  expect(othersRefused).toEqual([false, false, false]);
  expect(table.room().currentMatch.version).toBe(version);
}

/** A spectator who joins now: the poses it gets with its snapshot (both seats have shared one by then). */
async function lateSpectator(name: string): Promise<CameraBroadcast[]> {
  const late = await TableClient.join(table.t.endpoint, table.a.code, { name, spectator: true });
  extra.push(late);
  await late.until(() => late.projection, 'snapshot');
  return late.until(() => (cameras(late).length >= 2 ? cameras(late) : undefined), 'each seat\'s pose');
}

describe('following a player\'s camera', () => {
  it('a pose a player sent before acting reaches the spectator before that action\'s patch', async () => {
    const { a, s } = table;
    const mark = s.received.length;
    const next = table.room().currentMatch.version + 1;
    a.send(C2S.camera, { p: [3.14159, 30, 28], t: [1, 0, -2] });
    a.act({ t: 'move', id: 'meeple-1-1', x: 2, z: 8 });
    await s.waitVersion(next);
    const seen = s.received.slice(mark).map((r) => r.type);
    const pose = seen.indexOf(S2C.camera);
    const patch = seen.findIndex((t) => t === S2C.patch);
    expect(pose).toBeGreaterThanOrEqual(0);
    expect(patch).toBeGreaterThan(pose);
    // Rounded to centimetres, with the seat it comes from.
    expect(cameras(s, mark)[0]).toEqual({ seat: 0, p: [3.14, 30, 28], t: [1, 0, -2] });
  });

  it('a seated player never gets another player\'s pose, nor its own back', async () => {
    const { a, b, s } = table;
    const marks = [a, b, s].map((c) => c.received.length);
    b.send(C2S.camera, { p: [-5, 20, -30], t: [0, 0, 0] });
    await s.waitMessage<CameraBroadcast>(S2C.camera, marks[2], (m) => m.seat === 1);
    await barrier();
    expect([cameras(a, marks[0]).length, cameras(b, marks[1]).length]).toEqual([0, 0]);
  });

  it('a spectator has no camera to share: its pose is refused', async () => {
    await expectRefused(table.s, { p: [0, 30, 30], t: [0, 0, 0] }, ROOM_ERRORS.spectator);
  });

  it('a malformed or out-of-range pose is refused and changes nothing', async () => {
    const { a } = table;
    for (const bad of [
      { p: [0, 30], t: [0, 0, 0] },
      { p: [0, 30, 30], t: [0, 0, 'x'] },
      { p: [0, 30, 30] },
      { p: [0, 30, 30], t: [0, 0, 0], extra: 1 },
      { p: [0, 1e9, 30], t: [0, 0, 0] },
      { p: [0, -5, 30], t: [0, 0, 0] },
      'camera',
    ]) await expectRefused(a, bad, ROOM_ERRORS.badPayload);
    // The seat's latest pose is still the last good one: what a spectator joining now gets.
    expect((await lateSpectator('Val')).find((m) => m.seat === 0)).toEqual({ seat: 0, p: [3.14, 30, 28], t: [1, 0, -2] });
  });

  it('a spectator who joins later gets each seat\'s latest pose', async () => {
    const { a } = table;
    a.send(C2S.camera, { p: [1, 25, 25], t: [0, 0, 1] });
    await table.s.waitMessage<CameraBroadcast>(S2C.camera, 0, (m) => m.seat === 0 && m.p[0] === 1);
    const got = await lateSpectator('Lou');
    expect(got.sort((x, y) => x.seat - y.seat)).toEqual([
      { seat: 0, p: [1, 25, 25], t: [0, 0, 1] },
      { seat: 1, p: [-5, 20, -30], t: [0, 0, 0] },
    ]);
  });

  it('a spectator\'s resync brings each seat\'s latest pose again, after the snapshot', async () => {
    const { s } = table;
    const mark = s.received.length;
    s.send(C2S.resync, {});
    await s.until(() => (cameras(s, mark).length >= 2 ? true : undefined), 'the poses after the snapshot');
    const types = s.received.slice(mark).map((r) => r.type);
    expect(types.indexOf(S2C.snapshot)).toBeGreaterThanOrEqual(0);
    expect(types.indexOf(S2C.camera)).toBeGreaterThan(types.indexOf(S2C.snapshot));
    expect(cameras(s, mark).find((m) => m.seat === 0)).toEqual({ seat: 0, p: [1, 25, 25], t: [0, 0, 1] });
  });

  it('following shows a spectator no hand: its projection has no card of the followed player\'s hand', async () => {
    const { a, s } = table;
    const next = table.room().currentMatch.version + 1;
    a.send(C2S.camera, { p: [2, 22, 20], t: [0, 0, 0] });
    a.act({ t: 'draw', deck: 'deck', n: 3, to: 'hand' });
    await s.waitVersion(next);
    await barrier();
    expect(a.projection?.table.hands['0']?.cards?.length).toBe(3);
    expect(s.projection?.table.hands['0']).toMatchObject({ count: 3 });
    expect(s.projection?.table.hands['0']?.cards).toBeUndefined();
    const r = table.room();
    expect(leaks(everythingSeen(s), secretsFor(r.currentMatch, r.secretSeed, 'spectator' as Viewer))).toEqual([]);
  });
});
