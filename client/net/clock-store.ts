/**
 * The table's clocks as the server last sent them (`S2C.clocks`), with the local time they
 * arrived: a running clock is shown counting down from there (the network's delay is the
 * error, a few tens of milliseconds).
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { ClocksMessage } from '../../wire/protocol.ts';

export interface ClockState {
  clocks: (ClocksMessage & { receivedAt: number }) | null;
}

export const clockStore = createStore<ClockState>()(() => ({ clocks: null }));

export function useClocks<T>(selector: (s: ClockState) => T): T {
  return useStore(clockStore, selector);
}

/** Milliseconds a seat has left at local time `now`. */
export function clockLeft(c: NonNullable<ClockState['clocks']>, seat: number, now: number): number | null {
  const s = c.seats[seat];
  if (!s) return null;
  // A reading taken before the message arrived (a component's older `now`) counts no time yet.
  return s.running ? Math.max(0, s.left - Math.max(0, now - c.receivedAt)) : s.left;
}

/** A clock reading as a person reads one: 1:05:09, 4:07, 0:09; days for a turn-based deadline. */
export function formatClock(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const days = Math.floor(total / 86_400);
  const h = Math.floor((total % 86_400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  const sec = total % 60;
  const two = (n: number): string => String(n).padStart(2, '0');
  if (days > 0) return `${days}d ${h}h`;
  if (h > 0) return `${h}:${two(m)}:${two(sec)}`;
  return `${m}:${two(sec)}`;
}
