/**
 * A table's clocks start when every seat is taken (server/room/absence.ts,
 * docs/PROTOCOL.md §6c): while a seat is still empty no bank runs down and no clock is
 * shown running — a spectator does not take a seat — and once the last seat is taken the
 * clock of the seat the game waits on runs. On a real server with the rooms' clock in the
 * test's hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decidingSeats } from '../../engine/core/match.ts';
import { games } from '../../engine/games/registry.ts';
import { clockLeft } from '../../client/net/clock-store.ts';
import { S2C, type ClocksMessage } from '../../wire/protocol.ts';
import { bootServer, TableClient, type TestServer } from './helpers.ts';

const BANK = 20 * 60_000;

let clock = 1_700_000_000_000;
let t: TestServer;
const clients: TableClient[] = [];

function lastClocks(c: TableClient): ClocksMessage | undefined {
  return c.received.filter((r) => r.type === S2C.clocks).at(-1)?.message as ClocksMessage | undefined;
}

beforeAll(async () => {
  t = await bootServer({ now: () => clock });
});

afterAll(async () => {
  for (const c of clients) await c.leave().catch(() => undefined);
  await t?.close();
});

describe('clocks wait for the players', () => {
  it('clock start: no bank runs while a seat is empty; the clock of the seat to act runs once every seat is taken', async () => {
    const a = await TableClient.create(t.endpoint, {
      game: 'explorers', seats: 2, options: {}, clock: { kind: 'realtime', bankMs: BANK, bonusMs: 0 }, name: 'Ann',
    });
    clients.push(a);
    await a.until(() => a.projection && lastClocks(a), 'snapshot and clocks');
    const room = t.server.room(a.code)!;
    const clocks = room['table'].keeper.clocks!;
    // The game already waits on someone: only the empty seat keeps the clocks still.
    const deciding = decidingSeats(games.explorers!, room.currentMatch);
    expect(deciding.length).toBeGreaterThan(0);

    // Sixteen seconds pass with one player seated; a spectator comes and watches.
    clock += 16_000;
    const s = await TableClient.join(t.endpoint, a.code, { name: 'Sam', spectator: true });
    clients.push(s);
    await s.until(() => s.projection && lastClocks(s), 'spectator snapshot and clocks');
    clock += 4_000;
    for (const m of [lastClocks(a)!, lastClocks(s)!, clocks.message(clock)]) {
      expect(m.seats.map((x) => x.running)).toEqual([false, false]);
      expect(m.seats.map((x) => x.left)).toEqual([BANK, BANK]);
    }
    expect(clocks.snapshot(clock)).toMatchObject({ left: [BANK, BANK], running: [] });
    // The client shows a clock that does not run as it stands, however long it waits.
    const shown = { ...lastClocks(a)!, receivedAt: 0 };
    expect([clockLeft(shown, 0, 60_000), clockLeft(shown, 1, 60_000)]).toEqual([BANK, BANK]);

    // The second player sits down: the clock of the seat the game waits on starts, from a full bank.
    const mark = a.received.length;
    const b = await TableClient.join(t.endpoint, a.code, { name: 'Ben' });
    clients.push(b);
    await b.until(() => b.welcome, 'welcome');
    expect(b.seat).toBe(1);
    const started = await a.waitMessage<ClocksMessage>(S2C.clocks, mark, (m) => m.seats.some((x) => x.running));
    for (const seat of [0, 1]) {
      expect(started.seats[seat]).toMatchObject({ running: deciding.includes(seat), left: BANK });
    }
    await b.until(() => lastClocks(b)?.seats.some((x) => x.running), 'the joiner sees the running clock');
    clock += 5_000;
    for (const seat of deciding) expect(clocks.leftOf(seat, clock)).toBe(BANK - 5_000);
  });
});
