/**
 * The engine's English words: a `Say` (words.ts) over one English catalogue of ICU
 * messages, each message parsed once and kept. The engine writes the text of its log
 * lines, prompt labels, refusals and headlines with it, so the text a game makes is the
 * very text a client words again from the same data with the English catalogue.
 *
 * Every action words several messages, and the simulator and the bots act thousands of
 * times a second, so a message made of text, arguments, selects and plurals (all the
 * engine's) is worded by a small interpreter of its parsed form, which gives what
 * `intl-messageformat` gives for it (an argument as `String(value)`, nothing for null or
 * false; a plural's `=n` case first, then the English plural rule; `#` as an English
 * number); a message with anything else (a number, date or time format) goes to
 * `intl-messageformat` itself. english.test.ts holds the two to the same words.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Say, SayValues } from './words.ts';

/** A catalogue of English messages by key (`<game>.log.…`). */
export type EnglishMessages = Readonly<Record<string, string>>;

const PLURAL = new Intl.PluralRules('en');
const NUMBER = new Intl.NumberFormat('en');

/** Whether the interpreter words every element of `els` (text, arguments, selects, plurals and `#`). */
function plain(els: readonly MessageFormatElement[]): boolean {
  return els.every((el) => {
    if (el.type === TYPE.literal || el.type === TYPE.argument || el.type === TYPE.pound) return true;
    if (el.type === TYPE.select || (el.type === TYPE.plural && el.pluralType === 'cardinal')) {
      return Object.values(el.options).every((o) => plain(o.value));
    }
    return false;
  });
}

function valueOf(values: SayValues | undefined, name: string, id: string): unknown {
  if (values === undefined || !(name in values)) throw new Error(`${id}: no value for {${name}}`);
  return values[name];
}

/** `els` worded with `values`; `n`: the nearest plural's number, for `#`. */
function interpret(els: readonly MessageFormatElement[], values: SayValues | undefined, id: string, n: number | null): string {
  let out = '';
  for (const el of els) {
    switch (el.type) {
      case TYPE.literal:
        out += el.value;
        break;
      case TYPE.argument: {
        const v = valueOf(values, el.value, id);
        out += v === null || v === undefined || v === false || v === '' ? '' : String(v);
        break;
      }
      case TYPE.pound:
        out += n === null ? '#' : NUMBER.format(n);
        break;
      case TYPE.select: {
        const v = valueOf(values, el.value, id);
        const o = el.options[String(v)] ?? el.options.other;
        if (!o) throw new Error(`${id}: no case of {${el.value}} for ${String(v)}`);
        out += interpret(o.value, values, id, n);
        break;
      }
      case TYPE.plural: {
        const v = valueOf(values, el.value, id);
        if (typeof v !== 'number') throw new Error(`${id}: {${el.value}} is not a number`);
        const count = v - el.offset;
        const o = el.options[`=${v}`] ?? el.options[PLURAL.select(count)] ?? el.options.other;
        if (!o) throw new Error(`${id}: no case of {${el.value}} for ${v}`);
        out += interpret(o.value, values, id, count);
        break;
      }
      default:
        throw new Error(`${id}: cannot word element ${el.type}`);
    }
  }
  return out;
}

/** A `Say` in English over `messages`; a key it lacks is a programming error and throws. */
export function englishSay(messages: EnglishMessages): Say {
  const made = new Map<string, (values?: SayValues) => string>();
  return (id, values) => {
    let word = made.get(id);
    if (word === undefined) {
      const source = Object.hasOwn(messages, id) ? messages[id] : undefined;
      if (source === undefined) throw new Error(`no English message ${id}`);
      const ast = parse(source, { ignoreTag: true });
      if (plain(ast)) {
        word = ast.length === 1 && ast[0]!.type === TYPE.literal ? ((text: string) => () => text)(ast[0]!.value) : (v) => interpret(ast, v, id, null);
      } else {
        const m = new IntlMessageFormat(source, 'en', undefined, { ignoreTag: true });
        word = (v) => String(m.format(v));
      }
      made.set(id, word);
    }
    return word(values);
  };
}
