import { describe, expect, it } from 'vitest';
import { throttle } from './throttle.ts';

function fakeClock() {
  let now = 0;
  let timers: Array<{ at: number; cb: () => void; id: number }> = [];
  let nextId = 1;
  return {
    now: () => now,
    setTimeout: (cb: () => void, ms: number) => {
      const id = nextId++;
      timers.push({ at: now + ms, cb, id });
      return id;
    },
    clearTimeout: (id: unknown) => {
      timers = timers.filter((t) => t.id !== id);
    },
    advance(ms: number) {
      now += ms;
      const due = timers.filter((t) => t.at <= now);
      timers = timers.filter((t) => t.at > now);
      due.forEach((t) => t.cb());
    },
  };
}

describe('throttle', () => {
  it('sends the first call at once and the latest of a burst at the end of the interval', () => {
    const clock = fakeClock();
    const sent: number[] = [];
    const t = throttle((n: number) => sent.push(n), 66, clock);
    t(1);
    t(2);
    t(3);
    expect(sent).toEqual([1]);
    clock.advance(65);
    expect(sent).toEqual([1]);
    clock.advance(1);
    expect(sent).toEqual([1, 3]);
    clock.advance(100);
    t(4);
    expect(sent).toEqual([1, 3, 4]);
  });

  it('never sends more often than the interval', () => {
    const clock = fakeClock();
    const times: number[] = [];
    const t = throttle(() => times.push(clock.now()), 66, clock);
    for (let i = 0; i < 100; i++) {
      t();
      clock.advance(10);
    }
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(66);
    expect(times.length).toBeGreaterThanOrEqual(14);
  });

  it('flush sends the pending call at once, and nothing when none is pending', () => {
    const clock = fakeClock();
    const sent: number[] = [];
    const t = throttle((n: number) => sent.push(n), 66, clock);
    t(1);
    t(2);
    t.flush();
    expect(sent).toEqual([1, 2]);
    clock.advance(100);
    t.flush();
    expect(sent).toEqual([1, 2]);
  });

  it('cancel drops the pending call', () => {
    const clock = fakeClock();
    const sent: number[] = [];
    const t = throttle((n: number) => sent.push(n), 66, clock);
    t(1);
    t(2);
    t.cancel();
    clock.advance(200);
    expect(sent).toEqual([1]);
  });
});
