import { describe, expect, it } from 'vitest';
import { cloneJson, plainCopy } from './clone.ts';
import { createMatch, projectView } from './match.ts';
import { isRuleError } from './result.ts';
import { games } from '../games/registry.ts';

/** The reference: what the JSON text reads back as. */
const roundTrip = (x: unknown): unknown => JSON.parse(JSON.stringify(x));

describe('plainCopy is what the JSON text reads back as', () => {
  const cases: Array<[string, unknown]> = [
    ['nested objects and arrays', { a: [1, { b: 'x', c: [true, null] }], d: 'e' }],
    ['undefined members are left out', { a: 1, b: undefined, c: { d: undefined } }],
    ['undefined in an array becomes null', [1, undefined, 3]],
    ['functions are left out, and null in arrays', { f: () => 1, a: [() => 2] }],
    ['numbers that are not finite become null', { a: Number.NaN, b: [Infinity, -Infinity] }],
    ['minus zero becomes zero', { a: -0, b: [-0] }],
    ['a "__proto__" member stays a member', JSON.parse('{"__proto__":{"x":1},"y":2}') as unknown],
  ];
  for (const [name, value] of cases) {
    it(name, () => {
      const copy = plainCopy(value);
      expect(JSON.stringify(copy)).toBe(JSON.stringify(roundTrip(value)));
      expect(copy).toStrictEqual(roundTrip(value));
      expect(Object.getPrototypeOf(copy)).toBe(Object.getPrototypeOf(value));
    });
  }

  it('the copy shares nothing with the original', () => {
    const value = { a: { b: [1, { c: 2 }] } };
    const copy = plainCopy(value);
    copy.a.b.push(3);
    (copy.a.b[1] as { c: number }).c = 9;
    expect(value).toEqual({ a: { b: [1, { c: 2 }] } });
  });

  it("every game's projections for every viewer copy as their text reads back", () => {
    for (const game of Object.values(games)) {
      const match = createMatch(game, {}, Math.max(2, game.minSeats), 'plain-copy');
      if (isRuleError(match)) throw new Error(`${game.id}: ${match.message}`);
      for (const viewer of [0, 1, 'spectator'] as const) {
        const p = projectView(game, match, viewer);
        expect(plainCopy(p), `${game.id} ${String(viewer)}`).toStrictEqual(roundTrip(p));
      }
    }
  });

  it('cloneJson keeps undefined members, as structuredClone does', () => {
    expect(cloneJson({ a: undefined })).toStrictEqual({ a: undefined });
  });
});
