/**
 * The English words of the shared table components' refusals (decks, bags, hands, dice,
 * grids, tokens, tracks, sealed choices): ICU messages, keys `table.refusal.…`. Numbers
 * come as plain text, as the English always wrote them; a count French words with a
 * plural is a plural whose only case is `other` here, so the English stays as it was.
 * Every client catalogue follows it key for key (client/words/{en,fr}/table.ts).
 */
import { englishSay } from '../core/english.ts';
import { refusal, type RuleError } from '../core/result.ts';
import type { PhraseValue } from '../core/words.ts';

export const tableWords = {
  'table.refusal.bag.bad-count': 'Cannot draw {n} pieces.',
  'table.refusal.bag.empty': 'The bag is empty.',
  'table.refusal.bag.not-enough': 'The bag holds only {count, plural, other {{count} pieces}}, not {n}.',
  'table.refusal.bag.not-found': 'Nothing in the bag matches.',
  'table.refusal.deck.bad-count': 'Cannot draw {n} cards.',
  'table.refusal.deck.empty': 'The deck is empty.',
  'table.refusal.deck.not-enough': 'The deck holds only {count, plural, other {{count} cards}}, not {n}.',
  'table.refusal.deck.bad-deal': 'Cannot deal {n} cards to {hands} hands.',
  'table.refusal.deck.deal-short': 'Dealing needs {need} cards; the deck holds {count}.',
  'table.refusal.deck.not-found': 'No card in the deck matches.',
  'table.refusal.dice.bad-sides': 'A d{sides} is not a supported die.',
  'table.refusal.dice.bad-labels': 'A d{sides} needs {sides} labels, not {count}.',
  'table.refusal.dice.bad-value': 'A d{sides} has no face {value}.',
  'table.refusal.grid.bad-cell': '({col}, {row}) is not a cell.',
  'table.refusal.grid.bad-rotation': '{rotation}° is not a quarter turn.',
  'table.refusal.grid.occupied': 'Cell {cell} already holds a tile.',
  'table.refusal.grid.empty-cell': 'Cell {cell} holds no tile.',
  'table.refusal.hand.not-in-hand': 'That is not in the hand.',
  'table.refusal.hand.empty': 'The hand is empty.',
  'table.refusal.sealed.not-deciding': '{seat} has nothing to choose now.',
  'table.refusal.sealed.incomplete': 'Still waiting for {seats}.',
  // The seats still to choose, as a list: "seat 1", then "seat 1, seat 3" and so on.
  'table.refusal.sealed.seat': 'seat {n}',
  'table.refusal.sealed.seats': '{first}, {rest}',
  'table.refusal.tokens.bad-count': 'Cannot take {n} pieces.',
  'table.refusal.tokens.supply-empty': 'Only {left} {kind} left in the supply, not {n}.',
  'table.refusal.track.bad-bounds': 'A track cannot run from {min} to {max}.',
  'table.refusal.track.not-on': '{value} is not on a track from {min} to {max}.',
  'table.refusal.track.not-integer': '{value} is not a whole step.',
  'table.refusal.track.off': '{value} is off the track ({min}–{max}).',
  'table.refusal.track.not-whole': '{delta} is not a whole number of steps.',
} as const;

/** The table components' English `Say`. */
export const tableSay = englishSay(tableWords);

/** A message of the table components' refusals. */
export type TableRefusalId = keyof typeof tableWords;

/** A component's refusal: `code` as before, its sentence the message `id` with its values (in English and as a phrase). */
export function tableRefusal(code: string, id: TableRefusalId, values?: Readonly<Record<string, PhraseValue>>): RuleError {
  return refusal(tableSay, code, id, values);
}
