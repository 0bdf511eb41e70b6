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

/** The kinds of content a name is kept for. */
export type NameKind = 'hero' | 'power' | 'tile' | 'monster' | 'boss' | 'loot' | 'event' | 'lair-a' | 'lair-b';

const has = (r: object, id: string): boolean => Object.hasOwn(r, id);
const POWER_KINDS: ReadonlySet<string> = new Set(Object.values(CONTENT.heroes).flatMap((h) => h.powers.map((p) => p.kind)));
const LOOT_KINDS = new Set(Object.values(CONTENT.loot).map((d) => d.id));

/** The catalogue key of a content name, or null where the content holds no such id. */
export function nameKey(kind: NameKind, id: string): string | null {
  switch (kind) {
    case 'hero': return has(CONTENT.heroes, id) ? `explorers.name.hero.${id}` : null;
    case 'power': return POWER_KINDS.has(id) ? `explorers.name.power.${id}` : null;
    case 'tile': return has(CONTENT.tiles, id) ? `explorers.name.tile.${id}` : null;
    case 'monster': return has(CONTENT.monsters, id) ? `explorers.name.monster.${id}` : null;
    case 'boss': return has(CONTENT.bosses, id) ? `explorers.name.boss.${id}` : null;
    // A loot card's id names its copy ('healing-potion-2'); its name is its kind's.
    case 'loot': return has(CONTENT.loot, id) ? `explorers.name.loot.${CONTENT.loot[id]!.id}` : LOOT_KINDS.has(id) ? `explorers.name.loot.${id}` : null;
    case 'event': return has(CONTENT.events, id) ? `explorers.name.event.${id}` : null;
    case 'lair-a': return has(CONTENT.lairsA, id) ? `explorers.name.lair-a.${id}` : null;
    case 'lair-b': return has(CONTENT.lairsB, id) ? `explorers.name.lair-b.${id}` : null;
  }
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

/** A monster's or a Boss's name by its id. */
export function enemyNameOf(id: string, say = explorersEn): string {
  return nameOf(has(CONTENT.monsters, id) ? 'monster' : 'boss', id, say);
}

/** A monster's or a Boss's name as a nested phrase. */
export function enemyPhrase(id: string): NamePhrase | string {
  return namePhrase(has(CONTENT.monsters, id) ? 'monster' : 'boss', id);
}
