/**
 * Root's hidden information through the real room (DESIGN §2.3): a Clergy player (seat 0),
 * a Legion player (seat 1) and a spectator on real colyseus.js clients play random
 * prompted actions (the simulator's picker, as in explorers.test.ts) — draws, gifts of
 * cards, battles with dice. After every action, everything each client received since the
 * last check (welcome, snapshot, every patch, roll, rolls, pong) plus the projection it
 * decoded and the Schema state is searched for what that viewer may not know, read from
 * the server's own match (`room().currentMatch`):
 *
 * - the other seat's hand: each card's opaque id (ids are fresh whenever a card leaves a
 *   hidden place, so an id is never legitimately known to anyone else),
 * - the Clergy's blind bag (its contents in order) and the draw pile's order,
 * - the owner-only text of every secret log event (the cards drawn or given), and the
 *   outcome of every hidden shuffle,
 * - the seed and the Rng words.
 *
 * The spectator may know neither hand. At the end, everything each client ever received
 * is checked once more against every secret that existed at any point. Halfway, the
 * Clergy player drops and reconnects, the Legion player leaves and a newcomer takes the
 * seat, and a second spectator joins late: each gets its own secrets (the newcomer the
 * Legion's hand) and nothing else.
 *
 * Table seed and picker 'root-secrecy-1' (fixed through the server's test-only `seeds`
 * hook) give 160 actions over nine turns with 20 draws, 2 cards given between the hands
 * and 8 battle rolls.
 */
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoggedEvent, Match } from '../../engine/core/match.ts';
import type { Viewer } from '../../engine/core/types.ts';
import type { RootState } from '../../engine/games/root/state.ts';
import { LIMITS, type RejectedMessage, type SnapshotMessage } from '../../wire/protocol.ts';
import type { TableRoom } from '../../server/room/table-room.ts';
import { everythingSeen, seatTable, serverProjection, TableClient, type SeatedTable, type TestServer } from './helpers.ts';
import { choose, Pacer, picker, tableSeed } from './random-play.ts';
import { occurs } from '../helpers/occurs.ts';

const LABEL = 'root-secrecy-1';
const FIRST_ACTIONS = 100;
const MORE_ACTIONS = 60;
const CLERGY = 0;
const LEGION = 1;

let t: TestServer;
/** Seat 0, the Clergy. */
let clergy: TableClient;
/** Seat 1, the Legion (replaced halfway by `newcomer`). */
let legion: TableClient;
let spectator: TableClient;
const extra: TableClient[] = [];

interface Secret {
  what: string;
  needle: string;
}

let table: SeatedTable;
const room = (): TableRoom => table.room();

function rootState(match: Match): RootState {
  return match.state as RootState;
}

function bagOf(s: RootState): string[] {
  return (s.fx.clergy as { bag: string[] }).bag;
}

function handIds(match: Match, seat: number): string[] {
  return rootState(match).players[seat]?.hand.map((c) => c.id) ?? [];
}

/** What `viewer` may not know right now, from the server's match. */
function secretsFor(match: Match, seed: string, viewer: Viewer): Secret[] {
  const s = rootState(match);
  const out: Secret[] = [{ what: 'seed', needle: seed }];
  for (const word of match.rng.s) if (String(word).length >= 6) out.push({ what: 'rng word', needle: String(word) });
  for (const p of s.players) {
    if (p.seat === viewer) continue;
    for (const c of p.hand) out.push({ what: `seat ${p.seat}'s hand card ${c.id} (${c.key})`, needle: JSON.stringify(c.id) });
  }
  const bag = bagOf(s);
  if (bag.length >= 4) out.push({ what: 'the blind bag', needle: JSON.stringify(bag) });
  if (s.deck.length >= 3) out.push({ what: 'the draw pile order', needle: JSON.stringify(s.deck) });
  const entitled = new Set<string>();
  for (const e of match.log) {
    if (e.secret && viewer !== 'spectator' && e.secret.seats.includes(viewer)) entitled.add(e.secret.text);
    entitled.add(e.text);
  }
  for (const e of match.log) {
    if (e.secret && !entitled.has(e.secret.text)) out.push({ what: `secret text of ${e.kind} at v${e.v}`, needle: e.secret.text });
    if (e.hidden) {
      const result = JSON.stringify(e.hidden.result);
      if (result.length >= 12) out.push({ what: `hidden ${e.hidden.type} of ${e.hidden.container} at v${e.v}`, needle: result });
    }
  }
  return out;
}

/** Every secret any viewer was ever refused, by viewer (for the final check over everything). */
const ever = new Map<Viewer, Map<string, Secret>>();

function remember(viewer: Viewer, secrets: Secret[]): void {
  let m = ever.get(viewer);
  if (!m) ever.set(viewer, (m = new Map()));
  for (const s of secrets) if (!m.has(s.needle)) m.set(s.needle, s);
}

function leaks(seen: string, secrets: Iterable<Secret>): string[] {
  const found: string[] = [];
  for (const s of secrets) if (occurs(seen, s.needle)) found.push(s.what);
  return found;
}

/**
 * Every event of the game, gathered from the match as it went (the match keeps only the
 * latest events; the whole history is the stored log).
 */
const history = new Map<string, LoggedEvent>();

/** How far each client's received messages were already checked. */
const checkedUpTo = new Map<TableClient, number>();

/** Checks what `c` received since the last check, its projection and Schema state against the secrets now. */
function checkClient(c: TableClient, label: string): void {
  const viewer = c.seat as Viewer;
  const r = room();
  const secrets = secretsFor(r.currentMatch, r.secretSeed, viewer);
  remember(viewer, secrets);
  r.currentMatch.log.forEach((e) => history.set(`${e.v}|${e.kind}|${e.text}`, e));
  const from = checkedUpTo.get(c) ?? 0;
  const seen = [JSON.stringify(c.received.slice(from)), JSON.stringify(c.projection), JSON.stringify(c.state)].join('\n');
  checkedUpTo.set(c, c.received.length);
  expect(leaks(seen, secrets), `${label}: what ${String(viewer)} must not know`).toEqual([]);
}

let players: TableClient[];
let watchers: TableClient[];
const intentPacers = [0, 1].map(() => new Pacer(LIMITS.intents.perSecond, LIMITS.intents.burst));
const throwPacers = [0, 1].map(() => new Pacer(LIMITS.throws.perSecond, LIMITS.throws.burst));
const rng = picker(LABEL);
let played = 0;

/** One random prompted action, synced to everyone, then every client checked. */
async function step(): Promise<void> {
  const all = [...players, ...watchers];
  const choice = choose(2, (seat) => players[seat]?.projection?.prompts ?? [], rng);
  expect(choice, `someone has a prompt at version ${players[0]?.version}`).not.toBeNull();
  if (!choice) return;
  const actor = players[choice.seat] as TableClient;
  await intentPacers[choice.seat]?.ready();
  await throwPacers[choice.seat]?.ready();
  const v = actor.version;
  const mark = actor.received.length;
  const ref = `r${played}`;
  const sentAt = performance.now();
  intentPacers[choice.seat]?.take(sentAt);
  actor.act(choice.action, { v, ref });
  const outcome = await actor.until(() => {
    if (actor.version > v) return 'accepted';
    const rej = actor.received.slice(mark).find((x) => x.type === 'rejected');
    return rej ? (rej.message as RejectedMessage) : undefined;
  }, `the answer to ${ref}`);
  expect(outcome, `${choice.prompt.key} ${JSON.stringify(choice.action)} at version ${v}`).toBe('accepted');
  await Promise.all(all.map((c) => c.waitVersion(v + 1)));
  played++;
  if (room().currentMatch.log.some((e) => e.v === v + 1 && e.kind === 'roll')) throwPacers[choice.seat]?.take(sentAt);
  for (const c of all) {
    checkClient(c, `after ${ref} (${choice.prompt.key})`);
    expect(c.projection).toEqual(serverProjection(room(), c.seat as Viewer));
  }
}

beforeAll(async () => {
  table = await seatTable({ seeds: () => tableSeed(LABEL), reconnectSeconds: 20 }, { game: 'root' }, ['Cleo', 'Leon', 'Sam']);
  ({ t, a: clergy, b: legion, s: spectator } = table);
  players = [clergy, legion];
  watchers = [spectator];
});

afterAll(async () => {
  await table?.close(extra);
});

describe('Root hidden information', () => {
  it('seats: the Clergy at seat 0, the Legion at seat 1; the first snapshots hold only their own hands', () => {
    expect(clergy.seat).toBe(CLERGY);
    expect(legion.seat).toBe(LEGION);
    expect(spectator.seat).toBe('spectator');
    const view = (c: TableClient): { seats: Array<{ faction: string; hand?: Array<{ id: string }> }> } =>
      c.projection?.view as { seats: Array<{ faction: string; hand?: Array<{ id: string }> }> };
    expect(view(clergy).seats.map((s) => s.faction)).toEqual(['clergy', 'legion']);
    const match = room().currentMatch;
    expect(view(clergy).seats[CLERGY]?.hand?.map((c) => c.id)).toEqual(handIds(match, CLERGY));
    expect(view(clergy).seats[LEGION]?.hand).toBeUndefined();
    expect(view(legion).seats[LEGION]?.hand?.map((c) => c.id)).toEqual(handIds(match, LEGION));
    expect(view(legion).seats[CLERGY]?.hand).toBeUndefined();
    for (const s of view(spectator).seats) expect(s.hand).toBeUndefined();
    for (const c of [clergy, legion, spectator]) checkClient(c, 'on joining');
  });

  it(`play: ${FIRST_ACTIONS} random prompted actions, each checked for every viewer`, async () => {
    const started = performance.now();
    for (let i = 0; i < FIRST_ACTIONS; i++) await step();
    console.log(`root: ${FIRST_ACTIONS} actions in ${Math.round(performance.now() - started)} ms`);
  }, 60_000);

  it('reconnect: the Clergy player drops and comes back with its own hand and nothing else', async () => {
    const token = clergy.room.reconnectionToken;
    clergy.dropConnection();
    await legion.until(() => legion.state.seats[CLERGY]?.connected === false, 'the Clergy shown away');
    const mark = clergy.received.length;
    clergy.attach(await new Client(t.endpoint).reconnect(token));
    const snapshot = await clergy.waitMessage<SnapshotMessage>('snapshot', mark);
    await clergy.ping();
    expect(clergy.seat).toBe(CLERGY);
    const again = JSON.stringify(clergy.received.slice(mark));
    for (const id of handIds(room().currentMatch, CLERGY)) expect(again).toContain(JSON.stringify(id));
    expect(snapshot.projection).not.toHaveProperty('table');
    expect(clergy.projection).toEqual(serverProjection(room(), CLERGY));
    checkClient(clergy, 'after reconnecting');
  });

  it('late: the Legion player leaves; a newcomer takes the seat and gets the Legion hand only; a late spectator gets neither', async () => {
    await legion.leave();
    await clergy.until(() => clergy.state.seats[LEGION]?.occupied === false, 'the Legion seat free');
    const newcomer = await TableClient.join(t.endpoint, clergy.code, { name: 'Nia' });
    const late = await TableClient.join(t.endpoint, clergy.code, { name: 'Lou', spectator: true });
    extra.push(newcomer, late);
    await Promise.all([newcomer, late].map((c) => c.until(() => c.projection, 'snapshot')));
    await Promise.all([newcomer, late].map((c) => c.ping()));
    expect(newcomer.seat).toBe(LEGION);
    expect(late.seat).toBe('spectator');
    const match = room().currentMatch;
    expect(handIds(match, LEGION).length).toBeGreaterThan(0);
    const seenByNewcomer = everythingSeen(newcomer);
    for (const id of handIds(match, LEGION)) expect(seenByNewcomer).toContain(JSON.stringify(id));
    expect(newcomer.projection).toEqual(serverProjection(room(), LEGION));
    expect(late.projection).toEqual(serverProjection(room(), 'spectator'));
    for (const c of [newcomer, late]) checkClient(c, 'on joining late');
    players = [clergy, newcomer];
    watchers = [spectator, late];
  });

  it(`play on: ${MORE_ACTIONS} more actions with the newcomer and both spectators, each checked`, async () => {
    for (let i = 0; i < MORE_ACTIONS; i++) await step();
    const all = [...players, ...watchers];
    await Promise.all(all.map((c) => c.ping()));
    for (const c of all) {
      checkClient(c, 'at the end');
      expect(c.rejections()).toEqual([]);
      expect(c.desync).toBeNull();
    }
  }, 60_000);

  it('the game exercised the secrets: draws by both seats, cards given between hands, flowers, battle rolls', () => {
    const log = [...history.values()];
    expect(played).toBe(FIRST_ACTIONS + MORE_ACTIONS);
    for (const seat of [CLERGY, LEGION]) {
      expect(log.filter((e) => e.kind === 'draw' && e.seat === seat && e.v > 0).length, `draws by seat ${seat}`).toBeGreaterThan(0);
    }
    expect(log.some((e) => e.kind === 'give')).toBe(true);
    expect(log.some((e) => e.kind === 'roll')).toBe(true);
    expect(log.some((e) => e.kind === 'flower')).toBe(true);
  });

  it('everything each client ever received, checked against every secret that ever existed for its seat', () => {
    const clients = [clergy, legion, spectator, ...extra];
    for (const c of clients) {
      const viewer = c.seat as Viewer;
      const secrets = ever.get(viewer)?.values() ?? [];
      expect(leaks(everythingSeen(c), secrets), `${String(viewer)} (${c.room.sessionId})`).toEqual([]);
    }
    // The needles are of the right form: each owner did receive its own hand's ids.
    const match = room().currentMatch;
    for (const id of handIds(match, CLERGY)) expect(everythingSeen(clergy)).toContain(JSON.stringify(id));
    expect(ever.get(LEGION)?.size).toBeGreaterThan(10);
  });
});
