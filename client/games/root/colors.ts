/**
 * Root's colours, in one place for the 3D table and the HUD: each faction's (its warriors,
 * buildings, victory point marker, banner and seat swatch) and each suit's (clearings,
 * flowers, cards). Faction colours come from the rules' faction modules, so the table's
 * pieces (which the projection colours) and the HUD never disagree. With the colour-blind-safe
 * palette on (Settings), each faction is shown in its own safe colour instead.
 */
import type { Suit } from '../../../engine/games/root/data/autumn-map.ts';
import { SUIT_COLORS as TABLE_SUIT_COLORS } from '../../../engine/games/root/table.ts';
import { ROOT_FACTIONS, factionClient } from './factions/index.ts';

/** Suit → colour (fox red, rabbit yellow, mouse orange, bird blue). */
export const SUIT_COLORS: Readonly<Record<Suit, string>> = TABLE_SUIT_COLORS;

const NEUTRAL = '#9a8f7a';

/** The colour of a faction (a neutral one for a faction this client does not know). */
export function factionColor(faction: string | undefined): string {
  return (faction && factionClient(faction)?.color) || NEUTRAL;
}

/**
 * The colour-blind-safe colour (a faction's `safeColor`, scene/seat-palette.ts) of a faction's
 * colour (lower-case #rrggbb), so a faction keeps one safe colour whatever its seat; undefined
 * for another colour.
 */
export function safeFactionColor(colour: string): string | undefined {
  return ROOT_FACTIONS.find((f) => f.color.toLowerCase() === colour)?.safeColor;
}

/** Dark or light ink, whichever reads on `hex`. */
export function inkOn(hex: string): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!m) return '#1d1408';
  const v = parseInt(m[1]!, 16);
  const lum = 0.2126 * ((v >> 16) & 255) + 0.7152 * ((v >> 8) & 255) + 0.0722 * (v & 255);
  return lum > 140 ? '#1d1408' : '#fbf5e6';
}
