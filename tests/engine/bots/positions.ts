/**
 * Positions for the bot tests: every rules game of the registry (and Root with all four
 * factions), played at random from setup, stopping at each position where a seat has a
 * real choice to make (two actions or more).
 */
import { applyAction, createMatch, type Match } from '../../../engine/core/match.ts';
import type { AnyGameModule } from '../../../engine/core/module.ts';
import { isRuleError } from '../../../engine/core/result.ts';
import { Rng, seedRng } from '../../../engine/core/rng.ts';
import type { SeatId } from '../../../engine/core/types.ts';
import { livePrompts, nextMover, randomAction } from '../../../engine/bots/random.ts';
import { games } from '../../../engine/games/registry.ts';

export interface Table { name: string; module: AnyGameModule; seats: number; options: unknown }

/** Every rules game at two seats, and Root with its four factions. */
export const TABLES: Table[] = [
  ...Object.values(games).filter((m) => !m.concurrent).map((module) => ({ name: module.id, module, seats: Math.max(2, module.minSeats), options: {} })),
  { name: 'root, four factions', module: games.root!, seats: 4, options: { factions: ['clergy', 'legion', 'duchy', 'corvids'] } },
];

export interface Position { match: Match; seat: SeatId; choices: number }

/**
 * Up to `count` positions of one random game of `table` where a seat has two or more
 * actions, taking every `every`-th such position after `skip` actions.
 */
export function positions(table: Table, label: string, count: number, every = 7, skip = 0): Position[] {
  const { module, seats, options } = table;
  const created = createMatch(module, options, seats, `bots:${label}:${table.name}`);
  if (isRuleError(created)) throw new Error(`${table.name}: ${created.code}`);
  let match: Match = created;
  const rng = new Rng(seedRng(`bots-picker:${label}:${table.name}`));
  const out: Position[] = [];
  let seen = 0;
  for (let i = 0; i < 3000 && out.length < count && !module.status(match.state).over; i++) {
    const mover = nextMover(module, match.state, seats, rng);
    if (!mover) break;
    const choices = livePrompts(module, match.state, mover.seat).reduce((n, p) => n + p.actions.length, 0);
    if (i >= skip && choices >= 2 && seen++ % every === 0) out.push({ match, seat: mover.seat, choices });
    const r = applyAction(module, match, mover.seat, randomAction(mover.prompts, rng));
    if (isRuleError(r)) throw new Error(`${table.name}: ${r.code} ${r.message}`);
    match = r.match;
  }
  return out;
}
