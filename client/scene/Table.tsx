/**
 * The table from table.glb (its top surface at y = 0, as the projection assumes), dressed
 * when its materials come untextured: the playing surface in felt (a diffuse cloth, its
 * fibres in its colour), the frame and legs in planked wood grain with a satin finish.
 * The procedural table stands in while it loads or if it is missing.
 */
import { Suspense, useEffect } from 'react';
import { invalidate } from '@react-three/fiber';
import { Mesh, MeshLambertMaterial, type BufferAttribute, type MeshStandardMaterial, type Texture } from 'three';
import { useModelClone } from './model.ts';
import { ModelBoundary } from './ModelBoundary.tsx';
import { ProceduralTable } from './ProceduralTable.tsx';
import { repeated, type Surface } from './surface-textures.ts';
import { useLookSetup } from './use-look.ts';

/** World units covered by one repeat of each surface's texture. */
const PERIOD: Partial<Record<Surface, number>> = { wood: 16, felt: 9 };

/** A copy of a surface's texture repeating every PERIOD units across `mesh`, whatever its UV range. */
function surfaceFor(mesh: Mesh, surface: Surface, colour = true): Texture {
  const period = PERIOD[surface] ?? 16;
  const uv = mesh.geometry.getAttribute('uv') as BufferAttribute | undefined;
  // The extent on the table: the geometry is quantised, its node scales and offsets it.
  mesh.geometry.computeBoundingBox();
  mesh.updateMatrix();
  const box = mesh.geometry.boundingBox!.clone().applyMatrix4(mesh.matrix);
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
  const { relief } = useLookSetup();
  useEffect(() => {
    const made: Texture[] = [];
    const lambert: MeshLambertMaterial[] = [];
    model.object.traverse((o) => {
      if (!(o instanceof Mesh)) return;
      // The table only receives shadows; casting its own would cost a pass for nothing seen.
      o.castShadow = false;
      const m = o.material as MeshStandardMaterial;
      if (m.map || (m.name !== 'felt' && m.name !== 'wood' && m.name !== 'legs')) return;
      if (m.name === 'felt') {
        // Felt is a fully diffuse cloth, and it fills most of the screen: a Lambert
        // material (no reflections to take from the room's light, one texture read a
        // pixel) shows it as well as a rough standard one at a fraction of the cost on
        // software WebGL; its fibres are in its colour.
        const felt = new MeshLambertMaterial({ name: 'felt', map: surfaceFor(o, 'felt') });
        made.push(felt.map!);
        o.material = felt;
        lambert.push(felt);
        m.dispose();
        return;
      }
      m.map = surfaceFor(o, 'wood');
      made.push(m.map);
      if (relief) {
        m.bumpMap = surfaceFor(o, 'wood', false);
        m.bumpScale = 0.25;
        made.push(m.bumpMap);
      }
      m.color.set('#b98a66');
      m.roughness = 0.55;
      m.needsUpdate = true;
    });
    invalidate();
    return () => {
      made.forEach((t) => t.dispose());
      lambert.forEach((m) => m.dispose());
    };
  }, [model, relief]);
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
