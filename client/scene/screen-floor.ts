/**
 * Labels that keep a least size on screen. A count badge (and the seat glyph beside it) is
 * drawn at its size on the table, but never smaller on screen than a floor in CSS pixels,
 * however far the camera stands: a phone frames a whole Root map on 390 px, where a badge at
 * its table size would be 6 px high. Pure, so framing tests project labels as drawn.
 */

/** A count badge's size on the table at scale 1 (CountBadge). */
export const BADGE = { width: 1.3, height: 0.65 } as const;
/** The badge's numerals: their font size as a share of the badge's height (textures.ts badgeTexture: 52 px type on a 64 px texture). */
export const BADGE_FONT_SHARE = 52 / 64;
/** The least a count badge stands on screen, CSS px: its numerals then are at least 11 px type. */
export const BADGE_MIN_PX = 14;
/** A seat's glyph alone (no badge beside it): the least it stands on screen, CSS px. */
export const GLYPH_MIN_PX = 12;

/** Screen pixels one table unit covers at `depth` in front of a camera of vertical field `fovDeg`, on a viewport `viewportHeight` CSS px high. */
export function pixelsPerUnit(depth: number, viewportHeight: number, fovDeg: number): number {
  return viewportHeight / (2 * depth * Math.tan((fovDeg * Math.PI) / 360));
}

/** How many times larger than its table size a label `worldHeight` tall is drawn so that it stands at least `minPx` high on screen (1 when it does already). */
export function floorScale(worldHeight: number, depth: number, viewportHeight: number, fovDeg: number, minPx: number): number {
  if (!(depth > 0) || !(worldHeight > 0)) return 1;
  return Math.max(1, minPx / (worldHeight * pixelsPerUnit(depth, viewportHeight, fovDeg)));
}

/**
 * Where a badge stands off its anchor (the point above its piece), as a sprite's centre:
 * centred, or toward a corner, so that the badges of pieces in a block (a Root clearing's
 * warrior stacks) lie side by side rather than on one another; `row` badge heights further
 * that way (the pieces of one pile).
 */
/** A row of badges: a badge's height and a gap. */
const ROW = 1.15;
export type BadgeCorner = 'nw' | 'ne' | 'sw' | 'se';
export function badgeCenter(corner: BadgeCorner | undefined, row = 0): [number, number] {
  if (corner === undefined) return [0.5, 0.5];
  return [corner.endsWith('w') ? 1 : 0, corner.startsWith('n') ? -ROW * row : 1 + ROW * row];
}

/** The gap between a seat's glyph and the badge beside it, in table units at the badge's size. */
const GLYPH_GAP = 0.08;

/**
 * The centre of a seat's glyph as high as a badge `width` × `height` toward `corner`, so that
 * it stands just beside the badge on screen (SeatGlyphMark): on its outer side, away from
 * the block's other badges (left of a centred one).
 */
export function glyphBesideCenter(width: number, height: number, corner: BadgeCorner | undefined, row = 0): [number, number] {
  const [bx, by] = badgeCenter(corner, row);
  if (corner?.endsWith('e')) return [-((1 - bx) * width + GLYPH_GAP) / height, by];
  return [1 + (bx * width + GLYPH_GAP) / height, by];
}
