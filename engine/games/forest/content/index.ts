/**
 * The Forest content, with lookups by id. Ids are checked here (unique, and every reference
 * known); the shapes and ranges against the zod schemas in `validate.ts`, which the game
 * module runs when it loads — so the client, which only reads the content, does not load zod.
 */
import { CARDS } from './cards.ts';
import { MAPS } from './maps.ts';
import type { CardDef, MapDef, SideDef } from './schema.ts';
import { SIDES } from './sides.ts';

export type * from './schema.ts';
export { DIRS } from './dirs.ts';
export { RULES, soloTarget } from './rules.ts';

function byId<T extends { id: string }>(what: string, items: T[]): Record<string, T> {
  const out: Record<string, T> = {};
  for (const item of items) {
    if (Object.hasOwn(out, item.id)) throw new Error(`Forest content: duplicate ${what} id "${item.id}"`);
    out[item.id] = item;
  }
  return out;
}

const sides = byId('side', SIDES);
const cards: CardDef[] = CARDS;
for (const [i, pair] of cards.entries()) {
  for (const id of pair) if (!Object.hasOwn(sides, id)) throw new Error(`Forest content: card #${i + 1} names unknown side "${id}"`);
}
for (const side of Object.values(sides)) {
  if (side.effect && side.ambush) throw new Error(`Forest content: side "${side.id}" has both an effect and an Ambush`);
}

export const CONTENT: { sides: Record<string, SideDef>; cards: CardDef[]; maps: Record<string, MapDef> } = {
  sides,
  cards,
  maps: byId('map', MAPS),
};

/** The side with this id (content is validated, so a known id always finds one). */
export function sideDef(id: string): SideDef {
  const side = CONTENT.sides[id];
  if (!side) throw new Error(`Forest content: no side "${id}"`);
  return side;
}

/** The map with this id. */
export function mapDef(id: string): MapDef {
  const map = CONTENT.maps[id];
  if (!map) throw new Error(`Forest content: no map "${id}"`);
  return map;
}
