import { describe, expect, it } from 'vitest';
import { Vector3 } from 'three';
import { dieGeometry, dieKinds, valueUp } from '../../assets/models/dice.ts';
import { dieKindOf, restHeight, restQuaternion } from './die-pose.ts';
import { labelQuads } from './die-labels.ts';

describe('die pose', () => {
  for (const kind of dieKinds) {
    it(`${kind} rests showing every value it is asked for`, () => {
      const sides = dieGeometry(kind).sides;
      for (let v = 1; v <= sides; v++) expect(valueUp(kind, restQuaternion(kind, v))).toBe(v);
    });
  }

  it('turns the top label to read from the near side', () => {
    const g = dieGeometry('d20');
    const q = restQuaternion('d20', 7);
    const face = g.valueOfFace.indexOf(7);
    const up = new Vector3(...g.labelUp[face]!).applyQuaternion(q);
    expect(up.z).toBeCloseTo(-1);
  });

  it('rests a d6 with its centre half a unit up', () => {
    expect(restHeight('d6')).toBeCloseTo(0.5);
  });

  it('picks the kind from the model, else from the sides', () => {
    expect(dieKindOf({ model: 'd12', die: { sides: 12, labels: [], value: 1 } })).toBe('d12');
    expect(dieKindOf({ model: 'hero-die', die: { sides: 8, labels: [], value: 1 } })).toBe('d8');
    expect(dieKindOf({ model: 'odd' })).toBe('d6');
  });

  it('prints one label per face, three per face on a d4', () => {
    expect(labelQuads('d6')).toHaveLength(6);
    expect(labelQuads('d20')).toHaveLength(20);
    expect(labelQuads('d4')).toHaveLength(12);
    for (const q of labelQuads('d12')) expect(q.half).toBeGreaterThan(0.05);
  });
});
