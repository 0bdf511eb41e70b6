/**
 * A finger is broader than a mouse's point, and some pieces are small on a phone (a Root
 * warrior is a few pixels across): a touch that pressed no piece but lies within
 * `TOUCH_REACH_PX` of the middle of a piece the player may pick up presses that piece
 * (PointerController.tsx; pure here: the pieces' screen points come from the caller).
 */
import type { Vec2 } from './table-geometry.ts';

/** How far (CSS px) from a piece's middle a finger still presses it: a 44 px target, as every HUD control. */
export const TOUCH_REACH_PX = 22;

/** The candidate whose screen point lies nearest `finger`, within `reach` px; null when none does. */
export function nearestInReach(candidates: Iterable<{ id: string; at: Vec2 | null }>, finger: Vec2, reach = TOUCH_REACH_PX): string | null {
  let best: string | null = null;
  let bestD = reach;
  for (const c of candidates) {
    if (!c.at) continue;
    const d = Math.hypot(c.at[0] - finger[0], c.at[1] - finger[1]);
    if (d <= bestD) {
      best = c.id;
      bestD = d;
    }
  }
  return best;
}
