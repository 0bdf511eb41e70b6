/**
 * Delve's content against its zod schemas: the shapes and ranges TypeScript's types do not
 * hold (whole numbers, bounds, non-empty lists). A content mistake is a programming error,
 * so this throws. The game module runs it when it loads (the server, the simulator, the
 * tests); the client, which only reads the content, does not load zod for it.
 */
import type { z } from 'zod';
import { CHARACTERS, ITEMS } from './characters.ts';
import { MONSTER_DECK, MONSTER_KINDS } from './monsters.ts';
import { SCENARIO } from './scenario.ts';
import { cardSchema, characterSchema, itemSchema, monsterCardSchema, monsterKindSchema, scenarioSchema } from './schema.ts';

function check(what: string, schema: z.ZodType, items: readonly unknown[]): void {
  items.forEach((item, i) => {
    const r = schema.safeParse(item);
    if (!r.success) throw new Error(`Delve content: ${what} #${i + 1} is invalid: ${r.error.issues[0]?.message ?? 'invalid'}`);
  });
}

export function validateDelveContent(): void {
  check('character', characterSchema, CHARACTERS);
  check('item', itemSchema, ITEMS);
  for (const c of CHARACTERS) check(`${c.id} card`, cardSchema, c.cards);
  check('monster kind', monsterKindSchema, MONSTER_KINDS);
  check('scenario', scenarioSchema, [SCENARIO]);
  check('monster card', monsterCardSchema, MONSTER_DECK);
}
