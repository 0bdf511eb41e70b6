/**
 * Delve's content against its zod schemas: the shapes and ranges TypeScript's types do not
 * hold (whole numbers, bounds, non-empty lists). A content mistake is a programming error,
 * so this throws. The game module runs it when it loads (the server, the simulator, the
 * tests); the client, which only reads the content, does not load zod for it.
 */
import { checkContent } from '../../../core/parse.ts';
import { CHARACTERS, ITEMS } from './characters.ts';
import { MONSTER_DECK, MONSTER_KINDS } from './monsters.ts';
import { SCENARIO } from './scenario.ts';
import { cardSchema, characterSchema, itemSchema, monsterCardSchema, monsterKindSchema, scenarioSchema } from './schema.ts';


export function validateDelveContent(): void {
  checkContent('Delve', 'character', characterSchema, CHARACTERS);
  checkContent('Delve', 'item', itemSchema, ITEMS);
  for (const c of CHARACTERS) checkContent('Delve', `${c.id} card`, cardSchema, c.cards);
  checkContent('Delve', 'monster kind', monsterKindSchema, MONSTER_KINDS);
  checkContent('Delve', 'scenario', scenarioSchema, [SCENARIO]);
  checkContent('Delve', 'monster card', monsterCardSchema, MONSTER_DECK);
}
