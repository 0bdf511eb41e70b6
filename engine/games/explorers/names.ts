/**
 * Content names as words: each name of Explorers' content (heroes, Powers, tiles, monsters,
 * Bosses, loot, Event and lair cards) is the message `explorers.name.<what>.<id>` of
 * name-words.en.ts, worded with a reader's `Say` (log lines), or travels as a nested phrase
 * (prompts, refusals, labels) so each client names it in its reader's language. An id the
 * content does not hold is shown as it is.
 */
import { phrase, type Phrase } from '../../core/words.ts';
import { CONTENT } from './content/index.ts';
import { explorersEn, type NamePhrase } from './words.ts';
import { explorersTextWords } from './text-words.en.ts';

/** The kinds of content a name is kept for. */
export type NameKind = 'hero' | 'power' | 'tile' | 'monster' | 'boss' | 'loot' | 'event' | 'lair-a' | 'lair-b';

/** The catalogue key of each content id, by kind: loot cards by copy ('healing-potion-2') and by kind alike. */
const KEYS: Readonly<Record<NameKind, ReadonlyMap<string, string>>> = (() => {
  const keys = (kind: NameKind, ids: Iterable<readonly [string, string]>): Map<string, string> =>
    new Map([...ids].map(([id, key]) => [id, `explorers.name.${kind}.${key}`]));
  const same = (ids: Iterable<string>): Array<[string, string]> => [...ids].map((id) => [id, id]);
  return {
    hero: keys('hero', same(Object.keys(CONTENT.heroes))),
    power: keys('power', same(Object.values(CONTENT.heroes).flatMap((h) => h.powers.map((p) => p.kind)))),
    tile: keys('tile', same(Object.keys(CONTENT.tiles))),
    monster: keys('monster', same(Object.keys(CONTENT.monsters))),
    boss: keys('boss', same(Object.keys(CONTENT.bosses))),
    loot: keys('loot', [...Object.entries(CONTENT.loot).map(([card, d]): [string, string] => [card, d.id]), ...same(Object.values(CONTENT.loot).map((d) => d.id))]),
    event: keys('event', same(Object.keys(CONTENT.events))),
    'lair-a': keys('lair-a', same(Object.keys(CONTENT.lairsA))),
    'lair-b': keys('lair-b', same(Object.keys(CONTENT.lairsB))),
  };
})();

/** The catalogue key of a content name, or null where the content holds no such id. */
export function nameKey(kind: NameKind, id: string): string | null {
  return KEYS[kind].get(id) ?? null;
}

/** A content name in the words of `say` (English by default). */
export function nameOf(kind: NameKind, id: string, say = explorersEn): string {
  const key = nameKey(kind, id);
  return key === null ? id : say(key);
}

/** A content name as a nested phrase (the id itself where the content lacks it). */
export function namePhrase(kind: NameKind, id: string): NamePhrase | string {
  const key = nameKey(kind, id);
  return key === null ? id : { id: key };
}

/** "A, B, C": names as one nested phrase (`explorers.refusal.list`), so each is worded in the reader's language. */
export function listPhrase(names: ReadonlyArray<NamePhrase | string>): Phrase | NamePhrase | string {
  const [first, ...rest] = names;
  if (first === undefined) return '';
  return rest.length === 0 ? first : phrase('explorers.refusal.list', { first, rest: listPhrase(rest) });
}

/** A content text (`explorers.text.<what>.<id>`, text-words.en.ts) in the words of `say`; empty where the content has none. */
export function textOf(what: string, id: string, say = explorersEn): string {
  const key = `explorers.text.${what}.${what === 'loot' ? CONTENT.loot[id]?.id ?? id : id}`;
  return Object.hasOwn(explorersTextWords, key) ? say(key) : '';
}

/** A content text as a nested phrase (empty where the content has none). */
export function textPhrase(what: string, id: string): NamePhrase | string {
  const key = `explorers.text.${what}.${id}`;
  return Object.hasOwn(explorersTextWords, key) ? { id: key } : '';
}

/** A monster's or a Boss's name by its id. */
export function enemyNameOf(id: string, say = explorersEn): string {
  return nameOf(KEYS.monster.has(id) ? 'monster' : 'boss', id, say);
}

/** A monster's or a Boss's name as a nested phrase. */
export function enemyPhrase(id: string): NamePhrase | string {
  return namePhrase(KEYS.monster.has(id) ? 'monster' : 'boss', id);
}
