/**
 * The one place a seat's colour is read for display: `useShownColour()` gives the colour to
 * draw or list for a seat, the palette setting (Settings, `PaletteControl`), the table's seats
 * and its game's own safe colours applied (seat-palette.ts). Pieces, seat lists, scoreboards
 * and overlays read seat colours through it. Every piece calls it, so it subscribes narrowly:
 * with the palette off, to nothing that changes; with it on, to the seats' colours as one string.
 */
import { useCallback, useMemo } from 'react';
import { useStore } from 'zustand';
import { useUi } from '../interaction/ui-store.ts';
import { loadedGames } from '../kit/registry.ts';
import { useTable } from '../net/store.ts';
import type { SeatMeta } from '../net/store-types.ts';
import { shownColour } from './seat-palette.ts';

/** Shows a colour drawn or listed for a seat (`seat` absent: only a game's own colours change). */
export type ShownColour = (colour: string | undefined, seat?: number) => string | undefined;

/** The seats' own colours by seat number, as one string ('' for an empty seat). */
function colourKey(seats: readonly SeatMeta[]): string {
  const out: string[] = [];
  for (const m of seats) out[m.seat] = m.occupied ? m.color : '';
  return Array.from(out, (c) => c ?? '').join(',');
}

export function useShownColour(): ShownColour {
  const safe = useUi((s) => s.safePalette);
  const key = useTable((s) => (safe ? colourKey(s.seats) : ''));
  const gameId = useTable((s) => (safe ? s.gameId : null));
  const gameColour = useStore(loadedGames, (g) => (gameId ? g[gameId]?.safeColour : undefined));
  const seatColours = useMemo(() => key.split(',').map((c) => c || undefined), [key]);
  return useCallback<ShownColour>(
    (colour, seat) => shownColour(colour, seat, { safe, seatColours, ...(gameColour ? { gameColour } : {}) }),
    [safe, seatColours, gameColour],
  );
}

/** The table's seats, each in its colour as shown (for panels that colour names and rows by seat). */
export function useShownSeats(): SeatMeta[] {
  const seats = useTable((s) => s.seats);
  const shown = useShownColour();
  return useMemo(() => seats.map((m) => ({ ...m, color: shown(m.color, m.seat) ?? m.color })), [seats, shown]);
}
