import { describe, expect, it } from 'vitest';
import { BACK_HEIGHT, BACK_WIDTH, fanLayout } from './CardBackFan.tsx';

/** A back's corners on screen: CSS `rotate(deg)` about its bottom middle (y grows downwards). */
function corners(left: number, deg: number): { x: number; y: number }[] {
  const a = (deg * Math.PI) / 180;
  const px = left + BACK_WIDTH / 2;
  const py = BACK_HEIGHT;
  return [[left, 0], [left + BACK_WIDTH, 0], [left, BACK_HEIGHT], [left + BACK_WIDTH, BACK_HEIGHT]].map(([x, y]) => {
    const dx = x! - px;
    const dy = y! - py;
    return { x: px + dx * Math.cos(a) - dy * Math.sin(a), y: py + dx * Math.sin(a) + dy * Math.cos(a) };
  });
}

describe('a hand shown as card backs', () => {
  it('every back of the fan, leaning ones too, stays inside its box, so the count beside it is never covered', () => {
    for (let shown = 1; shown <= 8; shown++) {
      const { width, backs } = fanLayout(shown);
      expect(backs).toHaveLength(shown);
      for (const b of backs) {
        for (const c of corners(b.left, b.deg)) {
          expect(c.x, `${shown} backs`).toBeGreaterThanOrEqual(0);
          expect(c.x, `${shown} backs`).toBeLessThanOrEqual(width);
        }
      }
    }
  });

  it('the fan is centred and spreads evenly, the middle back upright', () => {
    const { width, backs } = fanLayout(5);
    expect(backs[2]).toEqual({ left: width / 2 - BACK_WIDTH / 2, deg: 0 });
    expect(backs[0]!.deg).toBe(-backs[4]!.deg);
    expect(backs[1]!.left - backs[0]!.left).toBe(backs[4]!.left - backs[3]!.left);
  });
});
