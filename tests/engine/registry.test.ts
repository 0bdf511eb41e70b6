import { describe, expect, it } from 'vitest';
import { games, getGame } from '../../engine/games/registry.ts';
import { sandbox } from '../../engine/games/sandbox/index.ts';

describe('game registry', () => {
  it('lists the free table under its id', () => {
    expect(games.sandbox).toBe(sandbox);
    expect(getGame('sandbox')).toBe(sandbox);
  });

  it('answers undefined for unknown ids, inherited names included', () => {
    expect(getGame('chess')).toBeUndefined();
    expect(getGame('constructor')).toBeUndefined();
    expect(getGame('__proto__')).toBeUndefined();
  });

  it('keys every game by its own id', () => {
    for (const [id, module] of Object.entries(games)) expect(module.id).toBe(id);
  });
});
