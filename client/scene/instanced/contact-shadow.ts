/**
 * Soft contact shadows: under every piece a dark, blurred footprint lying on whatever the
 * piece rests on — round under tokens, meeples and dice, a rounded rectangle under cards,
 * tiles and boards — spreading as the piece rises off it (held, or a die in the air). All of
 * one shape are one instanced draw; no shadow map is needed for the shade a piece puts on
 * the table right under it, which is the shade the eye reads as "resting there".
 */
import { CanvasTexture, type Matrix4, MeshBasicMaterial, PlaneGeometry, Quaternion, SRGBColorSpace, Vector3 } from 'three';
import { PartBatch, instanceMaterial } from './batch.ts';
import type { Instancing } from './instancing.ts';

export type ContactShape = 'round' | 'square';

/** How much larger than the footprint the shadow spreads, at rest. */
const SPREAD = 1.2;
/** How much wider it grows per unit the piece stands above its rest. */
const RISE_SPREAD = 0.35;
/** Above the surface it lies on, against z-fighting. */
const LIFT = 0.004;
const SIZE = 64;

function shadowTexture(shape: ContactShape): CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  const g = canvas.getContext('2d')!;
  const c = SIZE / 2;
  if (shape === 'round') {
    const grad = g.createRadialGradient(c, c, 0, c, c, c);
    grad.addColorStop(0, 'rgba(0,0,0,0.55)');
    grad.addColorStop(0.55, 'rgba(0,0,0,0.38)');
    grad.addColorStop(1, 'rgba(0,0,0,0)');
    g.fillStyle = grad;
    g.fillRect(0, 0, SIZE, SIZE);
  } else {
    // A rectangle blurred at its edges: darkest inside the footprint, fading out past it.
    g.filter = `blur(${SIZE / 14}px)`;
    g.fillStyle = 'rgba(0,0,0,0.5)';
    const m = SIZE * 0.12;
    g.fillRect(m, m, SIZE - 2 * m, SIZE - 2 * m);
  }
  const t = new CanvasTexture(canvas);
  t.colorSpace = SRGBColorSpace;
  return t;
}

const FLAT = new PlaneGeometry(1, 1).rotateX(-Math.PI / 2);

/** The batch of contact shadows of `shape`. */
export function contactBatch(reg: Instancing, shape: ContactShape): PartBatch {
  const key = `contact|${shape}`;
  return reg.batch(key, () => new PartBatch(
    key, FLAT,
    instanceMaterial(new MeshBasicMaterial({ map: shadowTexture(shape), transparent: true, depthWrite: false, toneMapped: false }), null, 0),
    null, { castShadow: false, pick: false, renderOrder: 0 },
  ));
}

const pos = new Vector3();
const axis = new Vector3();
const quat = new Quaternion();
const scale = new Vector3();
const up = new Vector3(0, 1, 0);

/**
 * The contact shadow's matrix for a piece whose frame stands at `world` and which rests at
 * `restY` (its base when put down), `w` × `d` its footprint in the frame's units.
 */
export function contactMatrix(out: Matrix4, world: Matrix4, restY: number, w: number, d: number): Matrix4 {
  const e = world.elements;
  pos.set(e[12]!, restY + LIFT, e[14]!);
  // The footprint turns with the piece about the vertical; its size follows the frame's scale.
  axis.set(e[0]!, 0, e[2]!);
  const sx = Math.hypot(e[0]!, e[1]!, e[2]!);
  const sz = Math.hypot(e[8]!, e[9]!, e[10]!);
  const yaw = axis.lengthSq() > 1e-9 ? Math.atan2(-axis.z, axis.x) : 0;
  quat.setFromAxisAngle(up, yaw);
  const spread = SPREAD + RISE_SPREAD * Math.max(0, e[13]! - restY);
  scale.set(w * sx * spread, 1, d * sz * spread);
  return out.compose(pos, quat, scale);
}
