import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../core/rng.ts';
import { forcedDice } from '../../tests/helpers/scripted-rng.ts';
import {
  DIE_SIDES, ROOT_D12_LABELS, dieLabel, dieLabels, dieModel, dieNumber, dieSpec, dieValuesWithLabel, isDieSides,
  rollDice, rollDie, rootD12, validateDieSpec,
} from './dice.ts';

describe('dice', () => {
  it('supports d4, d6, d8, d10, d12 and d20 with matching model ids', () => {
    expect([...DIE_SIDES]).toEqual([4, 6, 8, 10, 12, 20]);
    for (const sides of DIE_SIDES) expect(dieModel(dieSpec(sides))).toBe(`d${sides}`);
    expect(isDieSides(7)).toBe(false);
  });

  it('rolls every face value in 1..sides and nothing else', () => {
    const rng = new Rng(seedRng('dice'));
    for (const sides of DIE_SIDES) {
      const seen = new Set<number>();
      for (let i = 0; i < 400; i++) seen.add(rollDie(dieSpec(sides), rng));
      expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: sides }, (_, i) => i + 1));
    }
  });

  it('rolls a d6 about uniformly', () => {
    const rng = new Rng(seedRng('uniform'));
    const counts = new Array(7).fill(0);
    for (let i = 0; i < 6000; i++) counts[rollDie(dieSpec(6), rng)] += 1;
    for (let v = 1; v <= 6; v++) expect(Math.abs(counts[v] - 1000)).toBeLessThan(150);
  });

  it('takes forced values from a scripted Rng (test helper)', () => {
    const specs = [dieSpec(6), dieSpec(20), rootD12()];
    expect(rollDice(specs, forcedDice(6, 17, 4))).toEqual([6, 17, 4]);
  });

  it("labels Root's d12 with 0–3, three faces each, interleaved", () => {
    const spec = rootD12('#e6b422');
    expect(dieLabels(spec)).toEqual([...ROOT_D12_LABELS]);
    for (const label of ['0', '1', '2', '3']) expect(dieValuesWithLabel(spec, label)).toHaveLength(3);
    expect(dieValuesWithLabel(spec, '3')).toEqual([4, 8, 12]);
    expect(dieLabel(spec, 7)).toBe('2');
    expect(dieNumber(spec, 7)).toBe(2);
    expect(spec.color).toBe('#e6b422');
  });

  it('maps value ↔ label for numbered and custom dice', () => {
    expect(dieLabel(dieSpec(20), 17)).toBe('17');
    expect(dieLabel(dieSpec(6), 7)).toMatchObject({ code: 'dice/bad-value' });
    const hero = dieSpec(6, { labels: ['miss', 'miss', 'hit', 'hit', 'hit', 'crit'] });
    expect(dieValuesWithLabel(hero, 'hit')).toEqual([3, 4, 5]);
    expect(dieNumber(hero, 6)).toBe(6);
    expect(dieValuesWithLabel(hero, 'nope')).toEqual([]);
  });

  it('validates specs from outside data', () => {
    expect(validateDieSpec({ sides: 6, labels: ['1'] })).toMatchObject({ code: 'dice/bad-labels' });
    expect(validateDieSpec({ sides: 7 as 6 })).toMatchObject({ code: 'dice/bad-sides' });
    expect(validateDieSpec(rootD12())).toEqual(rootD12());
  });
});
