/**
 * Each hero's colour in the colour-blind-safe palette (Settings; scene/seat-palette.ts): a
 * hero is its seat's colour at this table (its meeple, board and panel), so each hero keeps one
 * safe colour near its own hue — sage, wine, sky blue, amber — apart under the three
 * deficiencies (scene/seat-palette.test.ts).
 */
import { CONTENT } from '../../../engine/games/explorers/content/index.ts';
import type { HeroId } from '../../../engine/games/explorers/content/schema.ts';

/** Hero → safe colour. */
export const HERO_SAFE_COLORS: Readonly<Record<HeroId, string>> = { xylia: '#99b380', klethor: '#990040', shavi: '#00b3ff', bethras: '#ffb300' };

/** The safe colour of a hero's colour (lower-case #rrggbb), or undefined for another colour. */
export function safeHeroColor(colour: string): string | undefined {
  for (const id of CONTENT.heroOrder) if (CONTENT.heroes[id].color.toLowerCase() === colour) return HERO_SAFE_COLORS[id];
  return undefined;
}
