/**
 * A loaded model as the batches draw it: its parts (one per mesh: geometry, material, name
 * and pose in the model) and its box. Read once per loaded model and shared.
 */
import { Box3, Matrix4, Mesh, Vector3, type Material, type MeshStandardMaterial, type Object3D } from 'three';
import { asStandard } from '../model.ts';

export interface ModelPart {
  /** The part's name (its material's, else its mesh's), lower case: 'front', 'edge', 'body'. */
  name: string;
  geometry: Mesh['geometry'];
  /** The model's own material for the part (the batches copy it). */
  material: MeshStandardMaterial;
  /** The part's colour in the model (what an instance shows untinted). */
  color: string;
  /** Where the part stands in the model. */
  local: Matrix4;
}

export interface ModelParts {
  id: string;
  parts: ModelPart[];
  box: Box3;
  size: Vector3;
}

const read = new WeakMap<Object3D, ModelParts>();

/** The parts of model `id` loaded as `scene` (cached per loaded scene). */
export function modelParts(id: string, scene: Object3D): ModelParts {
  const hit = read.get(scene);
  if (hit) return hit;
  scene.updateMatrixWorld(true);
  const root = new Matrix4().copy(scene.matrixWorld).invert();
  const parts: ModelPart[] = [];
  scene.traverse((o) => {
    if (!(o instanceof Mesh)) return;
    const mats = Array.isArray(o.material) ? o.material : [o.material];
    const material = asStandard(mats[0] as Material);
    parts.push({
      name: (material.name || o.name).toLowerCase(),
      geometry: o.geometry,
      material,
      color: `#${material.color.getHexString()}`,
      local: new Matrix4().multiplyMatrices(root, o.matrixWorld),
    });
  });
  const box = new Box3().setFromObject(scene);
  const out: ModelParts = { id, parts, box, size: box.getSize(new Vector3()) };
  read.set(scene, out);
  return out;
}
