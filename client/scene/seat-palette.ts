/**
 * The colour-blind-safe seat palette (Settings, off by default): when on, every seat's
 * colour as drawn and listed is one of ten colours chosen to stay apart under protanopia,
 * deuteranopia and tritanopia (seat-palette.test.ts measures them with the Machado 2009
 * simulation and CIEDE2000), seat by seat; a game whose seats wear colours of its own (a
 * Root faction's, an Explorers hero's) gives each of them one safe colour (`ClientGame.safeColour`).
 * Pure; `use-seat-palette.ts` reads the setting and the table for it.
 */
import { seatColor } from '../../engine/table/tokens.ts';

/**
 * Ten seat colours, seat order (the free table seats ten): vermilion, sky blue, royal blue,
 * cream, grey, amber, ice blue, wine, steel blue, sage. Found by a farthest-point search over
 * sRGB (L* 32–92, so none sinks into the table's shade) on the smallest CIEDE2000 difference
 * under normal vision and the three simulated deficiencies; the first four, which most
 * tables use, stay furthest apart.
 */
export const SAFE_SEAT_COLOURS = ['#ee2200', '#00b3ff', '#2040b3', '#e6e6cc', '#808080', '#ffb300', '#cce6ff', '#990040', '#4080b3', '#99b380'] as const;

/** Seat `seat`'s colour in the safe palette (wrapping beyond ten). */
export function safeSeatColour(seat: number): string {
  const n = SAFE_SEAT_COLOURS.length;
  return SAFE_SEAT_COLOURS[((Math.trunc(seat) % n) + n) % n]!;
}

/** What decides a colour shown for a seat. */
export interface PaletteContext {
  /** The safe palette is on. */
  safe: boolean;
  /** Each seat's own colour (the one its player wears), by seat number. */
  seatColours: ReadonlyArray<string | undefined>;
  /** The game's safe colour for one of its own seat colours (lower-case #rrggbb), if it has any. */
  gameColour?: (colour: string) => string | undefined;
}

/**
 * The colour to show for `colour`, drawn or listed for `seat`: itself with the palette off;
 * with it on, the game's safe colour for a colour of its own (a faction's), else the seat's
 * safe colour when `colour` is that seat's (its player's, or the one the table gave the seat),
 * else itself (a suit's, a card's, a marker's colour is no seat's).
 */
export function shownColour(colour: string | undefined, seat: number | undefined, ctx: PaletteContext): string | undefined {
  if (!ctx.safe || colour === undefined) return colour;
  const c = colour.toLowerCase();
  const game = ctx.gameColour?.(c);
  if (game !== undefined) return game;
  if (seat === undefined) return colour;
  return c === ctx.seatColours[seat]?.toLowerCase() || c === seatColor(seat) ? safeSeatColour(seat) : colour;
}
