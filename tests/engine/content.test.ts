/**
 * Each game's content is checked against its zod schemas where the rules run (the game
 * module runs `validate…Content` when it loads); the client only reads it. The shipped
 * content passes; a broken entry is refused by name.
 */
import { describe, expect, it } from 'vitest';
import { ITEMS } from '../../engine/games/delve/content/characters.ts';
import { validateDelveContent } from '../../engine/games/delve/content/validate.ts';
import { WELLS } from '../../engine/games/explorers/content/wells.ts';
import { validateExplorersContent } from '../../engine/games/explorers/content/validate.ts';
import { MAPS } from '../../engine/games/forest/content/maps.ts';
import { validateForestContent } from '../../engine/games/forest/content/validate.ts';

/** Runs `check` with `bad` added to `list`, then takes it out again. */
function withEntry<T>(list: T[], bad: unknown, check: () => void): () => void {
  return () => {
    list.push(bad as T);
    try {
      check();
    } finally {
      list.pop();
    }
  };
}

describe('game content against its schemas', () => {
  it('the shipped content of Explorers, Delve and the Forest passes', () => {
    expect(validateExplorersContent).not.toThrow();
    expect(validateDelveContent).not.toThrow();
    expect(validateForestContent).not.toThrow();
  });

  it('a broken entry is refused, naming what and which', () => {
    expect(withEntry(WELLS, 9, validateExplorersContent)).toThrow(/Explorers content: energy wells #5 is invalid/);
    expect(withEntry(ITEMS, { id: 'x' }, validateDelveContent)).toThrow(/Delve content: item #\d+ is invalid/);
    expect(withEntry(MAPS, { id: 'm' }, validateForestContent)).toThrow(/Forest content: map #\d+ is invalid/);
  });
});
