/**
 * One shared read-only copy of each die's geometry (assets/models/dice.ts hands out fresh
 * clones, too slow to take per throw).
 */
import { dieGeometry, type DieGeometry, type DieKind } from '../../assets/models/dice.ts';

const cache = new Map<DieKind, DieGeometry>();

export function geometryOf(kind: DieKind): DieGeometry {
  let g = cache.get(kind);
  if (!g) {
    g = dieGeometry(kind);
    cache.set(kind, g);
  }
  return g;
}
