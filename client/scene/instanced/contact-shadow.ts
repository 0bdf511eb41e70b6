/**
 * Soft contact shadows: under every piece a dark, blurred footprint lying on whatever the
 * piece rests on — round under tokens, meeples and dice, a rounded rectangle under cards,
 * tiles and boards — spreading as the piece rises off it (held, or a die in the air). All of
 * one shape are one instanced draw; no shadow map is needed for the shade a piece puts on
 * the table right under it, which is the shade the eye reads as "resting there".
 */
import { type Matrix4, PlaneGeometry, Quaternion, ShaderMaterial, Vector3 } from 'three';
import { PartBatch } from './batch.ts';
import type { Instancing } from './instancing.ts';

export type ContactShape = 'round' | 'square';

/** How much larger than the footprint the shadow spreads, at rest. */
const SPREAD = 1.2;
/** How much wider it grows per unit the piece stands above its rest. */
const RISE_SPREAD = 0.35;
/** Above the surface it lies on, against z-fighting. */
const LIFT = 0.004;

/**
 * The shade's darkness across its quad (p: −1..1 each way), worked out in the shader rather
 * than read from a texture, and black, so no colour needs converting: the cheapest pixel a
 * blended quad can have, which matters as a crowded table lays hundreds of them.
 */
const SHADE: Record<ContactShape, string> = {
  // Darkest at the middle, easing off to nothing at the rim.
  round: `float d = length(p);
    float a = d < 0.55 ? mix(0.55, 0.38, d / 0.55) : mix(0.38, 0.0, min((d - 0.55) / 0.45, 1.0));`,
  // The footprint (0.76 of the quad) at half dark, its edges blurred outwards and inwards.
  square: `vec2 e = 1.0 - smoothstep(vec2(0.47), vec2(1.0), abs(p));
    float a = 0.5 * e.x * e.y;`,
};

function shadeMaterial(shape: ContactShape): ShaderMaterial {
  return new ShaderMaterial({
    vertexShader: `varying vec2 vP;
void main() {
  vP = uv * 2.0 - 1.0;
  gl_Position = projectionMatrix * modelViewMatrix * instanceMatrix * vec4(position, 1.0);
}`,
    fragmentShader: `varying vec2 vP;
void main() {
  vec2 p = vP;
  ${SHADE[shape]}
  gl_FragColor = vec4(0.0, 0.0, 0.0, a);
}`,
    transparent: true,
    depthWrite: false,
  });
}

const FLAT = new PlaneGeometry(1, 1).rotateX(-Math.PI / 2);

/** The batch of contact shadows of `shape`. */
export function contactBatch(reg: Instancing, shape: ContactShape): PartBatch {
  const key = `contact|${shape}`;
  return reg.batch(key, () => new PartBatch(key, FLAT, shadeMaterial(shape), null, { castShadow: false, pick: false, renderOrder: 0 }));
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
