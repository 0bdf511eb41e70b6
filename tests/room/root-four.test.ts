/**
 * Root with four seats and all four factions through the real room: the Clergy, the
 * Legion, the Duchy and the Corvids on four real colyseus.js clients and a spectator, a
 * whole game played to its end the simulator's way (each seat acting only on the prompts it
 * decoded). Along the way, the Corvids' face-down plots: every other client's decoded
 * projection — and a spectator who joins late — is what it would be with the face-down
 * plots and the plot supply rearranged (the engine's `scramble`), so nothing that client
 * received tells one face-down plot from another. A seated non-Corvid player (the Legion)
 * drops and reconnects while plots lie face down: its snapshot is as blind to them.
 */
import { ProjectionSync } from '../../server/room/sync.ts';
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectMatch, type Match } from '../../engine/core/match.ts';
import { Rng, seedRng } from '../../engine/core/rng.ts';
import type { Prompt, Viewer } from '../../engine/core/types.ts';
import { root } from '../../engine/games/root/index.ts';
import type { RootState } from '../../engine/games/root/state.ts';
import { LIMITS, type SnapshotMessage } from '../../wire/protocol.ts';
import { pickPrompt } from '../../scripts/sim.ts';
import { bootServer, serverProjection, TableClient, type TestServer } from './helpers.ts';
import { Pacer, picker, tableSeed } from './random-play.ts';

const LABEL = 'root-four';
const FACTIONS = ['clergy', 'legion', 'duchy', 'corvids'];
const CORVIDS = 3;
const LEGION = 1;
const MAX_ACTIONS = 3000;

let t: TestServer;
let players: TableClient[] = [];
let spectator: TableClient;
const extra: TableClient[] = [];

beforeAll(async () => {
  t = await bootServer({ seeds: () => tableSeed(LABEL) });
  const host = await TableClient.create(t.endpoint, { game: 'root', seats: 4, options: { factions: FACTIONS }, name: 'Cleo' });
  await host.until(() => host.projection, 'snapshot');
  const others = await Promise.all(['Leon', 'Duke', 'Cora'].map((name) => TableClient.join(t.endpoint, host.code, { name })));
  spectator = await TableClient.join(t.endpoint, host.code, { name: 'Sam', spectator: true });
  players = [host, ...others];
  await Promise.all([...others, spectator].map((c) => c.until(() => c.projection, 'snapshot')));
});

afterAll(async () => {
  for (const c of [...players, spectator, ...extra]) await c?.leave().catch(() => undefined);
  await t?.close();
});

/** JSON with keys sorted at every level: a patched projection and a fresh one may list keys in another order. */
function canonical(x: unknown): string {
  return JSON.stringify(x, (_k, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v)
    ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([p], [q]) => (p < q ? -1 : p > q ? 1 : 0)))
    : v));
}

/** The projection without the seat's undo status (which the scrambled check leaves aside). */
function bare(p: unknown): string {
  const { undo: _undo, ...rest } = p as Record<string, unknown>;
  return canonical(rest);
}

const shuffler = new Rng(seedRng('root-four-scramble'));

/** What `viewer` decoded is what it would decode with the Corvids' hidden plots rearranged. */
function blindToPlots(match: Match, viewer: Viewer, decoded: unknown, where: string): void {
  const other: Match = { ...match, state: root.scramble(structuredClone(match.state as RootState), viewer, shuffler) };
  // A snapshot is what the room sends (without its table, prompts packed: server/room/sync.ts);
  // what a client holds is the whole projection.
  const held = typeof decoded === 'object' && decoded !== null && 'table' in decoded;
  const want = held ? canonical(projectMatch(root, other, viewer)) : bare(new ProjectionSync(root).project(other, viewer));
  const got = bare(decoded);
  if (got !== want) {
    // Show where they part, not two whole projections.
    let i = 0;
    while (got[i] === want[i]) i++;
    expect(got.slice(Math.max(0, i - 200), i + 200), `${String(viewer)} ${where}`).toBe(want.slice(Math.max(0, i - 200), i + 200));
  }
}

/**
 * 13.2.2.I through a reconnect: the seat drops while face-down plots stand on the map and
 * comes back; its snapshot decodes as it would with the plots rearranged, and nothing it
 * received on the way back carries a face-down plot's type or the supply's make-up.
 */
async function rejoinBlind(seat: number): Promise<void> {
  const c = players[seat]!;
  const token = c.room.reconnectionToken;
  c.dropConnection();
  await spectator.until(() => spectator.state.seats[seat]?.connected === false, `seat ${seat} shown away`);
  const mark = c.received.length;
  c.attach(await new Client(t.endpoint).reconnect(token));
  const snapshot = await c.waitMessage<SnapshotMessage>('snapshot', mark);
  await c.ping();
  expect(c.seat).toBe(seat);
  const match = t.server.room(c.code)!.currentMatch;
  const hidden = (match.state as RootState).map.flatMap((x) => x.tokens.filter((k) => k.seat === CORVIDS && k.faceDown));
  expect(hidden.length, 'face-down plots on the map').toBeGreaterThan(0);
  blindToPlots(match, seat, snapshot.projection, 'in the snapshot after reconnecting');
  blindToPlots(match, seat, c.projection, 'after reconnecting');
  const back = JSON.stringify(c.received.slice(mark));
  // The needle's form is right: the Corvids' own projection carries it for each of their face-down plots.
  const theirs = JSON.stringify(players[CORVIDS]!.projection);
  for (const k of hidden) {
    const needle = `"kind":"${k.kind}","faceDown":true`;
    expect(theirs).toContain(needle);
    expect(back).not.toContain(needle);
  }
  expect(back).not.toContain('supplyTypes');
}

describe('Root at four seats through the room', () => {
  it('every seat holds its faction, in seat order; the spectator sees all four and no hand', () => {
    expect(players.map((c) => c.seat)).toEqual([0, 1, 2, 3]);
    const seats = (spectator.projection?.view as { seats: Array<{ faction: string; hand?: unknown }> }).seats;
    expect(seats.map((s) => s.faction)).toEqual(FACTIONS);
    expect(seats.every((s) => s.hand === undefined)).toBe(true);
  });

  it('a whole game to its end: every client agrees with the server, and no one but the Corvids can tell their face-down plots apart', async () => {
    const rng = picker(LABEL);
    const pacers = players.map(() => new Pacer(LIMITS.intents.perSecond, LIMITS.intents.burst));
    // Battles throw dice, and the room takes at most LIMITS.throws a second per seat.
    const throwPacers = players.map(() => new Pacer(LIMITS.throws.perSecond, LIMITS.throws.burst));
    const all = (): TableClient[] => [...players, spectator, ...extra];
    let actions = 0;
    let faceDownChecks = 0;
    let rejoined = false;
    while (!spectator.projection?.status.over) {
      expect(actions, 'the game ends').toBeLessThan(MAX_ACTIONS);
      const v = spectator.version;
      await Promise.all(all().map((c) => c.waitVersion(v)));
      const deciding = players.map((c, seat) => ({ seat, prompts: ((c.projection?.prompts ?? []) as Prompt<unknown>[]).filter((p) => p.actions.length > 0) }))
        .filter((d) => d.prompts.length > 0);
      expect(deciding.length, `one seat decides at version ${v}`).toBe(1);
      const { seat, prompts } = deciding[0]!;
      const action = rng.pick(pickPrompt(prompts, rng).actions) as Record<string, unknown>;
      await pacers[seat]!.ready();
      await throwPacers[seat]!.ready();
      const sentAt = performance.now();
      pacers[seat]!.take(sentAt);
      players[seat]!.act(action, { v });
      actions++;
      await Promise.all(all().map((c) => c.waitVersion(v + 1)));
      expect(players.reduce((n, c) => n + c.rejections().length, 0), `${JSON.stringify(action)} at ${v}`).toBe(0);
      const match = t.server.room(players[0]!.code)!.currentMatch;
      if (match.log.some((e) => e.v === v + 1 && e.kind === 'roll')) throwPacers[seat]!.take(sentAt);
      const faceDown = (match.state as RootState).map.some((c) => c.tokens.some((x) => x.faceDown));
      if (faceDown && actions % 4 === 0) {
        faceDownChecks++;
        for (const c of [...players.filter((p) => p.seat !== CORVIDS), spectator, ...extra]) blindToPlots(match, c.seat as Viewer, c.projection, `at ${v + 1}`);
      }
      if (faceDown && !rejoined && actions >= 60) {
        rejoined = true;
        await rejoinBlind(LEGION);
      }
      if (actions === 120) {
        // A spectator joining mid-game decodes its snapshot blind to the plots too.
        const late = await TableClient.join(t.endpoint, players[0]!.code, { name: 'Lou', spectator: true });
        extra.push(late);
        await late.until(() => late.projection, 'snapshot');
      }
    }
    expect(faceDownChecks, 'face-down plots stood on the map').toBeGreaterThan(5);
    expect(rejoined, 'the Legion reconnected while plots lay face down').toBe(true);
    const room = t.server.room(players[0]!.code)!;
    for (const c of all()) {
      await c.ping();
      expect(c.projection).toEqual(serverProjection(room, c.seat as Viewer));
      expect(c.desync).toBeNull();
      // Long patches came packed against Root's dictionary, and unpacked to what the server holds.
      expect(c.packed, `${String(c.seat)}: packed patches`).toBeGreaterThan(0);
    }
    const status = spectator.projection!.status;
    expect(status.over).toBe(true);
    expect(status.winners?.length).toBeGreaterThan(0);
    expect(status.headline).toMatch(/won/);
  }, 240_000);
});
