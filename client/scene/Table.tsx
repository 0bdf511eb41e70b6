/**
 * The table from table.glb (its top surface at y = 0, as the projection assumes), dressed
 * in a planked wood grain when its materials come untextured; the procedural table stands
 * in while it loads or if it is missing.
 */
import { Suspense, useEffect } from 'react';
import { invalidate } from '@react-three/fiber';
import { Mesh, type BufferAttribute, type MeshStandardMaterial, type Texture } from 'three';
import { useModelClone } from './model.ts';
import { ModelBoundary } from './ModelBoundary.tsx';
import { ProceduralTable } from './ProceduralTable.tsx';
import { woodTexture } from './textures.ts';

/** World units covered by one repeat of the grain texture. */
const GRAIN_PERIOD = 16;

/** A copy of the grain texture repeating every GRAIN_PERIOD units across `mesh`, whatever its UV range. */
function grainFor(mesh: Mesh): Texture {
  const t = woodTexture().clone();
  const uv = mesh.geometry.getAttribute('uv') as BufferAttribute | undefined;
  mesh.geometry.computeBoundingBox();
  const box = mesh.geometry.boundingBox!;
  let du = 1;
  let dv = 1;
  if (uv) {
    let [minU, maxU, minV, maxV] = [Infinity, -Infinity, Infinity, -Infinity];
    for (let i = 0; i < uv.count; i++) {
      minU = Math.min(minU, uv.getX(i));
      maxU = Math.max(maxU, uv.getX(i));
      minV = Math.min(minV, uv.getY(i));
      maxV = Math.max(maxV, uv.getY(i));
    }
    du = maxU - minU || 1;
    dv = maxV - minV || 1;
  }
  t.repeat.set((box.max.x - box.min.x) / GRAIN_PERIOD / du, (box.max.z - box.min.z) / GRAIN_PERIOD / dv);
  t.needsUpdate = true;
  return t;
}

function TableModel() {
  const model = useModelClone('table');
  useEffect(() => {
    const made: Texture[] = [];
    model.object.traverse((o) => {
      if (!(o instanceof Mesh)) return;
      // The table only receives shadows; casting its own would cost a pass for nothing seen.
      o.castShadow = false;
      const m = o.material as MeshStandardMaterial;
      if (m.map || (m.name !== 'felt' && m.name !== 'wood')) return;
      m.map = grainFor(o);
      made.push(m.map);
      // The playing surface shows the grain as drawn; the frame darker.
      m.color.set(m.name === 'felt' ? '#ffffff' : '#9c6a48');
      m.needsUpdate = true;
    });
    invalidate();
    return () => made.forEach((t) => t.dispose());
  }, [model]);
  return <primitive object={model.object} />;
}

export function Table() {
  return (
    <ModelBoundary fallback={<ProceduralTable />}>
      <Suspense fallback={<ProceduralTable />}>
        <TableModel />
      </Suspense>
    </ModelBoundary>
  );
}
