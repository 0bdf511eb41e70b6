/**
 * The Explorers content against its zod schemas: the shapes and ranges TypeScript's types
 * do not hold. A content mistake is a programming error, so this throws. The game module
 * runs it when it loads (the server, the simulator, the tests); the client, which only
 * reads the content, does not load zod for it.
 */
import { z } from 'zod';
import { checkContent } from '../../../core/parse.ts';
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


export function validateExplorersContent(): void {
  checkContent('Explorers', 'forest tiles', tileSchema, FOREST_TILES);
  checkContent('Explorers', 'special tiles', tileSchema, [START_TILE, BOSS_TILE]);
  checkContent('Explorers', 'monster markers', monsterSchema, MONSTERS);
  checkContent('Explorers', 'bosses', bossSchema, BOSSES);
  checkContent('Explorers', 'loot cards', lootSchema, LOOT);
  checkContent('Explorers', 'event cards', eventSchema, EVENTS);
  checkContent('Explorers', 'thorns rows', thornsRowSchema, THORNS);
  checkContent('Explorers', 'heroes', heroSchema, HEROES);
  checkContent('Explorers', 'lair A cards', lairASchema, LAIRS_A);
  checkContent('Explorers', 'lair B cards', lairBSchema, LAIRS_B);
  checkContent('Explorers', 'energy wells', z.number().int().min(1).max(5), WELLS);
}
