/**
 * A die at rest: the orientation that shows a value on its reading face (up; for a d4 the
 * face it rests on, read at the top corner), turned so the top label reads from the +z
 * side, and the height of its centre above the table.
 */
import { Quaternion, Vector3 } from 'three';
import { dieGeometry, dieKindForSides, faceOfValue, isDieKind, quaternionForFace, type DieKind } from '../../assets/models/dice.ts';
import type { TablePiece } from '../../engine/core/projection.ts';

/** The die kind a piece is drawn as: its model if that names a die, else by its sides. */
export function dieKindOf(piece: Pick<TablePiece, 'model' | 'die'>): DieKind {
  if (isDieKind(piece.model)) return piece.model;
  return dieKindForSides(piece.die?.sides ?? 6) ?? 'd6';
}

const restCache = new Map<string, Quaternion>();
const upScratch = new Vector3();
const towardsFar = new Vector3(0, 0, -1);

/** The orientation (die frame → table) that puts `value` on top; value null or unknown: the identity pose. */
export function restQuaternion(kind: DieKind, value: number | null): Quaternion {
  const key = `${kind}:${value}`;
  const hit = restCache.get(key);
  if (hit) return hit;
  const g = dieGeometry(kind);
  const face = value !== null && g.valueOfFace.includes(value) ? faceOfValue(kind, value) : 0;
  const r = quaternionForFace(kind, face);
  const q = new Quaternion(r.x, r.y, r.z, r.w).normalize();
  if (kind !== 'd4') {
    const up = g.labelUp[face]!;
    upScratch.set(up[0], up[1], up[2]).applyQuaternion(q);
    upScratch.y = 0;
    if (upScratch.lengthSq() > 1e-8) q.premultiply(new Quaternion().setFromUnitVectors(upScratch.normalize(), towardsFar));
  }
  restCache.set(key, q);
  return q;
}

/** Height of a resting die's centre above the table (every die here is face-transitive). */
export function restHeight(kind: DieKind): number {
  return dieGeometry(kind).inradius;
}
