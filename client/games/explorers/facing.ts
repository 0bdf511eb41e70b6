/**
 * Directions on the forest as one viewer sees them. Seats look at the table from their own
 * side (client/scene/seat-view.ts), so the engine's compass (north = −z, away from seat 0)
 * reads wrong from any other seat: the HUD words an exploration by where it lies on that
 * viewer's screen instead.
 */
import type { Direction } from '../../../engine/table/grid.ts';
import type { ExplorersAction } from '../../../engine/games/explorers/actions.ts';
import type { Prompt } from '../../../engine/core/types.ts';
import { say } from '../../words/say.ts';

export type ScreenSide = 'away' | 'right' | 'near' | 'left';

const VECTOR: Record<Direction, [number, number]> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };

/** Where `dir` points on the screen of a camera at `azimuth` (seat 0 at 0, looking towards −z). */
export function screenSide(dir: Direction, azimuth: number): ScreenSide {
  const [dx, dz] = VECTOR[dir];
  // Screen up (away from the viewer) and screen right, on the table.
  const up = dx * -Math.sin(azimuth) + dz * -Math.cos(azimuth);
  const right = dx * Math.cos(azimuth) + dz * -Math.sin(azimuth);
  if (Math.abs(up) >= Math.abs(right)) return up > 0 ? 'away' : 'near';
  return right > 0 ? 'right' : 'left';
}

/**
 * The prompts with each High-Risk Exploration worded for this viewer ("to your left"), not
 * by the compass; every other prompt as it came (moves name the tile they lead to).
 */
export function facingPrompts<P extends Prompt<ExplorersAction>>(prompts: readonly P[], azimuth: number): P[] {
  return prompts.map((p) => {
    const a = p.actions.length === 1 ? p.actions[0] : undefined;
    if (a?.t !== 'explore') return p;
    const side = say(`explorers.facing.${screenSide(a.dir, azimuth)}`);
    // Worded here for this viewer: the engine's phrase (by the compass) no longer says it.
    const { words: _compass, ...rest } = p;
    return { ...rest, label: say(a.with && a.with.length > 0 ? 'explorers.facing.exploreWith' : 'explorers.facing.explore', { side }) } as P;
  });
}
