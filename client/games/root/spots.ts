/** Where Root's clearings lie on the table, and the words for them: shared by the core interaction and the factions'. */
import type { Projection } from '../../../engine/core/match.ts';
import { AUTUMN_MAP } from '../../../engine/games/root/data/autumn-map.ts';
import { CLEARING_RADIUS, clearingSpot } from '../../../engine/games/root/table.ts';
import type { DragHint } from '../../kit/types.ts';
import { say } from '../../words/say.ts';
import { clearingTitle } from './board-common.ts';

export interface Spot {
  id: number;
  name: string;
  x: number;
  z: number;
}

export const SPOTS: readonly Spot[] = AUTUMN_MAP.clearings.map((c) => ({ id: c.id, name: c.name, ...clearingSpot(c.xy) }));

const extraCache = new WeakMap<Projection, readonly Spot[]>();

/**
 * The clearings factions bring beside the map (the Burrow), where the projection lays
 * them: their 'clearing-<id>' pieces. Empty without a projection.
 */
export function extraSpots(p: Projection | null | undefined): readonly Spot[] {
  if (!p) return [];
  const hit = extraCache.get(p);
  if (hit) return hit;
  const out: Spot[] = [];
  for (const piece of Object.values(p.table.pieces)) {
    const m = /^clearing-(\d+)$/.exec(piece.id);
    const id = m ? Number(m[1]) : NaN;
    if (!m || SPOTS.some((s) => s.id === id)) continue;
    out.push({ id, name: (piece.label ?? '').replace(/^\d+ /, '') || `clearing ${id}`, x: piece.x, z: piece.z });
  }
  extraCache.set(p, out);
  return out;
}

/** Where clearing `id` lies: on the map, or beside it (a clearing a faction brings, from the projection). */
export function spotOf(id: number, p?: Projection | null): Spot | undefined {
  return SPOTS.find((s) => s.id === id) ?? extraSpots(p).find((s) => s.id === id);
}

/** The clearing whose disc holds (x, z) (a little slack at the rim), or null; with a projection, the clearings beside the map too. */
export function clearingAt(x: number, z: number, p?: Projection | null): number | null {
  let best: { id: number; d: number } | null = null;
  for (const s of [...SPOTS, ...extraSpots(p)]) {
    const d = Math.hypot(s.x - x, s.z - z);
    if (d <= CLEARING_RADIUS + 0.35 && (!best || d < best.d)) best = { id: s.id, d };
  }
  return best?.id ?? null;
}

/** A clearing's name ("Beach"). */
export function nameOf(id: number, p?: Projection | null): string {
  const s = spotOf(id, p);
  return s ? clearingTitle(s) : say('root.clearing.unknown', { id });
}

/** A round glow over clearing `id`, noted `note` (none for a clearing not on the table). */
export function clearingGlow(key: string, id: number, note: string, p?: Projection | null): DragHint[] {
  const s = spotOf(id, p);
  return s ? [{ key, x: s.x, z: s.z, size: 2 * CLEARING_RADIUS, look: 'glow', rot: 0, active: true, round: true, note }] : [];
}
