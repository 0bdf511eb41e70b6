/**
 * The seat glyphs (hud/seat-glyph.ts) as outlines to paint on a piece's mark, so the shape
 * is the same on every screen whatever fonts it has (a ⬢ or a ✚ is not in every font).
 * Pure: points on a unit square, y down, centred on (0, 0), within ±1.
 */
import { seatGlyphName } from '../hud/seat-glyph.ts';

export type GlyphShape = { kind: 'circle'; r: number } | { kind: 'polygon'; points: Array<[number, number]> };

const regular = (n: number, r: number, turn: number): Array<[number, number]> =>
  Array.from({ length: n }, (_, i) => {
    const a = turn + (2 * Math.PI * i) / n;
    return [round(r * Math.cos(a)), round(r * Math.sin(a))];
  });

const round = (v: number): number => Math.round(v * 1000) / 1000 + 0;

function star(r: number, inner: number): Array<[number, number]> {
  return Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (Math.PI * i) / 5;
    const d = i % 2 === 0 ? r : r * inner;
    return [round(d * Math.cos(a)), round(d * Math.sin(a))];
  });
}

const CROSS_ARM = 0.3;

/** The outline of seat `seat`'s glyph. */
export function glyphShape(seat: number): GlyphShape {
  switch (seatGlyphName(seat)) {
    case 'circle': return { kind: 'circle', r: 0.8 };
    case 'triangle': return { kind: 'polygon', points: regular(3, 0.92, -Math.PI / 2).map(([x, y]) => [x, round(y + 0.12)]) };
    case 'square': return { kind: 'polygon', points: [[-0.72, -0.72], [0.72, -0.72], [0.72, 0.72], [-0.72, 0.72]] };
    case 'diamond': return { kind: 'polygon', points: [[0, -0.95], [0.75, 0], [0, 0.95], [-0.75, 0]] };
    case 'star': return { kind: 'polygon', points: star(0.98, 0.45).map(([x, y]) => [x, round(y + 0.08)]) };
    case 'cross': {
      const a = CROSS_ARM;
      const r = 0.9;
      return { kind: 'polygon', points: [[-a, -r], [a, -r], [a, -a], [r, -a], [r, a], [a, a], [a, r], [-a, r], [-a, a], [-r, a], [-r, -a], [-a, -a]] };
    }
    // words-ok: a glyph's name (an id), never shown
    case 'down triangle': return { kind: 'polygon', points: regular(3, 0.92, Math.PI / 2).map(([x, y]) => [x, round(y - 0.12)]) };
    default: return { kind: 'polygon', points: regular(6, 0.9, 0) };
  }
}
