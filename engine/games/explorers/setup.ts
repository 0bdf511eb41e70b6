import type { Rng } from '../../core/rng.ts';
import { CONTENT, type HeroId } from './content/index.ts';
import { keyOf } from './grid.ts';
import { MAX_HEALTH } from './ops.ts';
import type { ExOptions, ExState, Hero, TileState } from './state.ts';

/**
 * Setup of seed 002, deterministic from the seed:
 *  1. heroes with 5 health and 0 orbs (solo: one seat plays two heroes); power cards;
 *  2. the starting tile in the middle; the forest tiles shuffled; two of them drawn at
 *     random, shuffled with the Boss tile, and put under the pile;
 *  3. monster markers shuffled face down; 4. loot, event and boss piles shuffled (4.5 the
 *     lair piles with the Lairs option); 5. markers (energy wells shuffled face down);
 *  6. the first player (chosen in the options or at random).
 * Phase 1 of round 1 is not started here: `startRound` does it (index.ts).
 */

/** The heroes of this table: the chosen ones first, then random others. */
function chooseHeroes(options: ExOptions, count: number, rng: Rng): HeroId[] {
  const chosen: HeroId[] = [];
  for (const id of options.heroes ?? []) if (!chosen.includes(id) && chosen.length < count) chosen.push(id);
  const rest = rng.shuffle(CONTENT.heroOrder.filter((id) => !chosen.includes(id)));
  while (chosen.length < count) chosen.push(rest.shift() as HeroId);
  return chosen;
}

export function startTileState(): TileState {
  return { id: CONTENT.startTile.id, col: 0, row: 0, rot: 0, visited: true };
}

/** Builds the table for `seats` seats (1–4). */
export function setupExplorers(options: ExOptions, seats: number, rng: Rng): ExState {
  const heroCount = seats === 1 ? 2 : seats;
  const ids = chooseHeroes(options, heroCount, rng);
  const first = options.firstSeat !== undefined && options.firstSeat < seats ? options.firstSeat : rng.int(seats);
  // Seat order clockwise from the first player; in solo both heroes belong to seat 0.
  const start = keyOf(0, 0);
  const heroes: Hero[] = ids.map((id, i) => ({
    id,
    seat: seats === 1 ? 0 : (first + i) % seats,
    health: MAX_HEALTH, orbs: 0, at: start, down: false, poison: false, thorns: false, powers: 0, loot: [], well: null,
  }));

  const forest = rng.shuffle(CONTENT.forestTiles.map((t) => t.id));
  // Index 0 is the bottom of the pile: the Boss tile hides among the last three tiles.
  const bottom = rng.shuffle([forest.pop() as string, forest.pop() as string, CONTENT.bossTile.id]);
  const tiles = bottom.concat(forest);

  return {
    seats,
    options,
    heroes,
    round: 0,
    phase: 'explore',
    explore: null,
    turn: null,
    battle: null,
    lost: null,
    share: [],
    replace: [],
    lair: null,
    tiles: { [start]: startTileState() },
    piles: {
      tiles,
      monsters: rng.shuffle(Object.keys(CONTENT.monsters)),
      monsterDiscard: [],
      loot: rng.shuffle(CONTENT.lootIds.slice()),
      lootDiscard: [],
      events: rng.shuffle(Object.keys(CONTENT.events)),
      eventDiscard: [],
      bosses: rng.shuffle(Object.keys(CONTENT.bosses)),
      wells: rng.shuffle(CONTENT.wells.slice()),
      lairA: options.lairs ? rng.shuffle(Object.keys(CONTENT.lairsA)) : [],
      lairB: options.lairs ? rng.shuffle(Object.keys(CONTENT.lairsB)) : [],
      lairDiscard: [],
    },
    peddler: null,
    threat: null,
    dice: {},
    result: null,
  };
}
