import type { Applied } from '../../core/module.ts';
import { ruleError, type RuleError } from '../../core/result.ts';
import type { Rng } from '../../core/rng.ts';
import type { GameEvent, SeatId } from '../../core/types.ts';
import { CONTENT, type BossDef, type HeroDef, type LootDef, type MonsterDef, type TileDef } from './content/index.ts';
import type { ExState, Hero, MonsterOnTile, TileState } from './state.ts';
import { gameEvent, plural as pluralOf, seatName } from '../../core/words.ts';

/**
 * Shared plumbing of the Explorers rules: the context every rule step writes its events
 * into, rule errors, and content lookups.
 */

/** What a rule step works on: the draft state, the match Rng and the events so far. */
export interface Ctx {
  s: ExState;
  rng: Rng;
  ev: GameEvent[];
}

/** Health a hero starts with and never exceeds (seed 002, setup). */
export const MAX_HEALTH = 5;
/** Orbs a hero can hold (seed 002, orb track). */
export const MAX_ORBS = 10;
/** Loot slots per hero (seed 002, 2b). */
export const LOOT_SLOTS = 3;
/** Peddler price and sale value (seed 002, peddler tile). */
export const PEDDLER_PRICE = 3;
export { POWER_COST } from './readings.ts';

/** An Explorers rule error: code 'explorers/<code>' and a human sentence. */
export function fail(code: string, message: string): RuleError {
  return ruleError(`explorers/${code}`, message);
}

/** Appends a log event. */
export function log(c: Ctx, kind: string, text: string, data?: Record<string, unknown>, seat?: SeatId): void {
  c.ev.push(gameEvent(kind, text, data, seat));
}

/** The accepted result of an action. */
export function done(c: Ctx): Applied<ExState> {
  return { state: c.s, events: c.ev };
}

export function heroDef(h: Hero): HeroDef {
  return CONTENT.heroes[h.id];
}

export function tileDef(t: TileState): TileDef {
  return CONTENT.tiles[t.id] as TileDef;
}

export function monsterDef(m: MonsterOnTile | string): MonsterDef {
  return CONTENT.monsters[typeof m === 'string' ? m : m.m] as MonsterDef;
}

export function bossDef(id: string): BossDef {
  return CONTENT.bosses[id] as BossDef;
}

export function lootDef(card: string): LootDef {
  return CONTENT.loot[card] as LootDef;
}

/** The hero at an index (always valid for indices taken from the state). */
export function heroAt(s: ExState, i: number): Hero {
  return s.heroes[i] as Hero;
}

/** The index of a hero by id, or -1. */
export function heroIndex(s: ExState, id: string): number {
  return s.heroes.findIndex((h) => h.id === id);
}

/** The tile under a hero. */
export function tileOf(s: ExState, h: Hero): TileState {
  return s.tiles[h.at] as TileState;
}

export { hasPower } from './readings.ts';

/** Indices of the heroes standing (not knocked down) on a tile. */
export function standingOn(s: ExState, key: string): number[] {
  const out: number[] = [];
  s.heroes.forEach((h, i) => {
    if (h.at === key && !h.down) out.push(i);
  });
  return out;
}

const NO_MONSTERS: readonly MonsterOnTile[] = Object.freeze([]);

/** The monster markers on a tile (read only; change them with addMonster / removeMonster). */
export function monstersOn(t: TileState): readonly MonsterOnTile[] {
  return t.monsters ?? NO_MONSTERS;
}

export function addMonster(t: TileState, m: MonsterOnTile): void {
  (t.monsters ??= []).push(m);
}

export function removeMonster(t: TileState, m: MonsterOnTile): void {
  const list = t.monsters ?? [];
  const i = list.indexOf(m);
  if (i >= 0) list.splice(i, 1);
  if (list.length === 0) delete t.monsters;
}

/** True when monsters or an undefeated Boss are on the tile. */
export function hasEnemies(t: TileState): boolean {
  return (t.monsters?.length ?? 0) > 0 || t.boss !== undefined;
}

export { seatName };

/** The hero's name. */
export function heroName(h: Hero): string {
  return heroDef(h).name;
}

/** "1 orb" / "3 orbs"; words ending in "die" become "dice"; health is not counted with an "s". */
export function plural(n: number, word: string, many?: string): string {
  return pluralOf(n, word, many ?? (word.endsWith('die') ? `${word.slice(0, -3)}dice` : undefined));
}

/** Adds orbs up to the track's end; returns how many were really gained. */
export function gainOrbs(h: Hero, n: number): number {
  const before = h.orbs;
  h.orbs = Math.min(MAX_ORBS, h.orbs + n);
  return h.orbs - before;
}

/** Removes up to n orbs; returns how many were really lost. */
export function loseOrbs(h: Hero, n: number): number {
  const lost = Math.min(h.orbs, n);
  h.orbs -= lost;
  return lost;
}
