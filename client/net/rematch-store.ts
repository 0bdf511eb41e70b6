/**
 * The rematch of the table this page is at (docs/PROTOCOL.md "Rematch"): its code once
 * the server made one (`S2C.rematch`), and the seat a guest asks for at it. A signed-in
 * player's seat is held for their account there; a guest, whom the new table cannot know,
 * carries the seat number in the address (`/t/CODE?seat=N`) and asks for it when joining.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { RematchMessage } from '../../wire/account-protocol.ts';

export const rematchStore = createStore<{ made: RematchMessage | null }>()(() => ({ made: null }));

export function useRematch(): RematchMessage | null {
  return useStore(rematchStore, (s) => s.made);
}

/** The table path of a rematch for whoever sat at `seat` here (a spectator watches it). */
export function rematchPath(code: string, seat: number | 'spectator' | null): string {
  const path = `/t/${encodeURIComponent(code)}`;
  return typeof seat === 'number' ? `${path}?seat=${seat}` : `${path}?watch=1`;
}

/** The seat the page's address asks for (`?seat=N`, 0–9), or undefined. */
export function wantedSeat(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('seat');
  if (raw === null || !/^\d$/.test(raw)) return undefined;
  return Number(raw);
}
