import { describe, expect, it } from 'vitest';
import { autoPassSeat } from './HotseatPanel.tsx';

describe('hotseat: when the device passes on its own', () => {
  it('passes to a seat the table waits on once the front seat has nothing to do', () => {
    expect(autoPassSeat(false, false, [{ seat: 1, awaited: false }, { seat: 2, awaited: true }])).toBe(2);
  });
  it('never while the front seat still has something to do (a sealed choice it may change, its own turn)', () => {
    expect(autoPassSeat(true, false, [{ seat: 1, awaited: true }])).toBeNull();
  });
  it('never when the game is over, or when no seat of the device is waited on', () => {
    expect(autoPassSeat(false, true, [{ seat: 1, awaited: true }])).toBeNull();
    expect(autoPassSeat(false, false, [{ seat: 1, awaited: false }])).toBeNull();
  });
});
