/**
 * The Forest content, validated once when the module loads: a content mistake is a
 * programming error, so it throws here rather than surfacing as a rule error in a game.
 */
import type { z } from 'zod';
import { CARDS } from './cards.ts';
import { MAPS } from './maps.ts';
import { cardSchema, mapSchema, sideSchema, type CardDef, type MapDef, type SideDef } from './schema.ts';
import { SIDES } from './sides.ts';

export * from './schema.ts';
export { RULES, soloTarget } from './rules.ts';

function checked<T>(what: string, schema: z.ZodType<T>, items: unknown[]): T[] {
  return items.map((item, i) => {
    const r = schema.safeParse(item);
    if (!r.success) throw new Error(`Forest content: ${what} #${i + 1} is invalid: ${r.error.issues[0]?.message ?? 'invalid'}`);
    return r.data;
  });
}

function byId<T extends { id: string }>(what: string, items: T[]): Record<string, T> {
  const out: Record<string, T> = {};
  for (const item of items) {
    if (Object.hasOwn(out, item.id)) throw new Error(`Forest content: duplicate ${what} id "${item.id}"`);
    out[item.id] = item;
  }
  return out;
}

const sides = byId('side', checked('side', sideSchema, SIDES));
const cards = checked('card', cardSchema, CARDS);
for (const [i, pair] of cards.entries()) {
  for (const id of pair) if (!Object.hasOwn(sides, id)) throw new Error(`Forest content: card #${i + 1} names unknown side "${id}"`);
}
for (const side of Object.values(sides)) {
  if (side.effect && side.ambush) throw new Error(`Forest content: side "${side.id}" has both an effect and an Ambush`);
}

export const CONTENT: { sides: Record<string, SideDef>; cards: CardDef[]; maps: Record<string, MapDef> } = {
  sides,
  cards,
  maps: byId('map', checked('map', mapSchema, MAPS)),
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
