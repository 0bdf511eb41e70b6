/**
 * The server half of the dice pipeline (DESIGN §5 steps 2–4): simulate a throw headless,
 * record quantised keyframes, judge how each die came to rest, and relabel each die by a
 * rotation of its labels so the face on top shows the engine's value.
 *
 * Declared rule for a cocked die: a die that does not rest flat on the tray floor (tilted
 * more than COCKED_DEGREES, leaning on or stacked on another die, still moving after
 * MAX_SECONDS, or outside the tray) makes the whole throw run again with fresh spin, up to
 * MAX_TRIES runs. If no run is clean, the run with the fewest such dice is kept and each of
 * its cocked dice tips over flat in a short closing motion (`fallback: true`).
 *
 * Dice already at rest on the table (`req.resting`) are fixed obstacles: a thrown die
 * bounces off them, and one that ends on top of or leaning on one is cocked like any other.
 */
import { Body } from 'cannon-es';
import { relabelFaces, rotateByQuaternion, tiltFromFlat, topFace, type DieKind, type Vec3 } from '../../assets/models/dice.ts';
import { newTrack, pushFrame, trackPose, trimTrack, type PackedTrack } from './encode.ts';
import type { DiePose, QuatTuple } from './frames.ts';
import { geometryOf } from './geometry.ts';
import { planLaunch, trayFor, validateThrow, type ThrowRequest, type Tray } from './launch.ts';
import { PHYSICS, buildWorld, sinkDepth } from './world.ts';

export type { ThrowRequest, ThrowDie, XZ } from './launch.ts';

/** A die resting more than this many degrees from flat is cocked. */
export const COCKED_DEGREES = 12;
/** Simulation runs per throw before the fallback applies. */
export const MAX_TRIES = 5;
/** Table time after which a run stops even if a die still moves. */
export const MAX_SECONDS = 6;
/** Keyframes per second of table time. */
export const FRAME_RATE = 30;
/** A die whose centre is further than this above its resting height is not on the floor. */
const REST_TOLERANCE = 0.08;
/** Frames of the closing motion that lays a cocked die flat (fallback). */
const SNAP_FRAMES = 6;

const STEPS_PER_FRAME = Math.round(1 / (PHYSICS.step * FRAME_RATE));

export interface ThrowResultDie {
  id: string;
  kind: DieKind;
  value: number;
  /** labelMap[f] = value printed for geometry face f (a rotation of the standard labels). */
  labelMap: number[];
  frames: PackedTrack;
  /** The last keyframe as viewers decode it (quaternion rounded to 6 decimals). */
  final: DiePose;
  /** Runs in which this die ended cocked. */
  cocked: number;
  fallback: boolean;
}

export interface ThrowResult {
  dice: ThrowResultDie[];
  frameRate: number;
  /** Simulated length of the roll, ms. */
  durationMs: number;
  /** Physics steps of the run that was kept. */
  steps: number;
  /** Runs simulated (1 when the first run was clean). */
  tries: number;
  /** How many dice ended cocked in each run, in order (diagnostics; the last is 0 when clean). */
  cockedByRun: number[];
}

export interface SimulateOptions {
  /** Runs before the fallback applies (default MAX_TRIES). */
  maxTries?: number;
}

interface Run {
  tracks: PackedTrack[];
  steps: number;
  bad: boolean[];
}

function simulateOnce(req: ThrowRequest, tray: Tray, rand: () => number): Run {
  const kinds = req.dice.map((d) => d.kind);
  const { world, dice, admitToTray } = buildWorld(tray, kinds, planLaunch(req, tray, rand), req.resting ?? []);
  const tracks = dice.map(() => newTrack());
  const lifted = { x: 0, y: 0, z: 0 };
  const record = (): void => dice.forEach((b, i) => {
    lifted.x = b.position.x;
    lifted.y = b.position.y + sinkDepth(b);
    lifted.z = b.position.z;
    pushFrame(tracks[i] as PackedTrack, lifted, b.quaternion);
  });
  record();
  const maxSteps = Math.ceil(MAX_SECONDS / PHYSICS.step);
  let steps = 0;
  let asleep = false;
  while (steps < maxSteps && !asleep) {
    world.step(PHYSICS.step);
    steps++;
    admitToTray();
    asleep = dice.every((b) => b.sleepState === Body.SLEEPING);
    if (steps % STEPS_PER_FRAME === 0) record();
  }
  // Asleep between two frame times: the dice no longer move, so the next frame is this pose.
  if (steps % STEPS_PER_FRAME !== 0) record();
  const bad = dice.map((b, i) => b.sleepState !== Body.SLEEPING || !restsFlat(kinds[i] as DieKind, tracks[i] as PackedTrack, tray));
  return { tracks, steps, bad };
}

const quatOf = (q: QuatTuple): { x: number; y: number; z: number; w: number } => ({ x: q[0], y: q[1], z: q[2], w: q[3] });

/** Whether the last frame of a track rests flat on the tray floor. */
function restsFlat(kind: DieKind, track: PackedTrack, tray: Tray): boolean {
  const g = geometryOf(kind);
  const { p, q } = trackPose(track, track.count - 1);
  if (tiltFromFlat(kind, quatOf(q)) > COCKED_DEGREES) return false;
  if (Math.abs(p[1] - g.inradius) > REST_TOLERANCE) return false;
  return p[0] > tray.minX && p[0] < tray.maxX && p[2] > tray.minZ && p[2] < tray.maxZ;
}

/** The product a·b of two [x, y, z, w] quaternions (turn by b, then by a). */
export function mulQuat(a: QuatTuple, b: QuatTuple): QuatTuple {
  const [ax, ay, az, aw] = a;
  const [bx, by, bz, bw] = b;
  return [
    aw * bx + ax * bw + ay * bz - az * by,
    aw * by - ax * bz + ay * bw + az * bx,
    aw * bz + ax * by - ay * bx + az * bw,
    aw * bw - ax * bx - ay * by - az * bz,
  ];
}

/** Normalised linear blend of two quaternions along the shorter arc (fine for small turns). */
function nlerp(a: QuatTuple, b: QuatTuple, t: number): QuatTuple {
  const sign = a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3] < 0 ? -1 : 1;
  const q = a.map((v, i) => v + ((b[i] ?? 0) * sign - v) * t) as QuatTuple;
  const l = Math.hypot(...q) || 1;
  return q.map((v) => v / l) as QuatTuple;
}

/** The orientation nearest to q in which the die's reading face is exactly flat. */
function flatten(kind: DieKind, q: QuatTuple): QuatTuple {
  const g = geometryOf(kind);
  const n = rotateByQuaternion(quatOf(q), g.faceNormals[topFace(kind, quatOf(q))] as Vec3);
  const t: Vec3 = kind === 'd4' ? [0, -1, 0] : [0, 1, 0];
  // Shortest arc from n to t: its axis n × t is horizontal, so the die keeps its heading.
  const axis: Vec3 = [n[1] * t[2] - n[2] * t[1], n[2] * t[0] - n[0] * t[2], n[0] * t[1] - n[1] * t[0]];
  const s = Math.hypot(...axis);
  if (s < 1e-12) return q;
  const angle = Math.atan2(s, n[0] * t[0] + n[1] * t[1] + n[2] * t[2]);
  const h = Math.sin(angle / 2) / s;
  return mulQuat([axis[0] * h, axis[1] * h, axis[2] * h, Math.cos(angle / 2)], q);
}

/** A free spot on the tray floor near (x, z) for a die of radius r, away from `others`. */
function freeSpot(x: number, z: number, r: number, tray: Tray, others: { x: number; z: number; r: number }[]): [number, number] {
  const clampX = (v: number): number => Math.min(tray.maxX - r, Math.max(tray.minX + r, v));
  const clampZ = (v: number): number => Math.min(tray.maxZ - r, Math.max(tray.minZ + r, v));
  const free = (px: number, pz: number): boolean => others.every((o) => Math.hypot(px - o.x, pz - o.z) >= r + o.r);
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

/** Declared fallback: lays the cocked dice of the kept run flat with a short closing motion. */
function layFlat(req: ThrowRequest, run: Run, tray: Tray): void {
  const poses = run.tracks.map((t) => trackPose(t, t.count - 1));
  const placed = req.dice.map((d, i) => ({
    x: poses[i]?.p[0] ?? 0,
    z: poses[i]?.p[2] ?? 0,
    r: run.bad[i] ? 0 : geometryOf(d.kind).circumradius,
  }));
  // Dice already lying on the table: a die laid flat must not land inside one either.
  const still = (req.resting ?? []).map((r) => ({ x: r.p[0], z: r.p[2], r: geometryOf(r.kind).circumradius }));
  const end = Math.max(...run.tracks.map((t) => t.count));
  req.dice.forEach((d, i) => {
    if (!run.bad[i]) return;
    const track = run.tracks[i] as PackedTrack;
    const from = poses[i] as DiePose;
    const g = geometryOf(d.kind);
    const spot = freeSpot(from.p[0], from.p[2], g.circumradius, tray, [...placed.filter((_, j) => j !== i && placed[j]?.r), ...still]);
    placed[i] = { x: spot[0], z: spot[1], r: g.circumradius };
    const to = { p: [spot[0], g.inradius, spot[1]] as Vec3, q: flatten(d.kind, from.q) };
    // Hold until every die has finished, then tip over in SNAP_FRAMES frames.
    while (track.count < end) pushFrame(track, xyz(from.p), quatOf(from.q));
    for (let k = 1; k <= SNAP_FRAMES; k++) {
      const t = k / SNAP_FRAMES;
      const p = from.p.map((v, j) => v + ((to.p[j] ?? 0) - v) * t);
      pushFrame(track, xyz(p as Vec3), quatOf(k === SNAP_FRAMES ? to.q : nlerp(from.q, to.q, t)));
    }
  });
}

const xyz = (p: readonly number[]): { x: number; y: number; z: number } => ({ x: p[0] ?? 0, y: p[1] ?? 0, z: p[2] ?? 0 });

const round6 = (v: number): number => Math.round(v * 1e6) / 1e6;

/**
 * Simulates one throw and returns its keyframes, resting poses and label rotations.
 * `rand` is server randomness (not the engine's RNG); the same sequence gives the same result.
 * Throws an Error for a malformed request.
 */
export function simulateThrow(req: ThrowRequest, rand: () => number, options: SimulateOptions = {}): ThrowResult {
  validateThrow(req);
  const maxTries = Math.max(1, Math.floor(options.maxTries ?? MAX_TRIES));
  const tray = trayFor(req.target);
  const cocked = req.dice.map(() => 0);
  const cockedByRun: number[] = [];
  let best: Run | null = null;
  let bestBad = Infinity;
  while (cockedByRun.length < maxTries) {
    const run = simulateOnce(req, tray, rand);
    run.bad.forEach((b, i) => { if (b) cocked[i] = (cocked[i] ?? 0) + 1; });
    const badCount = run.bad.filter(Boolean).length;
    cockedByRun.push(badCount);
    if (badCount < bestBad) { best = run; bestBad = badCount; }
    if (badCount === 0) break;
  }
  const run = best as Run;
  layFlat(req, run, tray);
  const frameCount = Math.max(...run.tracks.map((t) => t.count));

  const dice = req.dice.map((d, i): ThrowResultDie => {
    const track = run.tracks[i] as PackedTrack;
    trimTrack(track);
    const last = trackPose(track, track.count - 1);
    const final: DiePose = { p: last.p, q: last.q.map(round6) as QuatTuple };
    const face = topFace(d.kind, quatOf(final.q));
    const labelMap = relabelFaces(d.kind, face, d.value).valueOfFace;
    // Honesty (DESIGN §2.4): what every viewer reads at rest is the engine's value.
    if (labelMap[face] !== d.value || labelMap[topFace(d.kind, quatOf(last.q))] !== d.value) {
      throw new Error(`dice: relabelling ${d.id} failed to show ${d.value}`);
    }
    return { id: d.id, kind: d.kind, value: d.value, labelMap, frames: track, final, cocked: cocked[i] ?? 0, fallback: run.bad[i] ?? false };
  });
  return {
    dice,
    frameRate: FRAME_RATE,
    durationMs: Math.round(((frameCount - 1) * 1000) / FRAME_RATE),
    steps: run.steps,
    tries: cockedByRun.length,
    cockedByRun,
  };
}
