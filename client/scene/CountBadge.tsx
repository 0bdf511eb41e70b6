/**
 * A pill with a number (cards in a deck, pieces in a bag, a warrior stack) facing the
 * camera, an instance of the label batch (use-label.ts) standing `y` above the base of the piece in `frame`: always drawn on top, and never less than BADGE_MIN_PX high on screen however far the camera stands
 * (screen-floor.ts). `corner`: which way it stands off its anchor (pieces in a block), `row`
 * how many of its heights further.
 */
import type { Frame } from './frame.ts';
import { badgeTexture } from './textures.ts';
import { BADGE, BADGE_MIN_PX, badgeCenter, type BadgeCorner } from './screen-floor.ts';
import { useLabel } from './instanced/use-label.ts';

export function CountBadge({ frame, count, y, scale = 1, corner, row = 0 }: { frame: Frame; count: number; y: number; scale?: number; corner?: BadgeCorner | undefined; row?: number }) {
  useLabel(frame, y, { face: badgeTexture(count), width: BADGE.width * scale, height: BADGE.height * scale, center: badgeCenter(corner, row), minPx: BADGE_MIN_PX });
  return null;
}
