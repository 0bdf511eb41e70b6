import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RollMessage } from '../../wire/protocol.ts';
import { diceStore, dropDieRoll, expectRoll, landedLog, movedAway, receiveRoll, receiveRolls, resetDice, ROLL_WAIT_MS } from './dice-store.ts';

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

describe('dice store: a throw\'s result waits for its dice to land', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetDice();
  });
  afterEach(() => vi.useRealTimers());

  const log = [{ v: 5, text: 'Ann moved.' }, { v: 6, text: 'Bo drew.' }, { v: 7, text: 'Bo rolled d6 4.' }, { v: 7, text: 'Bo hits twice.' }, { v: 8, text: 'Ann passed.' }];
  const shown = () => landedLog(log, diceStore.getState().landing).map((e) => e.text);

  it('dice landing: the log stops before the throw\'s version until its dice come to rest on this screen, then shows it all', () => {
    expectRoll(7, 1000); // the patch telling the throw came first
    expect(shown()).toEqual(['Ann moved.', 'Bo drew.']);
    vi.advanceTimersByTime(100);
    receiveRoll(roll, 1100); // its roll message: 1.2 s of flight
    vi.advanceTimersByTime(ROLL_WAIT_MS); // past the wait for the message: the flight still holds it
    expect(shown()).toEqual(['Ann moved.', 'Bo drew.']);
    vi.advanceTimersByTime(1200 - ROLL_WAIT_MS - 1);
    expect(shown()).toEqual(['Ann moved.', 'Bo drew.']);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual(log.map((e) => e.text));
  });

  it('dice landing: a throw whose roll message never comes is held no longer than the wait for it', () => {
    expectRoll(7, 0);
    vi.advanceTimersByTime(ROLL_WAIT_MS - 1);
    expect(shown()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(shown()).toHaveLength(5);
  });

  it('dice landing: a late joiner (a snapshot, then where the dice lie) sees every line at once', () => {
    receiveRoll(roll, 0);
    expect(shown()).toHaveLength(2);
    receiveRolls({ dice: [{ id: 'd1', kind: 'd6', value: 4, labelMap: [4, 1, 2, 3, 5, 6], final: { p: [2, 0.5, 3], q: [0, 0, 0, 1] } }] });
    expect(shown()).toHaveLength(5);
    resetDice();
    expect(shown()).toHaveLength(5);
    // A patch for a version whose roll already came and landed holds nothing again.
    receiveRoll(roll, 0);
    vi.advanceTimersByTime(1200);
    expectRoll(7, 1200);
    expect(shown()).toHaveLength(5);
  });
});
