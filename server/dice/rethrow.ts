/**
 * Throwing a cocked die again (the declared rule in simulate.ts): once every die of a run
 * has stopped, each die that did not come to rest flat is picked up — lifted clear of
 * whatever it leans on, a short scripted motion like the fallback's — and tossed again
 * with fresh spin onto a free spot of the tray nearby, while every other die stays where
 * it rests as a fixed obstacle. Plain math, no physics engine: this plans the lift and the
 * toss; the simulation flies the toss.
 *
 * Why lifted first: a die leaning on another starts in contact with it, and cannon-es
 * bounds friction by a force where its solver applies impulses, so a die launched from
 * such a contact loses most of its speed in the first step (it only twitched).
 */
import type { Vec3 } from '../../assets/models/dice.ts';
import { clearOfBlocks, floorAt } from './blocks.ts';
import { geometryOf } from './geometry.ts';
import { GRAVITY, LANDING_MARGIN, LAUNCH_HEIGHT, randomUnit, type DieLaunch, type PieceBlock, type RestingBody, type Tray } from './launch.ts';

/** Keyframes of the lift (30 per second). */
export const LIFT_FRAMES = 4;
/** How far the lift moves a die away from what it leans on, table units. */
const LIFT_AWAY = 0.6;
/** Time from the hand to the table, seconds (± 10 %). */
const HOP_FLIGHT = 0.16;
/** Gap kept between a toss's landing spot and every other die, beyond both circumradii. */
const HOP_CLEARANCE = 1.2;
/** A toss lands within this distance of where the die lay (before moving clear of others). */
const HOP_REACH = 4;

/** A disc on the tray floor that a die occupies. */
export interface Spot { x: number; z: number; r: number }

/**
 * A free spot on the tray floor near (x, z) for a die of radius r, clear of `others` (and
 * where `allowed` says so: clear of the pieces on the table, blocks.ts).
 */
export function freeSpot(
  x: number, z: number, r: number, tray: Tray, others: readonly Spot[], allowed: (x: number, z: number) => boolean = () => true,
): [number, number] {
  const clampX = (v: number): number => Math.min(tray.maxX - r, Math.max(tray.minX + r, v));
  const clampZ = (v: number): number => Math.min(tray.maxZ - r, Math.max(tray.minZ + r, v));
  const free = (px: number, pz: number): boolean => others.every((o) => Math.hypot(px - o.x, pz - o.z) >= r + o.r) && allowed(px, pz);
  let best: [number, number] = [clampX(x), clampZ(z)];
  if (free(...best)) return best;
  // Spiral outward; the tray is far larger than 20 dice, so a spot turns up quickly.
  for (let k = 1; k < 400; k++) {
    const a = k * 2.39996;
    const d = 0.25 * Math.sqrt(k) * 2;
    const c: [number, number] = [clampX(x + d * Math.cos(a)), clampZ(z + d * Math.sin(a))];
    if (free(...c)) return c;
    best = c;
  }
  return best;
}

/**
 * The horizontal direction a die at `p` (circumradius r) is free to leave in: away from
 * the dice at rest it touches and from the tray walls it is against; null when nothing is
 * near.
 */
function awayFrom(p: Vec3, r: number, tray: Tray, still: readonly Spot[]): [number, number] | null {
  let x = 0;
  let z = 0;
  for (const o of still) {
    const dx = p[0] - o.x;
    const dz = p[2] - o.z;
    const d = Math.hypot(dx, dz);
    if (d > 1e-6 && d < r + o.r) {
      x += dx / d;
      z += dz / d;
    }
  }
  if (p[0] - r < tray.minX) x += 1;
  if (p[0] + r > tray.maxX) x -= 1;
  if (p[2] - r < tray.minZ) z += 1;
  if (p[2] + r > tray.maxZ) z -= 1;
  const l = Math.hypot(x, z);
  return l > 1e-6 ? [x / l, z / l] : null;
}

/**
 * Where the hand holds a cocked die before tossing it again: above any die at rest
 * (LAUNCH_HEIGHT, or higher for a die lying on top of another), moved a little away from
 * the dice and walls it touches, in the orientation it stopped in.
 */
export function liftPose(die: RestingBody, tray: Tray, still: readonly RestingBody[]): RestingBody {
  const r = geometryOf(die.kind).circumradius;
  const away = awayFrom(die.p, r, tray, still.map((s) => ({ x: s.p[0], z: s.p[2], r: geometryOf(s.kind).circumradius })));
  const [x, y, z] = die.p;
  return {
    kind: die.kind,
    p: [x + (away?.[0] ?? 0) * LIFT_AWAY, Math.max(LAUNCH_HEIGHT, y + 1.5), z + (away?.[1] ?? 0) * LIFT_AWAY],
    q: [...die.q],
  };
}

/**
 * Initial conditions for tossing lifted dice (`liftPose`) again: each flies a ballistic
 * arc to a spot near where it was, inside the tray's landing area and clear of `still`
 * (the dice at rest), of the other tosses' spots and of the sides of the pieces on the
 * table (`blocks`: it may land on top of a flat one), spinning about a random axis.
 */
export function planHop(
  dice: readonly RestingBody[], tray: Tray, still: readonly RestingBody[], rand: () => number, blocks: readonly PieceBlock[] = [],
): DieLaunch[] {
  const taken: Spot[] = still.map((s) => ({ x: s.p[0], z: s.p[2], r: geometryOf(s.kind).circumradius + HOP_CLEARANCE }));
  const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));
  return dice.map((die) => {
    const r = geometryOf(die.kind).circumradius;
    const [px, py, pz] = die.p;
    const a = rand() * 2 * Math.PI;
    const d = HOP_REACH * Math.sqrt(rand());
    const [tx, tz] = freeSpot(
      clamp(px + d * Math.cos(a), tray.minX + LANDING_MARGIN, tray.maxX - LANDING_MARGIN),
      clamp(pz + d * Math.sin(a), tray.minZ + LANDING_MARGIN, tray.maxZ - LANDING_MARGIN),
      r, tray, taken, (x, z) => clearOfBlocks(blocks, x, z, r + HOP_CLEARANCE / 2),
    );
    taken.push({ x: tx, z: tz, r: r + HOP_CLEARANCE });
    const t = HOP_FLIGHT * (0.9 + rand() * 0.2);
    const vy = (floorAt(blocks, tx, tz) + r - py + (GRAVITY * t * t) / 2) / t;
    const axis: Vec3 = randomUnit(rand);
    const spin = 15 + rand() * 15;
    return {
      position: [px, py, pz],
      velocity: [(tx - px) / t, vy, (tz - pz) / t],
      quaternion: [...die.q],
      angularVelocity: [axis[0] * spin, axis[1] * spin, axis[2] * spin],
    };
  });
}
