import { describe, expect, it } from 'vitest';
import { clockLeft, formatClock } from './clock-store.ts';

describe('clocks as players read them', () => {
  it('a running clock counts down from its arrival; a stopped one stands', () => {
    const c = { kind: 'realtime' as const, receivedAt: 1000, seats: [{ left: 60_000, running: true, out: false }, { left: 30_000, running: false, out: false }] };
    expect(clockLeft(c, 0, 11_000)).toBe(50_000);
    expect(clockLeft(c, 1, 11_000)).toBe(30_000);
    expect(clockLeft(c, 0, 100_000)).toBe(0);
    expect(clockLeft(c, 5, 0)).toBeNull();
  });
  it('a reading taken just before the clock arrived never shows more than the server said: a full 10:00 bank reads 10:00, not 10:01', () => {
    const c = { kind: 'realtime' as const, receivedAt: 5_000, seats: [{ left: 600_000, running: true, out: false }] };
    expect(clockLeft(c, 0, 4_600)).toBe(600_000);
    expect(formatClock(clockLeft(c, 0, 4_600)!)).toBe('10:00');
  });
  it('formats minutes, hours and days', () => {
    expect(formatClock(9_000)).toBe('0:09');
    expect(formatClock(247_000)).toBe('4:07');
    expect(formatClock(3_909_000)).toBe('1:05:09');
    expect(formatClock(3 * 86_400_000 + 2 * 3_600_000)).toBe('3d 2h');
    expect(formatClock(-5)).toBe('0:00');
  });
});
