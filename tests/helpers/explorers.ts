/**
 * Fixtures for Explorers of the Woodlands tests: a match from a seed, scenes arranged by
 * editing its state (tiles, heroes, monsters, a turn at a given stage), actions that must
 * be accepted or rejected with a code, and direct applies with scripted dice.
 */
import { applyAction, createMatch, type Match } from '../../engine/core/match.ts';
import { isRuleError, type RuleError } from '../../engine/core/result.ts';
import type { Rng } from '../../engine/core/rng.ts';
import type { GameEvent, SeatId } from '../../engine/core/types.ts';
import { explorers } from '../../engine/games/explorers/index.ts';
import type { ExState, Hero, HeroId, MonsterOnTile, TileState, Turn } from '../../engine/games/explorers/state.ts';
import type { Rotation } from '../../engine/table/grid.ts';
import * as rules from './rules.ts';

export type M = Match<ExState>;

/** A new table (Phase 1 of round 1, a tile drawn). */
export function newGame(seats = 2, options: Record<string, unknown> = {}, seed = 'test'): M {
  const m = createMatch(explorers, options, seats, seed);
  if (isRuleError(m)) throw new Error(`createMatch failed: ${m.code}`);
  return m as M;
}

/** Applies an action that must be accepted. */
export function act(m: M, seat: SeatId, action: unknown): { match: M; events: GameEvent[] } {
  const r = applyAction(explorers, m, seat, action);
  if (isRuleError(r)) throw new Error(`expected ${JSON.stringify(action)} to be accepted, got ${r.code}: ${r.message}`);
  return { match: r.match as M, events: r.events };
}

/** Expects a rejection with this code (and a readable message); the match is unchanged. */
export function rejects(m: M, seat: SeatId, action: unknown, code: string): RuleError {
  return rules.rejects(explorers, { match: m }, seat, action, code);
}

/** Applies an action directly with a given Rng (scripted dice); must be accepted. */
export function withDice(m: M, seat: SeatId, action: unknown, rng: Rng): { match: M; events: GameEvent[] } {
  const parsed = explorers.parseAction(action);
  if (isRuleError(parsed)) throw new Error(`bad action: ${parsed.message}`);
  const draft = structuredClone(m.state);
  const r = explorers.apply(draft, seat, parsed, rng);
  if (isRuleError(r)) throw new Error(`expected acceptance, got ${r.code}: ${r.message}`);
  return { match: { ...m, version: m.version + 1, state: r.state }, events: r.events };
}

/**
 * A state being arranged for a test: a deep copy nothing else holds, so its tiles may be
 * changed in place (a state in play shares them with the states before it, see `LaidTile`).
 */
export type Editable = Omit<ExState, 'tiles'> & { tiles: Record<string, TileState> };

/** A copy of the match whose state was changed by `fn`. */
export function edit(m: M, fn: (s: Editable) => void): M {
  const copy = structuredClone(m);
  fn(copy.state as Editable);
  return copy;
}

/** Lays a tile directly (no markers, unless given), on a state being arranged (`Editable`). */
export function putTile(s: ExState, id: string, col: number, row: number, rot: Rotation = 0, extra: Partial<TileState> = {}): TileState {
  const t: TileState = { id, col, row, rot, visited: true, ...extra };
  (s as Editable).tiles[`${col},${row}`] = t;
  s.piles.tiles = s.piles.tiles.filter((x) => x !== id);
  return t;
}

/** Puts a monster marker on a tile (face up unless told), on a state being arranged (`Editable`). */
export function putMonster(s: ExState, key: string, m: string, extra: Partial<MonsterOnTile> = {}): MonsterOnTile {
  const t = (s as Editable).tiles[key];
  if (!t) throw new Error(`no tile at ${key}`);
  const mon: MonsterOnTile = { m, up: true, leaf: 0, frost: false, revived: false, ...extra };
  (t.monsters ??= []).push(mon);
  s.piles.monsters = s.piles.monsters.filter((x) => x !== m);
  return mon;
}

/** The hero with this id. */
export function hero(s: ExState, id: HeroId): Hero {
  const h = s.heroes.find((x) => x.id === id);
  if (!h) throw new Error(`no hero ${id}`);
  return h;
}

/** A blank turn for hero index `i` at a stage, with fields overridden. */
export function turnFor(i: number, patch: Partial<Turn> = {}): Turn {
  return {
    hero: i, stage: 'act', dice: [], moves: 0, focus: 0, s5: 0, s6: 0, power: null, immobile: false, mustFight: false,
    lostTo: null, explored: 0, bonusDice: 0, bonusPlus: 0, safeRetreat: false, thornsTurn: false, after: null, placing: null,
    ...patch,
  };
}

/**
 * A Phase 2 scene: the given heroes (seat i has hero i; solo when `solo`), everyone on the
 * starting tile, hero 0 to act with the turn fields given. Piles keep their seeded order.
 */
export function scene(heroes: HeroId[], turn: Partial<Turn> = {}, options: Record<string, unknown> = {}, seed = 'scene'): M {
  const seats = options.solo ? 1 : heroes.length;
  const { solo: _solo, ...opts } = options;
  const m = newGame(seats, { ...opts, heroes, firstSeat: 0 }, seed);
  return edit(m, (s) => {
    s.phase = 'adventure';
    s.round = 1;
    s.explore = null;
    s.turn = turnFor(0, turn);
  });
}

/** Event texts, for asserting on the log. */
export function texts(events: GameEvent[]): string[] {
  return events.map((e) => e.text);
}

/** The 'roll' events' dice. */
export function rolls(events: GameEvent[]): Array<Array<{ id: string; value: number; color: string }>> {
  return events.filter((e) => e.kind === 'roll').map((e) => (e.data as { dice: Array<{ id: string; value: number; color: string }> }).dice);
}
