/**
 * While drawing out of a bag, a translucent stand-in with a "?" follows the pointer: what
 * comes out is the server's secret until it lands.
 */
import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import type { Group } from 'three';
import { uiStore, useUi } from '../interaction/ui-store.ts';
import { LIFT_HEIGHT } from '../interaction/table-geometry.ts';
import { tokenFaceTexture } from './textures.ts';

export function DrawGhost() {
  const drawing = useUi((s) => s.drag?.mode === 'bagDraw');
  const ref = useRef<Group>(null);
  useFrame(() => {
    const d = uiStore.getState().drag;
    if (ref.current && d) ref.current.position.set(d.x, LIFT_HEIGHT, d.z);
  });
  if (!drawing) return null;
  return (
    <group ref={ref}>
      <mesh position-y={0.15} raycast={() => null} castShadow>
        <cylinderGeometry args={[0.6, 0.6, 0.3, 32]} />
        <meshStandardMaterial color="#e8d9b0" transparent opacity={0.6} />
      </mesh>
      <mesh position-y={0.31} rotation-x={-Math.PI / 2} raycast={() => null}>
        <circleGeometry args={[0.5, 32]} />
        <meshBasicMaterial map={tokenFaceTexture('?', '#e8d9b0', 'plain')} transparent />
      </mesh>
    </group>
  );
}
