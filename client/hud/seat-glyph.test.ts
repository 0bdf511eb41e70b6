import { describe, expect, it } from 'vitest';
import { SEAT_GLYPHS, glyphInk, seatGlyph, seatGlyphName } from './seat-glyph.ts';

describe('seat glyphs (colour-blind-safe seats)', () => {
  it('every seat of an eight-seat table has its own shape, with words for screen readers', () => {
    const glyphs = Array.from({ length: 8 }, (_, s) => seatGlyph(s));
    expect(new Set(glyphs).size).toBe(8);
    const names = Array.from({ length: 8 }, (_, s) => seatGlyphName(s));
    expect(new Set(names).size).toBe(8);
    expect(names).not.toContain('mark');
  });

  it('the glyph follows the seat number and wraps beyond the list', () => {
    expect(seatGlyph(0)).toBe(SEAT_GLYPHS[0]);
    expect(seatGlyph(SEAT_GLYPHS.length + 1)).toBe(seatGlyph(1));
    expect(seatGlyph(-1)).toBe(SEAT_GLYPHS[SEAT_GLYPHS.length - 1]);
  });

  it('is inked to read on its seat colour', () => {
    expect(glyphInk('#f5d442')).toBe('#1f1a17');
    expect(glyphInk('#2a4bd7')).toBe('#fbf7ef');
    expect(glyphInk(undefined)).toBe('#fbf7ef');
  });
});
