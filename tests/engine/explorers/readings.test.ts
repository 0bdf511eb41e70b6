import { describe, expect, it } from 'vitest';
import { explorers } from '../../../engine/games/explorers/index.ts';
import {
  deciderHero, hasPower, nextPower, powerCards, readBattleDie, readDie, stepOf, type DieReading,
} from '../../../engine/games/explorers/readings.ts';
import type { Battle, BattleDie } from '../../../engine/games/explorers/state.ts';
import { noteWords } from '../../../engine/games/explorers/log-words.ts';
import { newGame, scene } from '../../helpers/explorers.ts';

const battle = (over: Partial<Battle> = {}): Pick<Battle, 'defense' | 'plus' | 'immune'> => ({ defense: 4, plus: 0, immune: [], ...over });
const die = (v: number, color: BattleDie['color'] = null, hero = 0): BattleDie => ({ id: color ? `power-${color}` : 'combat-1', hero, color, v });
const plain = { weak: [], resist: [], immune: [] };
/** A reading with its note in English words, as the log line and the battle panel show it. */
const inWords = (r: DieReading): { value: number; hit: boolean; note: string } => ({ ...r, note: noteWords(r.note) });

describe('EX readings shared by the engine and the HUD', () => {
  it('EX readings: a view gives the same step and decider as the state it was projected from', () => {
    expect(stepOf(newGame(2, { heroes: ['xylia', 'klethor'], firstSeat: 0 }, 'readings').state)).toBe('place');
    const m = scene(['xylia', 'klethor'], { hero: 1, stage: 'assign' });
    for (const viewer of [0, 1, 'spectator'] as const) {
      const v = explorers.view(m.state, viewer);
      expect(stepOf(v)).toBe(stepOf(m.state));
      expect(deciderHero(v)).toBe(deciderHero(m.state));
    }
    expect(stepOf(m.state)).toBe('assign');
    expect(deciderHero(m.state)).toBe(1);
  });

  it('EX readings: pending decisions come before the turn stage (seed 002 order: loot, rewards, Frost, battle)', () => {
    const m = scene(['xylia', 'klethor'], { stage: 'act' });
    expect(stepOf(m.state)).toBe('act');
    expect(stepOf({ ...m.state, replace: [{ hero: 1, card: 'mace' }] })).toBe('replace');
    expect(deciderHero({ ...m.state, replace: [{ hero: 1, card: 'mace' }] })).toBe(1);
    expect(stepOf({ ...m.state, share: [{ kind: 'orbs', left: 1, heroes: [0, 1] }] })).toBe('share');
    expect(stepOf({ ...m.state, result: { victory: false, reason: 'x' } })).toBe('over');
    expect(deciderHero({ ...m.state, result: { victory: false, reason: 'x' } })).toBeNull();
  });

  it('EX readings: Pathfinder decides the bonus tile only once unlocked; no decider without it', () => {
    const m = scene(['klethor', 'xylia']);
    const offer = { ...m.state, phase: 'explore' as const, explore: { queue: [], tile: null, offer: true, bonus: true } };
    expect(stepOf(offer)).toBe('bonus');
    expect(deciderHero(offer)).toBeNull();
    const heroes = offer.heroes.map((h) => (h.id === 'xylia' ? { ...h, powers: 1 } : h));
    expect(deciderHero({ ...offer, heroes })).toBe(1);
  });

  it('EX readings: Powers unlock in card order for 3 then 5 orbs (seed 002 2c)', () => {
    expect(powerCards({ id: 'xylia', powers: 0 }).map((p) => [p.name, p.unlocked, p.cost])).toEqual([['Pathfinder', false, 3], ['Far Sight', false, 5]]);
    expect(nextPower({ id: 'xylia', powers: 1 })?.name).toBe('Far Sight');
    expect(nextPower({ id: 'xylia', powers: 2 })).toBeNull();
    expect(hasPower({ id: 'xylia', powers: 1 }, 'extraTile')).toBe(true);
    expect(hasPower({ id: 'xylia', powers: 1 }, 'farHelp')).toBe(false);
  });

  it('EX readings: a combat die hits at the defense; the battle bonus counts only for the active hero', () => {
    expect(inWords(readDie(plain, battle(), die(4), { active: true, frostBite: false }))).toEqual({ value: 4, hit: true, note: '4' });
    expect(readDie(plain, battle(), die(3), { active: true, frostBite: false }).hit).toBe(false);
    expect(inWords(readDie(plain, battle({ plus: 1 }), die(3), { active: true, frostBite: false }))).toEqual({ value: 4, hit: true, note: '3+1' });
    expect(readDie(plain, battle({ plus: 1 }), die(3), { active: false, frostBite: false }).hit).toBe(false);
  });

  it('EX readings: power dice gain on a weakness, lose on a resistance, never hit on an immunity', () => {
    const enemy = { weak: ['green' as const], resist: ['purple' as const], immune: ['orange' as const] };
    const off = { active: true, frostBite: false };
    expect(inWords(readDie(enemy, battle(), die(3, 'green'), off))).toEqual({ value: 4, hit: true, note: 'green 3+1 = 4' });
    expect(inWords(readDie(enemy, battle(), die(4, 'purple'), off))).toEqual({ value: 3, hit: false, note: 'purple 4-1 = 3' });
    expect(inWords(readDie(enemy, battle(), die(6, 'orange'), off))).toEqual({ value: 6, hit: false, note: 'orange 6, immune' });
    // A Boss's combat skill adds immunities for one battle.
    expect(readDie(enemy, battle({ immune: ['blue'] }), die(6, 'blue'), off).hit).toBe(false);
  });

  it("EX readings: Sha'Vi's Frost Bite adds 1 to her blue die once unlocked", () => {
    const heroes = [{ id: 'shavi' as const, powers: 0 }, { id: 'shavi' as const, powers: 1 }];
    expect(readBattleDie(plain, battle(), die(3, 'blue', 0), heroes, 0).hit).toBe(false);
    expect(inWords(readBattleDie(plain, battle(), die(3, 'blue', 1), heroes, 1))).toEqual({ value: 4, hit: true, note: 'blue 3+1 = 4' });
  });
});
