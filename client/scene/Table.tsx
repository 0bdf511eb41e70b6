/**
 * The table from table.glb (its top surface at y = 0, as the projection assumes), dressed
 * when its materials come untextured: the playing surface in felt (soft, fully rough, its
 * fibres also a faint bump), the frame and legs in planked wood grain with a satin finish.
 * The procedural table stands in while it loads or if it is missing.
 */
import { Suspense, useEffect } from 'react';
import { invalidate } from '@react-three/fiber';
import { Mesh, type BufferAttribute, type MeshStandardMaterial, type Texture } from 'three';
import { useModelClone } from './model.ts';
import { ModelBoundary } from './ModelBoundary.tsx';
import { ProceduralTable } from './ProceduralTable.tsx';
import { repeated, type Surface } from './surface-textures.ts';

/** World units covered by one repeat of each surface's texture. */
const PERIOD: Partial<Record<Surface, number>> = { wood: 16, felt: 9 };

/** A copy of a surface's texture repeating every PERIOD units across `mesh`, whatever its UV range. */
function surfaceFor(mesh: Mesh, surface: Surface, colour = true): Texture {
  const period = PERIOD[surface] ?? 16;
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
  return repeated(surface, (box.max.x - box.min.x) / period / du, (box.max.z - box.min.z) / period / dv, colour);
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
      if (m.map || (m.name !== 'felt' && m.name !== 'wood' && m.name !== 'legs')) return;
      const felt = m.name === 'felt';
      const surface: Surface = felt ? 'felt' : 'wood';
      m.map = surfaceFor(o, surface);
      m.bumpMap = surfaceFor(o, surface, false);
      m.bumpScale = felt ? 0.6 : 0.25;
      made.push(m.map, m.bumpMap);
      m.color.set(felt ? '#ffffff' : '#b98a66');
      m.roughness = felt ? 1 : 0.55;
      m.envMapIntensity = felt ? 0.6 : 1;
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
