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

/** English words of phrases already worded, by the phrase's JSON text: the same prompts and labels come back at every step. */
const ENGLISH_OF = new Map<string, string>();

/** Phrases kept in `ENGLISH_OF` at most; past it the cache starts again. */
const ENGLISH_KEPT = 4096;

/** A phrase of Root's in English. */
export function englishOf(words: Phrase): string {
  const key = words.values === undefined ? words.id : JSON.stringify(words);
  let text = ENGLISH_OF.get(key);
  if (text === undefined) {
    text = sayPhrase(words, rootSay);
    if (ENGLISH_OF.size >= ENGLISH_KEPT) ENGLISH_OF.clear();
    ENGLISH_OF.set(key, text);
  }
  return text;
}

/** `x` in English. */
export function saidText(x: Said): string {
  return typeof x === 'string' ? x : englishOf(x);
}

/** `x` as a phrase, or undefined when it is plain English. */
export function saidWords(x: Said): Phrase | undefined {
  return typeof x === 'string' ? undefined : x;
}

/** `{ text, words }` of a phrase of Root's (`worded` with `rootSay`), for a prompt's or a status's fields. */
export function rootWorded(id: string, values?: Readonly<Record<string, PhraseValue>>): { text: string; words: Phrase } {
  const words = phrase(id, values);
  return { text: englishOf(words), words };
}

/** Labels of phrases without values, by id: made once. */
const PLAIN_LABELS = new Map<string, { readonly label: string; readonly words: Phrase }>();

/** A prompt's `label` and `words` from a phrase of Root's. */
export function rootLabel(id: string, values?: Readonly<Record<string, PhraseValue>>): { readonly label: string; readonly words: Phrase } {
  if (values === undefined) {
    let plain = PLAIN_LABELS.get(id);
    if (plain === undefined) {
      const words = phrase(id);
      plain = { label: englishOf(words), words };
      PLAIN_LABELS.set(id, plain);
    }
    return plain;
  }
  const w = rootWorded(id, values);
  return { label: w.text, words: w.words };
}

/** A refusal's values, or a function that gives them when the refusal is first read. */
export type RefusalValues = Readonly<Record<string, PhraseValue>> | (() => Readonly<Record<string, PhraseValue>>);

/**
 * A refusal "root/<code>" worded from a phrase of Root's. Its phrase and its English are
 * made when first read: the rules build many refusals only to learn that an action is not
 * legal, while they list the legal ones.
 */
export function rootRefusal(code: string, id: string, values?: RefusalValues): RuleError {
  let words: Phrase | undefined;
  let text: string | undefined;
  return {
    error: true,
    code: `root/${code}`,
    get words(): Phrase {
      return (words ??= phrase(id, typeof values === 'function' ? values() : values));
    },
    get message(): string {
      return (text ??= englishOf((words ??= phrase(id, typeof values === 'function' ? values() : values))));
    },
  };
}

/** A refusal "root/<code>" whose sentence a faction gave (`Said`). */
export function saidRefusal(code: string, why: Said): RuleError {
  return typeof why === 'string' ? ruleError(`root/${code}`, why) : rootRefusal(code, why.id, why.values);
}

/** Faction names as phrase values by message id, looked up once. */
const FACTION_WORDS = new Map<string, PhraseValue>();

/** The phrase `id`, or `fallback` where Root's catalogues have no such message. */
function known(id: string, fallback: string): PhraseValue {
  let v = FACTION_WORDS.get(id);
  if (v === undefined) {
    v = hasRootWords(id) ? phrase(id) : fallback;
    FACTION_WORDS.set(id, v);
  }
  return v;
}

/** A faction by its id: "the Honeycomb Clergy" (capitalised with `cap`), from its log words. */
export function factionWho(faction: string, cap = false): PhraseValue {
  return known(`root.log.${faction}.${cap ? 'Who' : 'who'}`, faction);
}

/** The faction of a seat ("the Honeycomb Clergy"), or "Seat 2" before it has one. */
export function whoValue(ctx: ReadCtx, seat: SeatId, cap = false): PhraseValue {
  const id = ctx.s.players[seat]?.faction;
  return id === undefined || ctx.f[id] === undefined ? seatName(seat) : factionWho(id, cap);
}

/** A faction's name by its id ("Honeycomb Clergy"). */
export function factionName(faction: string): PhraseValue {
  return known(`root.name.faction.${faction}`, faction);
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

/** A card's rules text (`root.card-text.<key>`), or undefined for a card without rules of its own (an item). */
export function cardTextValue(key: string): Phrase | undefined {
  const id = `root.card-text.${cardDef(key).key}`;
  return hasRootWords(id) ? phrase(id) : undefined;
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
