/**
 * Dice off the room's thread (server/dice/pool.ts, server/room/thrower.ts), through a real
 * server and real colyseus.js clients: a 20-dice throw holds no other table, nor the chat,
 * pings and joins of its own table; the action it belongs to — its patches and its
 * `roll` — waits for it, so nobody sees a value before the dice show it, and the table's
 * next action is judged after it. A throw that fails refuses its action. A tiny inline
 * game with twenty dice keeps the rules obvious (the free table has thirteen).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameModule } from '../../engine/core/module.ts';
import type { TablePiece } from '../../engine/core/projection.ts';
import { ruleError } from '../../engine/core/result.ts';
import { games } from '../../engine/games/registry.ts';
import type { RollFrames } from '../../wire/dice-frames.ts';
import type { ThrowRequest } from '../../server/dice/launch.ts';
import { C2S, ROOM_ERRORS, type RejectedMessage, type RollMessage } from '../../wire/protocol.ts';
import { bootServer, shownValue, TableClient, type TestServer } from './helpers.ts';

interface HandfulState { values: (number | null)[]; marker: number }
type HandfulAction = { t: 'roll'; n: number } | { t: 'move'; x: number };

const DICE = 20;

/** Twenty d6 in a grid near the table's centre, and a marker; roll the first n, or move the marker. */
const handful: GameModule<HandfulState, HandfulAction, HandfulState> = {
  id: 'handful',
  name: 'Handful',
  minSeats: 1,
  maxSeats: 4,
  rulesVersion: 1,
  concurrent: true,
  parseOptions: () => ({}),
  parseAction: (raw) => {
    const a = raw as { t?: unknown; n?: unknown; x?: unknown };
    if (a.t === 'roll' && Number.isInteger(a.n) && (a.n as number) >= 1 && (a.n as number) <= DICE) return { t: 'roll', n: a.n as number };
    if (a.t === 'move' && typeof a.x === 'number' && Number.isFinite(a.x)) return { t: 'move', x: a.x };
    return ruleError('handful/bad-action', 'Roll 1 to 20 dice, or move the marker.');
  },
  setup: () => ({ values: Array.from({ length: DICE }, () => null), marker: 0 }),
  apply: (s, seat, a, rng) => {
    if (a.t === 'move') return { state: { ...s, marker: a.x }, events: [{ kind: 'move', seat, text: 'The marker moved.' }], reveals: [] };
    const values = s.values.map((v, i) => (i < a.n ? 1 + rng.int(6) : v));
    const dice = values.slice(0, a.n).map((value, i) => ({ id: `die-${i}`, sides: 6, value }));
    // Nothing is hidden here: what a roll shows is randomness, which undo refuses in any case.
    return { state: { ...s, values }, events: [{ kind: 'roll', seat, text: `Rolled ${a.n}.`, data: { dice } }], reveals: [] };
  },
  scramble: (s) => s,
  view: (s) => s,
  prompts: () => [],
  table: (v) => {
    const pieces: Record<string, TablePiece> = {};
    v.values.forEach((value, i) => {
      pieces[`die-${i}`] = {
        id: `die-${i}`, kind: 'die', model: 'd6', x: -6 + 3 * (i % 5), z: -6 + 3 * Math.floor(i / 5), y: 0, rot: 0, faceUp: true,
        die: { sides: 6, labels: ['1', '2', '3', '4', '5', '6'], value }, draggable: true,
      };
    });
    pieces.marker = { id: 'marker', kind: 'token', model: 'token', x: v.marker, z: 12, y: 0, rot: 0, faceUp: true, draggable: true };
    return { pieces, hands: {} };
  },
  status: () => ({ over: false }),
};

let t: TestServer;
/** Table 1: two players and a spectator. */
let a1: TableClient;
let a2: TableClient;
let s1: TableClient;
/** Table 2: two players. */
let b1: TableClient;
let b2: TableClient;
const extra: TableClient[] = [];

/** The dice threads, with a hold on 20-dice throws (released by the test) and a way to make the next throw fail. */
const desk = {
  hold: null as Promise<void> | null,
  held: [] as number[],
  failNext: false,
  onHeld: (): void => undefined,
};

beforeAll(async () => {
  t = await bootServer({ games: { ...games, handful } });
  const pool = t.server.context.dice;
  const real = pool.throw.bind(pool);
  pool.throw = async (request: ThrowRequest, seed: number): Promise<RollFrames> => {
    if (desk.failNext) {
      desk.failNext = false;
      throw new Error('the dice thread stopped (exit code 1)');
    }
    // The real simulation, on a dice thread…
    const frames = await real(request, seed);
    // …then, for a 20-dice throw, held as long as the test wants it in flight.
    if (request.dice.length === DICE && desk.hold) {
      desk.held.push(request.dice.length);
      desk.onHeld();
      await desk.hold;
    }
    return frames;
  };
  const table = async (): Promise<[TableClient, TableClient]> => {
    const x = await TableClient.create(t.endpoint, { game: 'handful', seats: 2, name: 'One' });
    await x.until(() => x.projection, 'snapshot');
    const y = await TableClient.join(t.endpoint, x.code, { name: 'Two' });
    await y.until(() => y.projection, 'snapshot');
    return [x, y];
  };
  [a1, a2] = await table();
  [b1, b2] = await table();
  s1 = await TableClient.join(t.endpoint, a1.code, { name: 'Sam', spectator: true });
  await s1.until(() => s1.projection, 'snapshot');
});

afterAll(async () => {
  for (const c of [a1, a2, s1, b1, b2, ...extra]) await c?.leave().catch(() => undefined);
  await t?.close();
});

const valuesOf = (c: TableClient): (number | null)[] => (c.projection?.view as HandfulState).values;
const since = (c: TableClient, mark: number): string[] => c.received.slice(mark).map((r) => r.type);

describe('dice on the dice threads', () => {
  it('a 20-dice throw holds no other table, nor the chat, pings and joins of its own; its action waits for it, so nobody sees a value before its roll', async () => {
    let release = (): void => undefined;
    desk.hold = new Promise<void>((r) => { release = r; });
    const held = new Promise<void>((r) => { desk.onHeld = r; });
    const v = a1.version;
    const marks = [a1, a2, s1].map((c) => c.received.length);
    a1.send(C2S.intent, { v, action: { t: 'roll', n: DICE }, ref: 'handful' });
    // The throw has been simulated on a dice thread and is in flight.
    await held;

    // Another table acts and throws meanwhile (its throw on the second thread).
    const w = b1.version;
    b1.act({ t: 'move', x: 3 });
    await Promise.all([b1, b2].map((c) => c.waitVersion(w + 1)));
    const mark = b2.received.length;
    b1.act({ t: 'roll', n: 3 });
    const roll2 = await b2.waitMessage<RollMessage>('roll', mark);
    expect(roll2.dice).toHaveLength(3);

    // The same table chats, pings and takes a joiner meanwhile.
    const chatMark = a1.received.length;
    a2.send(C2S.chat, { text: 'big throw!' });
    await a1.waitMessage('chat', chatMark);
    await Promise.all([a1, a2, s1].map((c) => c.ping()));
    const late = await TableClient.join(t.endpoint, a1.code, { name: 'Late', spectator: true });
    extra.push(late);
    await late.until(() => late.projection, 'snapshot');
    expect(late.version).toBe(v);
    // And a player's next action waits in line behind the throw's.
    a2.act({ t: 'move', x: 5 }, { v });
    await a2.ping();

    // Still in flight: nobody has the action, nor any value it rolled.
    expect(desk.held).toEqual([DICE]);
    for (const c of [a1, a2, s1, late]) {
      expect(c.version).toBe(v);
      expect(valuesOf(c).every((x) => x === null)).toBe(true);
    }
    [a1, a2, s1].forEach((c, i) => expect(since(c, marks[i] as number).filter((x) => x === 'patch' || x === 'roll')).toEqual([]));

    release();
    const rolls = await Promise.all([a1, a2, s1, late].map((c, i) => c.waitMessage<RollMessage>('roll', i < 3 ? marks[i] : 0)));
    await Promise.all([a1, a2, s1, late].map((c) => c.waitVersion(v + 2)));
    const roll = rolls[0] as RollMessage;
    expect(roll.dice).toHaveLength(DICE);
    expect(new Set(rolls.map((r) => JSON.stringify(r))).size).toBe(1);
    for (const d of roll.dice) expect(shownValue(d)).toBe(d.value);
    expect(roll.dice.map((d) => d.value)).toEqual(valuesOf(a1));
    // Every viewer: the throw's patch, its roll, then the next action's patch.
    for (const [i, c] of [a1, a2, s1].entries()) {
      const seen = c.received.slice(marks[i]).filter((r) => r.type === 'patch' || r.type === 'roll')
        .map((r) => (r.type === 'roll' ? `roll ${(r.message as RollMessage).version}` : `patch ${(r.message as { to: number }).to}`));
      expect(seen).toEqual([`patch ${v + 1}`, `roll ${v + 1}`, `patch ${v + 2}`]);
    }
    expect((a1.projection?.view as HandfulState).marker).toBe(5);
    desk.hold = null;
  }, 60_000);

  it('a throw that fails refuses its action (room/dice-failed): nothing is stored or sent, and the next throw goes ahead', async () => {
    const v = a1.version;
    const room = t.server.room(a1.code);
    const marks = [a1, a2, s1].map((c) => c.received.length);
    desk.failNext = true;
    a1.send(C2S.intent, { v, action: { t: 'roll', n: 2 }, ref: 'doomed' });
    const refused = await a1.waitMessage<RejectedMessage>('rejected', marks[0]);
    expect(refused).toMatchObject({ code: ROOM_ERRORS.diceFailed, ref: 'doomed' });
    await Promise.all([a1, a2, s1].map((c) => c.ping()));
    expect(room?.currentMatch.version).toBe(v);
    const stored = await t.server.store.loadTable(a1.code);
    expect(Math.max(...(stored?.actions ?? []).map((x) => x.version))).toBe(v);
    [a1, a2, s1].forEach((c, i) => expect(since(c, marks[i] as number).filter((x) => x === 'patch' || x === 'roll')).toEqual([]));
    expect(t.logs.some((l) => l.includes(`dice throw at ${v + 1} failed`))).toBe(true);

    a1.act({ t: 'roll', n: 2 });
    const roll = await s1.waitMessage<RollMessage>('roll', marks[2]);
    expect(roll.version).toBe(v + 1);
  }, 60_000);
});
