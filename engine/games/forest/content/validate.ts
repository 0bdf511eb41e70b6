/**
 * The Forest content against its zod schemas: the shapes and ranges TypeScript's types do
 * not hold. A content mistake is a programming error, so this throws. The game module runs
 * it when it loads (the server, the simulator, the tests); the client, which only reads
 * the content, does not load zod for it.
 */
import type { z } from 'zod';
import { CARDS } from './cards.ts';
import { MAPS } from './maps.ts';
import { cardSchema, mapSchema, sideSchema } from './schema.ts';
import { SIDES } from './sides.ts';

function check(what: string, schema: z.ZodType, items: readonly unknown[]): void {
  items.forEach((item, i) => {
    const r = schema.safeParse(item);
    if (!r.success) throw new Error(`Forest content: ${what} #${i + 1} is invalid: ${r.error.issues[0]?.message ?? 'invalid'}`);
  });
}

export function validateForestContent(): void {
  check('side', sideSchema, SIDES);
  check('card', cardSchema, CARDS);
  check('map', mapSchema, MAPS);
}
