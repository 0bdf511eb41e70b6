/**
 * TableRoom on the real sandbox game, through a real server and real colyseus.js clients:
 * two players and a spectator. Every test names the rule it checks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyGameModule } from '../../engine/core/module.ts';
import type { Viewer } from '../../engine/core/types.ts';
import type { TableRoom } from '../../server/room/table-room.ts';
import {
  C2S, fromLogRow, LIMITS, MAX_MESSAGE_BYTES, ROOM_ERRORS, type ChatBroadcast, type PresenceBroadcast, type PatchMessage, type RejectedMessage, type SnapshotMessage,
} from '../../wire/protocol.ts';
import { seatColor } from '../../engine/table/tokens.ts';
import { bootServer, httpJson, everythingSeen, serverProjection, serverWire, TableClient, type TestServer } from './helpers.ts';
import { leaks, secretsFor } from './secrets.ts';

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

/** Waits until every client has received everything the server sent it before now. */
async function barrier(): Promise<void> {
  await Promise.all([a, b, s].map((c) => c.ping()));
}

/** Sends from `sender` and checks: rejected with `code` to the sender only, nothing changed. */
async function expectRejected(sender: TableClient, send: () => void, code: string): Promise<RejectedMessage> {
  const versions = [a, b, s].map((c) => c.version);
  const patches = [a, b, s].map((c) => c.patches);
  const serverVersion = room().currentMatch.version;
  const others = [a, b, s].filter((c) => c !== sender);
  const otherRejections = others.map((c) => c.rejections().length);
  const mark = sender.received.length;
  send();
  const rejected = await sender.waitMessage<RejectedMessage>('rejected', mark);
  expect(rejected.code).toBe(code);
  expect(typeof rejected.message).toBe('string');
  await barrier();
  expect(room().currentMatch.version).toBe(serverVersion);
  expect([a, b, s].map((c) => c.version)).toEqual(versions);
  expect([a, b, s].map((c) => c.patches)).toEqual(patches);
  expect(others.map((c) => c.rejections().length)).toEqual(otherRejections);
  return rejected;
}

/** Acts and waits until all three clients hold the new version. */
async function actAll(actor: TableClient, action: Record<string, unknown>): Promise<number> {
  const next = room().currentMatch.version + 1;
  actor.act(action);
  await Promise.all([a, b, s].map((c) => c.waitVersion(next)));
  return next;
}

beforeAll(async () => {
  t = await bootServer();
  a = await TableClient.create(t.endpoint, { game: 'sandbox', seats: 2, options: {}, name: 'Ann', color: '#c0392b' });
  await a.until(() => a.projection, 'snapshot');
  b = await TableClient.join(t.endpoint, a.code, { name: 'Ben', color: '#2e6fd8' });
  s = await TableClient.join(t.endpoint, a.code, { name: 'Sam', spectator: true });
  await Promise.all([b, s].map((c) => c.until(() => c.projection, 'snapshot')));
  await a.until(() => a.state.spectators === 1 && a.state.seats[1]?.occupied, 'seats synced');
});

afterAll(async () => {
  for (const c of [a, b, s, ...extra]) await c?.leave().catch(() => undefined);
  await t?.close();
});

describe('joining (seats, welcome, public Schema metadata)', () => {
  it('colours: a joiner whose colour another seated player wears gets the seat colour instead', async () => {
    const t2 = await TableClient.create(t.endpoint, { game: 'sandbox', seats: 2, options: {}, name: 'Ida', color: '#c0392b' });
    extra.push(t2);
    const t3 = await TableClient.join(t.endpoint, t2.code, { name: 'Joe', color: '#C0392B' });
    extra.push(t3);
    const seats = await t3.until(() => (t3.state.seats?.[1]?.occupied ? t3.state.seats : null), 'second seat');
    expect(seats[0]?.color).toBe('#c0392b');
    expect(seats[1]?.color.toLowerCase()).not.toBe('#c0392b');
    expect(seats[1]?.color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('colours: when the seat colour is worn too (a rejoin to seat 0 after a restart), the first free seat colour is given', async () => {
    const seatZeroColour = seatColor(0);
    const created = await httpJson<{ code: string }>(t.server.url, '/api/tables', { method: 'POST', body: { game: 'sandbox', seats: 3 } });
    const ben = await TableClient.join(t.endpoint, created.body.code, { name: 'Ben', color: seatZeroColour, seat: 1 });
    extra.push(ben);
    const ana = await TableClient.join(t.endpoint, created.body.code, { name: 'Ana', color: seatZeroColour, seat: 0 });
    extra.push(ana);
    const seats = await ana.until(() => (ana.state.seats?.[0]?.occupied && ana.state.seats[1]?.occupied ? ana.state.seats : null), 'both seated');
    expect(seats[1]?.color).toBe(seatZeroColour);
    expect(seats[0]?.color).not.toBe(seatZeroColour);
    expect(seats[0]?.color).toBe(seatColor(1));
  });

  it('seats: joiners take the first free seat; a spectator who asks is a spectator', () => {
    expect(a.seat).toBe(0);
    expect(b.seat).toBe(1);
    expect(s.seat).toBe('spectator');
    expect(a.code).toMatch(/^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{6}$/);
  });

  it('welcome then snapshot: each client first learns its seat, then its own projection', () => {
    for (const c of [a, b, s]) {
      expect(c.received[0]?.type).toBe('welcome');
      expect(c.received[1]?.type).toBe('snapshot');
      expect(c.projection?.viewer).toBe(c.seat);
    }
  });

  it('schema: the shared state holds public metadata only, with a seed commitment and no seed', () => {
    const state = s.state;
    expect(state.code).toBe(a.code);
    expect(state.gameId).toBe('sandbox');
    expect(state.seats.map((x) => [x.name, x.color, x.occupied, x.connected])).toEqual([
      ['Ann', '#c0392b', true, true],
      ['Ben', '#2e6fd8', true, true],
    ]);
    expect(state.spectators).toBe(1);
    expect(state.seedCommit).toMatch(/^[0-9a-f]{64}$/);
    expect(state.seedCommit).toBe(a.welcome?.seedCommit);
    expect(state.seed).toBe('');
    expect(Object.keys(state).sort()).toEqual(['boxOpen', 'code', 'gameId', 'over', 'seats', 'seed', 'seedCommit', 'spectators']);
    expect(state.boxOpen).toBe(false);
  });

  it('seats: when every seat is taken a joiner becomes a spectator', async () => {
    const c = await TableClient.join(t.endpoint, a.code, { name: 'Cat' });
    extra.push(c);
    await c.until(() => c.projection, 'snapshot');
    expect(c.seat).toBe('spectator');
    await c.leave();
    await a.until(() => a.state.spectators === 1, 'spectator left');
  });
});

describe('sync (per-viewer snapshot + JSON patches)', () => {
  it('sync: an action by one player appears for everyone, with the same projected pieces', async () => {
    const v = await actAll(a, { t: 'move', id: 'meeple-1-1', x: 2, z: 8 });
    for (const c of [a, b, s]) {
      expect(c.version).toBe(v);
      expect(c.projection?.table.pieces['meeple-1-1']).toMatchObject({ x: 2, z: 8 });
      expect(c.projection?.table.pieces).toEqual(a.projection?.table.pieces);
    }
    // The version travels in the projections only: an action changes nothing in the Schema state.
    expect(a.state).not.toHaveProperty('version');
  });

  it('bytes: a move\'s patch carries its log line and the mover\'s undo status without the text, and every client words them as the server did', async () => {
    const marks = [a, b, s].map((c) => c.received.length);
    const v = await actAll(b, { t: 'move', id: 'meeple-2-1', x: -3, z: 6 });
    await barrier();
    const logged = room().currentMatch.log.find((e) => e.v === v);
    expect(logged?.text).toBe('Seat 2 moved Seat 2\'s meeple.');
    [a, b, s].forEach((c, i) => {
      const patch = c.received.slice(marks[i]).find((m) => m.type === 'patch' && (m.message as PatchMessage).to === v)?.message as PatchMessage;
      // A row [v, kind, text, seat, commit, data], its text null.
      const line = patch.ops.find((op) => /^\/log\/\d+$/.test(op[0]))?.[1];
      expect(line).toEqual([v, 'move', null, 1, null, { id: 'meeple-2-1' }]);
      expect(fromLogRow(line)).not.toHaveProperty('text');
      // Nowhere in the patch, either: the mover's undo status names the line by its version.
      expect(JSON.stringify(patch.ops)).not.toContain('moved');
      expect(c.projection?.log.find((e) => e.v === v)?.text).toBe(logged?.text);
      expect(c.projection).toEqual(serverProjection(room(), c.seat as Viewer));
    });
  });

  it('bytes: a seat\'s prompts travel with their actions as rows, and the client unpacks them to the engine\'s actions', async () => {
    const snapshot = a.received.find((m) => m.type === 'snapshot')?.message as SnapshotMessage;
    const draw = snapshot.projection.prompts.find((p) => p.key === 'draw:deck');
    expect(draw?.actions[0]).toEqual(['draw', 'deck', 'n', 'to', 'from']);
    expect(JSON.stringify(snapshot)).not.toContain('"t":"draw"');
    expect(a.projection?.prompts.find((p) => p.key === 'draw:deck')?.actions).toContainEqual({ t: 'draw', deck: 'deck', n: 1, to: 'hand', from: 'top' });
    expect(a.projection).toEqual(serverProjection(room(), 0));
  });

  it('sync: after draws, bag draws, rolls and shuffles each client holds exactly its own server projection', async () => {
    await actAll(a, { t: 'draw', deck: 'deck', n: 3, to: 'hand' });
    await actAll(b, { t: 'draw', deck: 'deck', n: 2, to: 'hand' });
    await actAll(a, { t: 'bagDraw', bag: 'bag', to: 'hand' });
    await actAll(b, { t: 'roll', ids: ['die-d6a', 'die-d20'] });
    await actAll(a, { t: 'shuffle', deck: 'deck' });
    await actAll(b, { t: 'flip', id: 'tile-2' });
    await barrier();
    for (const c of [a, b, s]) {
      expect(c.desync).toBeNull();
      expect(c.projection).toEqual(serverProjection(room(), c.seat as Viewer));
    }
    expect(a.projection?.table.hands['0']).toMatchObject({ count: 4 });
    expect(b.projection?.table.hands['0']?.cards).toBeUndefined();
  });

  it('staleness (concurrent game): an intent made from an older version is still accepted', async () => {
    const before = room().currentMatch.version;
    const mark = a.received.length;
    a.act({ t: 'rotate', id: 'tile-1', dir: 1 }, { v: 0 });
    await Promise.all([a, b, s].map((c) => c.waitVersion(before + 1)));
    expect(a.received.slice(mark).some((r) => r.type === 'rejected')).toBe(false);
  });

  it('resync: answers the sender with a fresh snapshot of its own projection', async () => {
    const mark = b.received.length;
    b.send(C2S.resync, {});
    const snap = await b.waitMessage<{ projection: unknown }>('snapshot', mark);
    expect(snap.projection).toEqual(serverWire(room(), 1));
    expect(b.projection).toEqual(serverProjection(room(), 1));
  });
});

describe('secrecy (DESIGN §2.3: nothing secret reaches anyone not entitled to it)', () => {
  it('secrecy: no client received another hand, the deck or bag contents/order, the RNG words or the seed', async () => {
    await barrier();
    const r = room();
    const checked: Record<string, number> = {};
    for (const c of [a, b, s]) {
      const secrets = secretsFor(r.currentMatch, r.secretSeed, c.seat as Viewer);
      checked[String(c.seat)] = secrets.length;
      expect(leaks(everythingSeen(c), secrets)).toEqual([]);
    }
    // The test is only meaningful if there were secrets to look for.
    expect(checked['0']).toBeGreaterThan(50);
    expect(checked['spectator']).toBeGreaterThan(checked['0'] as number);
    // And the owner does see its own hand (the search would find a leak if it were there).
    const own = (r.currentMatch.state as { hands: Array<Array<{ kind: string; card?: { front: { label: string } } }>> }).hands[0];
    const label = own?.find((i) => i.kind === 'card')?.card?.front.label;
    expect(label && everythingSeen(a).includes(label)).toBeTruthy();
  });
});

describe('check order and rejections (a rejected message changes nothing and answers only its sender)', () => {
  it('known type: an unknown message type gets room/unknown-type', async () => {
    await expectRejected(a, () => a.send('teleport', { x: 1 }), ROOM_ERRORS.unknownType);
    // Colyseus' own fallback type, with a payload that cannot be printed, from a player
    // and a spectator: an answer like any unknown type, the sockets stay open.
    const rej = await expectRejected(a, () => a.send('__no_message_handler', { toString: 1 }), ROOM_ERRORS.unknownType);
    expect(rej.message).toBe('Unknown message type "__no_message_handler".');
    await expectRejected(s, () => s.send('__no_message_handler', { valueOf: 1, toString: {} }), ROOM_ERRORS.unknownType);
    expect([a, s].map((c) => c.room.connection.isOpen)).toEqual([true, true]);
  });

  it('size: a payload over MAX_MESSAGE_BYTES gets room/too-large (the socket survives)', async () => {
    const big = 'x'.repeat(MAX_MESSAGE_BYTES + 100);
    const rej = await expectRejected(a, () => a.send(C2S.intent, { v: a.version, ref: 'big', action: { t: 'flip', id: big } }), ROOM_ERRORS.tooLarge);
    expect(rej.ref).toBe('big');
    await actAll(a, { t: 'rotate', id: 'tile-1', dir: -1 });
  });

  it('schema: malformed intents get room/bad-payload with the schema message', async () => {
    const rej = await expectRejected(a, () => a.send(C2S.intent, { action: { t: 'flip', id: 'tile-1' } }), ROOM_ERRORS.badPayload);
    expect(rej.message).toMatch(/v/);
    await expectRejected(a, () => a.send(C2S.intent, 'flip tile-1'), ROOM_ERRORS.badPayload);
    await expectRejected(a, () => a.send(C2S.intent, { v: a.version, action: {}, seat: 1 }), ROOM_ERRORS.badPayload);
    await expectRejected(a, () => a.send(C2S.intent, { v: -1, action: { t: 'flip', id: 'tile-1' } }), ROOM_ERRORS.badPayload);
    await expectRejected(a, () => a.send(C2S.intent), ROOM_ERRORS.badPayload);
    await expectRejected(a, () => a.send(C2S.chat, { text: '' }), ROOM_ERRORS.badPayload);
    await expectRejected(a, () => a.send(C2S.presence, { cursor: [1, 'x'] }), ROOM_ERRORS.badPayload);
    let deep: unknown = 'tile-1';
    for (let i = 0; i < 40; i++) deep = [deep];
    const tooDeep = await expectRejected(a, () => a.act({ t: 'flip', id: deep }), ROOM_ERRORS.badPayload);
    expect(tooDeep.message).toMatch(/32 deep/);
  });

  it('spectator: an intent from a spectator gets room/spectator', async () => {
    await expectRejected(s, () => s.act({ t: 'flip', id: 'tile-1' }, { ref: 'spec' }), ROOM_ERRORS.spectator);
  });

  it('version: an intent from a future version gets room/bad-version', async () => {
    await expectRejected(b, () => b.act({ t: 'flip', id: 'tile-1' }, { v: b.version + 5 }), ROOM_ERRORS.badVersion);
  });

  it('engine: out-of-range values are refused by the game with its code, echoing the ref', async () => {
    const rej = await expectRejected(b, () => b.act({ t: 'move', id: 'meeple-2-1', x: 1e6, z: 0 }, { ref: 'far' }), 'sandbox/bad-action');
    expect(rej.ref).toBe('far');
  });

  it('engine: an illegal action (a piece that does not exist) answers the rule error to the sender only', async () => {
    const rej = await expectRejected(b, () => b.act({ t: 'flip', id: 'no-such-piece' }, { ref: 'r1' }), 'sandbox/no-piece');
    expect(rej.ref).toBe('r1');
  });

  it('seat comes from the connection: a seat field in the action cannot act for another seat', async () => {
    const before = room().currentMatch.version;
    await actAll(b, { t: 'draw', deck: 'deck', n: 1, to: 'hand' });
    const state = room().currentMatch.state as { hands: unknown[][] };
    expect(room().currentMatch.version).toBe(before + 1);
    expect(state.hands[1]?.length).toBe(3);
    await expectRejected(b, () => b.send(C2S.intent, { v: b.version, seat: 0, action: { t: 'flip', id: 'tile-1' } }), ROOM_ERRORS.badPayload);
  });

  it('no exception escapes: an engine crash answers room/internal and changes nothing', async () => {
    const table: { game: AnyGameModule } = room()['table'];
    const game = table.game;
    table.game = { ...game, apply: () => { throw new Error('boom'); } };
    try {
      await expectRejected(a, () => a.act({ t: 'flip', id: 'tile-1' }), ROOM_ERRORS.internal);
    } finally {
      table.game = game;
    }
    expect(t.logs.some((l) => l.includes('boom'))).toBe(true);
  });
});

describe('transient messages (presence, chat)', () => {
  it('presence: a player\'s cursor is relayed to everyone else with seat and sessionId, not echoed', async () => {
    const marks = [a, b, s].map((c) => c.received.length);
    a.send(C2S.presence, { cursor: [1.5, -2], drag: { id: 'meeple-1-1', x: 1.5, z: -2 } });
    const [atB, atS] = await Promise.all([b, s].map((c, i) => c.waitMessage<PresenceBroadcast>('presence', marks[i + 1])));
    expect(atB).toEqual({ seat: 0, sessionId: a.room.sessionId, cursor: [1.5, -2], drag: { id: 'meeple-1-1', x: 1.5, z: -2 } });
    expect(atS).toEqual(atB);
    await barrier();
    expect(a.received.slice(marks[0]).some((r) => r.type === 'presence')).toBe(false);
  });

  it('presence: a spectator\'s presence is ignored', async () => {
    const marks = [a, b].map((c) => c.received.length);
    s.send(C2S.presence, { cursor: [0, 0] });
    await barrier();
    expect([a, b].map((c, i) => c.received.slice(marks[i]).filter((r) => r.type === 'presence').length)).toEqual([0, 0]);
  });

  it('presence: beyond ~15 per second per client the extras are dropped silently', async () => {
    await new Promise((r) => setTimeout(r, 400)); // let the presence bucket refill
    const mark = b.received.length;
    const markA = a.received.length;
    const started = performance.now();
    for (let i = 0; i < 60; i++) a.send(C2S.presence, { cursor: [i, 0] });
    await barrier();
    const seconds = (performance.now() - started) / 1000;
    const relayed = b.received.slice(mark).filter((r) => r.type === 'presence').length;
    expect(relayed).toBeGreaterThanOrEqual(LIMITS.presence.burst);
    expect(relayed).toBeLessThanOrEqual(LIMITS.presence.burst + Math.ceil(seconds * LIMITS.presence.perSecond) + 1);
    expect(a.received.slice(markA).filter((r) => r.type === 'rejected')).toHaveLength(0);
  });

  it('chat: relayed to everyone with the sender\'s name, seat and time; spectators may chat', async () => {
    const marks = [a, b, s].map((c) => c.received.length);
    s.send(C2S.chat, { text: 'hello from the stands' });
    const got = await Promise.all([a, b, s].map((c, i) => c.waitMessage<ChatBroadcast>('chat', marks[i], (m) => m.text === 'hello from the stands')));
    for (const m of got) {
      expect(m).toMatchObject({ seat: 'spectator', name: 'Sam', text: 'hello from the stands' });
      expect(Math.abs(m.at - Date.now())).toBeLessThan(10_000);
    }
  });
});

describe('rate limit (token bucket per client)', () => {
  it('rate limit: a burst beyond the intent bucket gets room/rate-limited; the rest is applied', async () => {
    await new Promise((r) => setTimeout(r, 300));
    const before = room().currentMatch.version;
    const mark = a.received.length;
    const burst = 100;
    const started = performance.now();
    for (let i = 0; i < burst; i++) a.act({ t: 'rotate', id: 'tile-3', dir: 1 }, { ref: `burst-${i}` });
    // Every intent of the burst answered: refused at once, or applied (its patch, after the store's write).
    const rejected = (): number => a.received.slice(mark).filter((r) => r.type === 'rejected').length;
    await a.until(() => rejected() + (a.version - before) >= burst || undefined, 'every intent of the burst answered');
    const seconds = (performance.now() - started) / 1000;
    const limited = a.received.slice(mark).filter((r) => r.type === 'rejected' && (r.message as RejectedMessage).code === ROOM_ERRORS.rateLimited);
    const applied = room().currentMatch.version - before;
    expect(limited.length).toBeGreaterThan(0);
    expect(applied + limited.length).toBe(burst);
    expect(applied).toBeGreaterThanOrEqual(LIMITS.intents.burst);
    expect(applied).toBeLessThanOrEqual(LIMITS.intents.burst + Math.ceil(seconds * LIMITS.intents.perSecond) + 1);
    await Promise.all([a, b, s].map((c) => c.waitVersion(before + applied)));
    for (const c of [a, b, s]) expect(c.desync).toBeNull();
  });
});
