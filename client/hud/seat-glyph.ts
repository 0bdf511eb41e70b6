/**
 * Colour-blind-safe seats: beside its colour each seat carries a glyph of its own shape,
 * so two seats whose colours look alike (red and green to many, blue and purple to others)
 * are still told apart. The glyph follows the seat number, the same on every screen, and
 * is drawn in whichever ink (dark or light) reads on the seat's colour.
 */
import { contrastInk } from '../scene/textures.ts';
import { say } from '../words/say.ts';

/** One shape per seat, in seat order (eight seats at most at any table). */
export const SEAT_GLYPHS = ['●', '▲', '■', '◆', '★', '✚', '▼', '⬢'] as const;

/** The glyph of seat `seat` (0-based); seats beyond the list wrap round. */
export function seatGlyph(seat: number): string {
  const n = SEAT_GLYPHS.length;
  return SEAT_GLYPHS[((Math.trunc(seat) % n) + n) % n]!;
}

/** The glyph's shape by name, the same in every language: the scene draws the shape it names (scene/seat-glyph-shape.ts). */
export function seatGlyphName(seat: number): string {
  // words-ok: shape names are ids the scene draws by, worded for players by seatGlyphWords
  const names: Record<string, string> = { '●': 'circle', '▲': 'triangle', '■': 'square', '◆': 'diamond', '★': 'star', '✚': 'cross', '▼': 'down triangle', '⬢': 'hexagon' };
  return names[seatGlyph(seat)] ?? 'mark';
}

/** Words for the glyph in the reader's language, for screen readers and tooltips. */
export function seatGlyphWords(seat: number): string {
  return say(`hud.seats.shape.${seatGlyphName(seat).replace(' ', '-')}`);
}

/** The ink the glyph is drawn in on a seat colour (dark on light colours, light on dark). */
export function glyphInk(color: string | undefined): string {
  return color ? contrastInk(color) : '#fbf7ef';
}
