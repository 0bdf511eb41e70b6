/**
 * A throw request, checked and turned into initial conditions: where each die starts, how
 * it flies, how it spins. Plain math, no physics engine.
 *
 * Units: table units (TABLE_SIZE 48 × 32, y up, table top y = 0). One unit is 1.6 cm, the
 * edge of a real 16 mm d6, so real gravity 981 cm/s² is 613 units/s².
 */
import { TABLE_SIZE } from '../../engine/core/projection.ts';
import { isDieKind, type DieKind } from '../../assets/models/dice.ts';
import { geometryOf } from './geometry.ts';

/** Centimetres per table unit. */
export const UNIT_CM = 1.6;
/** Gravity in table units per second² (981 cm/s² / 1.6 cm). */
export const GRAVITY = 981 / UNIT_CM;
/** The invisible tray around the target: x extent, z extent, all in table units. */
export const TRAY = { width: 16, depth: 12 } as const;
export const MAX_DICE = 20;
/** Height of the lowest die centre at release (about 5 cm). */
export const LAUNCH_HEIGHT = 3;
/** How far the flick may turn the throw away from the line to the tray, radians. */
export const MAX_FLICK_ANGLE = (40 * Math.PI) / 180;
/** Keep the landing spot this far inside the tray walls. */
export const LANDING_MARGIN = 2.5;
/** Spacing of the dice in the hand (more than two d6 circumradii). */
const HAND_SPACING = 1.9;
/** Spacing of the dice's first touchdowns, so they do not land on one another. */
const LANDING_SPACING = 2.4;

export interface XZ { x: number; z: number }

export interface ThrowDie {
  id: string;
  kind: DieKind;
  /** The engine's value, 1..sides. */
  value: number;
}

export interface ThrowRequest {
  dice: ThrowDie[];
  /** The thrower's launch point near their table edge. */
  from: XZ;
  /** Tray centre; default the table centre. Moved inward so the tray fits on the table. */
  target?: XZ;
  /** Release gesture: direction on the table and strength 0..1 (clamped). */
  flick?: { dx: number; dz: number; strength: number };
  /**
   * Dice lying still on the table (earlier throws, dice never thrown): fixed obstacles the
   * thrown dice bounce off and never come to rest inside. They do not move, so their shown
   * values stay the engine's.
   */
  resting?: RestingBody[];
  /**
   * The pieces lying where the dice can land (decks, cards, boards, tiles, tokens, meeples,
   * bags), each a fixed block of the size the client draws it: a die bounces off it and
   * comes to rest on top of a flat one, never inside one.
   */
  blocks?: PieceBlock[];
}

/**
 * A piece on the table as the dice meet it: a prism standing on its footprint from its
 * base `y` up `h`, centred at (x, z) and turned by `rot` about the vertical (as the client
 * turns it). The footprint is a w × d rectangle (`box`), a disc w across (`disc`), or a
 * hexagon with a vertex towards ±z, d across (`hex`).
 */
export interface PieceBlock {
  shape: 'box' | 'disc' | 'hex';
  x: number;
  z: number;
  rot: number;
  y: number;
  w: number;
  d: number;
  h: number;
  /** Whether a die may come to rest on top of it (a card, deck, tile, token or board; not a meeple or a bag). */
  floor: boolean;
}

/** The most piece blocks a throw takes into account. */
export const MAX_BLOCKS = 64;
const BLOCK_SHAPES: ReadonlySet<string> = new Set(['box', 'disc', 'hex']);

/** A die at rest on the table: its kind and pose (centre, [x, y, z, w] orientation). */
export interface RestingBody {
  kind: DieKind;
  p: [number, number, number];
  q: [number, number, number, number];
}

/** The most resting dice a throw takes into account. */
export const MAX_RESTING = 64;

export interface Tray {
  minX: number;
  maxX: number;
  minZ: number;
  maxZ: number;
}

export interface DieLaunch {
  position: [number, number, number];
  velocity: [number, number, number];
  /** [x, y, z, w] */
  quaternion: [number, number, number, number];
  angularVelocity: [number, number, number];
}

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);
const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

function checkPoint(p: unknown, name: string): XZ {
  const o = p as Partial<XZ> | null | undefined;
  if (!o || !finite(o.x) || !finite(o.z)) throw new Error(`dice: ${name} needs finite x and z`);
  return { x: o.x, z: o.z };
}

/** Checks a request (defence in depth: the room validates first). Throws a clear Error. */
export function validateThrow(req: ThrowRequest): void {
  if (!req || !Array.isArray(req.dice)) throw new Error('dice: request needs a dice array');
  const n = req.dice.length;
  if (n < 1 || n > MAX_DICE) throw new Error(`dice: a throw takes 1 to ${MAX_DICE} dice, got ${n}`);
  const ids = new Set<string>();
  for (const d of req.dice) {
    if (typeof d.id !== 'string' || d.id === '') throw new Error('dice: every die needs a string id');
    if (ids.has(d.id)) throw new Error(`dice: duplicate die id "${d.id}"`);
    ids.add(d.id);
    if (typeof d.kind !== 'string' || !isDieKind(d.kind)) throw new Error(`dice: unknown die kind "${String(d.kind)}"`);
    const sides = Number(d.kind.slice(1));
    if (!Number.isInteger(d.value) || d.value < 1 || d.value > sides) {
      throw new Error(`dice: value ${String(d.value)} is not a face of a ${d.kind} (1..${sides})`);
    }
  }
  checkPoint(req.from, 'from');
  if (req.resting !== undefined) {
    if (!Array.isArray(req.resting) || req.resting.length > MAX_RESTING) throw new Error(`dice: at most ${MAX_RESTING} resting dice`);
    for (const r of req.resting) {
      if (!r || typeof r.kind !== 'string' || !isDieKind(r.kind)) throw new Error('dice: a resting die needs a known kind');
      if (!Array.isArray(r.p) || r.p.length !== 3 || !r.p.every(finite)) throw new Error('dice: a resting die needs a finite position');
      if (!Array.isArray(r.q) || r.q.length !== 4 || !r.q.every(finite) || Math.hypot(...r.q) < 1e-6) {
        throw new Error('dice: a resting die needs a finite orientation');
      }
    }
  }
  if (req.blocks !== undefined) {
    if (!Array.isArray(req.blocks) || req.blocks.length > MAX_BLOCKS) throw new Error(`dice: at most ${MAX_BLOCKS} piece blocks`);
    for (const b of req.blocks) {
      if (!b || typeof b.shape !== 'string' || !BLOCK_SHAPES.has(b.shape)) throw new Error('dice: a piece block needs a shape (box, disc or hex)');
      if (![b.x, b.z, b.rot, b.y].every(finite)) throw new Error('dice: a piece block needs a finite place and turn');
      if (![b.w, b.d, b.h].every((v) => finite(v) && v > 0 && v <= TABLE_SIZE.width)) throw new Error('dice: a piece block needs a size above 0 and within the table');
      if (typeof b.floor !== 'boolean') throw new Error('dice: a piece block needs floor true or false');
    }
  }
  if (req.target !== undefined) checkPoint(req.target, 'target');
  if (req.flick !== undefined) {
    const f = req.flick;
    if (!f || !finite(f.dx) || !finite(f.dz) || !finite(f.strength)) {
      throw new Error('dice: flick needs finite dx, dz and strength');
    }
  }
}

/**
 * How far inside the table's edges the tray's walls stay: dice thrown at places near an edge
 * (Explorers' dice at the east end) come to rest short of it, where the seated cameras still
 * show them, instead of rolling against the table's rim at the screen's edge.
 */
export const TRAY_INSET = 2;

/** The tray around `target`, moved so it lies wholly on the table, TRAY_INSET inside its edges. */
export function trayFor(target: XZ | undefined): Tray {
  const hw = TRAY.width / 2;
  const hd = TRAY.depth / 2;
  const cx = clamp(target?.x ?? 0, -TABLE_SIZE.width / 2 + TRAY_INSET + hw, TABLE_SIZE.width / 2 - TRAY_INSET - hw);
  const cz = clamp(target?.z ?? 0, -TABLE_SIZE.depth / 2 + TRAY_INSET + hd, TABLE_SIZE.depth / 2 - TRAY_INSET - hd);
  return { minX: cx - hw, maxX: cx + hw, minZ: cz - hd, maxZ: cz + hd };
}

/** Flick strength in 0..1 (default 0.5 without a flick). */
export function flickStrength(req: ThrowRequest): number {
  return req.flick ? clamp(req.flick.strength, 0, 1) : 0.5;
}

function randomQuaternion(rand: () => number): [number, number, number, number] {
  // Uniform random rotation (Shoemake).
  const u1 = rand();
  const u2 = rand() * 2 * Math.PI;
  const u3 = rand() * 2 * Math.PI;
  const a = Math.sqrt(1 - u1);
  const b = Math.sqrt(u1);
  return [a * Math.sin(u2), a * Math.cos(u2), b * Math.sin(u3), b * Math.cos(u3)];
}

/** A uniformly random unit vector. */
export function randomUnit(rand: () => number): [number, number, number] {
  const y = rand() * 2 - 1;
  const t = rand() * 2 * Math.PI;
  const r = Math.sqrt(1 - y * y);
  return [r * Math.cos(t), y, r * Math.sin(t)];
}

/**
 * Initial conditions for every die of a (validated) request. The dice leave the hand as a
 * small cluster above `from` and fly a ballistic arc whose first touchdown lies inside the
 * tray: the flick turns the aim (at most MAX_FLICK_ANGLE) and its strength moves the
 * touchdown deeper and adds speed and spin. `rand` (server randomness) picks orientation,
 * spin and small jitters; every call draws fresh ones.
 */
export function planLaunch(req: ThrowRequest, tray: Tray, rand: () => number): DieLaunch[] {
  const cx = (tray.minX + tray.maxX) / 2;
  const cz = (tray.minZ + tray.maxZ) / 2;
  const from = {
    x: clamp(req.from.x, -TABLE_SIZE.width / 2, TABLE_SIZE.width / 2),
    z: clamp(req.from.z, -TABLE_SIZE.depth / 2, TABLE_SIZE.depth / 2),
  };
  let fx = cx - from.x;
  let fz = cz - from.z;
  const fl = Math.hypot(fx, fz);
  if (fl < 1e-6) { fx = 0; fz = -1; } else { fx /= fl; fz /= fl; }
  // Right-hand side of the aim, on the table.
  const rx = -fz;
  const rz = fx;

  const s = flickStrength(req);
  let lateral = 0;
  if (req.flick && Math.hypot(req.flick.dx, req.flick.dz) > 1e-9) {
    const along = req.flick.dx * fx + req.flick.dz * fz;
    const across = req.flick.dx * rx + req.flick.dz * rz;
    lateral = Math.sin(clamp(Math.atan2(across, along), -MAX_FLICK_ANGLE, MAX_FLICK_ANGLE));
  }
  const n = req.dice.length;
  // The hand: a loose grid across the throw (columns) and along it (rows), at random heights.
  const cols = Math.ceil(Math.sqrt(n));
  const rows = Math.ceil(n / cols);
  const halfA = ((cols - 1) / 2) * LANDING_SPACING;
  const halfB = ((rows - 1) / 2) * LANDING_SPACING;
  // The landing patch keeps the hand's layout, spread to LANDING_SPACING and shrunk if needed
  // to fit inside the tray's landing area whatever the direction of the throw.
  const innerHX = (tray.maxX - tray.minX) / 2 - LANDING_MARGIN;
  const innerHZ = (tray.maxZ - tray.minZ) / 2 - LANDING_MARGIN;
  const patchHX = Math.abs(rx) * halfA + Math.abs(fx) * halfB;
  const patchHZ = Math.abs(rz) * halfA + Math.abs(fz) * halfB;
  const shrink = Math.min(1, patchHX > 0 ? innerHX / patchHX : 1, patchHZ > 0 ? innerHZ / patchHZ : 1);
  const landX = clamp(cx + fx * (s - 0.5) * 6 + rx * lateral * 8, cx - innerHX + patchHX * shrink, cx + innerHX - patchHX * shrink);
  const landZ = clamp(cz + fz * (s - 0.5) * 6 + rz * lateral * 8, cz - innerHZ + patchHZ * shrink, cz + innerHZ - patchHZ * shrink);
  const flight = 0.28 - 0.08 * s;
  return req.dice.map((d, i) => {
    const col = i % cols;
    const row = Math.floor(i / cols);
    const inRow = Math.min(cols, n - row * cols);
    const a = col - (inRow - 1) / 2;
    const b = row - (rows - 1) / 2;
    const ha = a * HAND_SPACING + (rand() - 0.5) * 0.2;
    const hb = b * HAND_SPACING + (rand() - 0.5) * 0.2;
    const px = from.x + rx * ha + fx * hb;
    const pz = from.z + rz * ha + fz * hb;
    const py = LAUNCH_HEIGHT + rand() * 0.8;
    // Each die aims at its own spot of the landing patch, inside the tray.
    const la = a * LANDING_SPACING * shrink;
    const lb = b * LANDING_SPACING * shrink;
    const tx = landX + rx * la + fx * lb;
    const tz = landZ + rz * la + fz * lb;
    const t = flight * (0.96 + rand() * 0.08);
    const touch = geometryOf(d.kind).circumradius;
    const vy = (touch - py + (GRAVITY * t * t) / 2) / t;
    const axis = randomUnit(rand);
    const spin = 20 + 30 * s + rand() * 15;
    return {
      position: [px, py, pz],
      velocity: [(tx - px) / t, vy, (tz - pz) / t],
      quaternion: randomQuaternion(rand),
      angularVelocity: [axis[0] * spin, axis[1] * spin, axis[2] * spin],
    };
  });
}
