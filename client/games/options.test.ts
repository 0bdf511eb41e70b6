import { describe, expect, it } from 'vitest';
import { parseExplorersOptions } from '../../engine/games/explorers/index.ts';
import { parseRootOptions } from '../../engine/games/root/index.ts';
import { isRuleError } from '../../engine/core/result.ts';
import { EXPLORERS_HEROES, explorersHeroCount, explorersOptions, type ExplorersChoices } from './explorers/options.tsx';
import { ROOT_FACTIONS } from './root/factions/index.ts';
import { rootOptions } from './root/options.tsx';
import { clientGame } from '../kit/registry.ts';
import { loadClientGames } from '../../tests/helpers/client-games.ts';

// The registry loads each game's client on demand; these tests read them synchronously.
await loadClientGames();

const EX = explorersOptions.defaults;

function explorers(seats: number, choices: ExplorersChoices): Record<string, unknown> {
  const out = explorersOptions.toOptions(seats, choices);
  if ('error' in out) throw new Error(out.error);
  return out.options;
}

describe('table options on the create form', () => {
  it('the defaults are valid options for every game with options, through the registry', () => {
    const ex = clientGame('explorers').options!.toOptions(2, clientGame('explorers').options!.defaults);
    const root = clientGame('root').options!.toOptions(2, clientGame('root').options!.defaults);
    expect('options' in ex && isRuleError(parseExplorersOptions(ex.options))).toBe(false);
    expect('options' in root && isRuleError(parseRootOptions(root.options, 2))).toBe(false);
    expect(clientGame('sandbox').options).toBeUndefined();
  });

  it('a solo Explorers table plays a team of two heroes', () => {
    expect(explorersHeroCount(1)).toBe(2);
    expect(explorersHeroCount(3)).toBe(3);
  });

  it('chosen heroes, first player, Enraged Monsters and Lairs reach the engine as its options', () => {
    const options = explorers(3, { heroes: ['', 'shavi', 'bethras'], first: '1', enraged: 'runes', lairs: true });
    expect(options).toEqual({ heroes: ['shavi', 'bethras'], firstSeat: 1, enraged: 'runes', lairs: true });
    expect(isRuleError(parseExplorersOptions(options))).toBe(false);
  });

  it('heroes beyond the table\'s hero count are not sent', () => {
    expect(explorers(2, { ...EX, heroes: ['xylia', 'klethor', 'shavi'] }).heroes).toEqual(['xylia', 'klethor']);
  });

  it('a hero chosen twice is refused with the reason', () => {
    expect(explorersOptions.toOptions(2, { ...EX, heroes: ['xylia', 'xylia'] })).toEqual({ error: 'Each hero can be chosen once.' });
  });

  it('the hero list names every hero the engine knows', () => {
    const all = explorers(4, { ...EX, heroes: EXPLORERS_HEROES.map((h) => h.id) });
    expect(isRuleError(parseExplorersOptions(all))).toBe(false);
  });

  it('Root: a faction, random or picked at the table for each seat, and the turn order, reach the engine as its options', () => {
    for (const seats of [2, 3]) {
      const out = rootOptions.toOptions(seats, rootOptions.defaults);
      if ('error' in out) throw new Error(out.error);
      expect((out.options.factions as string[])).toHaveLength(seats);
      expect(isRuleError(parseRootOptions(out.options, seats))).toBe(false);
    }
    const mixed = rootOptions.toOptions(3, { factions: [ROOT_FACTIONS[1]!.id, 'random', 'pick', 'legion'], first: '2' });
    expect(mixed).toEqual({ options: { factions: [ROOT_FACTIONS[1]!.id, 'random', 'pick'], order: [2, 0, 1] } });
    expect(isRuleError(parseRootOptions((mixed as { options: unknown }).options, 3))).toBe(false);
    expect(rootOptions.toOptions(2, { factions: ['random', 'random'], first: 'random' })).toEqual({ options: { factions: ['random', 'random'], order: 'random' } });
  });

  it('Root: a faction chosen for two seats is refused with the reason', () => {
    const id = ROOT_FACTIONS[0]!.id;
    expect(rootOptions.toOptions(2, { factions: [id, id], first: '0' })).toEqual({ error: `The ${ROOT_FACTIONS[0]!.name} can be played by one seat only.` });
  });
});
