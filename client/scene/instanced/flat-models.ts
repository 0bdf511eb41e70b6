/**
 * Models made here rather than loaded, for the components a group brings: a slab (a board
 * or a mat, 1 × 1 and stretched to its size by its frame), a square token, a hidden zone's
 * sheet (1 × 1, stretched likewise) and a lock's pin. They are ModelParts like a loaded
 * model's, so their pieces draw through the same batches (one per part and face source,
 * whatever their number or size). A printed top is a plane whose texture coordinates read
 * a layer the way a loaded model's do: the layer's first row at the far edge.
 */
import { BoxGeometry, Box3, Matrix4, MeshStandardMaterial, PlaneGeometry, SphereGeometry, Vector3, type BufferGeometry } from 'three';
import type { ModelPart, ModelParts } from './model-parts.ts';

/**
 * How high a board's or a mat's top stands above the table: a hair under the 0.1 the free
 * table stacks pieces on a board at, so what lies on it rests on it (and, under the 0.1 a
 * piece must stand to lay a contact shadow, the slab lays none).
 */
export const SLAB_TOP = 0.098;
/** The slab's body stops under its printed top: two faces closer than the depth buffer can tell apart would shimmer. */
const SLAB_BODY = 0.09;
/** A square token's footprint and height (the engine's 1.2 × 1.2; a round token's height). */
export const SQUARE_TOKEN = { size: 1.2, height: 0.15 };
/** How high a hidden zone's sheet lies above the table: over the felt, under any piece. */
export const ZONE_Y = 0.005;

/**
 * A flat face of `w` × `d` at height `y`, facing up (or down), its layer's first row toward
 * −z; cut into `cuts` × `cuts` squares (a board seen at a low angle spans much of the
 * screen, and some renderers pick a texture's level of detail per triangle).
 */
function topPlane(w: number, d: number, y: number, down = false, cuts = 1): BufferGeometry {
  const g = new PlaneGeometry(w, d, cuts, cuts);
  const uv = g.getAttribute('uv');
  // A plane's v grows toward +y (−z once laid flat); a layer's rows grow the other way.
  for (let i = 0; i < uv.count; i++) uv.setY(i, 1 - uv.getY(i));
  g.rotateX(down ? Math.PI / 2 : -Math.PI / 2);
  g.translate(0, y, 0);
  return g;
}

function material(name: string, color: string, extra: Partial<ConstructorParameters<typeof MeshStandardMaterial>[0]> = {}): MeshStandardMaterial {
  return new MeshStandardMaterial({ name, color, roughness: 0.7, metalness: 0, ...extra });
}

function part(name: string, geometry: BufferGeometry, mat: MeshStandardMaterial): ModelPart {
  return { name, geometry, material: mat, color: `#${mat.color.getHexString()}`, local: new Matrix4() };
}

function model(id: string, parts: ModelPart[]): ModelParts {
  const box = new Box3();
  for (const p of parts) {
    p.geometry.computeBoundingBox();
    box.union(p.geometry.boundingBox!);
  }
  return { id, parts, box, size: box.getSize(new Vector3()) };
}

let slab: ModelParts | null = null;
/** A board or a mat 1 × 1 (its frame stretches it): a printed top over a thin body. */
export function slabModel(): ModelParts {
  slab ??= model('flat-slab', [
    part('face', topPlane(1, 1, SLAB_TOP, false, 8), material('face', '#ffffff')),
    part('edge', new BoxGeometry(1, SLAB_BODY, 1).translate(0, SLAB_BODY / 2, 0), material('edge', '#6b5640')),
  ]);
  return slab;
}

let squareToken: ModelParts | null = null;
/** A square token: a printed top and back on a body of its colour. */
export function squareTokenModel(): ModelParts {
  const { size, height } = SQUARE_TOKEN;
  squareToken ??= model('flat-square-token', [
    part('face', topPlane(size, size, height), material('face', '#ffffff')),
    part('back', topPlane(size, size, 0.0005, true), material('back', '#ffffff')),
    part('edge', new BoxGeometry(size, height * 0.98, size).translate(0, (height * 0.98) / 2, 0), material('edge', '#c9a66b')),
  ]);
  return squareToken;
}

let zone: ModelParts | null = null;
/** A hidden zone's sheet 1 × 1 (stretched by its frame): see-through, lit flat, over the felt. */
export function zoneModel(): ModelParts {
  zone ??= model('flat-zone', [
    part('face', topPlane(1, 1, ZONE_Y, false, 4), material('face', '#ffffff', { transparent: true, depthWrite: false, roughness: 1 })),
  ]);
  return zone;
}

/** A lock's pin: a small dome of dark brass. */
export const PIN = { radius: 0.11, color: '#7a6236' };
let pin: BufferGeometry | null = null;
export function pinGeometry(): BufferGeometry {
  pin ??= new SphereGeometry(PIN.radius, 16, 8, 0, Math.PI * 2, 0, Math.PI / 2);
  return pin;
}
