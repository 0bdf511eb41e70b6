/**
 * Bots, clocks and absent players through the real room (docs/PROTOCOL.md "Clocks and
 * absent players"): a Root table of one person and three bots plays to its end; a player
 * who drops beyond the grace period is replaced by a bot and takes the seat back on
 * return; a real-time clock running out makes the chosen stand-in act. Stand-ins' actions
 * are stored like anyone's, marked with who made them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decidingSeats } from '../../engine/core/match.ts';
import type { Prompt } from '../../engine/core/types.ts';
import { randomMove, type SeatSample } from '../../engine/bots/index.ts';
import { games } from '../../engine/games/registry.ts';
import type { BotThinker } from '../../server/bots/pool.ts';
import type { ClocksMessage, TableEvent } from '../../wire/protocol.ts';
import { MemoryStore } from '../../server/store/memory.ts';
import type { StoredAction } from '../../server/store/types.ts';
import { bootServer, TableClient, type TestServer } from './helpers.ts';
import { choose, picker, tableSeed } from './random-play.ts';

let t: TestServer;

beforeAll(async () => {
  t = await bootServer({ seeds: () => tableSeed('stand-ins'), botPauseMs: 0, botBudgetMs: 20, reconnectSeconds: 1 });
});

afterAll(async () => {
  await t?.close();
});

function promptsOf(c: TableClient): readonly Prompt<unknown>[] {
  return (c.projection?.prompts ?? []) as readonly Prompt<unknown>[];
}

function events(c: TableClient): TableEvent[] {
  return c.received.filter((r) => r.type === 'event').map((r) => r.message as TableEvent);
}

describe('stand-ins in the room', () => {
  it('17 bots: one person and three bots play a four-seat Root game to its end; every bot move is stored as the bot\'s', async () => {
    const host = await TableClient.create(t.endpoint, {
      game: 'root', seats: 4, options: { factions: ['clergy', 'legion', 'duchy', 'corvids'] },
      bots: [null, 'random', 'search', 'random'], name: 'Cleo',
    });
    await host.until(() => host.projection, 'snapshot');
    const spectator = await TableClient.join(t.endpoint, host.code, { name: 'Sam', spectator: true });
    await spectator.until(() => spectator.projection, 'snapshot');
    expect(host.state.seats.map((s) => [s.occupied, s.bot])).toEqual([[true, ''], [true, 'random'], [true, 'search'], [true, 'random']]);
    // Three bots are told apart by their seats (a client names them by faction, client/net/bot-names.ts).
    expect(host.state.seats.map((s) => s.name)).toEqual(['Cleo', 'Seat 2 bot', 'Seat 3 bot', 'Seat 4 bot']);
    // A joiner finds no seat: the bots hold theirs.
    const late = await TableClient.join(t.endpoint, host.code, { name: 'Late' });
    await late.until(() => late.projection, 'snapshot');
    expect(late.seat).toBe('spectator');
    const rng = picker('stand-ins-root');
    const deadline = Date.now() + 120_000;
    while (!host.projection?.status.over) {
      if (Date.now() > deadline) throw new Error(`game not over at version ${host.version}`);
      const mine = choose(4, (seat) => (seat === 0 ? promptsOf(host) : []), rng);
      if (mine) {
        const v = host.version;
        host.act(mine.action);
        await host.until(() => host.version > v || host.rejections().length > 0, 'my move', 10_000);
      } else {
        const v = host.version;
        await host.until(() => host.version > v || host.projection?.status.over, 'a bot move', 15_000).catch((e: Error) => {
          throw new Error(`${e.message} at version ${v}; deciding ${JSON.stringify(decidingSeats(games.root!, t.server.room(host.code)!.currentMatch))}; server log:\n${t.logs.slice(-10).join('\n')}`);
        });
      }
    }
    expect(host.rejections()).toEqual([]);
    await spectator.waitVersion(host.version);
    const stored = await t.server.store.listActions(host.code);
    expect(stored.length).toBe(host.version);
    expect(stored.every((a) => (a.seat === 0 ? a.by === undefined : a.by === 'bot'))).toBe(true);
    for (const seat of [1, 2, 3]) expect(stored.some((a) => a.seat === seat)).toBe(true);
    for (const c of [host, spectator, late]) await c.leave();
  }, 180_000);

  it('17 absent: a player who drops beyond the grace period is replaced by a bot, and takes the seat back on return', async () => {
    const a = await TableClient.create(t.endpoint, { game: 'root', seats: 2, options: { factions: ['clergy', 'legion'] }, absent: 'bot', name: 'Ann' });
    await a.until(() => a.projection, 'snapshot');
    const b = await TableClient.join(t.endpoint, a.code, { name: 'Ben' });
    await b.until(() => b.projection, 'snapshot');
    const room = t.server.room(a.code)!;
    b.silentDrop();
    await a.until(() => events(a).some((e) => e.kind === 'away' && e.seat === 1), 'away event', 10_000);
    await a.until(() => a.state.seats[1]?.away === 'bot', 'seat 2 marked away');
    // Seat 0 plays; whenever the game waits on seat 1, the bot acts for it.
    const rng = picker('stand-ins-away');
    const start = room.currentMatch.version;
    while (!(await t.server.store.listActions(a.code)).some((x) => x.seat === 1 && x.by === 'bot')) {
      const mine = choose(2, (seat) => (seat === 0 ? promptsOf(a) : []), rng);
      const v = a.version;
      if (mine) a.act(mine.action);
      await a.until(() => a.version > v, 'a move', 15_000);
      if (a.version - start > 400) throw new Error('the bot never acted for the away seat');
    }
    // Ben comes back: he sits at his seat again and the bot stops.
    const back = await TableClient.join(t.endpoint, a.code, { name: 'Ben' });
    await back.until(() => back.projection, 'snapshot');
    expect(back.seat).toBe(1);
    await a.until(() => events(a).some((e) => e.kind === 'back' || (e.kind === 'join' && e.seat === 1)), 'back', 5000);
    await a.until(() => a.state.seats[1]?.away === '', 'seat 2 no longer away');
    const before = (await t.server.store.listActions(a.code)).length;
    // Wait until the game waits on seat 1 alone: nobody acts for Ben any more.
    const rng2 = picker('stand-ins-back');
    for (let i = 0; i < 400 && !decidingSeats(games.root!, room.currentMatch).includes(1); i++) {
      const mine = choose(2, (seat) => (seat === 0 ? promptsOf(a) : []), rng2);
      if (!mine) break;
      const v = a.version;
      a.act(mine.action);
      await a.until(() => a.version > v, 'my move', 10_000);
    }
    const v = room.currentMatch.version;
    await new Promise((r) => setTimeout(r, 400));
    expect(room.currentMatch.version).toBe(v);
    const after = await t.server.store.listActions(a.code);
    expect(after.slice(before).every((x) => x.by === undefined)).toBe(true);
    for (const c of [a, back]) await c.leave();
  }, 120_000);

  it('17 clock: a real-time bank running out makes the chosen stand-in act for that decision; every viewer sees the clocks', async () => {
    const a = await TableClient.create(t.endpoint, {
      game: 'root', seats: 2, options: { factions: ['clergy', 'legion'] }, absent: 'bot',
      clock: { kind: 'realtime', bankMs: 2_000, bonusMs: 0 }, name: 'Ann',
    });
    await a.until(() => a.projection, 'snapshot');
    const b = await TableClient.join(t.endpoint, a.code, { name: 'Ben' });
    await b.until(() => b.projection, 'snapshot');
    const room = t.server.room(a.code)!;
    const clocks = (c: TableClient): ClocksMessage | undefined => c.received.filter((r) => r.type === 'clocks').at(-1)?.message as ClocksMessage | undefined;
    await b.until(() => clocks(b), 'clocks');
    const deciding = decidingSeats(games.root!, room.currentMatch);
    expect(deciding.length).toBeGreaterThan(0);
    const first = clocks(b)!;
    expect(first.kind).toBe('realtime');
    for (const seat of deciding) expect(first.seats[seat]?.running).toBe(true);
    // Nobody acts: the bank runs out, the table says so, and the bot makes the decision.
    await a.until(() => events(a).some((e) => e.kind === 'out'), 'out of time', 8_000);
    await a.until(() => a.version > 0, 'the stand-in acted', 10_000);
    const stored = await t.server.store.listActions(a.code);
    expect(stored[0]).toMatchObject({ by: 'bot' });
    expect(stored[0]?.clocks?.left.some((ms) => ms === 0)).toBe(true);
    for (const c of [a, b]) await c.leave();
  }, 60_000);

  it('17 settings: the free table refuses clocks and bots; a table of bots alone is refused', async () => {
    await expect(TableClient.create(t.endpoint, { game: 'sandbox', seats: 2, clock: { kind: 'turn', moveMs: 3_600_000 }, name: 'X' }))
      .rejects.toThrow(/no turns/);
    await expect(TableClient.create(t.endpoint, { game: 'root', seats: 2, options: { factions: ['clergy', 'legion'] }, bots: ['random', 'random'], name: 'X' }))
      .rejects.toThrow(/person/);
    await expect(TableClient.create(t.endpoint, { game: 'root', seats: 2, clock: { kind: 'realtime', bankMs: 10, bonusMs: 0 }, name: 'X' }))
      .rejects.toThrow();
  });

  it('17 bots never stall the table: a bot\'s refused choice gives way to a prompted action; a failed thought and an unsaved action are made again', async () => {
    // A bot that first answers nonsense, then fails, then plays at random; a store that refuses the first bot action.
    let thoughts = 0;
    const answers = [
      () => Promise.resolve({ t: 'no-such-action' }),
      () => Promise.reject(new Error('the bot thread is gone')),
    ];
    const bots: BotThinker = {
      think: (sample: SeatSample, _level, seed) => answers[thoughts++]?.() ?? Promise.resolve(randomMove(games.root!, sample, seed)),
      warm: () => undefined,
      close: () => Promise.resolve(),
    };
    let refusals = 1;
    const store = new (class extends MemoryStore {
      override async appendAction(code: string, action: StoredAction): Promise<void> {
        if (action.by === 'bot' && refusals-- > 0) throw new Error('disk full');
        return super.appendAction(code, action);
      }
    })();
    const own = await bootServer({ store, bots, seeds: () => tableSeed('stand-ins-stall'), botPauseMs: 0 });
    try {
      // The Clergy sets up first: the bot at seat 0 acts before anyone else.
      const a = await TableClient.create(own.endpoint, { game: 'root', seats: 2, options: { factions: ['clergy', 'legion'] }, bots: ['random', null], name: 'Ann' });
      await a.until(() => a.projection, 'snapshot');
      expect(decidingSeats(games.root!, own.server.room(a.code)!.currentMatch)).toEqual([0]);
      await a.until(() => a.version >= 2, 'two bot moves', 10_000);
      const stored = await store.listActions(a.code);
      expect(stored.slice(0, 2).map((x) => [x.seat, x.by])).toEqual([[0, 'bot'], [0, 'bot']]);
      expect(own.logs.some((l) => /seat 0's bot: refused \(.*\); it takes a prompted action instead/.test(l))).toBe(true);
      expect(own.logs.some((l) => /action 1 not stored: disk full/.test(l))).toBe(true);
      expect(own.logs.some((l) => /stand-in for seat 0 failed: the bot thread is gone; it thinks again shortly/.test(l))).toBe(true);
      expect(thoughts).toBeGreaterThanOrEqual(4);
      await a.leave();
    } finally {
      await own.close();
    }
  });
});

