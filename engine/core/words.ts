/**
 * The words every game's log is written with, written once: a seat's name as the log
 * carries it ("Seat 2": the client shows the player's name in its place), counts of
 * things, and the event builder the games' log helpers share.
 */
import type { GameEvent, Phrase, PhraseValue, SeatId } from './types.ts';

export type { Phrase, PhraseValue } from './types.ts';
import { coreSay } from './words.en.ts';

/** "Seat 1" for seat 0 (clients show the player's name there). */
export function seatName(seat: SeatId): string {
  return `Seat ${seat + 1}`;
}

/** "1 card" / "3 cards"; `many` for an irregular plural ("dice"). */
export function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}

/** A public log event, with its seat and data only when given. */
export function gameEvent(kind: string, text: string, data?: Record<string, unknown>, seat?: SeatId): GameEvent {
  const e: GameEvent = { kind, text };
  if (seat !== undefined) e.seat = seat;
  if (data !== undefined) e.data = data;
  return e;
}

/** Why a seat may not take back its last action: another seat acted since. */
export function actedLastWords(seat: SeatId): string {
  return coreSay('core.undo.actedLast', { seat: seatName(seat) });
}

/** Why a seat may not take back its last action, which its log line `text` names. */
export function cannotTakeBackWords(text: string, why: string): string {
  return coreSay('core.undo.cannot', { text, why });
}

/**
 * Words a message of a catalogue (`id`, an ICU MessageFormat message) with its values, in
 * one reader's language. The engine words its log in English (`englishSay`,
 * engine/core/english.ts); a client passes its own, in the reader's language.
 */
export type SayValues = Readonly<Record<string, string | number | boolean | null | undefined>>;
export type Say = (id: string, values?: SayValues) => string;

/** A phrase of `id`, with its values when given. */
export function phrase(id: string, values?: Readonly<Record<string, PhraseValue>>): Phrase {
  return values === undefined ? { id } : { id, values };
}

/** True when `x` has a phrase's shape (an `id` string, and `values` an object when present). */
export function isPhrase(x: unknown): x is Phrase {
  if (typeof x !== 'object' || x === null) return false;
  const p = x as { id?: unknown; values?: unknown };
  return typeof p.id === 'string' && (p.values === undefined || (typeof p.values === 'object' && p.values !== null));
}

/** `p` worded by `say`: its phrase values first, then the message itself. */
export function sayPhrase(p: Phrase, say: Say): string {
  if (p.values === undefined) return say(p.id);
  const values: Record<string, string | number | boolean | null | undefined> = {};
  for (const [k, v] of Object.entries(p.values)) values[k] = isPhrase(v) ? sayPhrase(v, say) : v;
  return say(p.id, values);
}

/** Every message id `p` words with, its own first, then its phrase values'. */
export function phraseIds(p: Phrase): string[] {
  const out = [p.id];
  for (const v of Object.values(p.values ?? {})) if (isPhrase(v)) out.push(...phraseIds(v));
  return out;
}

/** English words and the phrase they were made from: `{ text, words }`. */
export function worded(en: Say, id: string, values?: Readonly<Record<string, PhraseValue>>): { text: string; words: Phrase } {
  const words = phrase(id, values);
  return { text: sayPhrase(words, en), words };
}

/** A prompt's label and its phrase, worded in English by `en`: spread into a `Prompt`. */
export function labelled(en: Say, id: string, values?: Readonly<Record<string, PhraseValue>>): { label: string; words: Phrase } {
  const w = worded(en, id, values);
  return { label: w.text, words: w.words };
}
