/**
 * Delve through the real room: a real server on loopback, two players and a spectator on
 * real colyseus.js clients.
 *
 * - A whole 2-player game to its end: the players act only on the prompts each decoded in
 *   its own projection, chosen the simulator's way (seeded picker, prompt weights); when
 *   both seats are deciding (card selection, the short rests of cleanup) both send their
 *   choice made from the same version at the same time, and both are judged.
 * - Byte level: before the reveal nobody else decodes anything of a player's choice. The
 *   same table (same seed) is played twice on one server with different choices, and the
 *   other player's and the spectator's message streams must be identical — through a
 *   change of mind, a reconnect and a spectator joining late; the reveal then differs.
 */
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Projection } from '../../engine/core/match.ts';
import type { Prompt } from '../../engine/core/types.ts';
import type { DelveView } from '../../engine/games/delve/state.ts';
import { LIMITS } from '../../wire/protocol.ts';
import { pickPrompt } from '../../scripts/sim.ts';
import { seatTable, serverProjection, TableClient, type SeatedTable } from './helpers.ts';
import { Pacer, picker, tableSeed } from './random-play.ts';

const LABEL = 'delve-room';
const OPTIONS = { characters: ['warden', 'ranger'] };
const MAX_ACTIONS = 800;

let one: SeatedTable;
let two: { a: TableClient; b: TableClient; s: TableClient };
const extra: TableClient[] = [];

beforeAll(async () => {
  one = await seatTable({ seeds: () => tableSeed(LABEL), reconnectSeconds: 20 }, { game: 'delve', seats: 2, options: OPTIONS });
  const a = await TableClient.create(one.t.endpoint, { game: 'delve', seats: 2, options: OPTIONS, name: 'Ann' });
  await a.until(() => a.projection, 'snapshot');
  const b = await TableClient.join(one.t.endpoint, a.code, { name: 'Ben' });
  const s = await TableClient.join(one.t.endpoint, a.code, { name: 'Sam', spectator: true });
  await Promise.all([b, s].map((c) => c.until(() => c.projection, 'snapshot')));
  two = { a, b, s };
});

afterAll(async () => {
  await one?.close([two?.a, two?.b, two?.s, ...extra]);
});

/**
 * Everything a client received since joining (or since `from`), without the per-connection
 * welcome and the table events (who sat down, stamped with each table's own clock; they hold
 * nothing hidden).
 */
const stream = (c: TableClient, from = 0): string => JSON.stringify(c.received.slice(from).filter((r) => r.type !== 'welcome' && r.type !== 'event'));

const view = (c: TableClient): DelveView => c.projection?.view as DelveView;

describe('Delve in the room: hidden choices at byte level', () => {
  it('before the reveal the other player and a spectator receive identical bytes whatever Ann chose, through a change of mind, a reconnect and a late spectator', async () => {
    const tables = [one, two];
    // Ann chooses different cards (and a different lead) at the two tables.
    one.a.act({ t: 'select', cards: ['warden-bash', 'warden-charge'] });
    two.a.act({ t: 'select', cards: ['warden-crush', 'warden-roar'] });
    await Promise.all(tables.flatMap((t) => [t.a, t.b, t.s].map((c) => c.waitVersion(1))));
    expect(stream(one.b)).toBe(stream(two.b));
    expect(stream(one.s)).toBe(stream(two.s));
    expect(one.b.projection?.log.at(-1)?.text).toBe('Warden (Seat 1) has chosen.');
    expect(one.a.projection?.log.at(-1)?.text).toMatch(/^You chose Shield Bash \(leading, 15\) and Charge/);
    expect(view(two.a).sealed.mine).toEqual({ cards: ['warden-crush', 'warden-roar'] });
    expect(view(two.b).sealed).toEqual({ waiting: [0, 1], chosen: [0] });

    // A change of mind, on both tables.
    one.a.act({ t: 'select', cards: ['warden-line', 'warden-guard'] });
    two.a.act({ t: 'select', cards: ['warden-wind', 'warden-sweep'] });
    await Promise.all(tables.flatMap((t) => [t.a, t.b, t.s].map((c) => c.waitVersion(2))));
    expect(stream(one.b)).toBe(stream(two.b));
    expect(stream(one.s)).toBe(stream(two.s));

    // Ben's connection drops and comes back: the snapshot he gets is the same at both tables.
    for (const t of tables) {
      const token = t.b.room.reconnectionToken;
      const mark = t.b.received.length;
      t.b.dropConnection();
      await t.a.until(() => t.a.state.seats[1]?.connected === false, 'Ben away');
      t.b.attach(await new Client(one.t.endpoint).reconnect(token));
      await t.b.waitMessage('snapshot', mark);
    }
    expect(stream(one.b)).toBe(stream(two.b));
    // A spectator who joins now sees the same as well.
    const late = await Promise.all(tables.map(async (t) => {
      const c = await TableClient.join(one.t.endpoint, t.a.code, { name: 'Lou', spectator: true });
      extra.push(c);
      await c.until(() => c.projection, 'snapshot');
      return c;
    }));
    expect(stream(late[0]!)).toBe(stream(late[1]!));
    expect(JSON.stringify(late[0]!.projection)).not.toMatch(/warden-line|warden-guard|Hold the Line|Stand Guard/);

    // The reveal: Ben chooses the same at both tables; now Ben's and the spectators' streams differ.
    for (const t of tables) t.b.act({ t: 'select', cards: ['ranger-quick', 'ranger-aimed'] });
    await Promise.all(tables.flatMap((t) => [t.a, t.b, t.s].map((c) => c.waitVersion(3))));
    expect(stream(one.b)).not.toBe(stream(two.b));
    expect(stream(one.s)).not.toBe(stream(two.s));
    expect(view(one.s).chars[0]!.played).toEqual(['warden-line', 'warden-guard']);
    expect(view(two.s).chars[0]!.played).toEqual(['warden-wind', 'warden-sweep']);
    const slots = (c: TableClient) => ['slot-0-0', 'slot-0-1'].map((id) => c.projection?.table.pieces[id]);
    expect(slots(one.s).map((p) => p?.faceUp)).toEqual([true, true]);
    expect(slots(one.s).map((p) => p?.face)).toEqual(['warden-line', 'warden-guard']);
    for (const c of [one.a, one.b, one.s, two.a, two.b, two.s]) expect(c.desync).toBeNull();
  });
});

describe('Delve in the room: a whole game', () => {
  it('Delve: a 2-player game played through real clients to the end, both players choosing at the same time', async () => {
    // A fresh table on the same server, with its own seed.
    const a = await TableClient.create(one.t.endpoint, { game: 'delve', seats: 2, options: OPTIONS, name: 'Ada' });
    await a.until(() => a.projection, 'snapshot');
    const b = await TableClient.join(one.t.endpoint, a.code, { name: 'Bo' });
    const s = await TableClient.join(one.t.endpoint, a.code, { name: 'Cy', spectator: true });
    extra.push(a, b, s);
    await Promise.all([b, s].map((c) => c.until(() => c.projection, 'snapshot')));
    const players = [a, b];
    const all = [a, b, s];
    const rng = picker(LABEL);
    const pacers = players.map(() => new Pacer(LIMITS.intents.perSecond, LIMITS.intents.burst));
    let actions = 0;
    let together = 0;
    let selectionsTogether = 0;
    const refused = (): number => players.reduce((n, c) => n + c.rejections().length, 0);

    while (!a.projection?.status.over) {
      expect(actions, 'the game ends').toBeLessThan(MAX_ACTIONS);
      const v = a.version;
      await Promise.all(all.map((c) => c.waitVersion(v)));
      const offers = players.map((c) => (c.projection?.prompts ?? []).filter((p) => p.actions.length > 0) as Prompt<unknown>[]);
      const deciding = [0, 1].filter((seat) => (offers[seat]?.length ?? 0) > 0);
      expect(deciding.length, `someone has a prompt at version ${v}`).toBeGreaterThan(0);
      // Both seats deciding: both choose from version v, at once. Otherwise one seat, chosen at random.
      const acting = deciding.length === 2 ? deciding : [rng.pick(deciding)];
      if (acting.length === 2) {
        together++;
        if (view(a).phase === 'select') selectionsTogether++;
      }
      for (const seat of acting) {
        const prompt = pickPrompt(offers[seat]!, rng);
        const action = rng.pick(prompt.actions) as Record<string, unknown>;
        await pacers[seat]!.ready();
        pacers[seat]!.take();
        players[seat]!.act(action, { v });
      }
      actions += acting.length;
      await Promise.all(all.map((c) => c.waitVersion(v + acting.length)));
      expect(refused(), 'no refused intent').toBe(0);
    }

    const status = a.projection.status;
    expect(status.over).toBe(true);
    expect(status.headline).toMatch(/^(Victory|Defeat) in round \d+/);
    expect(together).toBeGreaterThan(3);
    expect(selectionsTogether).toBeGreaterThan(2);
    // Everyone ends on the same table: the spectator's projection is the server's, and the players' public parts agree.
    await s.ping();
    const room = one.t.server.room(a.code)!;
    expect(s.projection).toEqual(serverProjection(room, 'spectator'));
    const pub = (p: Projection | null) => JSON.stringify({ log: p?.log.map((e) => e.text).slice(-5), status: p?.status, monsters: (p?.view as DelveView).monsters });
    expect(pub(a.projection)).toBe(pub(s.projection));
    expect(pub(b.projection)).toBe(pub(s.projection));
    for (const c of all) expect(c.desync).toBeNull();
  }, 120_000);
});
