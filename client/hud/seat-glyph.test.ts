import { describe, expect, it } from 'vitest';
import { luminance } from '../scene/textures.ts';
import { SEAT_GLYPHS, glyphInk, nameInk, seatGlyph, seatGlyphName } from './seat-glyph.ts';

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

  it('a name in a seat colour reads at WCAG AA (4.5:1) on the HUD panel, lightened only as much as needed', () => {
    const ratio = (a: string, b: string) => { const [x, y] = [luminance(a)!, luminance(b)!]; return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };
    for (const c of ['#c0392b', '#1f1f1f', '#8e44ad', '#27ae60', '#2e6fd8', '#2980b9', '#3f9e5a', '#7d5a3c']) {
      for (const ground of ['#1c2618', '#202b1b', '#24321f']) expect(ratio(nameInk(c)!, ground), `${c} on ${ground}`).toBeGreaterThanOrEqual(4.5);
    }
    expect(nameInk('#f5d442')).toBe('#f5d442');
    expect(nameInk('#2e6fd8')).not.toBe('#2e6fd8');
    expect(nameInk(undefined)).toBeUndefined();
    expect(nameInk('rebeccapurple')).toBe('rebeccapurple');
  });
});
