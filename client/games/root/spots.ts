/** Where Root's clearings lie on the table, and the words for them: shared by the core interaction and the factions'. */
import { AUTUMN_MAP } from '../../../engine/games/root/data/autumn-map.ts';
import { CLEARING_RADIUS, clearingSpot } from '../../../engine/games/root/table.ts';
import type { DragHint } from '../types.ts';

export const SPOTS = AUTUMN_MAP.clearings.map((c) => ({ id: c.id, name: c.name, ...clearingSpot(c.xy) }));

/** The clearing whose disc holds (x, z) (a little slack at the rim), or null. */
export function clearingAt(x: number, z: number): number | null {
  let best: { id: number; d: number } | null = null;
  for (const s of SPOTS) {
    const d = Math.hypot(s.x - x, s.z - z);
    if (d <= CLEARING_RADIUS + 0.35 && (!best || d < best.d)) best = { id: s.id, d };
  }
  return best?.id ?? null;
}

/** A clearing's name ("Beach"). */
export function nameOf(id: number): string {
  return SPOTS.find((s) => s.id === id)?.name ?? `clearing ${id}`;
}

/** A round glow over clearing `id`, noted `note`. */
export function clearingGlow(key: string, id: number, note: string): DragHint {
  const s = SPOTS.find((k) => k.id === id)!;
  return { key, x: s.x, z: s.z, size: 2 * CLEARING_RADIUS, look: 'glow', rot: 0, active: true, round: true, note };
}
