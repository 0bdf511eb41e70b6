/**
 * A wooden table built from boxes: a planked top (its surface at y = 0), a darker rim and
 * four legs. Drawn when table.glb cannot be loaded.
 */
import { useMemo } from 'react';
import { TABLE_SIZE } from '../../engine/core/projection.ts';
import { woodTexture } from './textures.ts';

const { width: W, depth: D } = TABLE_SIZE;
const TOP = 0.8;
const RIM = 1.2;
const LEG = 22;

export function ProceduralTable() {
  const wood = useMemo(() => {
    const t = woodTexture().clone();
    t.repeat.set(W / 12, D / 12);
    t.needsUpdate = true;
    return t;
  }, []);
  return (
    <group>
      <mesh position-y={-TOP / 2} receiveShadow>
        <boxGeometry args={[W, TOP, D]} />
        <meshStandardMaterial map={wood} roughness={0.72} />
      </mesh>
      {[[0, D / 2 + RIM / 2, W + 2 * RIM, RIM], [0, -D / 2 - RIM / 2, W + 2 * RIM, RIM], [W / 2 + RIM / 2, 0, RIM, D], [-W / 2 - RIM / 2, 0, RIM, D]].map(
        ([x, z, w, d], i) => (
          <mesh key={i} position={[x!, -TOP / 2 + 0.15, z!]} castShadow receiveShadow>
            <boxGeometry args={[w!, TOP + 0.3, d!]} />
            <meshStandardMaterial color="#5a3a22" roughness={0.6} />
          </mesh>
        ),
      )}
      {[[-1, -1], [1, -1], [-1, 1], [1, 1]].map(([sx, sz], i) => (
        <mesh key={i} position={[sx! * (W / 2 - 2), -TOP - LEG / 2, sz! * (D / 2 - 2)]}>
          <boxGeometry args={[1.6, LEG, 1.6]} />
          <meshStandardMaterial color="#4a2f1b" />
        </mesh>
      ))}
    </group>
  );
}
