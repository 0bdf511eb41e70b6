/**
 * Which pieces the current prompts point at, for the highlight. When the prompts cover
 * most of the table (a free sandbox offers every piece) nothing is singled out: a glow on
 * everything tells the player nothing. The game's adapter may add pieces the prompts'
 * actions name without targeting them (Root's clearings); those always count. Computed
 * once per projection.
 */
import type { Projection } from '../../engine/core/match.ts';
import { interactionFor } from '../kit/registry.ts';

/** Above this share of the pieces, prompt targets are not highlighted. */
export const MAX_TARGET_SHARE = 0.5;

const EMPTY: ReadonlySet<string> = new Set();
const cache = new WeakMap<Projection, ReadonlySet<string>>();

export function promptTargets(projection: Projection | null): ReadonlySet<string> {
  if (!projection) return EMPTY;
  const hit = cache.get(projection);
  if (hit) return hit;
  const ids = new Set<string>();
  for (const p of projection.prompts) for (const t of p.targets ?? []) ids.add(t);
  const pieces = Object.keys(projection.table.pieces).length;
  const own = ids.size > 0 && ids.size <= pieces * MAX_TARGET_SHARE ? ids : EMPTY;
  const extra = interactionFor(projection.gameId).targets?.(projection);
  const out = extra && extra.size > 0 ? new Set([...own, ...extra]) : own;
  cache.set(projection, out);
  return out;
}
