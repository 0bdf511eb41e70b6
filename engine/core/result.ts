import { worded, type Phrase, type PhraseValue, type Say } from './words.ts';

/**
 * Rule violations are values, never exceptions (DESIGN §2.1). Codes are stable and
 * namespaced by the game or layer that raised them (`"sandbox/not-in-hand"`).
 */
export interface RuleError {
  readonly error: true;
  readonly code: string;
  readonly message: string;
  /** `message` as data (engine/core/words.ts `Phrase`), worded in each reader's language. */
  readonly words?: Phrase;
}

export type Result<T> = T | RuleError;

/** Builds a rule error with a stable code and a human sentence (and that sentence as data). */
export function ruleError(code: string, message: string, words?: Phrase): RuleError {
  return words === undefined ? { error: true, code, message } : { error: true, code, message, words };
}

/** A rule error whose sentence is the message `id` of a catalogue, worded in English by `en`. */
export function refusal(en: Say, code: string, id: string, values?: Readonly<Record<string, PhraseValue>>): RuleError {
  const w = worded(en, id, values);
  return ruleError(code, w.text, w.words);
}

/** True when a result is a rule error. */
export function isRuleError(x: unknown): x is RuleError {
  return typeof x === 'object' && x !== null && (x as { error?: unknown }).error === true;
}
