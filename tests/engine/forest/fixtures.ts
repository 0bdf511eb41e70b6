/**
 * Tiny Forest positions for rule tests: a journey set up from a seed, then the Forest Deck
 * stacked with the sides a test wants (bottom first), maps and tableaux laid by hand;
 * `act` applies an action that must be accepted, `rejects` checks the error code and that
 * the draft and the Rng were left untouched.
 */
import { isRuleError, type RuleError } from '../../../engine/core/result.ts';
import { Rng, seedRng } from '../../../engine/core/rng.ts';
import type { GameEvent, SeatId } from '../../../engine/core/types.ts';
import type { Dir } from '../../../engine/games/forest/content/index.ts';
import { forest } from '../../../engine/games/forest/index.ts';
import { upId } from '../../../engine/games/forest/ops.ts';
import { forestCards } from '../../../engine/games/forest/setup.ts';
import type { ForestCard, ForestState, Placed } from '../../../engine/games/forest/state.ts';
import * as rules from '../../helpers/rules.ts';

/** A physical card showing `side` (the first of the 40 that has it and is not in `used`). */
export function cardShowing(side: string, used: Set<string> = new Set()): ForestCard {
  const card = forestCards().find((c) => !used.has(c.id) && (c.front.face === side || c.back?.face === side));
  if (!card) throw new Error(`no free card with side ${side}`);
  used.add(card.id);
  return { ...card, showing: card.front.face === side ? 'front' : 'back' };
}

/**
 * A journey of `seats` travellers, round 1, seat 0 to draw: the Forest Deck holds exactly
 * `deck` (side ids, BOTTOM first), the discard is empty, each traveller has `map`.
 */
export function blank(seats: number, deck: string[], map = 'kings-way', options: { rounds?: number } = {}): ForestState {
  const s = forest.setup(options, seats, new Rng(seedRng('fixture')));
  const used = new Set<string>();
  s.deck = deck.map((side) => cardShowing(side, used));
  s.discard = [];
  s.maps = ['fox-shortcut', 'millers-road', 'hermits-trail', 'charcoal-path', 'pilgrims-route'];
  s.mapDiscard = [];
  for (const t of s.travellers) {
    t.map = map;
    t.tableau = [];
  }
  s.turn = { seat: 0, drawn: [], draws: 0, snared: false, pending: null };
  return s;
}

/** Lays cards showing these sides in `seat`'s tableau (a wild one with its direction: "deer-trail@W"). */
export function lay(s: ForestState, seat: SeatId, sides: string[]): Placed[] {
  const used = new Set<string>([...s.deck, ...s.discard, ...s.travellers.flatMap((t) => t.tableau.map((p) => p.card))].map((c) => c.id));
  const t = s.travellers[seat]!;
  for (const [k, entry] of sides.entries()) {
    const [side, as] = entry.split('@') as [string, Dir | undefined];
    t.tableau.push({ card: cardShowing(side, used), x: -2.8 + 2.9 * (k % 4), z: k < 4 ? -1.95 : 1.95, as: as ?? null });
  }
  return t.tableau;
}

/** Applies an action that must be accepted, on a copy; returns the new state and its events. */
export function act(s: ForestState, seat: SeatId, action: unknown, rng: Rng = new Rng(seedRng('act'))): { s: ForestState; events: GameEvent[] } {
  const parsed = forest.parseAction(action);
  if (isRuleError(parsed)) throw new Error(`bad action ${JSON.stringify(action)}: ${parsed.message}`);
  const r = forest.apply(structuredClone(s), seat, parsed, rng);
  if (isRuleError(r)) throw new Error(`expected ${JSON.stringify(action)} to be accepted, got ${r.code}: ${r.message}`);
  return { s: r.state, events: r.events };
}

/** Expects a rejection with this code; the draft and the Rng stay untouched. */
export function rejects(s: ForestState, seat: SeatId, action: unknown, code: string): RuleError {
  return rules.rejects(forest, { state: s }, seat, action, code);
}

/** Every action `seat` is prompted with now. */
export function offered(s: ForestState, seat: SeatId): unknown[] {
  return forest.prompts(s, seat).flatMap((p) => p.actions);
}

/** The side ids of a pile, bottom first. */
export const sides = (pile: readonly ForestCard[]): string[] => pile.map(upId);

/** The texts of a list of events. */
export const texts = (events: readonly GameEvent[]): string[] => events.map((e) => e.text);
