/**
 * The floor the dice figures are measured against (`npm run bench -- dice`): a bare
 * cannon-es loop on the same launches. The same bodies (shape, mass, inertia, damping,
 * sleep limits), the same materials, solver and fixed step on a ground plane, stepped until
 * every die sleeps or the time cap — and nothing else: no tray walls, no dice at rest, no
 * keyframes, no judging or re-throwing cocked dice, no relabelling. What the physics of a
 * throw costs before anything this project adds.
 */
import { Body, GSSolver, Plane, Quaternion, Vec3, World, type ConvexPolyhedron } from 'cannon-es';
import type { DieKind } from '../../assets/models/dice.ts';
import { GRAVITY, type DieLaunch } from './launch.ts';
import { PHYSICS, contactMaterials, convexOf, dieMaterial, dieModel, tableMaterial } from './world.ts';

// cannon-es' own shapes (every edge listed in both directions), one per kind.
const shapes = new Map<DieKind, ConvexPolyhedron>();
const bareShape = (kind: DieKind): ConvexPolyhedron => {
  let s = shapes.get(kind);
  if (!s) shapes.set(kind, s = convexOf(kind));
  return s;
};

/** Steps the launches to rest on a bare table; the number of steps taken. */
export function bareThrow(kinds: readonly DieKind[], launches: readonly DieLaunch[], maxSeconds: number): number {
  const solver = new GSSolver();
  solver.iterations = PHYSICS.iterations;
  const world = new World({ gravity: new Vec3(0, -GRAVITY, 0), allowSleep: true, solver });
  for (const cm of contactMaterials) world.addContactMaterial(cm);
  const ground = new Body({ type: Body.STATIC, shape: new Plane(), material: tableMaterial });
  ground.quaternion.setFromAxisAngle(new Vec3(1, 0, 0), -Math.PI / 2);
  world.addBody(ground);
  const dice = kinds.map((kind, i) => {
    const l = launches[i] as DieLaunch;
    const { mass, inertia } = dieModel(kind);
    const body = new Body({
      mass, shape: bareShape(kind), material: dieMaterial,
      position: new Vec3(...l.position), velocity: new Vec3(...l.velocity),
      quaternion: new Quaternion(...l.quaternion), angularVelocity: new Vec3(...l.angularVelocity),
      linearDamping: PHYSICS.linearDamping, angularDamping: PHYSICS.angularDamping,
      allowSleep: true, sleepSpeedLimit: PHYSICS.sleepSpeed, sleepTimeLimit: PHYSICS.sleepTime,
    });
    body.inertia.set(inertia, inertia, inertia);
    body.invInertia.set(1 / inertia, 1 / inertia, 1 / inertia);
    body.updateInertiaWorld(true);
    world.addBody(body);
    return body;
  });
  const maxSteps = Math.ceil(maxSeconds / PHYSICS.step);
  let steps = 0;
  while (steps < maxSteps && !dice.every((b) => b.sleepState === Body.SLEEPING)) {
    world.step(PHYSICS.step);
    steps++;
  }
  return steps;
}
