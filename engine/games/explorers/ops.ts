import type { Applied } from '../../core/module.ts';
import { cloneJson } from '../../core/clone.ts';
import { refusal, type RuleError } from '../../core/result.ts';
import type { Rng } from '../../core/rng.ts';
import type { GameEvent, SeatId, Viewer } from '../../core/types.ts';
import { CONTENT, type BossDef, type HeroDef, type LootDef, type MonsterDef, type TileDef } from './content/index.ts';
import { sameLayout } from './grid.ts';
import type { ExState, Hero, LaidTile, MonsterOnTile, TileState } from './state.ts';
import { gameEvent, plural as pluralOf, seatName, type PhraseValue } from '../../core/words.ts';
import type { RefusalKey } from './refusal-words.en.ts';
import { explorersEn, type NamePhrase } from './words.ts';
import { namePhrase } from './names.ts';

/**
 * Shared plumbing of the Explorers rules: the context every rule step writes its events
 * into, rule errors, and content lookups.
 */

/** What a rule step works on: the draft state, the match Rng and the events so far. */
export interface Ctx {
  s: ExState;
  rng: Rng;
  ev: GameEvent[];
  /** Keys of the tiles this action copied for itself (`ownTile`); absent until the first. */
  owned?: Set<string>;
}

/**
 * The draft an action receives (GameModule.draft): a deep copy of everything but the laid
 * tiles, which it shares with `s` — an action changes a tile only through `ownTile`, so
 * most actions copy no tile at all. Keys keep their order.
 */
export function draftExplorers(s: ExState): ExState {
  const out: Record<string, unknown> = {};
  const source = s as unknown as Record<string, unknown>;
  for (const key in source) out[key] = key === 'tiles' ? source[key] : cloneJson(source[key]);
  return out as unknown as ExState;
}

/**
 * The tile at `key` (which must be laid), made this action's own to change: the first
 * time, the tiles record and the tile are copied, so the state the draft was made from
 * keeps its own.
 */
export function ownTile(c: Ctx, key: string): TileState {
  const owned = ownTiles(c);
  const tiles = c.s.tiles as Record<string, TileState>;
  if (!owned.has(key)) {
    tiles[key] = cloneJson(tiles[key] as TileState);
    owned.add(key);
  }
  return tiles[key] as TileState;
}

/** Lays a new tile at `key` (the tiles record is copied the first time an action changes it). */
export function addTile(c: Ctx, key: string, t: TileState): void {
  ownTiles(c).add(key);
  (c.s.tiles as Record<string, TileState>)[key] = t;
}

function ownTiles(c: Ctx): Set<string> {
  if (!c.owned) {
    c.owned = new Set();
    const shared = c.s.tiles;
    c.s.tiles = { ...shared };
    sameLayout(shared, c.s.tiles);
  }
  return c.owned;
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

/**
 * An Explorers rule error: code 'explorers/<code>' and the sentence of the message
 * `explorers.refusal.<key>` (refusal-words.en.ts) with its values, in English and as data.
 */
export function fail(code: string, key: RefusalKey, values?: Readonly<Record<string, PhraseValue>>): RuleError {
  return refusal(explorersEn, `explorers/${code}`, `explorers.refusal.${key}`, values);
}

/** Appends a log event. */
export function log(c: Ctx, kind: string, text: string, data?: Record<string, unknown>, seat?: SeatId): void {
  c.ev.push(gameEvent(kind, text, data, seat));
}

/** The accepted result of an action, with the viewers it showed something (`Applied.reveals`). */
export function done(c: Ctx, reveals: Viewer[]): Applied<ExState> {
  return { state: c.s, events: c.ev, reveals };
}

export function heroDef(h: Hero): HeroDef {
  return CONTENT.heroes[h.id];
}

export function tileDef(t: LaidTile): TileDef {
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
export function tileOf(s: ExState, h: Hero): LaidTile {
  return s.tiles[h.at] as LaidTile;
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
export function monstersOn(t: LaidTile): ReadonlyArray<Readonly<MonsterOnTile>> {
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
export function hasEnemies(t: LaidTile): boolean {
  return (t.monsters?.length ?? 0) > 0 || t.boss !== undefined;
}

export { seatName };

/** The hero's name as a phrase (names.ts), for prompts, refusals and labels. */
export function heroWord(h: Hero): NamePhrase | string {
  return namePhrase('hero', h.id);
}

/** A loot card's name as a phrase, by the card's id. */
export function lootWord(card: string): NamePhrase | string {
  return namePhrase('loot', card);
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
