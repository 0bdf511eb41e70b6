/**
 * The shape of a message catalogue: flat keys ("settings.language") to ICU MessageFormat
 * messages (plurals and selects: `{n, plural, one {# card} other {# cards}}`). English is
 * the source; every other language gives exactly the same keys (`Translation<typeof en>`,
 * checked by tsc and again by client/words/parity.test.ts, which also checks that both
 * sides of a key name the same arguments).
 */
export type Messages = Readonly<Record<string, string>>;

/** A translation of the English catalogue `E`: every key, no other. */
export type Translation<E extends Messages> = { readonly [K in keyof E]: string };

/** The languages a player can read the table in, the first being the source. */
export const LANGS = ['en', 'fr'] as const;
export type Lang = (typeof LANGS)[number];

/** A namespace of words in every language (a layer's or a game's catalogue). */
export type Words = Readonly<Record<Lang, Messages>>;

/** The words of a namespace: its English source and its translations, key for key. */
export function words<E extends Messages>(en: E, fr: Translation<E>): Words {
  return { en, fr };
}
