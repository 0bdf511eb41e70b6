/**
 * The Forest's English words, one `Say` over all its engine catalogues (log lines, content
 * names, prompts and headlines, table labels, refusals), and the phrases of the content's
 * names that other words nest: a card side, a map card, a card named with its icon.
 */
import { englishSay } from '../../core/english.ts';
import { phrase, type Phrase, type PhraseValue, type Say } from '../../core/words.ts';
import { sideDef } from './content/index.ts';
import { forestLogWords } from './log-words.en.ts';
import { forestPromptWords } from './prompt-words.en.ts';
import { forestRefusalWords } from './refusal-words.en.ts';
import { forestTableWords } from './table-words.en.ts';

/** The Forest's words in English: the words its rule steps log, prompt, refuse and label with. */
export const forestSay: Say = englishSay({ ...forestLogWords, ...forestPromptWords, ...forestRefusalWords, ...forestTableWords });

/** The icon of side `id` as the name messages select it: a direction, 'wild' or 'none'. */
export function iconOf(id: string): string {
  return sideDef(id).icon ?? 'none';
}

/** The name of card side `id` ("Old Oak"). */
export function sidePhrase(id: string): Phrase {
  return phrase(`forest.name.side.${id}`);
}

/** The name of map card `id` ("Miller's Road"). */
export function mapPhrase(id: string): Phrase {
  return phrase(`forest.name.map.${id}`);
}

/** Side `id` named with its icon: "Old Oak (north)", "Deer Trail (wild)", "Healing Spring (no icon)". */
export function cardPhrase(id: string): Phrase {
  return phrase('forest.name.card', { name: sidePhrase(id), icon: iconOf(id) });
}

/** Names in a list as a phrase value: "A", "A and B", "A, B and C" (the list's words nested). */
export function listPhrase(names: readonly string[]): PhraseValue {
  if (names.length <= 1) return names[0] ?? '';
  return phrase('forest.log.list', { rest: names.slice(0, -1).join(', '), last: names[names.length - 1]! });
}
