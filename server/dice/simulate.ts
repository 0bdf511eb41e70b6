/**
 * The server half of the dice pipeline (DESIGN §5 steps 2–4): simulate a throw headless,
 * record quantised keyframes, judge how each die came to rest, and relabel each die by a
 * rotation of its labels so the face on top shows the engine's value.
 *
 * Declared rule for a cocked die: a die that does not rest flat on the tray floor (tilted
 * more than COCKED_DEGREES, leaning on or stacked on another die, still moving at the time
 * cap, or outside the tray) is thrown again once every die has stopped: it hops up from
 * where it lies with fresh spin and lands on a free spot of the tray (rethrow.ts), while
 * every other die stays where it rests as a fixed obstacle. Only cocked dice are thrown
 * again, and every viewer sees it happen: the hop is part of the die's keyframes. After
 * MAX_TRIES runs in all (or when the roll's time cap is near), each die still cocked tips
 * over flat in a short closing motion (`fallback: true`).
 *
 * Dice already at rest on the table (`req.resting`) are fixed obstacles: a thrown die
 * bounces off them, and one that ends on top of or leaning on one is cocked like any other.
 * So are the pieces lying where the dice land (`req.blocks`): a die may come to rest flat
 * on top of a flat one (a deck, a card, a board, a tile, a token) as on the table, and one
 * that ends leaning on a piece's side or on top of a standing one (a meeple, a bag) is cocked.
 */
import { Body } from 'cannon-es';
import { relabelFaces, rotateByQuaternion, tiltFromFlat, topFace, type DieKind, type Vec3 } from '../../assets/models/dice.ts';
import { newTrack, pushFrame, repeatFrame, trackPose, trimTrack, type PackedTrack } from './encode.ts';
import type { DiePose, QuatTuple } from '../../wire/dice-frames.ts';
import { clearOfBlocks, floorAt, restOn } from './blocks.ts';
import { geometryOf } from './geometry.ts';
import { planLaunch, trayFor, validateThrow, type PieceBlock, type RestingBody, type ThrowRequest, type Tray } from './launch.ts';
import { LIFT_FRAMES, freeSpot, liftPose, planHop } from './rethrow.ts';
import { PHYSICS, buildWorld, sinkDepth, type DiceWorld } from './world.ts';

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
  /** Physics steps of every run. */
  steps: number;
  /** Runs simulated (1 when the first run was clean; each later one throws only the dice left cocked). */
  tries: number;
  /** How many dice ended cocked in each run, in order (diagnostics; the last is 0 when clean). */
  cockedByRun: number[];
}

export interface SimulateOptions {
  /** Runs before the fallback applies (default MAX_TRIES). */
  maxTries?: number;
}

/** Physics steps a rethrow needs left of the time cap to be worth starting (1 s). */
const MIN_RETHROW_STEPS = Math.round(1 / PHYSICS.step);

/** Every die's keyframes so far, and which dice ended the last run cocked. */
interface Runs {
  tracks: PackedTrack[];
  bad: boolean[];
}

/**
 * Steps `dw` until every body in it sleeps or `maxSteps` have run, appending a keyframe of
 * each body to its track every STEPS_PER_FRAME steps (the first one at the start when
 * `recordStart`). The number of steps taken.
 */
function stepToRest(
  dw: DiceWorld, kinds: readonly DieKind[], tracks: readonly PackedTrack[], maxSteps: number, recordStart: boolean, blocks: readonly PieceBlock[],
): number {
  const { world, dice, prepareStep } = dw;
  const reach = kinds.map((k) => geometryOf(k).circumradius);
  const highest = blocks.reduce((m, b) => (b.floor ? Math.max(m, b.y + b.h) : m), 0);
  const lifted = { x: 0, y: 0, z: 0 };
  // Whether a body already slept when its last frame was taken: cannon-es does not move a
  // sleeping body, so its next frame is that one again until it wakes.
  const frozen = dice.map(() => false);
  const record = (): void => {
    for (let i = 0; i < dice.length; i++) {
      const b = dice[i] as Body;
      const track = tracks[i] as PackedTrack;
      const sleeping = b.sleepState === Body.SLEEPING;
      if (sleeping && frozen[i]) {
        repeatFrame(track);
        continue;
      }
      frozen[i] = sleeping;
      lifted.x = b.position.x;
      // No vertex can be below the table while the centre is higher than the circumradius.
      // A die landing on a flat piece (its centre over it) is lifted out of it the same way.
      const floor = highest > 0 && b.position.y < highest + (reach[i] as number) ? floorAt(blocks, b.position.x, b.position.z) : 0;
      lifted.y = b.position.y < floor + (reach[i] as number) ? b.position.y + sinkDepth(b, floor) : b.position.y;
      lifted.z = b.position.z;
      pushFrame(track, lifted, b.quaternion);
    }
  };
  if (recordStart) record();
  let steps = 0;
  let asleep = false;
  while (steps < maxSteps && !asleep) {
    world.step(PHYSICS.step);
    steps++;
    prepareStep();
    asleep = true;
    for (const b of dice) {
      if (b.sleepState !== Body.SLEEPING) {
        asleep = false;
        break;
      }
    }
    if (steps % STEPS_PER_FRAME === 0) record();
  }
  // Asleep between two frame times: the dice no longer move, so the next frame is this pose.
  if (steps % STEPS_PER_FRAME !== 0) record();
  return steps;
}

const restingOf = (kind: DieKind, track: PackedTrack): RestingBody => {
  const { p, q } = trackPose(track, track.count - 1);
  return { kind, p, q };
};

const quatOf = (q: QuatTuple): { x: number; y: number; z: number; w: number } => ({ x: q[0], y: q[1], z: q[2], w: q[3] });

/**
 * Whether the last frame of a track rests flat on the tray floor: the table, or the top of
 * the flat piece under the die's centre.
 */
function restsFlat(kind: DieKind, track: PackedTrack, tray: Tray, blocks: readonly PieceBlock[]): boolean {
  const g = geometryOf(kind);
  const { p, q } = trackPose(track, track.count - 1);
  if (tiltFromFlat(kind, quatOf(q)) > COCKED_DEGREES) return false;
  if (Math.abs(p[1] - floorAt(blocks, p[0], p[2]) - g.inradius) > REST_TOLERANCE) return false;
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

/** Declared fallback: lays the cocked dice of the kept run flat with a short closing motion. */
function layFlat(req: ThrowRequest, run: Runs, tray: Tray): void {
  const poses = run.tracks.map((t) => trackPose(t, t.count - 1));
  const placed = req.dice.map((d, i) => ({
    x: poses[i]?.p[0] ?? 0,
    z: poses[i]?.p[2] ?? 0,
    r: run.bad[i] ? 0 : geometryOf(d.kind).circumradius,
  }));
  // Dice already lying on the table: a die laid flat must not land inside one either.
  const still = (req.resting ?? []).map((r) => ({ x: r.p[0], z: r.p[2], r: geometryOf(r.kind).circumradius }));
  const blocks = req.blocks ?? [];
  const end = Math.max(...run.tracks.map((t) => t.count));
  req.dice.forEach((d, i) => {
    if (!run.bad[i]) return;
    const track = run.tracks[i] as PackedTrack;
    const from = poses[i] as DiePose;
    const g = geometryOf(d.kind);
    // Flat on the table or on top of a flat piece, clear of every piece's side.
    const spot = freeSpot(from.p[0], from.p[2], g.circumradius, tray, [...placed.filter((_, j) => j !== i && placed[j]?.r), ...still],
      (x, z) => clearOfBlocks(blocks, x, z, g.circumradius));
    placed[i] = { x: spot[0], z: spot[1], r: g.circumradius };
    const to = { p: [spot[0], restOn(blocks, spot[0], spot[1], g.circumradius) + g.inradius, spot[1]] as Vec3, q: flatten(d.kind, from.q) };
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
  const kinds = req.dice.map((d) => d.kind);
  const run: Runs = { tracks: req.dice.map(() => newTrack()), bad: req.dice.map(() => false) };
  const cocked = req.dice.map(() => 0);
  const cockedByRun: number[] = [];
  const capSteps = Math.ceil(MAX_SECONDS / PHYSICS.step);
  // Physics steps taken, and table time so far in steps (the lifts take time too).
  let steps = 0;
  let clock = 0;
  // The first run throws every die from the hand; each later one only the dice left cocked.
  let thrown = req.dice.map((_, i) => i);
  const blocks = req.blocks ?? [];
  let dw = buildWorld(tray, kinds, planLaunch(req, tray, rand), req.resting ?? [], blocks);
  for (;;) {
    const taken = stepToRest(dw, thrown.map((i) => kinds[i] as DieKind), thrown.map((i) => run.tracks[i] as PackedTrack), capSteps - clock, clock === 0, blocks);
    steps += taken;
    clock += taken;
    const bodies = dw.dice;
    thrown = thrown.filter((i, k) => bodies[k]?.sleepState !== Body.SLEEPING || !restsFlat(kinds[i] as DieKind, run.tracks[i] as PackedTrack, tray, blocks));
    for (const i of thrown) cocked[i] = (cocked[i] ?? 0) + 1;
    cockedByRun.push(thrown.length);
    if (thrown.length === 0 || cockedByRun.length >= maxTries || capSteps - clock < MIN_RETHROW_STEPS) break;
    // Every die but the cocked ones lies still now: obstacles for the toss, as the dice
    // already on the table are. Each cocked die is lifted clear, then tossed.
    const again = new Set(thrown);
    const still = [...(req.resting ?? []), ...kinds.flatMap((k, i) => (again.has(i) ? [] : [restingOf(k, run.tracks[i] as PackedTrack)]))];
    const lifted = thrown.map((i) => {
      const track = run.tracks[i] as PackedTrack;
      const from = restingOf(kinds[i] as DieKind, track);
      const to = liftPose(from, tray, still);
      for (let k = 1; k <= LIFT_FRAMES; k++) pushFrame(track, xyz(from.p.map((v, j) => v + ((to.p[j] ?? 0) - v) * (k / LIFT_FRAMES))), quatOf(to.q));
      return to;
    });
    clock += LIFT_FRAMES * STEPS_PER_FRAME;
    dw = buildWorld(tray, thrown.map((i) => kinds[i] as DieKind), planHop(lifted, tray, still, rand, blocks), still, blocks);
  }
  for (const i of thrown) run.bad[i] = true;
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
    steps,
    tries: cockedByRun.length,
    cockedByRun,
  };
}
