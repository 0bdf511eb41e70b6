/**
 * A wooden table built from boxes: a felt top (its surface at y = 0), a darker rim and
 * four legs. Drawn when table.glb cannot be loaded.
 */
import { useMemo } from 'react';
import { TABLE_SIZE } from '../../engine/core/projection.ts';
import { repeated } from './surface-textures.ts';

const { width: W, depth: D } = TABLE_SIZE;
const TOP = 0.8;
const RIM = 1.2;
const LEG = 22;

export function ProceduralTable() {
  const felt = useMemo(() => repeated('felt', W / 9, D / 9), []);
  const wood = useMemo(() => repeated('wood', 4, 1), []);
  return (
    <group>
      <mesh position-y={-TOP / 2} receiveShadow>
        <boxGeometry args={[W, TOP, D]} />
        <meshLambertMaterial map={felt} />
      </mesh>
      {[[0, D / 2 + RIM / 2, W + 2 * RIM, RIM], [0, -D / 2 - RIM / 2, W + 2 * RIM, RIM], [W / 2 + RIM / 2, 0, RIM, D], [-W / 2 - RIM / 2, 0, RIM, D]].map(
        ([x, z, w, d], i) => (
          <mesh key={i} position={[x!, -TOP / 2 + 0.15, z!]} castShadow receiveShadow>
            <boxGeometry args={[w!, TOP + 0.3, d!]} />
            <meshStandardMaterial map={wood} color="#b98a66" roughness={0.55} />
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
