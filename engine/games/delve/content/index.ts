/**
 * Delve's content, with lookups by id (its words are phrases made from it: words.ts). Ids are checked here
 * (unique, and every reference known); the shapes and ranges against the zod schemas in
 * `validate.ts`, which the game module runs when it loads — so the client, which only reads
 * the content, does not load zod.
 */
import { CHARACTERS, ITEMS } from './characters.ts';
import { MONSTER_DECK, MONSTER_KINDS } from './monsters.ts';
import { SCENARIO } from './scenario.ts';
import type { CardDef, CharacterDef, Half, ItemDef, MonsterCardDef, MonsterKindDef, ScenarioDef } from './schema.ts';

export type * from './schema.ts';

function byId<T extends { id: string }>(what: string, items: T[]): Record<string, T> {
  const out: Record<string, T> = {};
  for (const item of items) {
    if (Object.hasOwn(out, item.id)) throw new Error(`Delve content: duplicate ${what} id "${item.id}"`);
    out[item.id] = item;
  }
  return out;
}

const characters: CharacterDef[] = CHARACTERS;
const items = byId('item', ITEMS);
const cards = byId('card', characters.flatMap((c) => c.cards));
for (const c of characters) {
  for (const item of c.items) if (!items[item]) throw new Error(`Delve content: ${c.id} carries unknown item "${item}"`);
}
const kinds = byId('monster kind', MONSTER_KINDS);
const scenario: ScenarioDef = SCENARIO;
for (const s of scenario.spawns) if (!kinds[s.kind]) throw new Error(`Delve content: spawn of unknown monster "${s.kind}"`);

export const CONTENT = {
  characters: byId('character', characters),
  characterOrder: characters.map((c) => c.id),
  cards,
  items,
  kinds,
  kindOrder: MONSTER_KINDS.map((k) => k.id),
  monsterCards: byId('monster card', MONSTER_DECK),
  monsterDeck: MONSTER_DECK.map((c) => c.id),
  scenario,
} as const;

/** The card with this id (content is validated, so a missing one is a programming error). */
export function cardDef(id: string): CardDef {
  const c = CONTENT.cards[id];
  if (!c) throw new Error(`unknown card ${id}`);
  return c;
}

export function characterDef(id: string): CharacterDef {
  const c = CONTENT.characters[id];
  if (!c) throw new Error(`unknown character ${id}`);
  return c;
}

export function itemDef(id: string): ItemDef {
  const i = CONTENT.items[id];
  if (!i) throw new Error(`unknown item ${id}`);
  return i;
}

export function kindDef(id: string): MonsterKindDef {
  const k = CONTENT.kinds[id];
  if (!k) throw new Error(`unknown monster kind ${id}`);
  return k;
}

export function monsterCardDef(id: string): MonsterCardDef {
  const c = CONTENT.monsterCards[id];
  if (!c) throw new Error(`unknown monster card ${id}`);
  return c;
}

/** The plain actions every card offers instead of its own: Attack 2 for a top, Move 2 for a bottom. */
export const PLAIN: Record<'top' | 'bottom', Half> = {
  top: { effects: [{ k: 'attack', n: 2, range: 1 }] },
  bottom: { effects: [{ k: 'move', n: 2 }] },
};

/** Whether using a half leaves its card in the active area: for the round, or while its charges last. */
export function halfBonus(h: Half): 'round' | 'persistent' | null {
  if (h.effects.some((e) => e.k === 'ward' || e.k === 'might')) return 'persistent';
  if (h.effects.some((e) => e.k === 'shield' || e.k === 'retaliate')) return 'round';
  return null;
}
