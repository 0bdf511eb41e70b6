/**
 * Explorers' English: one `Say` over every catalogue of the engine's words (log lines,
 * refusals, prompts, the headline and table labels), made once. The rule steps word their
 * English with it, and the same message id with its values travels beside that English as
 * a `Phrase` (engine/core/words.ts), so each client words it in its reader's language.
 */
import { englishSay } from '../../core/english.ts';
import { phrase, type Phrase, type Say, type SayValues } from '../../core/words.ts';
import { explorersLogWords } from './log-words.en.ts';
import { explorersPromptWords } from './prompt-words.en.ts';
import { explorersRefusalWords } from './refusal-words.en.ts';
import { explorersTableWords } from './table-words.en.ts';

/** Every English message of Explorers' engine, by key. */
export const explorersEnglish = { ...explorersLogWords, ...explorersRefusalWords, ...explorersPromptWords, ...explorersTableWords } as const;

/**
 * A message cut into parts: text, a plain argument, or a select or plural whose options
 * are plain text (no argument; a plural's `#` is its number).
 */
type Part = string | { arg: string; options?: ReadonlyMap<string, string>; plural?: boolean };

const OPTION = /^\s*(=?\w+)\s*\{([^{}']*)\}/;

/** `source` cut into parts when it has such arguments only (and no quoting), else null. */
function quickParts(source: string): Part[] | null {
  if (/'[{}#|']/.test(source)) return null;
  const parts: Part[] = [];
  let rest = source;
  for (let at = rest.indexOf('{'); at >= 0; at = rest.indexOf('{')) {
    if (rest.slice(0, at).includes('}')) return null;
    parts.push(rest.slice(0, at));
    const head = /^\{(\w+)(?:\}|\s*,\s*(select|plural)\s*,)/.exec(rest.slice(at));
    if (!head) return null;
    rest = rest.slice(at + head[0].length);
    if (head[2] === undefined) {
      parts.push({ arg: head[1] as string });
      continue;
    }
    const options = new Map<string, string>();
    for (let m = OPTION.exec(rest); m !== null; m = OPTION.exec(rest)) {
      options.set(m[1] as string, m[2] as string);
      rest = rest.slice(m[0].length);
    }
    const close = /^\s*\}/.exec(rest);
    if (!close || !options.has('other')) return null;
    rest = rest.slice(close[0].length);
    parts.push({ arg: head[1] as string, options, plural: head[2] === 'plural' });
  }
  if (rest.includes('}')) return null;
  parts.push(rest);
  return parts;
}

/** The words of one part for `v`, or undefined where only the ICU formatter words it so. */
function quickPart(p: Part, v: SayValues[string]): string | undefined {
  if (typeof p === 'string') return p;
  if (p.options === undefined) {
    if (typeof v === 'string') return v;
    return typeof v === 'number' && Number.isInteger(v) && v > -1000 && v < 1000 ? String(v) : undefined;
  }
  if (p.plural) {
    if (typeof v !== 'number' || !Number.isInteger(v)) return undefined;
    if (v <= -1000 || v >= 1000) return undefined;
    const option = p.options.get(`=${v}`) ?? (v === 1 ? p.options.get('one') : undefined) ?? p.options.get('other');
    return option?.replaceAll('#', String(v));
  }
  if (typeof v !== 'string') return undefined;
  const option = p.options.get(v) ?? p.options.get('other');
  return option?.includes('#') ? undefined : option;
}

/**
 * A `Say` over `messages` that words a message made of plain arguments, selects and
 * plurals with plain options by putting the values in place (strings as they are, small
 * whole numbers as digits, English plural rules), which is what ICU gives, and any other
 * message, or other values, with the ICU formatter. Prompts are worded for every seat on
 * every step, so this keeps the words off the rules' hot path.
 */
function quickSay(messages: Readonly<Record<string, string>>): Say {
  const full = englishSay(messages);
  const cut = new Map<string, Part[] | null>();
  return (id: string, values?: SayValues): string => {
    let parts = cut.get(id);
    if (parts === undefined) {
      const source = Object.hasOwn(messages, id) ? messages[id] : undefined;
      parts = source === undefined ? null : quickParts(source);
      cut.set(id, parts);
    }
    if (parts === null) return full(id, values);
    let out = '';
    for (const p of parts) {
      const w = quickPart(p, typeof p === 'string' ? undefined : values?.[p.arg]);
      if (w === undefined) return full(id, values);
      out += w;
    }
    return out;
  };
}

/** Explorers' engine words in English. */
export const explorersEn: Say = quickSay(explorersEnglish);

/**
 * The English of the message `id` with plain values (no nested phrase), and the phrase it
 * was made from: `worded` (engine/core/words.ts) without its pass over the values.
 */
export function enWorded(id: string, values?: Readonly<Record<string, string | number>>): { text: string; words: Phrase } {
  return { text: explorersEn(id, values), words: phrase(id, values) };
}
