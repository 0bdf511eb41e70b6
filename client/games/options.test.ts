import { describe, expect, it } from 'vitest';
import { parseExplorersOptions } from '../../engine/games/explorers/index.ts';
import { parseRootOptions } from '../../engine/games/root/index.ts';
import { isRuleError } from '../../engine/core/result.ts';
import { DEFAULT_CHOICES, EXPLORERS_HEROES, ROOT_FACTIONS, explorersHeroCount, optionsFor, type TableChoices } from './options.tsx';

function sent(gameId: string, seats: number, choices: TableChoices): Record<string, unknown> {
  const out = optionsFor(gameId, seats, choices);
  if ('error' in out) throw new Error(out.error);
  return out.options;
}

describe('table options on the create form', () => {
  it('the defaults are valid options for every game with options', () => {
    expect(isRuleError(parseExplorersOptions(sent('explorers', 2, DEFAULT_CHOICES)))).toBe(false);
    expect(isRuleError(parseRootOptions(sent('root', 2, DEFAULT_CHOICES)))).toBe(false);
    expect(sent('sandbox', 4, DEFAULT_CHOICES)).toEqual({});
  });

  it('a solo Explorers table plays a team of two heroes', () => {
    expect(explorersHeroCount(1)).toBe(2);
    expect(explorersHeroCount(3)).toBe(3);
  });

  it('chosen heroes, first player, Enraged Monsters and Lairs reach the engine as its options', () => {
    const choices: TableChoices = { ...DEFAULT_CHOICES, explorers: { heroes: ['', 'shavi', 'bethras'], first: '1', enraged: 'runes', lairs: true } };
    const options = sent('explorers', 3, choices);
    expect(options).toEqual({ heroes: ['shavi', 'bethras'], firstSeat: 1, enraged: 'runes', lairs: true });
    const parsed = parseExplorersOptions(options);
    expect(isRuleError(parsed)).toBe(false);
  });

  it('heroes beyond the table\'s hero count are not sent', () => {
    const choices: TableChoices = { ...DEFAULT_CHOICES, explorers: { ...DEFAULT_CHOICES.explorers, heroes: ['xylia', 'klethor', 'shavi'] } };
    expect(sent('explorers', 2, choices).heroes).toEqual(['xylia', 'klethor']);
  });

  it('a hero chosen twice is refused with the reason', () => {
    const choices: TableChoices = { ...DEFAULT_CHOICES, explorers: { ...DEFAULT_CHOICES.explorers, heroes: ['xylia', 'xylia'] } };
    expect(optionsFor('explorers', 2, choices)).toEqual({ error: 'Each hero can be chosen once.' });
  });

  it('the hero list names every hero the engine knows', () => {
    const all = sent('explorers', 4, { ...DEFAULT_CHOICES, explorers: { ...DEFAULT_CHOICES.explorers, heroes: EXPLORERS_HEROES.map((h) => h.id) } });
    expect(isRuleError(parseExplorersOptions(all))).toBe(false);
  });

  it('the Root host plays the chosen faction and the other seat the other one', () => {
    for (const f of ROOT_FACTIONS) {
      const options = sent('root', 2, { ...DEFAULT_CHOICES, root: { host: f.id } });
      expect((options.factions as string[])[0]).toBe(f.id);
      expect(new Set(options.factions as string[]).size).toBe(2);
      expect(isRuleError(parseRootOptions(options))).toBe(false);
    }
  });
});
