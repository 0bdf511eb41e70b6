/**
 * Explorers' English: one `Say` over every catalogue of the engine's words (log lines,
 * refusals, prompts, the headline and table labels, content names and texts), made once. The rule steps word their
 * English with it, and the same message id with its values travels beside that English as
 * a `Phrase` (engine/core/words.ts), so each client words it in its reader's language.
 */
import { englishSay } from '../../core/english.ts';
import { phrase, type Phrase, type Say } from '../../core/words.ts';
import { explorersLogWords } from './log-words.en.ts';
import { explorersNameWords } from './name-words.en.ts';
import { explorersTextWords } from './text-words.en.ts';
import { explorersPromptWords } from './prompt-words.en.ts';
import { explorersRefusalWords } from './refusal-words.en.ts';
import { explorersTableWords } from './table-words.en.ts';

/** Every English message of Explorers' engine, by key. */
export const explorersEnglish = { ...explorersLogWords, ...explorersRefusalWords, ...explorersPromptWords, ...explorersTableWords, ...explorersNameWords, ...explorersTextWords } as const;

/** Explorers' engine words in English. */
export const explorersEn: Say = englishSay(explorersEnglish);

/**
 * The English of the message `id` and the phrase it was made from: `worded`
 * (engine/core/words.ts) for values that are plain or a content name's phrase (a message
 * of no values, `namePhrase` in names.ts), worded in one pass.
 */
export function enWorded(id: string, values?: Readonly<Record<string, string | number | NamePhrase>>): { text: string; words: Phrase } {
  if (values === undefined) return { text: explorersEn(id), words: phrase(id) };
  const plain: Record<string, string | number> = {};
  for (const k in values) {
    const v = values[k] as string | number | NamePhrase;
    plain[k] = typeof v === 'object' ? nameEnglish(v.id) : v;
  }
  return { text: explorersEn(id, plain), words: phrase(id, values) };
}

const englishNames = new Map<string, string>();

/** A message of no values (a content name) in English, worded once. */
function nameEnglish(id: string): string {
  let text = englishNames.get(id);
  if (text === undefined) {
    text = explorersEn(id);
    englishNames.set(id, text);
  }
  return text;
}

/** A content name as a phrase: its message's id, no values. */
export interface NamePhrase {
  readonly id: string;
}
