import { describe, expect, it } from 'vitest';
import { SEAT_GLYPHS } from '../hud/seat-glyph.ts';
import { glyphShape, type GlyphShape } from './seat-glyph-shape.ts';

/** The shape's outline as a string that tells two shapes apart. */
const outline = (s: GlyphShape): string => (s.kind === 'circle' ? `circle ${s.r}` : s.points.map((p) => p.join(',')).join(' '));

describe('seat glyphs painted on pieces', () => {
  it('every seat of a full table has a shape of its own, the one the HUD shows beside its colour', () => {
    const shapes = SEAT_GLYPHS.map((_, seat) => glyphShape(seat));
    expect(new Set(shapes.map(outline)).size).toBe(SEAT_GLYPHS.length);
    expect(shapes[0]!.kind).toBe('circle');
    // ▲ points up, ▼ down; ■ has four corners, ◆ four points, ★ ten, ✚ twelve, ⬢ six.
    const pts = (seat: number) => (shapes[seat] as Extract<GlyphShape, { kind: 'polygon' }>).points;
    expect(Math.min(...pts(1).map((p) => p[1]))).toBeLessThan(-0.5);
    expect(Math.max(...pts(6).map((p) => p[1]))).toBeGreaterThan(0.5);
    expect([2, 3, 4, 5, 7].map((seat) => pts(seat).length)).toEqual([4, 4, 10, 12, 6]);
    // Seats past the eighth wrap round, as in the HUD.
    expect(glyphShape(8)).toEqual(glyphShape(0));
  });

  it('every outline fits the mark (within the unit square)', () => {
    for (let seat = 0; seat < SEAT_GLYPHS.length; seat++) {
      const s = glyphShape(seat);
      const coords = s.kind === 'circle' ? [s.r] : s.points.flat();
      expect(Math.max(...coords.map(Math.abs)), String(seat)).toBeLessThanOrEqual(1);
    }
  });
});
