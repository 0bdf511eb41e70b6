/**
 * Root's colours, in one place for the 3D table and the HUD: each faction's (its warriors,
 * buildings, victory point marker, banner and seat swatch) and each suit's (clearings,
 * flowers, cards). Faction colours come from the rules' faction modules, so the table's
 * pieces (which the projection colours) and the HUD never disagree. With the colour-blind-safe
 * palette on (Settings), each faction is shown in its own safe colour instead.
 */
import type { Suit } from '../../../engine/games/root/data/autumn-map.ts';
import { SUIT_COLORS as TABLE_SUIT_COLORS } from '../../../engine/games/root/table.ts';
import { factionClient } from './factions/index.ts';

/** Suit → colour (fox red, rabbit yellow, mouse orange, bird blue). */
export const SUIT_COLORS: Readonly<Record<Suit, string>> = TABLE_SUIT_COLORS;

const NEUTRAL = '#9a8f7a';

/** The colour of a faction (a neutral one for a faction this client does not know). */
export function factionColor(faction: string | undefined): string {
  return (faction && factionClient(faction)?.color) || NEUTRAL;
}

/**
 * Each faction's colour in the colour-blind-safe palette (scene/seat-palette.ts), one per
 * faction so a faction keeps its colour whatever its seat: royal blue, wine, amber and
 * vermilion, near their own hues and apart under the three deficiencies (seat-palette.test.ts).
 */
export const FACTION_SAFE_COLORS: Readonly<Record<string, string>> = { corvids: '#2040b3', legion: '#990040', clergy: '#ffb300', duchy: '#ee2200' };

/** The safe colour of a faction's colour (lower-case #rrggbb), or undefined for another colour. */
export function safeFactionColor(colour: string): string | undefined {
  for (const [id, safe] of Object.entries(FACTION_SAFE_COLORS)) if (factionColor(id).toLowerCase() === colour) return safe;
  return undefined;
}

/** Dark or light ink, whichever reads on `hex`. */
export function inkOn(hex: string): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!m) return '#1d1408';
  const v = parseInt(m[1]!, 16);
  const lum = 0.2126 * ((v >> 16) & 255) + 0.7152 * ((v >> 8) & 255) + 0.0722 * (v & 255);
  return lum > 140 ? '#1d1408' : '#fbf5e6';
}
