/**
 * Shared plumbing of the Forest rules: the context each rule step writes its events into,
 * rule errors, the sides of a card, and the words the log is written with.
 */
import type { Applied } from '../../core/module.ts';
import { refusal, type RuleError } from '../../core/result.ts';
import type { Rng } from '../../core/rng.ts';
import type { GameEvent, SeatId, Viewer } from '../../core/types.ts';
import { gameEvent, plural, seatName, type PhraseValue } from '../../core/words.ts';
import { downSide, upSide } from '../../table/deck.ts';
import { RULES, sideDef, type SideDef } from './content/index.ts';
import type { ForestCard, ForestState, Placed, Traveller } from './state.ts';
import { cardSaid, forestSay } from './words.ts';

export { plural, seatName };

/** What a rule step works on: the draft state, the match Rng and the events so far. */
export interface Ctx {
  s: ForestState;
  rng: Rng;
  ev: GameEvent[];
}

/** A Forest rule error: code 'forest/<code>', and its sentence: the message `id` of refusal-words.en.ts with its values. */
export function fail(code: string, id: string, values?: Readonly<Record<string, PhraseValue>>): RuleError {
  return refusal(forestSay, `forest/${code}`, id, values);
}

/** Appends a public log event. */
export function log(c: Ctx, kind: string, text: string, data?: Record<string, unknown>, seat?: SeatId): void {
  c.ev.push(gameEvent(kind, text, data, seat));
}

/** The accepted result of an action, with the viewers it showed something (`Applied.reveals`). */
export function done(c: Ctx, reveals: Viewer[]): Applied<ForestState> {
  return { state: c.s, events: c.ev, reveals };
}

/** The id of the side facing up (the drawn side). */
export function upId(card: ForestCard): string {
  return (upSide(card) ?? card.front).face;
}

/** The id of the side facing down. */
export function downId(card: ForestCard): string {
  return (downSide(card) ?? card.front).face;
}

/** The side facing up, as content. */
export function upDef(card: ForestCard): SideDef {
  return sideDef(upId(card));
}

/** "Old Oak (north)", "Deer Trail (wild)", "Healing Spring (no icon)": the card by its side up, in English. */
export function cardName(card: ForestCard): string {
  return cardSaid(upId(card)).text;
}

export function traveller(s: ForestState, seat: SeatId): Traveller {
  const t = s.travellers[seat];
  if (!t) throw new Error(`Forest: no traveller at seat ${seat}`);
  return t;
}

/** Strategy now: the base, this round's bonuses, within the bounds. */
export function strategyOf(t: Traveller): number {
  return Math.max(RULES.minStrategy, Math.min(RULES.maxStrategy, RULES.strategy + t.strategyMod));
}

/** Guard now: the base plus this round's bonuses. */
export function guardOf(t: Traveller): number {
  return RULES.guard + t.guardMod;
}

/** The tableau card with this id, or undefined. */
export function placedCard(t: Traveller, id: string): Placed | undefined {
  return t.tableau.find((p) => p.card.id === id);
}
