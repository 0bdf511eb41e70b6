/**
 * Card titles break only between words (pure): the font size at which a title's longest
 * word fits a box's width on one line, so "Codebreakers" shrinks a little rather than
 * breaking into "Codebreaker / s". A hyphenated word may break after its hyphens, so its
 * parts count as words. The width of a character is taken generously (bold sans).
 */

/** Width of an average character of a bold sans title, in em (a generous reading). */
export const BOLD_CHAR_EM = 0.64;

/** The longest word of `title`, in characters (hyphenated parts counted apart). */
export function longestWord(title: string): number {
  return Math.max(0, ...title.split(/[\s\-‐–—/]+/).map((w) => [...w].length));
}

/** The font size (px) at which every word of `title` fits `boxPx` on one line: `maxPx` when it already does, never under `minPx`. */
export function titleFontPx(title: string, boxPx: number, maxPx: number, minPx = 9): number {
  const longest = longestWord(title);
  if (longest === 0) return maxPx;
  const fit = Math.floor((boxPx / (longest * BOLD_CHAR_EM)) * 10) / 10;
  return Math.max(minPx, Math.min(maxPx, fit));
}
