/**
 * Fair dice (issue "physics dice", DESIGN §5 step 1): the engine's values, decided by the
 * seeded RNG, are uniform over the faces of every die kind. Each kind gets 60,000 rolls
 * and must pass Pearson's chi-square test at p > 0.001. The seeds are fixed, so the test
 * is deterministic: it cannot flake, and a change to the RNG or to `rollDie` that skews a
 * die fails it.
 */
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../core/rng.ts';
import { chiSquare, chiSquareUniform, gammaQ } from '../../tests/helpers/chi-square.ts';
import { DIE_SIDES, dieLabel, dieSpec, rollDice, rollDie, rootD12, type DieSpec } from './dice.ts';

const ROLLS = 60_000;
const ALPHA = 0.001;

function counts(spec: DieSpec, rng: Rng, n = ROLLS): number[] {
  const out = new Array<number>(spec.sides).fill(0);
  for (let i = 0; i < n; i++) out[rollDie(spec, rng) - 1]! += 1;
  return out;
}

describe('chi-square helper', () => {
  it('matches the textbook critical values', () => {
    // P(X² ≥ x) for k degrees of freedom, from standard tables.
    expect(gammaQ(9 / 2, 27.877 / 2)).toBeCloseTo(0.001, 5);
    expect(gammaQ(5 / 2, 11.07 / 2)).toBeCloseTo(0.05, 4);
    expect(gammaQ(1 / 2, 3.841 / 2)).toBeCloseTo(0.05, 4);
    expect(gammaQ(19 / 2, 43.82 / 2)).toBeCloseTo(0.001, 4);
    expect(gammaQ(3 / 2, 0.1 / 2)).toBeGreaterThan(0.99);
  });

  it('rejects a loaded die', () => {
    // A d6 showing 6 one time in five instead of one in six, over 60,000 rolls.
    const loaded = [9600, 9600, 9600, 9600, 9600, 12000];
    expect(chiSquareUniform(loaded).p).toBeLessThan(ALPHA);
  });
});

describe('dice fairness: 60,000 engine rolls per die kind pass chi-square at p > 0.001', () => {
  it.each(DIE_SIDES.map((s) => [s]))('d%i faces are uniform', (sides) => {
    const spec = dieSpec(sides);
    const observed = counts(spec, new Rng(seedRng(`fairness-d${sides}`)));
    expect(observed.reduce((s, c) => s + c, 0)).toBe(ROLLS);
    const test = chiSquareUniform(observed);
    expect(test.df).toBe(sides - 1);
    expect(test.p, `d${sides} counts ${observed.join(' ')}: X² ${test.statistic.toFixed(2)}`).toBeGreaterThan(ALPHA);
  });

  it("Root's d12 shows 0, 1, 2 and 3 a quarter of the time each", () => {
    const spec = rootD12();
    const faces = counts(spec, new Rng(seedRng('fairness-root-d12')));
    const faceTest = chiSquareUniform(faces);
    expect(faceTest.p).toBeGreaterThan(ALPHA);
    const byLabel = new Map<string, number>();
    faces.forEach((c, i) => {
      const label = dieLabel(spec, i + 1) as string;
      byLabel.set(label, (byLabel.get(label) ?? 0) + c);
    });
    expect([...byLabel.keys()].sort()).toEqual(['0', '1', '2', '3']);
    const labelTest = chiSquare([...byLabel.values()], [ROLLS / 4, ROLLS / 4, ROLLS / 4, ROLLS / 4]);
    expect(labelTest.p).toBeGreaterThan(ALPHA);
  });

  it('mixed throws: every die of a throw of d4 … d20 is uniform, whatever its place in the throw', () => {
    const specs = DIE_SIDES.map((s) => dieSpec(s));
    const rng = new Rng(seedRng('fairness-mixed'));
    const observed = specs.map((s) => new Array<number>(s.sides).fill(0));
    for (let i = 0; i < ROLLS; i++) {
      rollDice(specs, rng).forEach((v, d) => { observed[d]![v - 1]! += 1; });
    }
    for (const [d, o] of observed.entries()) {
      expect(chiSquareUniform(o).p, `d${specs[d]!.sides} in a mixed throw`).toBeGreaterThan(ALPHA);
    }
  });

  it('successive d6 rolls are independent (pairs uniform over the 36 outcomes)', () => {
    const spec = dieSpec(6);
    const rng = new Rng(seedRng('fairness-pairs'));
    const pairs = new Array<number>(36).fill(0);
    for (let i = 0; i < ROLLS; i++) {
      const a = rollDie(spec, rng);
      const b = rollDie(spec, rng);
      pairs[(a - 1) * 6 + (b - 1)]! += 1;
    }
    expect(chiSquareUniform(pairs).p).toBeGreaterThan(ALPHA);
  });
});
