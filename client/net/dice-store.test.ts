import { beforeEach, describe, expect, it } from 'vitest';
import type { RollMessage } from '../../server/protocol.ts';
import { diceStore, dropDieRoll, movedAway, receiveRoll, receiveRolls, resetDice } from './dice-store.ts';

/** One frame at the origin, identity rotation, in the wire format: u16 count, i16×3, u32. */
function oneFrame(): string {
  const b = new Uint8Array(12);
  const v = new DataView(b.buffer);
  v.setUint16(0, 1, true);
  // Largest component w (index 3), the three others 0 → mid-scale 511.5 ≈ 512.
  const mid = 512;
  v.setUint32(8, ((3 << 30) | (mid << 20) | (mid << 10) | mid) >>> 0, true);
  return btoa(String.fromCharCode(...b));
}

const roll: RollMessage = {
  format: 1, frameRate: 30, durationMs: 1200, rollId: 'ABC:7', version: 7, seat: 1,
  dice: [{
    id: 'd1', kind: 'd6', value: 4, labelMap: [4, 1, 2, 3, 5, 6], frames: oneFrame(),
    final: { p: [2, 0.5, 3], q: [0, 0, 0, 1] }, fallback: false,
  }],
};

describe('dice store', () => {
  beforeEach(() => resetDice());

  it('stores a live throw with its decoded tracks', () => {
    receiveRoll(roll, 1000);
    const s = diceStore.getState();
    expect(s.roll).toMatchObject({ rollId: 'ABC:7', seat: 1, frameRate: 30, durationMs: 1200, receivedAt: 1000 });
    expect(s.roll!.dice[0]!.track!.count).toBe(1);
    expect(s.dice.d1).toMatchObject({ value: 4, labelMap: [4, 1, 2, 3, 5, 6], final: { p: [2, 0.5, 3] } });
  });

  it('a rolls message gives final poses only and replaces what was known', () => {
    receiveRoll(roll, 1000);
    receiveRolls({ dice: [{ id: 'd2', kind: 'd20', value: 5, labelMap: [5], final: { p: [0, 0.6, 0], q: [0, 0, 0, 1] } }] });
    const s = diceStore.getState();
    expect(s.dice.d1).toBeUndefined();
    expect(s.dice.d2!.track).toBeNull();
  });

  it('drops a die the table moved elsewhere', () => {
    receiveRoll(roll, 1000);
    const e = { ...diceStore.getState().dice.d1!, anchor: [10, 10] as [number, number] };
    expect(movedAway(e, 10, 10)).toBe(false);
    expect(movedAway(e, 2, 3)).toBe(false); // moved onto its final pose
    expect(movedAway(e, -5, 1)).toBe(true);
    dropDieRoll('d1');
    expect(diceStore.getState().dice.d1).toBeUndefined();
  });
});
