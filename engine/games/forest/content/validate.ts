/**
 * The Forest content against its zod schemas: the shapes and ranges TypeScript's types do
 * not hold. A content mistake is a programming error, so this throws. The game module runs
 * it when it loads (the server, the simulator, the tests); the client, which only reads
 * the content, does not load zod for it.
 */
import { checkContent } from '../../../core/parse.ts';
import { CARDS } from './cards.ts';
import { MAPS } from './maps.ts';
import { cardSchema, mapSchema, sideSchema } from './schema.ts';
import { SIDES } from './sides.ts';


export function validateForestContent(): void {
  checkContent('Forest', 'side', sideSchema, SIDES);
  checkContent('Forest', 'card', cardSchema, CARDS);
  checkContent('Forest', 'map', mapSchema, MAPS);
}
