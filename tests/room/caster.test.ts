/**
 * The caster seat and the spectator delay (server/room/caster.ts, docs/PROTOCOL.md
 * "Casting"), on a real server with real clients and a clock the test moves: the caster
 * link is the host's alone, a caster sees every hand — but only as it stood the delay ago,
 * checked on every frame its socket received — cannot act, a seat's token cannot open it,
 * and a revoked link stops at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unpack } from '@colyseus/msgpackr';
import { decode } from '@colyseus/schema';
import { Client } from 'colyseus.js';
import { projectCaster, type CasterProjection } from '../../engine/core/caster.ts';
import type { Match } from '../../engine/core/match.ts';
import { C2S, CLOSE_CASTER_REVOKED, ROOM_ERRORS, S2C, type CastStatus } from '../../wire/protocol.ts';
import { unpackedMessage } from '../../server/room/packing.ts';
import { TableClient, seatTable, type SeatedTable } from './helpers.ts';

/** Colyseus' frame code for a room message (Protocol.ROOM_DATA). */
const ROOM_DATA = 13;

let clock = 1_700_000_000_000;
let table: SeatedTable;
let a: TableClient;
let b: TableClient;
let s: TableClient;
const others: TableClient[] = [];
/** A spectator who joins while the spectator delay is on. */
let late: TableClient;
/** The server's match at each version, and when it went live on the test clock. */
const history = new Map<number, { match: Match; at: number }>();

/** A client whose every WebSocket frame is kept as bytes (before colyseus.js reads it). */
class RawClient extends TableClient {
  readonly frames: { at: number; bytes: Buffer }[] = [];

  static async joinRaw(endpoint: string, code: string, options: Record<string, unknown>): Promise<RawClient> {
    const room = await new Client(endpoint).joinById(code, options);
    const c = new RawClient(room);
    const ws = (room.connection as unknown as { transport: { ws: { on(e: 'message', f: (d: Buffer) => void): void } } }).transport.ws;
    ws.on('message', (data) => c.frames.push({ at: clock, bytes: Buffer.from(data) }));
    return c;
  }

  /** Every room message in the frames, decoded from the bytes (a packed one unpacked): [type, payload]. */
  messages(): { at: number; type: string; message: unknown; packed: boolean }[] {
    const out: { at: number; type: string; message: unknown; packed: boolean }[] = [];
    for (const f of this.frames) {
      if (f.bytes[0] !== ROOM_DATA) continue;
      const it = { offset: 1 };
      const type = decode.string(f.bytes, it);
      const message: unknown = f.bytes.length > it.offset ? unpack(f.bytes.subarray(it.offset)) : undefined;
      const unpacked = unpackedMessage(type, message, 'sandbox');
      out.push({ at: f.at, ...unpacked, packed: unpacked.type !== type });
    }
    return out;
  }
}

/** The versions a message carries (projection, patch, roll), as the bytes decode. */
function versionsIn(type: string, message: unknown): number[] {
  const m = message as Record<string, unknown> & { projection?: { version: number } };
  if (type === S2C.snapshot) return [m.projection!.version];
  if (type === S2C.patch) return [m.from as number, m.to as number];
  if (type === S2C.roll) return [m.version as number];
  return [];
}

/** The newest version whose delay has passed at `at` (-1: none yet). */
function allowedAt(at: number, delayMs: number): number {
  let v = -1;
  for (const [version, h] of history) if (h.at + delayMs <= at && version > v) v = version;
  return v;
}

async function act(c: TableClient, action: Record<string, unknown>): Promise<number> {
  const v = table.room().currentMatch.version + 1;
  c.act(action);
  await a.waitVersion(v);
  history.set(v, { match: table.room().currentMatch, at: clock });
  return v;
}

async function castStatus(after: number): Promise<CastStatus> {
  return a.waitMessage<CastStatus>(S2C.cast, after);
}

/** Sends a cast request as the host and waits for the status it answers with. */
async function cast(payload: Record<string, unknown>): Promise<CastStatus> {
  const mark = a.received.length;
  a.send(C2S.cast, payload);
  return castStatus(mark);
}

/** Lets the room's delay tick (every 250 ms) run at the current clock. */
function tick(): Promise<void> {
  return new Promise((r) => setTimeout(r, 600));
}

beforeAll(async () => {
  table = await seatTable({ now: () => clock }, { game: 'sandbox' });
  ({ a, b, s } = table);
  history.set(0, { match: table.room().currentMatch, at: clock });
});

afterAll(async () => {
  await table.close(others);
});

describe('caster link (the host only)', () => {
  it('cast: only the host (the first to sit down) may make a link; others are refused and nothing changes', async () => {
    expect(a.welcome?.host).toBe(true);
    expect(b.welcome?.host).toBeUndefined();
    const first = await castStatus(0);
    expect(first).toMatchObject({ casterToken: null, casterDelay: 120, spectatorDelay: 0, casters: 0 });
    for (const c of [b, s]) {
      const mark = c.received.length;
      c.send(C2S.cast, { op: 'link' });
      const r = await c.waitMessage<{ code: string }>(S2C.rejected, mark);
      expect(r.code).toBe(ROOM_ERRORS.notHost);
    }
    expect((await cast({ op: 'status' })).casterToken).toBeNull();
  });

  it('cast: hostile settings are refused plainly (delay out of range, unknown op, extra fields)', async () => {
    for (const bad of [{ op: 'delays', caster: 5 }, { op: 'delays', caster: 601 }, { op: 'delays', spectators: 10 }, { op: 'steal' }, { op: 'link', token: 'x' }, 'link']) {
      const mark = a.received.length;
      a.send(C2S.cast, bad);
      const r = await a.waitMessage<{ code: string; message: string }>(S2C.rejected, mark);
      expect(r.code).toBe(ROOM_ERRORS.badPayload);
      expect(r.message.length).toBeGreaterThan(0);
    }
    expect((await cast({ op: 'status' }))).toMatchObject({ casterToken: null, casterDelay: 120, spectatorDelay: 0 });
  });
});

describe('caster view, delayed by the server', () => {
  let caster: RawClient;
  let token: string;
  const DELAY = 30_000;

  it('cast: a caster sees nothing before the delay has passed, then the table as it stood then', async () => {
    const made = await cast({ op: 'link' });
    token = made.casterToken!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await cast({ op: 'delays', caster: 30 })).casterDelay).toBe(30);

    clock += 1000;
    caster = await RawClient.joinRaw(table.t.endpoint, a.code, { caster: token });
    others.push(caster);
    await caster.until(() => caster.welcome, 'welcome');
    expect(caster.welcome).toMatchObject({ seat: 'spectator', delayed: { caster: true, seconds: 30 } });
    expect(caster.welcome?.resume).toBeUndefined();

    clock += 1000;
    await act(a, { t: 'draw', deck: 'deck', n: 3, to: 'hand' });
    clock += 1000;
    await act(b, { t: 'draw', deck: 'deck', n: 2, to: 'hand' });
    clock += 1000;
    await act(b, { t: 'roll', ids: ['die-d6a'] });
    await tick();
    expect(caster.projection).toBeNull();

    // Version 0 went live at the start: 30 s later it is old enough, and only it.
    clock = history.get(0)!.at + DELAY;
    await caster.until(() => caster.projection, 'first snapshot');
    await tick();
    expect(caster.version).toBe(0);

    // One version at a time, each exactly when its delay has passed.
    for (const v of [1, 2, 3]) {
      clock = history.get(v)!.at + DELAY - 1;
      await tick();
      expect(caster.version).toBe(v - 1);
      clock += 1;
      await caster.waitVersion(v);
    }
    expect(caster.desync).toBeNull();
  });

  it('cast: every frame the caster received carries no version newer than the delay allowed when it was sent', () => {
    const messages = caster.messages();
    expect(messages.filter((m) => m.type === S2C.patch).length).toBe(3);
    expect(messages.some((m) => m.type === S2C.roll)).toBe(true);
    // The feed packs its snapshot like the live one (server/room/packing.ts).
    expect(messages.some((m) => m.type === S2C.snapshot && m.packed)).toBe(true);
    for (const m of messages) {
      for (const v of versionsIn(m.type, m.message)) expect(v, `${m.type} at ${m.at}`).toBeLessThanOrEqual(allowedAt(m.at, DELAY));
    }
  });

  it('cast: once the delay has passed the caster sees every hand and the deck order, exactly as projected then', () => {
    const then = history.get(3)!.match;
    const expected = JSON.parse(JSON.stringify(projectCaster(table.room()['table'].game, then))) as CasterProjection;
    expect(caster.projection).toEqual(expected);
    const seen = caster.projection as CasterProjection;
    // What no seat alone may see: both hands and the deck's order.
    expect(seen.caster.seats[0]!.table.hands['0']?.cards?.length).toBe(3);
    expect(seen.caster.seats[1]!.table.hands['1']?.cards?.length).toBe(2);
    const state = seen.caster.state as { pieces: Record<string, { kind: string; cards?: unknown[] }> };
    expect(state.pieces.deck?.cards).toEqual((then.state as typeof state).pieces.deck?.cards);
    expect(state.pieces.deck?.cards?.length).toBeGreaterThan(40);
    // A spectator sees the counts only.
    expect(s.projection?.table.hands['0']?.cards).toBeUndefined();
    // The messages as they came carry a hand card's label, which a spectator's never did.
    const label = (then.state as { hands: { card?: { front: { label: string } } }[][] }).hands[1]![0]!.card!.front.label;
    expect(JSON.stringify(caster.messages().map((m) => m.message)).includes(JSON.stringify(label))).toBe(true);
  });

  it('cast: a caster cannot act, point or chat', async () => {
    const before = table.room().currentMatch;
    const mark = caster.received.length;
    caster.send(C2S.intent, { v: caster.version, action: { t: 'roll', ids: ['die-d6a'] } });
    caster.send(C2S.chat, { text: 'the bird card is in Ben’s hand' });
    caster.send(C2S.cast, { op: 'revoke' });
    const codes: string[] = [];
    for (let i = 0; i < 3; i++) codes.push((await caster.waitMessage<{ code: string }>(S2C.rejected, mark + i)).code);
    expect(codes).toEqual([ROOM_ERRORS.caster, ROOM_ERRORS.caster, ROOM_ERRORS.caster]);
    caster.send(C2S.presence, { cursor: [1, 1] });
    await caster.ping();
    expect(table.room().currentMatch).toBe(before);
    expect(b.received.some((r) => r.type === S2C.chat)).toBe(false);
    expect((await cast({ op: 'status' })).casterToken).toBe(token);
  });

  it("cast: a seat's own token cannot open the caster view, nor can the link with a seat's token", async () => {
    const resume = a.welcome!.resume!;
    await expect(TableClient.join(table.t.endpoint, a.code, { caster: resume })).rejects.toThrow(/not valid/);
    await expect(TableClient.join(table.t.endpoint, a.code, { caster: token, resume })).rejects.toThrow(/cannot open the caster view/);
    await expect(TableClient.join(table.t.endpoint, a.code, { caster: token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A') })).rejects.toThrow(/not valid/);
    expect((await cast({ op: 'status' })).casters).toBe(1);
  });

  it('cast: a revoked link stops at once: the caster is closed, gets nothing more, and the link no longer opens', async () => {
    const closed = new Promise<number>((resolve) => caster.room.onLeave(resolve));
    const status = await cast({ op: 'revoke' });
    expect(status).toMatchObject({ casterToken: null, casters: 0 });
    expect(await closed).toBe(CLOSE_CASTER_REVOKED);
    const frames = caster.frames.length;
    clock += 1000;
    await act(a, { t: 'draw', deck: 'deck', n: 1, to: 'hand' });
    clock += 60_000;
    await tick();
    expect(caster.frames.length).toBe(frames);
    await expect(TableClient.join(table.t.endpoint, a.code, { caster: token })).rejects.toThrow(/not valid/);
  });
});

describe('spectator delay', () => {
  it('cast: with a spectator delay spectators see the table only as it stood then; off again, they are live', async () => {
    const DELAY = 45_000;
    const mark = s.received.length;
    expect((await cast({ op: 'delays', spectators: 45 })).spectatorDelay).toBe(45);
    const welcome = await s.waitMessage<{ delayed?: { seconds: number } }>(S2C.welcome, mark);
    expect(welcome.delayed).toEqual({ caster: false, seconds: 45 });
    const live = table.room().currentMatch.version;
    clock += 1000;
    const v = await act(a, { t: 'roll', ids: ['die-d6b'] });
    await tick();
    expect(s.version).toBe(live);
    // A late spectator joins onto the delayed feed too: it gets the newest version that is
    // old enough (the one before the throw went live over a minute ago), not the throw.
    expect(history.get(live)!.at + DELAY).toBeLessThanOrEqual(clock);
    late = await TableClient.join(table.t.endpoint, a.code, { spectator: true, name: 'Lea' });
    others.push(late);
    await late.until(() => late.welcome, 'welcome');
    expect(late.welcome?.delayed?.seconds).toBe(45);
    await late.until(() => late.projection, 'snapshot');
    await tick();
    expect(late.version).toBe(live);
    expect(late.received.some((r) => r.type === S2C.roll && (r.message as { version: number }).version === v)).toBe(false);
    clock = history.get(v)!.at + DELAY;
    await s.waitVersion(v);
    await late.waitVersion(v);
    await late.waitMessage(S2C.roll, 0, (m: { version: number }) => m.version === v);
    expect(late.projection).toEqual(s.projection);

    const back = s.received.length;
    expect((await cast({ op: 'delays', spectators: 0 })).spectatorDelay).toBe(0);
    await s.waitMessage(S2C.welcome, back, (m: { delayed?: unknown }) => m.delayed === undefined);
    clock += 1000;
    const w = await act(b, { t: 'draw', deck: 'deck', n: 1, to: 'hand' });
    await s.waitVersion(w);
    await late.waitVersion(w);
    expect(s.desync).toBeNull();
    expect(late.desync).toBeNull();
  });

  it('cast: a table that ends while spectators watch delayed does not tell them; live again, they learn it at once', async () => {
    const mark = s.received.length;
    expect((await cast({ op: 'delays', spectators: 45 })).spectatorDelay).toBe(45);
    await s.waitMessage(S2C.welcome, mark, (m: { delayed?: unknown }) => m.delayed !== undefined);
    clock += 1000;
    await act(a, { t: 'end' });
    await a.until(() => a.state.over, 'over');
    expect(a.state.seed).not.toBe('');
    await tick();
    for (const c of [s, late]) expect([c.state.over, c.state.seed]).toEqual([false, '']);
    // One StateView for every live client and one for every delayed viewer: a Schema patch
    // is encoded once per view, not once per client.
    expect(new Set(table.room().clients.map((c) => c.view)).size).toBe(2);
    const back = s.received.length;
    expect((await cast({ op: 'delays', spectators: 0 })).spectatorDelay).toBe(0);
    await s.waitMessage(S2C.welcome, back, (m: { delayed?: unknown }) => m.delayed === undefined);
    for (const c of [s, late]) await c.until(() => c.state.over && c.state.seed === a.state.seed, 'the live end');
    expect(new Set(table.room().clients.map((c) => c.view)).size).toBe(1);
  });
});
