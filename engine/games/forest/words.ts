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

/** English words and the phrase they were made from (as engine/core/words.ts `worded` gives). */
export interface Said {
  text: string;
  words: Phrase;
}

/** A value of a message that is itself words: its English, and its phrase (or plain string, a seat's name). */
export interface Named {
  text: string;
  words: PhraseValue;
}

/**
 * Message `id` in English and as a phrase: `values` as they are in both, each of `named`
 * (content names) by its English in the one and its phrase in the other. The same as
 * `worded(forestSay, …)` without wording the phrase again: the engine words prompts and
 * headlines at every step of play.
 */
export function said(id: string, values?: Readonly<Record<string, string | number>>, named?: Readonly<Record<string, Named>>): Said {
  if (named === undefined) return { text: forestSay(id, values), words: phrase(id, values) };
  const english: Record<string, string | number> = { ...values };
  const words: Record<string, PhraseValue> = { ...values };
  for (const k in named) {
    english[k] = named[k]!.text;
    words[k] = named[k]!.words;
  }
  return { text: forestSay(id, english), words: phrase(id, words) };
}

/** Words `kept` holds before it starts afresh. */
const KEPT = 2048;
const keptWords = new Map<string, Said>();

/**
 * The words `make` gives, kept under `key` (which names everything they are made from):
 * the prompts and the headline are worded at every step of play, mostly the same again,
 * and formatting a message costs far more than finding it.
 */
export function kept(key: string, make: () => Said): Said {
  let w = keptWords.get(key);
  if (w === undefined) {
    if (keptWords.size >= KEPT) keptWords.clear();
    w = make();
    keptWords.set(key, w);
  }
  return w;
}

const sides = new Map<string, Said>();
const cards = new Map<string, Said>();

/** The name of card side `id` ("Old Oak"), in English and as a phrase. */
export function sideSaid(id: string): Said {
  let n = sides.get(id);
  if (n === undefined) {
    n = said(`forest.name.side.${id}`);
    sides.set(id, n);
  }
  return n;
}

/** Side `id` named with its icon ("Old Oak (north)"), in English and as a phrase. */
export function cardSaid(id: string): Said {
  let n = cards.get(id);
  if (n === undefined) {
    n = said('forest.name.card', { icon: iconOf(id) }, { name: sideSaid(id) });
    cards.set(id, n);
  }
  return n;
}

/** The icon of side `id` as the name messages select it: a direction, 'wild' or 'none'. */
export function iconOf(id: string): string {
  return sideDef(id).icon ?? 'none';
}


/** Names in a list, in English and as a phrase: "A", "A and B", "A, B and C". */
export function listSaid(names: readonly string[]): Named {
  if (names.length <= 1) return { text: names[0] ?? '', words: names[0] ?? '' };
  return said('forest.log.list', { rest: names.slice(0, -1).join(', '), last: names[names.length - 1]! });
}
