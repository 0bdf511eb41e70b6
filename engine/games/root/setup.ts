import type { Rng } from '../../core/rng.ts';
import { drawCards } from './cards.ts';
import { CLEARING_IDS } from './data/autumn-map.ts';
import { deckKeys, ITEM_SUPPLY } from './data/base-deck.ts';
import type { Ctx, FactionTable } from './faction.ts';
import type { RootOptions, RootState } from './state.ts';
import { advance, beginSetup } from './turn.ts';

/** Cards each player draws at setup (core rules, Cards). */
export const STARTING_HAND = 3;

/**
 * A new game, deterministic from the Rng: the shared deck shuffled (without the four
 * dominance cards in a two-player game), three cards to each player, each faction's own
 * data, then setup runs seat by seat in the factions' setup order (turn 0) until the
 * first seat must decide.
 */
export function setupRoot(f: FactionTable, options: RootOptions, seats: number, rng: Rng): RootState {
  const factions = options.factions.slice(0, seats);
  const s: RootState = {
    seats,
    factions,
    nextId: 1,
    map: CLEARING_IDS.map((id) => ({ id, warriors: Array.from({ length: seats }, () => 0), buildings: [], tokens: [] })),
    deck: rng.shuffle(deckKeys({ dominance: seats > 2 })),
    discard: [],
    items: { ...ITEM_SUPPLY },
    players: factions.map((id, seat) => ({ seat, faction: id, vp: 0, hand: [], warriors: f[id]?.warriors ?? 0, crafted: [], items: [] })),
    turn: { seat: 0, number: 0, phase: 'setup', step: '', entered: false, done: false, used: [] },
    setupOrder: factions.map((id, seat) => ({ seat, order: f[id]?.setupOrder ?? 0 }))
      .sort((a, b) => a.order - b.order || a.seat - b.seat).map((x) => x.seat),
    stack: [],
    queue: [],
    fx: {},
    dice: { attacker: null, defender: null },
  };
  if (options.maxTurns !== undefined) s.maxTurns = options.maxTurns;
  factions.forEach((id, seat) => {
    s.fx[id] = f[id]?.init(s, seat);
  });
  const ctx: Ctx = { s, f, rng, events: [] };
  for (let seat = 0; seat < seats; seat++) drawCards(ctx, seat, STARTING_HAND, 'at setup');
  beginSetup(ctx);
  advance(ctx);
  return s;
}
