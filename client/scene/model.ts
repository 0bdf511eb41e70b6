/**
 * Loading the GLB models from assets/models: one cached load per model id (drei's
 * useGLTF), one clone per piece with its own materials so each piece can be tinted and
 * glow on its own while geometry stays shared.
 *
 * The models' geometry is quantised (KHR_mesh_quantization: normalised integer attributes,
 * each part's node scaled and offset to match) and meshopt-compressed
 * (EXT_meshopt_compression). useGLTF is asked for the meshopt decoder three-stdlib embeds
 * (no download) and for no Draco loader (whose decoder would come from a CDN). Sizes are
 * measured on the loaded scene, node transforms included.
 */
import { useEffect, useMemo } from 'react';
import { useGLTF } from '@react-three/drei';
import { Box3, Mesh, MeshStandardMaterial, Vector3, type Material, type Object3D } from 'three';

export const modelUrl = (id: string): string => `/assets/models/${id}.glb`;

/** useGLTF's loader options: no Draco, three-stdlib's embedded meshopt decoder. */
const USE_DRACO = false;
const USE_MESHOPT = true;

export interface ModelClone {
  object: Object3D;
  /** Every material of the clone (its own copies). */
  materials: MeshStandardMaterial[];
  /** Size of the clone's bounding box. */
  size: Vector3;
  /** The material with this name (or on a mesh with this name), if any. */
  byName(...names: string[]): MeshStandardMaterial | null;
}

/** `m` as a standard material: itself, or — a model exported with a simpler material — a standard one of its name and colour, lit and tinted like the rest. */
export function asStandard(m: Material): MeshStandardMaterial {
  if (m instanceof MeshStandardMaterial) return m;
  const std = new MeshStandardMaterial({ name: m.name });
  const colored = m as Material & { color?: MeshStandardMaterial['color'] };
  if (colored.color) std.color.copy(colored.color);
  return std;
}

function ownMaterial(m: Material): MeshStandardMaterial {
  return m instanceof MeshStandardMaterial ? m.clone() : asStandard(m);
}

/** Clones a loaded scene with its own materials; meshes cast and receive shadows. */
export function cloneModel(scene: Object3D): ModelClone {
  const object = scene.clone(true);
  const materials: MeshStandardMaterial[] = [];
  const named = new Map<string, MeshStandardMaterial>();
  object.traverse((o) => {
    if (!(o instanceof Mesh)) return;
    o.castShadow = true;
    o.receiveShadow = true;
    const own = Array.isArray(o.material) ? o.material.map(ownMaterial) : ownMaterial(o.material as Material);
    o.material = own;
    for (const m of Array.isArray(own) ? own : [own]) {
      materials.push(m);
      if (m.name) named.set(m.name.toLowerCase(), m);
      if (!Array.isArray(own) && o.name) named.set(o.name.toLowerCase(), m);
    }
  });
  const size = new Box3().setFromObject(object).getSize(new Vector3());
  return {
    object,
    materials,
    size,
    byName: (...names) => {
      for (const n of names) {
        const m = named.get(n.toLowerCase());
        if (m) return m;
      }
      return null;
    },
  };
}

/** A per-piece clone of model `id`; suspends while it loads, throws if it cannot. */
export function useModelClone(id: string): ModelClone {
  const gltf = useGLTF(modelUrl(id), USE_DRACO, USE_MESHOPT);
  const clone = useMemo(() => cloneModel(gltf.scene), [gltf.scene]);
  useEffect(() => () => clone.materials.forEach((m) => m.dispose()), [clone]);
  return clone;
}

/** The model ids assets/models builds. */
const KNOWN_MODELS: ReadonlySet<string> = new Set([
  'table', 'd4', 'd6', 'd8', 'd10', 'd12', 'd20', 'bag', 'meeple', 'token', 'tile', 'card', 'cube',
  'hero-board', 'threat-track', 'root-map', 'root-clearing', 'root-cathedral', 'root-colony', 'root-citadel', 'root-market', 'root-ruin',
  'hex-tile', 'standee', 'delve-board',
]);

/** The piece's own model when it is one we have, else the kind's standard one. */
export function modelFor(model: string, fallback: string): string {
  return KNOWN_MODELS.has(model) ? model : fallback;
}
