/**
 * The Explorers content against its zod schemas: the shapes and ranges TypeScript's types
 * do not hold. A content mistake is a programming error, so this throws. The game module
 * runs it when it loads (the server, the simulator, the tests); the client, which only
 * reads the content, does not load zod for it.
 */
import { z } from 'zod';
import { BOSSES } from './bosses.ts';
import { EVENTS } from './events.ts';
import { HEROES } from './heroes.ts';
import { LAIRS_A, LAIRS_B } from './lairs.ts';
import { LOOT } from './loot.ts';
import { MONSTERS } from './monsters.ts';
import { bossSchema, eventSchema, heroSchema, lairASchema, lairBSchema, lootSchema, monsterSchema, thornsRowSchema, tileSchema } from './schema.ts';
import { THORNS } from './thorns.ts';
import { BOSS_TILE, FOREST_TILES, START_TILE } from './tiles.ts';
import { WELLS } from './wells.ts';

function check(what: string, schema: z.ZodType, items: readonly unknown[]): void {
  items.forEach((item, i) => {
    const r = schema.safeParse(item);
    if (!r.success) throw new Error(`Explorers content: ${what} #${i + 1} is invalid: ${r.error.issues[0]?.message ?? 'invalid'}`);
  });
}

export function validateExplorersContent(): void {
  check('forest tiles', tileSchema, FOREST_TILES);
  check('special tiles', tileSchema, [START_TILE, BOSS_TILE]);
  check('monster markers', monsterSchema, MONSTERS);
  check('bosses', bossSchema, BOSSES);
  check('loot cards', lootSchema, LOOT);
  check('event cards', eventSchema, EVENTS);
  check('thorns rows', thornsRowSchema, THORNS);
  check('heroes', heroSchema, HEROES);
  check('lair A cards', lairASchema, LAIRS_A);
  check('lair B cards', lairBSchema, LAIRS_B);
  check('energy wells', z.number().int().min(1).max(5), WELLS);
}
