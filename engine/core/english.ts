/**
 * The engine's English words: a `Say` (words.ts) over one English catalogue of ICU
 * messages, each message parsed once and kept. The engine writes the text of its log
 * lines with it, so the text a game logs is the very text a client words again from the
 * line's data with the English catalogue (GameModule.logText).
 */
import { IntlMessageFormat } from 'intl-messageformat';
import type { Say } from './words.ts';

/** A catalogue of English messages by key (`<game>.log.…`). */
export type EnglishMessages = Readonly<Record<string, string>>;

/** A `Say` in English over `messages`; a key it lacks is a programming error and throws. */
export function englishSay(messages: EnglishMessages): Say {
  const parsed = new Map<string, IntlMessageFormat>();
  return (id, values) => {
    let m = parsed.get(id);
    if (m === undefined) {
      const source = Object.hasOwn(messages, id) ? messages[id] : undefined;
      if (source === undefined) throw new Error(`no English message ${id}`);
      m = new IntlMessageFormat(source, 'en', undefined, { ignoreTag: true });
      parsed.set(id, m);
    }
    return String(m.format(values));
  };
}
