import { describe, expect, it } from 'vitest';
import { longestWord, titleFontPx } from './title-fit.ts';

describe('card titles fit whole words', () => {
  it('card titles: the longest word sets the size; a hyphenated word counts by its parts', () => {
    expect(longestWord('Codebreakers')).toBe(12);
    expect(longestWord('Mouse-in-a-Sack')).toBe(5);
    expect(longestWord('Stand and Deliver!')).toBe(8);
    expect(titleFontPx('Ambush', 88, 12.8)).toBe(12.8);
    expect(titleFontPx('Codebreakers', 88, 12.8)).toBeLessThan(12.8);
  });
});
