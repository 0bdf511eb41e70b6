/**
 * The words a player reads, in their language: FormatJS (`@formatjs/intl`, ICU
 * MessageFormat with plurals and selects) over the catalogues of client/words/<lang>/ and
 * those the games add when their client loads (`addWords`, a game's `words.ts`).
 *
 * The language is the one chosen in Settings (kept in localStorage), else the first of the
 * browser's languages the table speaks, else English. `say` words a message now (for code
 * outside React); `useSay` gives components the same function and renders them again when
 * the language changes or a game's words arrive. A key missing in a translation shows the
 * English words (client/words/parity.test.ts keeps every catalogue complete); a key missing
 * everywhere shows the key itself, never nothing.
 */
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { useSyncExternalStore } from 'react';
import { LANGS, type Lang, type Messages, type Words } from './catalogue.ts';
import { en } from './en/index.ts';
import { fr } from './fr/index.ts';

/** Where the chosen language is kept. */
export const LANG_KEY = 'woodland.lang';

/** Words a message: its key and values (the engine's type: a game's log wording takes the reader's). */
export type { Say, SayValues } from '../../engine/core/words.ts';
import type { Say } from '../../engine/core/words.ts';

const SHELL: Words = { en, fr };
const added: Words[] = [];
const cache = createIntlCache();

function storage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function isLang(x: unknown): x is Lang {
  return typeof x === 'string' && (LANGS as readonly string[]).includes(x);
}

/** The table's language for a browser's language list ("fr-CA" → fr), English when none fits. */
export function langFor(languages: readonly string[]): Lang {
  for (const l of languages) {
    const base = l.toLowerCase().split('-')[0];
    if (isLang(base)) return base;
  }
  return 'en';
}

function chosenLang(): Lang | null {
  try {
    const saved = storage()?.getItem(LANG_KEY);
    return isLang(saved) ? saved : null;
  } catch {
    return null;
  }
}

function browserLang(): Lang {
  const nav = (globalThis as { navigator?: { languages?: readonly string[]; language?: string } }).navigator;
  return langFor(nav?.languages ?? (nav?.language ? [nav.language] : []));
}

let lang: Lang = chosenLang() ?? browserLang();
let version = 0;
let intl: IntlShape = build();
let sayNow: Say = bind(intl);
const listeners = new Set<() => void>();

function messagesOf(l: Lang): Record<string, string> {
  const out: Record<string, string> = {};
  for (const w of [SHELL, ...added]) Object.assign(out, w.en);
  if (l !== 'en') for (const w of [SHELL, ...added]) Object.assign(out, w[l]);
  return out;
}

function build(): IntlShape {
  return createIntl({
    locale: lang, defaultLocale: 'en', messages: messagesOf(lang),
    // A missing key shows the key (parity.test.ts and no-literals.test.ts keep that from happening).
    onError: () => {},
  }, cache);
}

function bind(i: IntlShape): Say {
  return (id, values) => i.formatMessage({ id }, values as Record<string, string | number | boolean | null | undefined>, { ignoreTag: true });
}

function changed(): void {
  version += 1;
  intl = build();
  sayNow = bind(intl);
  const doc = (globalThis as { document?: Document }).document;
  if (doc) doc.documentElement.lang = lang;
  for (const l of listeners) l();
}

/** Words `id` with `values` in the reader's language now. */
export const say: Say = (id, values) => sayNow(id, values);

/**
 * `build`'s value, built again only when the words it reads may have changed (the reader's
 * language, or words added). The table reads a game's rules and help by identity (a
 * context's value, a store selector's result): they stay the same object while their
 * words do.
 */
export function wordedOnChange<T>(build: () => T): () => T {
  let seen = -1;
  let value: T | undefined;
  return () => {
    if (seen !== version || value === undefined) {
      value = build();
      seen = version;
    }
    return value;
  };
}

/** The reader's language now. */
export function currentLang(): Lang {
  return lang;
}

/** Whether the language was chosen in Settings (else it follows the browser). */
export function langChosen(): boolean {
  return chosenLang() !== null;
}

/** Reads the table in `l` from now on, and remembers it (null: follow the browser again). */
export function setLang(l: Lang | null): void {
  try {
    if (l === null) storage()?.removeItem(LANG_KEY);
    else storage()?.setItem(LANG_KEY, l);
  } catch {
    // Storage blocked (a private mode): the choice lasts this page.
  }
  lang = l ?? browserLang();
  changed();
}

/** Adds a namespace of words (a game's, when its client loads); once each. */
export function addWords(w: Words): void {
  if (added.includes(w)) return;
  added.push(w);
  changed();
}

/** Every message of `l` now: the shell's and the words added so far. */
export function catalogueOf(l: Lang): Messages {
  return messagesOf(l);
}

/** Numbers and lists in the reader's language (1 234,5 in French). */
export function formatNumber(n: number): string {
  return intl.formatNumber(n);
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** `say`, for a component: it renders again when the language changes or words arrive. */
export function useSay(): Say {
  useSyncExternalStore(subscribe, () => version, () => version);
  return sayNow;
}

/** The reader's language, for a component. */
export function useLang(): Lang {
  useSyncExternalStore(subscribe, () => version, () => version);
  return lang;
}

if ((globalThis as { document?: Document }).document) document.documentElement.lang = lang;

/** Whether a catalogue loaded now has the message `id` (a game's words arrive with its client). */
export function knows(id: string): boolean {
  return Object.hasOwn(intl.messages, id);
}
