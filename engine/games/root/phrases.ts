/**
 * The names Root's phrases are made of (engine/core/words.ts `Phrase`): a faction, a
 * clearing, a card, a suit, a list, each a value a prompt, a refusal, a headline or a
 * label nests, so a reader sees them in their own language. English comes from `rootSay`
 * (log-words.ts), the one English catalogue of Root's engine words.
 */
import { ruleError, type RuleError } from '../../core/result.ts';
import { phrase, sayPhrase, seatName, type Phrase, type PhraseValue } from '../../core/words.ts';
import type { SeatId } from '../../core/types.ts';
import { AUTUMN_MAP } from './data/autumn-map.ts';
import { cardDef } from './data/base-deck.ts';
import type { ReadCtx } from './faction.ts';
import { hasRootWords, rootSay } from './log-words.ts';
import { findClearing } from './map.ts';

/**
 * Words a faction hands the core (a step's label, why a piece may not move there): a
 * phrase of Root's catalogues, worded in each reader's language, or plain English, which
 * travels without a phrase.
 */
export type Said = string | Phrase;

/** `x` in English. */
export function saidText(x: Said): string {
  return typeof x === 'string' ? x : sayPhrase(x, rootSay);
}

/** `x` as a phrase, or undefined when it is plain English. */
export function saidWords(x: Said): Phrase | undefined {
  return typeof x === 'string' ? undefined : x;
}

/** `{ text, words }` of a phrase of Root's (`worded` with `rootSay`), for a prompt's or a status's fields. */
export function rootWorded(id: string, values?: Readonly<Record<string, PhraseValue>>): { text: string; words: Phrase } {
  const words = phrase(id, values);
  return { text: sayPhrase(words, rootSay), words };
}

/** A prompt's `label` and `words` from a phrase of Root's. */
export function rootLabel(id: string, values?: Readonly<Record<string, PhraseValue>>): { label: string; words: Phrase } {
  const w = rootWorded(id, values);
  return { label: w.text, words: w.words };
}

/** A refusal "root/<code>" worded from a phrase of Root's. */
export function rootRefusal(code: string, id: string, values?: Readonly<Record<string, PhraseValue>>): RuleError {
  const w = rootWorded(id, values);
  return ruleError(`root/${code}`, w.text, w.words);
}

/** A refusal "root/<code>" whose sentence a faction gave (`Said`). */
export function saidRefusal(code: string, why: Said): RuleError {
  return ruleError(`root/${code}`, saidText(why), saidWords(why));
}

/** A faction by its id: "the Honeycomb Clergy" (capitalised with `cap`), from its log words. */
export function factionWho(faction: string, cap = false): PhraseValue {
  const id = `root.log.${faction}.${cap ? 'Who' : 'who'}`;
  return hasRootWords(id) ? phrase(id) : faction;
}

/** The faction of a seat ("the Honeycomb Clergy"), or "Seat 2" before it has one. */
export function whoValue(ctx: ReadCtx, seat: SeatId, cap = false): PhraseValue {
  const id = ctx.s.players[seat]?.faction;
  return id === undefined || ctx.f[id] === undefined ? seatName(seat) : factionWho(id, cap);
}

/** A faction's name by its id ("Honeycomb Clergy"). */
export function factionName(faction: string): PhraseValue {
  const id = `root.name.faction.${faction}`;
  return hasRootWords(id) ? phrase(id) : faction;
}

/** A suit ("fox"). */
export function suitValue(suit: string): Phrase {
  return phrase('root.log.suit', { suit });
}

/** A clearing's name: the Autumn map's by its number, another (one a faction brings) as it is named. */
export function clearingNameValue(id: number, name: string): PhraseValue {
  return AUTUMN_MAP.clearings.some((c) => c.id === id && c.name === name) ? phrase(`root.name.clearing.${id}`) : name;
}

/** "Beach (rabbit)"; an unsuited clearing by its name alone (describe.ts `where`). */
export function whereValue(ctx: ReadCtx, id: number): PhraseValue {
  const c = findClearing(ctx, id);
  if (!c) return phrase('root.name.clearing-n', { id });
  const name = clearingNameValue(id, c.name);
  return c.suit === null ? name : phrase('root.log.clearing', { name, suit: suitValue(c.suit) });
}

/** A card's name ("Foxfolk Steel"). */
export function cardNameValue(key: string): Phrase {
  return phrase(`root.name.card.${cardDef(key).key}`);
}

/** A card by name with its suit: "Foxfolk Steel (fox)" (describe.ts `cardName`). */
export function cardValue(key: string): Phrase {
  return phrase('root.log.card', { name: cardNameValue(key), suit: suitValue(cardDef(key).suit) });
}

/** Values joined as "a, b, c" (`join`: the message joining two, 'root.list.and' for "a and b and c"). */
export function listValue(values: readonly PhraseValue[], join = 'root.list'): PhraseValue {
  if (values.length === 0) return '';
  let out = values[values.length - 1]!;
  for (let i = values.length - 2; i >= 0; i--) out = phrase(join, { a: values[i]!, b: out });
  return out;
}
