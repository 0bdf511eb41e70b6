/**
 * The pose of a die lying still on the table that no recorded throw placed (a die never
 * thrown, or moved since its throw): the value on its reading face, its top label reading
 * from the +z side, its centre its inradius above the surface — as the client draws it
 * (client/scene/die-pose.ts). The throw takes it as a fixed obstacle (`ThrowRequest.resting`).
 */
import { dieGeometry, dieKindForSides, faceOfValue, isDieKind, quaternionForFace, rotateByQuaternion, type DieKind } from '../../assets/models/dice.ts';
import type { TablePiece } from '../../engine/core/projection.ts';
import type { QuatTuple } from '../../wire/dice-frames.ts';
import type { RestingBody } from './launch.ts';
import { mulQuat } from './simulate.ts';

/** A resting die of `kind` showing `value` (null: its first face) with its base at height `y` over (x, z). */
export function restingPose(kind: DieKind, value: number | null, x: number, y: number, z: number): RestingBody {
  const g = dieGeometry(kind);
  const face = value !== null && g.valueOfFace.includes(value) ? faceOfValue(kind, value) : 0;
  const r = quaternionForFace(kind, face);
  let q: QuatTuple = [r.x, r.y, r.z, r.w];
  const up = g.labelUp[face];
  if (kind !== 'd4' && up) {
    // Turn about the vertical so the label's top points to -z (it reads from the +z side).
    const u = rotateByQuaternion(r, up);
    const l = Math.hypot(u[0], u[2]);
    if (l > 1e-4) {
      const ux = u[0] / l;
      const uz = u[2] / l;
      // Shortest arc from u = (ux, 0, uz) to t = (0, 0, -1): u × t = (0, ux, 0), w = 1 + u·t.
      const cy = ux;
      const w = 1 - uz;
      const turn: QuatTuple = w < 1e-9 ? [0, 1, 0, 0] : [0, cy / Math.hypot(cy, w), 0, w / Math.hypot(cy, w)];
      q = mulQuat(turn, q);
    }
  }
  return { kind, p: [x, y + g.inradius, z], q };
}

/** The die kind a die piece is drawn as (its model when that names a die, else by its sides); null for none. */
export function dieKindOfPiece(piece: Pick<TablePiece, 'model' | 'die'>): DieKind | null {
  if (isDieKind(piece.model)) return piece.model;
  return dieKindForSides(piece.die?.sides ?? 6);
}
