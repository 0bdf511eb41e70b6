/**
 * The Explorers of the Woodlands content, with lookups by id as plain records built once.
 * A content mistake is a programming error, so it throws here rather than surfacing as a
 * rule error in the middle of a game. Counts and ids are checked here; the shapes and
 * ranges against the zod schemas in `validate.ts`, which the game module runs when it
 * loads — so the client, which only reads the content, does not load zod.
 */
import { BOSSES } from './bosses.ts';
import { EVENTS } from './events.ts';
import { HEROES } from './heroes.ts';
import { LAIRS_A, LAIRS_B } from './lairs.ts';
import { LOOT } from './loot.ts';
import { MONSTERS } from './monsters.ts';
import type { BossDef, EventDef, HeroDef, HeroId, LairADef, LairBDef, LootDef, MonsterDef, TileDef } from './schema.ts';
import { THORNS } from './thorns.ts';
import { BOSS_TILE, FOREST_TILES, START_TILE } from './tiles.ts';
import { WELLS } from './wells.ts';

export type * from './schema.ts';

function unique<T extends { id: string }>(what: string, items: T[]): Record<string, T> {
  const out: Record<string, T> = {};
  for (const item of items) {
    if (Object.hasOwn(out, item.id)) throw new Error(`Explorers content: duplicate ${what} id "${item.id}"`);
    out[item.id] = item;
  }
  return out;
}

function counted<T>(what: string, items: T[], count?: number): T[] {
  if (count !== undefined && items.length !== count) {
    throw new Error(`Explorers content: ${count} ${what} expected, found ${items.length}`);
  }
  return items;
}

const forest = counted('forest tiles', FOREST_TILES, 22);
const special = [START_TILE, BOSS_TILE];
const monsters = counted('monster markers', MONSTERS, 20);
const bosses = counted('bosses', BOSSES, 5);
const loot = LOOT;
const events = counted('event cards', EVENTS, 7);
const thorns = counted('thorns rows', THORNS, 6);
const heroes = counted('heroes', HEROES, 4);
const lairsA = counted('lair A cards', LAIRS_A, 4);
const lairsB = counted('lair B cards', LAIRS_B, 4);
const wells = counted('energy wells', WELLS, 4);

const lootCards = loot.flatMap((c) => Array.from({ length: c.copies }, (_, k) => ({ card: `${c.id}-${k + 1}`, def: c })));
if (lootCards.length !== 23) throw new Error(`Explorers content: 23 loot cards expected, found ${lootCards.length}`);
if (loot.filter((c) => c.kind === 'weapon').reduce((a, c) => a + c.copies, 0) !== 9) throw new Error('Explorers content: 9 weapons expected');
for (const t of ['mushroom', 'plant', 'spirit', 'skeleton', 'snake'] as const) {
  if (monsters.filter((m) => m.type === t).length !== 4) throw new Error(`Explorers content: 4 ${t} markers expected`);
  if (bosses.filter((b) => b.type === t).length !== 1) throw new Error(`Explorers content: 1 ${t} boss expected`);
}

/** Everything the rules read, by id. */
export const CONTENT = {
  startTile: special[0] as TileDef,
  bossTile: special[1] as TileDef,
  forestTiles: forest,
  tiles: unique('tile', [...special, ...forest]),
  monsters: unique<MonsterDef>('monster', monsters),
  bosses: unique<BossDef>('boss', bosses),
  /** Loot card instances ('healing-potion-2') → their definition. */
  loot: Object.fromEntries(lootCards.map((c) => [c.card, c.def])) as Record<string, LootDef>,
  lootIds: lootCards.map((c) => c.card),
  events: unique<EventDef>('event', events),
  thorns,
  heroes: unique<HeroDef>('hero', heroes) as Record<HeroId, HeroDef>,
  heroOrder: heroes.map((h) => h.id),
  lairsA: unique<LairADef>('lair A', lairsA),
  lairsB: unique<LairBDef>('lair B', lairsB),
  wells,
} as const;
