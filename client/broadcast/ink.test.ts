import { describe, expect, it } from 'vitest';
import { CAST_BACKDROP, contrast, inkOnDie, readableOn, READABLE_CONTRAST } from './ink.ts';

describe('overlay ink', () => {
  it('dice overlay: every die\'s value reads on its own colour (the black and grey dice too)', () => {
    for (const body of ['#262626', '#4a4a4a', '#1f1f1f', '#c0392b', '#2e6fd8', '#7d5a3c', '#f5f0e1', '#e6b422', '#27ae60', '#8e44ad']) {
      expect(contrast(inkOnDie(body), body), body).toBeGreaterThanOrEqual(READABLE_CONTRAST);
    }
  });

  it('overlay names: a seat colour too dark for the overlays\' backdrop is lightened until it reads; a light one is kept', () => {
    for (const seat of ['#c0392b', '#2e6fd8', '#8e44ad', '#27ae60', '#1f1f1f']) {
      const shown = readableOn(seat);
      expect(contrast(shown, CAST_BACKDROP), seat).toBeGreaterThanOrEqual(READABLE_CONTRAST);
      expect(shown).not.toBe('#ffffff');
    }
    expect(readableOn('#f4d03f')).toBe('#f4d03f');
  });
});
