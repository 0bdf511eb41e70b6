/**
 * Several seats on one device (server/room/hotseat.ts, wire/hotseat.ts), through the real
 * room: Ann plays seat 0 and Ben joins seat 1 from the same device, parked. A parked
 * connection is sent nothing of its seat's view and cannot act; taking the seat again is a
 * join's welcome and snapshot; the seat stays connected throughout. Delve's card selection
 * is the secret under test: both seats choose at once, each in secret.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { C2S, S2C, ROOM_ERRORS } from '../../wire/protocol.ts';
import type { HotseatStatus } from '../../wire/hotseat.ts';
import { decidingSeats } from '../../engine/core/match.ts';
import { getGame } from '../../engine/games/registry.ts';
import { bootServer, serverWire, TableClient, type TestServer } from './helpers.ts';

const OPTIONS = { characters: ['warden', 'ranger'] };
let t: TestServer;
let ann: TableClient;
let ben: TableClient;
let sam: TableClient;

const projections = (c: TableClient, from = 0) => c.received.slice(from).filter((r) => /^(snapshot|patch)z?$/.test(r.type));
const statuses = (c: TableClient, from = 0) => c.received.slice(from).filter((r) => r.type === S2C.hotseat).map((r) => r.message as HotseatStatus);

beforeAll(async () => {
  t = await bootServer();
  ann = await TableClient.create(t.endpoint, { game: 'delve', seats: 2, options: OPTIONS, name: 'Ann' });
  await ann.until(() => ann.projection, 'snapshot');
  ben = await TableClient.join(t.endpoint, ann.code, { name: 'Ben', parked: true });
  sam = await TableClient.join(t.endpoint, ann.code, { name: 'Sam', spectator: true });
  await sam.until(() => sam.projection, 'snapshot');
});

afterAll(async () => {
  for (const c of [ann, ben, sam]) await c?.leave().catch(() => undefined);
  await t?.close();
});

describe('hotseat: seats passed around one device', () => {
  it('a seat joined parked is welcomed to its seat, told it is waited on, and sent no view of it', async () => {
    await ben.until(() => statuses(ben).length > 0, 'hotseat status');
    expect(ben.welcome?.seat).toBe(1);
    expect(statuses(ben)).toEqual([{ parked: true, awaited: true }]);
    expect(projections(ben)).toEqual([]);
    // Its seat is taken and connected: nobody stands in for it, no clock skips it.
    await ann.until(() => ann.state.seats[1]?.occupied, 'seat 1 taken');
    expect(ann.state.seats[1]).toMatchObject({ occupied: true, connected: true, name: 'Ben' });
  });

  it('a parked seat cannot act, and a resync sends it nothing', async () => {
    const before = ben.received.length;
    const v = ann.version;
    ben.send(C2S.intent, { v, action: { t: 'select', cards: ['ranger-quick', 'ranger-aimed'] } });
    ben.send(C2S.undo, { v });
    ben.send(C2S.resync, {});
    await ben.until(() => ben.rejections().filter((r) => r.code === ROOM_ERRORS.parked).length === 2, 'two refusals');
    await new Promise((r) => setTimeout(r, 150));
    expect(projections(ben, before)).toEqual([]);
    expect(ann.version).toBe(v);
  });

  it('the seat in front of the screen plays; the parked seat gets none of its patches', async () => {
    const before = ben.received.length;
    ann.act({ t: 'select', cards: ['warden-bash', 'warden-charge'] });
    await sam.waitVersion(1);
    await ann.waitVersion(1);
    await new Promise((r) => setTimeout(r, 150));
    expect(projections(ben, before)).toEqual([]);
    // Still waited on (its own choice is still to make): told once, not again.
    expect(statuses(ben, before)).toEqual([]);
  });

  it('passing the device: Ann parks and is told she is still waited on (she may change her choice until Ben chose); Ben takes his seat and gets his own view, never Ann\'s choice', async () => {
    const annFrom = ann.received.length;
    ann.send(C2S.hotseat, { park: true });
    await ann.until(() => statuses(ann, annFrom).length > 0, 'Ann parked');
    expect(statuses(ann, annFrom)).toEqual([{ parked: true, awaited: true }]);

    const benFrom = ben.received.length;
    ben.send(C2S.hotseat, { park: false });
    await ben.until(() => ben.projection, 'Ben\'s snapshot');
    expect(ben.received.slice(benFrom).map((r) => r.type).slice(0, 3)).toEqual([S2C.hotseat, S2C.welcome, expect.stringMatching(/^snapshotz?$/)]);
    expect(ben.wire).toEqual(serverWire(t.server.room(ann.code)!, 1));
    const seen = JSON.stringify(ben.received);
    expect(seen).not.toContain('warden-bash');
    expect(seen).not.toContain('warden-charge');
  });

  it('Ben chooses; the parked Ann gets no patch and may not act until she takes her seat', async () => {
    const annFrom = ann.received.length;
    ben.act({ t: 'select', cards: ['ranger-quick', 'ranger-aimed'] });
    await sam.waitVersion(2);
    await ben.waitVersion(2);
    await new Promise((r) => setTimeout(r, 150));
    expect(projections(ann, annFrom)).toEqual([]);
    // What Ann was last told is whether the table waits on her now.
    const room = t.server.room(ann.code)!;
    const waitsOnAnn = decidingSeats(getGame('delve')!, room.currentMatch).includes(0);
    expect(statuses(ann).at(-1)).toEqual({ parked: true, awaited: waitsOnAnn });
    ann.send(C2S.undo, { v: 2 });
    await ann.until(() => ann.rejections().some((r) => r.code === ROOM_ERRORS.parked), 'undo refused');
    expect(sam.version).toBe(2);
  });

  it('a spectator holds no seat to pass, and a malformed hotseat message changes nothing', async () => {
    sam.send(C2S.hotseat, { park: true });
    ben.send(C2S.hotseat, { park: 'yes' });
    await sam.until(() => sam.rejections().some((r) => r.code === ROOM_ERRORS.spectator), 'spectator refused');
    await ben.until(() => ben.rejections().some((r) => r.code === ROOM_ERRORS.badPayload), 'bad payload refused');
    // Ben still holds his view and plays on it.
    expect(ben.projection).not.toBeNull();
    const before = projections(sam).length;
    expect(before).toBeGreaterThan(0);
  });
});

describe('hotseat at the free table', () => {
  it('nobody is waited on there: a parked seat is told so, gets no patch of the table, and the cards drawn into the front seat\'s hand never reach it', async () => {
    const ana = await TableClient.create(t.endpoint, { game: 'sandbox', seats: 2, options: {}, name: 'Ana' });
    await ana.until(() => ana.projection, 'snapshot');
    const bo = await TableClient.join(t.endpoint, ana.code, { name: 'Bo', parked: true });
    try {
      await bo.until(() => statuses(bo).length > 0, 'hotseat status');
      expect(statuses(bo)).toEqual([{ parked: true, awaited: false }]);
      ana.act({ t: 'draw', deck: 'deck', n: 3, to: 'hand' });
      await ana.waitVersion(1);
      await new Promise((r) => setTimeout(r, 150));
      expect(projections(bo)).toEqual([]);
      const hand = JSON.stringify((ana.projection?.table as { hands?: unknown } | undefined)?.hands ?? {});
      expect(hand.length).toBeGreaterThan(2);
      // Bo takes his seat: his own view, where Ana's hand is a count.
      bo.send(C2S.hotseat, { park: false });
      await bo.until(() => bo.projection, 'Bo\'s snapshot');
      expect(bo.wire).toEqual(serverWire(t.server.room(ana.code)!, 1));
    } finally {
      await bo.leave().catch(() => undefined);
      await ana.leave().catch(() => undefined);
    }
  });
});
