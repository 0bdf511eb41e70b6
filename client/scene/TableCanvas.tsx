/**
 * The 3D table every page draws: a Canvas rendering on demand (a tabletop is mostly still;
 * every motion asks for its own frames) with the room's light, the table, every piece and
 * what flies between projections. `camera` is the page's camera (the player's rig, the
 * broadcast's director); `children` add what the page does besides (pointer, cursors).
 */
import { Suspense, type ReactNode } from 'react';
import { Canvas } from '@react-three/fiber';
import { NeutralToneMapping, PCFShadowMap } from 'three';
import { Flights } from './Flights.tsx';
import { Lights } from './Lights.tsx';
import { Pieces } from './Pieces.tsx';
import { Table } from './Table.tsx';

const BACKGROUND = '#2a1c13';

export function TableCanvas({ camera, children, onPointerMissed }: {
  camera: ReactNode;
  children?: ReactNode;
  onPointerMissed?: (event: MouseEvent) => void;
}) {
  return (
    <Canvas
      shadows={{ enabled: true, type: PCFShadowMap }}
      frameloop="demand"
      dpr={[1, 2]}
      gl={{ toneMapping: NeutralToneMapping, toneMappingExposure: 1 }}
      camera={{ fov: 40, near: 0.5, far: 400, position: [0, 28, 32] }}
      onPointerMissed={onPointerMissed}
    >
      <color attach="background" args={[BACKGROUND]} />
      <fog attach="fog" args={[BACKGROUND, 90, 220]} />
      <Lights />
      {camera}
      <Table />
      <Suspense fallback={null}>
        <Pieces />
      </Suspense>
      <Flights />
      {children}
    </Canvas>
  );
}
