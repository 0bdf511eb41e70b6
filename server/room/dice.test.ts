import { describe, expect, it } from 'vitest';
import type { TablePiece } from '../../engine/core/projection.ts';
import type { RollMessage } from '../../wire/protocol.ts';
import { DiceRests, planThrow } from './dice.ts';

const die = (id: string, x: number, z: number, value: number): TablePiece =>
  ({ id, kind: 'die', model: 'd6', x, y: 0, z, rot: 0, faceUp: true, draggable: true, die: { sides: 6, labels: ['1', '2', '3', '4', '5', '6'], value } }) as TablePiece;

const roll = (id: string, p: [number, number, number]): RollMessage => ({
  rollId: 't:1', version: 1, seat: 0, format: 1, frameRate: 30, durationMs: 500,
  dice: [{ id, kind: 'd6', value: 4, labelMap: [1, 2, 3, 4, 5, 6], frames: '', final: { p, q: [0, 0, 0, 1] }, fallback: false }],
} as RollMessage);

describe('the room throws dice among the dice already lying on the table', () => {
  it('every die but the thrown ones is an obstacle: at its last throw\'s final pose while that stands, else where the table shows it', () => {
    const pieces = { a: die('a', 0, 0, 2), b: die('b', 3, 1, 5), c: die('c', -4, 2, 1), token: { ...die('token', 9, 9, 1), kind: 'token' } as TablePiece };
    const rests = new DiceRests();
    rests.record(roll('b', [3.4, 0.5, 1.2]), { b: { x: 3, z: 1 } });
    rests.record(roll('c', [-4.3, 0.5, 2.5]), { c: { x: -5, z: 2 } }); // moved since its throw
    const resting = rests.resting(pieces, new Set(['a']));
    expect(resting.map((r) => r.p)).toEqual(expect.arrayContaining([[3.4, 0.5, 1.2], [-4, 0.5, 2]]));
    expect(resting).toHaveLength(2);
    const planned = planThrow([{ id: 'a', kind: 'd6', value: 6 }], 0, 2, pieces, undefined, resting);
    expect(planned?.request.resting).toEqual(resting);
  });
});
