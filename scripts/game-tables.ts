/**
 * Each game's most crowded realistic table, stored mid-game: a table per game (the free
 * table, Root with four factions, Explorers, Delve, Forest) played on the engine by seeded
 * random legal play (tests/room/random-play.ts, the simulator's picker) straight into a
 * store, as the room would have stored it (tests/helpers/stored-play.ts), so a page can
 * open it as a spectator. Each game plays its most seats and a count of actions that leaves
 * its table full; play stops early, one action before the game would end.
 * Used by scripts/shots.ts (pictures of each game) and scripts/bench-frames.ts (frames).
 */
import { applyAction, projectMatch, type Match } from '../engine/core/match.ts';
import { isRuleError } from '../engine/core/result.ts';
import type { AnyGameModule } from '../engine/core/module.ts';
import type { Prompt } from '../engine/core/types.ts';
import { sandbox } from '../engine/games/sandbox/index.ts';
import { root } from '../engine/games/root/index.ts';
import { explorers } from '../engine/games/explorers/index.ts';
import { delve } from '../engine/games/delve/index.ts';
import { forest } from '../engine/games/forest/index.ts';
import type { MemoryStore } from '../server/store/memory.ts';
import type { GameStore } from '../server/store/types.ts';
import { choose, picker, tableSeed } from '../tests/room/random-play.ts';
import { storeAction, storeNewTable } from '../tests/helpers/stored-play.ts';

export interface GameTable {
  /** The game's name in file names and figures (its engine id). */
  game: string;
  module: AnyGameModule;
  /** Join code of the stored table (six letters of the join alphabet). */
  code: string;
  seats: number;
  options: unknown;
  /** Random legal actions played before the table is watched (fewer if the game would end). */
  actions: number;
}

/** The tables, one per game: each at its most seats and well into play. */
export const GAME_TABLES: readonly GameTable[] = [
  { game: 'sandbox', module: sandbox as AnyGameModule, code: 'BNSBX4', seats: 4, options: {}, actions: 640 },
  { game: 'root', module: root as AnyGameModule, code: 'BNRTF4', seats: 4, options: { factions: ['clergy', 'legion', 'duchy', 'corvids'], order: [0, 1, 2, 3] }, actions: 280 },
  { game: 'explorers', module: explorers as AnyGameModule, code: 'BNXPL4', seats: 4, options: {}, actions: 340 },
  { game: 'delve', module: delve as AnyGameModule, code: 'BNDLV4', seats: 4, options: {}, actions: 80 },
  { game: 'forest', module: forest as AnyGameModule, code: 'BNFRS4', seats: 4, options: {}, actions: 160 },
];

export interface StoredGameTable { game: string; code: string; version: number; pieces: number }

/** Whether `m` has ended (as a spectator sees it). */
const over = (game: AnyGameModule, m: Match): boolean => projectMatch(game, m, 'spectator').status.over;

/**
 * Stores table `t` as seeded random legal play leaves it after `t.actions` actions, or the
 * last position before the game would end; gives its code, version and spectator's piece count.
 */
export async function storeGameTable(store: GameStore, t: GameTable): Promise<StoredGameTable> {
  // The stored-play helpers use only createTable and appendAction, which every store has.
  const s = store as MemoryStore;
  const label = `bench-${t.game}`;
  let m: Match = await storeNewTable(s, t.module, { code: t.code, options: t.options, seats: t.seats, seed: tableSeed(label) });
  const rng = picker(label);
  const prompts = (seat: number): Prompt<unknown>[] => projectMatch(t.module, m, seat).prompts as Prompt<unknown>[];
  for (let n = 0; n < t.actions; n++) {
    // A turn that offers nothing else ends (the picker leaves ending prompts out).
    const choice = choose(t.seats, prompts, rng) ?? choose(t.seats, (seat) => prompts(seat).map((p) => ({ ...p, ends: false })), rng);
    if (!choice) break;
    // Play the action offline first: one that would end the game is not stored.
    const probe = applyAction(t.module, m, choice.seat, choice.action);
    if (isRuleError(probe) || over(t.module, probe.match)) break;
    m = await storeAction(s, t.module, t.code, m, choice.seat, choice.action);
  }
  const pieces = Object.keys(projectMatch(t.module, m, 'spectator').table.pieces).length;
  return { game: t.game, code: t.code, version: m.version, pieces };
}

/** Stores every game's table (or those of `games`); what was stored. */
export async function storeGameTables(store: GameStore, games?: readonly string[]): Promise<StoredGameTable[]> {
  const out: StoredGameTable[] = [];
  for (const t of GAME_TABLES) if (!games || games.includes(t.game)) out.push(await storeGameTable(store, t));
  return out;
}
