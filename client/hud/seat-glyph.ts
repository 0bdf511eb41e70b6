/**
 * Colour-blind-safe seats: beside its colour each seat carries a glyph of its own shape,
 * so two seats whose colours look alike (red and green to many, blue and purple to others)
 * are still told apart. The glyph follows the seat number, the same on every screen, and
 * is drawn in whichever ink (dark or light) reads on the seat's colour.
 */
import { contrastInk, luminance } from '../scene/textures.ts';
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

/** The lightest ground a name in a seat's colour lies on in the HUD: a panel's solid colour (--panel-solid). */
const PANEL_GROUND = '#24321f';
/** WCAG AA's ratio for text (4.5:1), with a little room for rounding. */
const NAME_CONTRAST = 4.6;

/**
 * A seat's colour for a name written in it on the HUD's dark panels (the log, a game's
 * boards): the colour itself when it reads there at WCAG AA's 4.5:1, else mixed toward
 * white just enough to read there (a dark blue becomes a lighter blue, still the seat’s hue).
 * Anything but a hex colour is given back as it is.
 */
export function nameInk(color: string | undefined): string | undefined {
  const m = color ? /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim()) : null;
  if (!m) return color;
  const hex = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  const rgb = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const ground = luminance(PANEL_GROUND)!;
  for (let step = 0; step <= 20; step++) {
    const t = step / 20;
    const mixed = `#${rgb.map((c) => Math.round(c + (255 - c) * t).toString(16).padStart(2, '0')).join('')}`;
    if ((luminance(mixed)! + 0.05) / (ground + 0.05) >= NAME_CONTRAST) return step === 0 ? color : mixed;
  }
  return '#ffffff';
}
