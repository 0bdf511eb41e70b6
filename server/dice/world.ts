/**
 * The headless cannon-es world of one throw: the table as a ground plane, four invisible
 * tray walls, one convex body per die built from assets/models/dice.ts, and a static body
 * for each die already lying on the table (thrown dice bounce off it; it never moves, so
 * what it shows stays the engine's value), and a static prism for each piece lying where
 * the dice land (`PieceBlock`: a deck as high as it is drawn, a board, a tile, a meeple),
 * so a die comes to rest on it or beside it, never inside it.
 *
 * The tray walls are infinite planes. A die only starts colliding with them once it is
 * wholly inside the tray (`prepareStep`), so dice can fly in from the thrower's edge over
 * where the walls stand and can never leave afterwards. Each step a die is tested only
 * against the planes and piece blocks its bounding sphere reaches (not four walls, the
 * table and every piece every step).
 */
import { Body, ContactMaterial, ConvexPolyhedron, GSSolver, Material, Plane, Quaternion, Vec3, World } from 'cannon-es';
import type { DieKind, Vec3 as Vec3Tuple } from '../../assets/models/dice.ts';
import { footprint, localFootprint } from './blocks.ts';
import { geometryOf } from './geometry.ts';
import { GRAVITY, type DieLaunch, type PieceBlock, type RestingBody, type Tray } from './launch.ts';

/**
 * Tunables, chosen by measurement (server/dice/README.md has the figures):
 * - step 1/120 s: 1/240 s cost twice as much and left more dice cocked (13 % against 3–4 %).
 * - contact stiffness 1e5 instead of cannon's 1e7: with stiff contacts a die resting on a
 *   face rises to exactly zero penetration, some vertices lose contact, it drops onto the
 *   others and is kicked into a rock that never sleeps (every d12 did). Soft contacts keep a
 *   steady ~0.0006-unit (0.01 mm) penetration and all contact points.
 * - 10 solver iterations: 6 brought the endless rocking back; 8 saved almost nothing.
 * - cannon's friction reduction (averaged friction per pair) made dice slide for seconds.
 */
export const PHYSICS = {
  /** Fixed step, seconds. */
  step: 1 / 120,
  /** Solver iterations per step. */
  iterations: 10,
  /** Below this combined speed (units/s + rad/s) for `sleepTime` seconds a die sleeps. */
  sleepSpeed: 0.6,
  sleepTime: 0.1,
  /** Fractions of velocity lost per second (besides contacts): felt and air bring dice to rest sooner. */
  linearDamping: 0.2,
  angularDamping: 0.5,
  /** Die against table felt. */
  table: { friction: 0.45, restitution: 0.3, contactEquationStiffness: 1e5 },
  /** Die against a tray wall. */
  wall: { friction: 0.1, restitution: 0.45, contactEquationStiffness: 1e5 },
  /** Die against die. */
  die: { friction: 0.25, restitution: 0.35, contactEquationStiffness: 1e5 },
  /** Die against a piece on the table (card stock, cardboard, wood): as on the felt. */
  piece: { friction: 0.45, restitution: 0.3, contactEquationStiffness: 1e5 },
} as const;

const GROUP_GROUND = 1;
const GROUP_DIE = 4;
const GROUP_RESTING = 8;
/** One group per tray wall, so a die is tested only against the walls it is near. */
const GROUP_WALL_MIN_X = 16;
const GROUP_WALL_MAX_X = 32;
const GROUP_WALL_MIN_Z = 64;
const GROUP_WALL_MAX_Z = 128;
/**
 * Piece blocks share the groups from here up, block k in group BLOCK_GROUP_FIRST << (k mod
 * BLOCK_GROUPS), so a die's mask can name the blocks it is near (sharing a group only
 * costs a bounding-sphere test more).
 */
const BLOCK_GROUP_FIRST = 256;
const BLOCK_GROUPS = 22;
const EVERY_BLOCK = (BLOCK_GROUP_FIRST << BLOCK_GROUPS) - BLOCK_GROUP_FIRST;
/** What a die inside the tray could touch if every plane and block were tested every step (tests compare). */
export const EVERY_PLANE = GROUP_GROUND | GROUP_DIE | GROUP_RESTING | GROUP_WALL_MIN_X | GROUP_WALL_MAX_X | GROUP_WALL_MIN_Z | GROUP_WALL_MAX_Z | EVERY_BLOCK;
/** How far below the table top a piece block's prism reaches (the table is 1 unit thick). */
const BLOCK_ROOT = 1;
/** Slack on the bounding sphere when choosing the planes a die may touch (table units). */
const PLANE_REACH = 0.05;

export const tableMaterial = new Material('table');
const wallMaterial = new Material('wall');
const pieceMaterial = new Material('piece');
export const dieMaterial = new Material('die');
export const contactMaterials = [
  new ContactMaterial(dieMaterial, tableMaterial, PHYSICS.table),
  new ContactMaterial(dieMaterial, wallMaterial, PHYSICS.wall),
  new ContactMaterial(dieMaterial, dieMaterial, PHYSICS.die),
  new ContactMaterial(dieMaterial, pieceMaterial, PHYSICS.piece),
];

export interface DieModel {
  shape: ConvexPolyhedron;
  mass: number;
  /** Moment of inertia about any axis through the centre, for `mass`. */
  inertia: number;
}

/**
 * Volume and mean moment of inertia (density 1) of a die, summed over the tetrahedra that
 * join its centre to a fan of each face. cannon-es would take a sphere's volume and the
 * inertia of the bounding box. Platonic solids have the same moment about every axis; the
 * d10's differ by a few per cent and we use their mean.
 */
function massProperties(kind: DieKind): { volume: number; inertia: number } {
  const g = geometryOf(kind);
  let volume = 0;
  let second = 0; // ∫ |r|² dV
  for (const f of g.faces) {
    const a = g.vertices[f[0] as number] as Vec3Tuple;
    for (let k = 1; k + 1 < f.length; k++) {
      const b = g.vertices[f[k] as number] as Vec3Tuple;
      const c = g.vertices[f[k + 1] as number] as Vec3Tuple;
      const v = (a[0] * (b[1] * c[2] - b[2] * c[1]) - a[1] * (b[0] * c[2] - b[2] * c[0]) + a[2] * (b[0] * c[1] - b[1] * c[0])) / 6;
      // Over a tetrahedron with one vertex at the origin: ∫ x² dV = V/10 (a² + b² + c² + ab + ac + bc), per axis.
      let s = 0;
      for (let i = 0; i < 3; i++) {
        const ai = a[i] as number, bi = b[i] as number, ci = c[i] as number;
        s += ai * ai + bi * bi + ci * ci + ai * bi + ai * ci + bi * ci;
      }
      volume += v;
      second += (v / 10) * s;
    }
  }
  // Mean of the three principal moments: (2/3) ∫ |r|² dV.
  return { volume, inertia: ((2 / 3) * second) / volume };
}

/**
 * A die as cannon-es builds it from the geometry: its vertices and faces, and each face
 * direction listed once as a separating axis (parallel faces share one, which halves the
 * face-axis tests of die–die contacts). The benchmark floor (floor.ts) uses exactly this.
 */
export function convexOf(kind: DieKind): ConvexPolyhedron {
  const g = geometryOf(kind);
  const axes: Vec3[] = [];
  for (const n of g.faceNormals) {
    if (!axes.some((a) => Math.abs(a.x * n[0] + a.y * n[1] + a.z * n[2]) > 1 - 1e-6)) axes.push(new Vec3(...n));
  }
  return new ConvexPolyhedron({ vertices: g.vertices.map((v) => new Vec3(...v)), faces: g.faces.map((f) => [...f]), axes });
}

/**
 * Each edge direction once. cannon-es keeps an edge and its reverse as two "unique" edges
 * (its check for the reversed edge compares the same vector twice), so a die–die contact
 * tested every axis e0 × e1 four times: ±e0 × ±e1 are one axis with one overlap. Dropping
 * the repeats keeps the first of each, in order, so the contacts found are the same.
 */
function dedupeEdges(shape: ConvexPolyhedron): void {
  const flipped = new Vec3();
  const kept: Vec3[] = [];
  for (const e of shape.uniqueEdges) {
    e.negate(flipped);
    if (!kept.some((k) => k.almostEquals(e) || k.almostEquals(flipped))) kept.push(e);
  }
  shape.uniqueEdges = kept;
}

// Shapes hold no per-body state in cannon-es, so one per kind serves every body and world.
const models = new Map<DieKind, DieModel>();

/** The convex shape, mass and inertia of a die of `kind` (one shared shape per kind). */
export function dieModel(kind: DieKind): DieModel {
  let m = models.get(kind);
  if (!m) {
    const shape = convexOf(kind);
    dedupeEdges(shape);
    // Density 1: a d6 (1 unit³) weighs 1.
    const { volume, inertia } = massProperties(kind);
    m = { shape, mass: volume, inertia: inertia * volume };
    models.set(kind, m);
  }
  return m;
}

// One prism per footprint and size, shared like the dice's shapes.
const prisms = new Map<string, ConvexPolyhedron>();

/**
 * A piece block's prism, centred on its middle: the footprint at ±h/2, its faces turned
 * outward, each face direction and edge direction listed once (as the dice's are).
 */
export function prismOf(b: Pick<PieceBlock, 'shape' | 'w' | 'd' | 'h'>): ConvexPolyhedron {
  const key = `${b.shape}:${b.w}:${b.d}:${b.h}`;
  let shape = prisms.get(key);
  if (shape) return shape;
  const ring = localFootprint(b);
  const n = ring.length;
  const hh = b.h / 2;
  const vertices = [...ring.map(([x, z]) => new Vec3(x, -hh, z)), ...ring.map(([x, z]) => new Vec3(x, hh, z))];
  const faces: number[][] = [ring.map((_, i) => i), ring.map((_, i) => n + i)];
  for (let i = 0; i < n; i++) faces.push([i, (i + 1) % n, n + ((i + 1) % n), n + i]);
  // Wind every face so its normal points away from the centre (cannon-es needs them outward).
  const e1 = new Vec3();
  const e2 = new Vec3();
  const normal = new Vec3();
  const axes: Vec3[] = [];
  const oriented = faces.map((f) => {
    const [a, b1, c] = f.map((i) => vertices[i] as Vec3) as [Vec3, Vec3, Vec3];
    b1.vsub(a, e1);
    c.vsub(a, e2);
    e1.cross(e2, normal);
    const mid = f.reduce((m, i) => m.vadd(vertices[i] as Vec3), new Vec3()).scale(1 / f.length);
    const face = normal.dot(mid) < 0 ? [...f].reverse() : f;
    normal.normalize();
    if (!axes.some((x) => Math.abs(x.dot(normal)) > 1 - 1e-6)) axes.push(normal.clone());
    return face;
  });
  shape = new ConvexPolyhedron({ vertices, faces: oriented, axes });
  dedupeEdges(shape);
  prisms.set(key, shape);
  return shape;
}

function staticPlane(normal: Vec3, point: Vec3, group: number): Body {
  const body = new Body({
    type: Body.STATIC,
    shape: new Plane(),
    material: group === GROUP_GROUND ? tableMaterial : wallMaterial,
    collisionFilterGroup: group,
    collisionFilterMask: GROUP_DIE,
  });
  body.quaternion.setFromVectors(new Vec3(0, 0, 1), normal);
  body.position.copy(point);
  return body;
}

const scratch = new Vec3();

/**
 * How far the body's lowest vertex lies below `floor` (the table top, or the top of the
 * flat piece under the die; 0 when above). A die landing at speed moves most of a unit in
 * one step and sinks that deep for a step before the contact pushes it out; the recording
 * lifts such frames by this much (looks only).
 */
export function sinkDepth(body: Body, floor = 0): number {
  const shape = body.shapes[0];
  if (!(shape instanceof ConvexPolyhedron)) return 0;
  let low = floor;
  for (const v of shape.vertices) {
    body.quaternion.vmult(v, scratch);
    low = Math.min(low, body.position.y + scratch.y);
  }
  return floor - low;
}

export interface DiceWorld {
  world: World;
  dice: Body[];
  /**
   * Call after every step: chooses what each die may touch in the next one. A die collides
   * with the tray walls once it is wholly inside the tray, and with the table and the
   * walls only where its bounding sphere reaches them.
   */
  prepareStep(): void;
}

/** A block's bounds on the table and in height, and the group its body is in. */
interface BlockReach { minX: number; maxX: number; minZ: number; maxZ: number; top: number; group: number }

export function buildWorld(
  tray: Tray, kinds: readonly DieKind[], launches: readonly DieLaunch[], resting: readonly RestingBody[] = [],
  blocks: readonly PieceBlock[] = [],
): DiceWorld {
  const solver = new GSSolver();
  solver.iterations = PHYSICS.iterations;
  const world = new World({ gravity: new Vec3(0, -GRAVITY, 0), allowSleep: true, solver });
  for (const cm of contactMaterials) world.addContactMaterial(cm);
  world.addBody(staticPlane(new Vec3(0, 1, 0), new Vec3(0, 0, 0), GROUP_GROUND));
  world.addBody(staticPlane(new Vec3(1, 0, 0), new Vec3(tray.minX, 0, 0), GROUP_WALL_MIN_X));
  world.addBody(staticPlane(new Vec3(-1, 0, 0), new Vec3(tray.maxX, 0, 0), GROUP_WALL_MAX_X));
  world.addBody(staticPlane(new Vec3(0, 0, 1), new Vec3(0, 0, tray.minZ), GROUP_WALL_MIN_Z));
  world.addBody(staticPlane(new Vec3(0, 0, -1), new Vec3(0, 0, tray.maxZ), GROUP_WALL_MAX_Z));
  for (const r of resting) {
    world.addBody(new Body({
      type: Body.STATIC,
      shape: dieModel(r.kind).shape,
      material: dieMaterial,
      collisionFilterGroup: GROUP_RESTING,
      collisionFilterMask: GROUP_DIE,
      position: new Vec3(...r.p),
      quaternion: new Quaternion(...r.q).normalize(),
    }));
  }
  const reaches: BlockReach[] = blocks.map((b, k) => {
    const group = BLOCK_GROUP_FIRST << (k % BLOCK_GROUPS);
    // The prism reaches down into the table (nothing under a piece is a die's to enter): a
    // thin card or board is then as solid as a deck, and a die landing hard is pushed back
    // up out of it, never down through it.
    const top = b.y + b.h;
    const body = new Body({
      type: Body.STATIC,
      shape: prismOf({ shape: b.shape, w: b.w, d: b.d, h: top + BLOCK_ROOT }),
      material: pieceMaterial,
      collisionFilterGroup: group,
      collisionFilterMask: GROUP_DIE,
      position: new Vec3(b.x, (top - BLOCK_ROOT) / 2, b.z),
    });
    body.quaternion.setFromAxisAngle(new Vec3(0, 1, 0), b.rot);
    world.addBody(body);
    const ring = footprint(b);
    return {
      minX: Math.min(...ring.map((p) => p[0])), maxX: Math.max(...ring.map((p) => p[0])),
      minZ: Math.min(...ring.map((p) => p[1])), maxZ: Math.max(...ring.map((p) => p[1])),
      top: b.y + b.h, group,
    };
  });

  const dice = kinds.map((kind, i) => {
    const l = launches[i];
    if (!l) throw new Error('dice: launch missing');
    const { shape, mass, inertia } = dieModel(kind);
    const body = new Body({
      mass,
      shape,
      material: dieMaterial,
      collisionFilterGroup: GROUP_DIE,
      collisionFilterMask: GROUP_GROUND | GROUP_DIE | GROUP_RESTING | EVERY_BLOCK,
      position: new Vec3(...l.position),
      velocity: new Vec3(...l.velocity),
      quaternion: new Quaternion(...l.quaternion),
      angularVelocity: new Vec3(...l.angularVelocity),
      linearDamping: PHYSICS.linearDamping,
      angularDamping: PHYSICS.angularDamping,
      allowSleep: true,
      sleepSpeedLimit: PHYSICS.sleepSpeed,
      sleepTimeLimit: PHYSICS.sleepTime,
    });
    // Replace cannon-es' bounding-box estimate (which even depends on the launch orientation).
    body.inertia.set(inertia, inertia, inertia);
    body.invInertia.set(1 / inertia, 1 / inertia, 1 / inertia);
    body.updateInertiaWorld(true);
    world.addBody(body);
    return body;
  });

  const radius = kinds.map((k) => geometryOf(k).circumradius);
  const inside = dice.map(() => false);
  const prepareStep = (): void => {
    for (let i = 0; i < dice.length; i++) {
      const b = dice[i] as Body;
      if (b.sleepState === Body.SLEEPING) continue;
      const p = b.position;
      let r = radius[i] as number;
      if (!inside[i]) {
        // Admitted once wholly inside; from then on the walls hold it.
        if (p.x - r >= tray.minX && p.x + r <= tray.maxX && p.z - r >= tray.minZ && p.z + r <= tray.maxZ) inside[i] = true;
      }
      // A plane touches a die only where one of its vertices lies behind the plane, found on
      // the positions the next step starts from: planes beyond the die's bounding sphere
      // are left out of its mask, which changes no contact and skips their narrowphase.
      r += PLANE_REACH;
      let mask = GROUP_DIE | GROUP_RESTING;
      if (p.y - r < 0) mask |= GROUP_GROUND;
      if (inside[i]) {
        if (p.x - r < tray.minX) mask |= GROUP_WALL_MIN_X;
        if (p.x + r > tray.maxX) mask |= GROUP_WALL_MAX_X;
        if (p.z - r < tray.minZ) mask |= GROUP_WALL_MIN_Z;
        if (p.z + r > tray.maxZ) mask |= GROUP_WALL_MAX_Z;
      }
      // A block only where the bounding sphere reaches its bounds (its base is on or above the table).
      for (const k of reaches) {
        if (p.y - r < k.top && p.x + r > k.minX && p.x - r < k.maxX && p.z + r > k.minZ && p.z - r < k.maxZ) mask |= k.group;
      }
      b.collisionFilterMask = mask;
    }
  };
  prepareStep();
  return { world, dice, prepareStep };
}
