/**
 * The words of a turn notification (web push, server/room/turn-notices.ts), keys
 * `push.…`, in every language a browser may subscribe in. A push is worded on the server,
 * when the reader's page is closed, in the language its browser subscribed with (stored
 * with the subscription), so the French lives here beside the English; the client's
 * catalogues (client/words/{en,fr}/room.ts) take both from here.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { sayPhrase, type Phrase, type Say } from '../engine/core/words.ts';

export const pushWords = {
  'push.turn.title': 'Your turn in {game}',
  'push.turn.reminder': 'Your turn in {game} ends in {left}',
  'push.turn.body': 'It is your turn.',
  'push.left.minutes': '{n, plural, one {# minute} other {# minutes}}',
  'push.left.hours': '{n, plural, one {# hour} other {# hours}}',
} as const;

/** A message id of the notifications' catalogue. */
export type PushWordId = keyof typeof pushWords;

/** The notifications' words in French, key for key. */
export const pushWordsFr: Readonly<Record<PushWordId, string>> = {
  'push.turn.title': 'À vous de jouer à {game}',
  'push.turn.reminder': 'Votre tour à {game} se termine dans {left}',
  'push.turn.body': 'À vous de jouer.',
  'push.left.minutes': '{n, plural, one {# minute} other {# minutes}}',
  'push.left.hours': '{n, plural, one {# heure} other {# heures}}',
};

/** The languages a notification is worded in; any other subscribes as English. */
export const PUSH_LANGS = ['en', 'fr'] as const;
export type PushLang = (typeof PUSH_LANGS)[number];

/** `lang` when a notification can be worded in it, else English. */
export function pushLang(lang: unknown): PushLang {
  return (PUSH_LANGS as readonly unknown[]).includes(lang) ? (lang as PushLang) : 'en';
}

function sayIn(locale: PushLang, messages: Readonly<Record<PushWordId, string>>): Say {
  const parsed = new Map<string, IntlMessageFormat>();
  return (id, values) => {
    let m = parsed.get(id);
    if (m === undefined) {
      if (!Object.hasOwn(messages, id)) throw new Error(`no push message ${id}`);
      m = new IntlMessageFormat(messages[id as PushWordId], locale, undefined, { ignoreTag: true });
      parsed.set(id, m);
    }
    return String(m.format(values));
  };
}

const says: Record<PushLang, Say> = { en: sayIn('en', pushWords), fr: sayIn('fr', pushWordsFr) };

/** `words` (phrases of this catalogue) worded in `lang`. */
export function pushText(words: Phrase, lang: PushLang): string {
  return sayPhrase(words, says[lang]);
}
