/**
 * The broadcast page's 3D table: the table and every piece, the throws and what flies
 * between projections, seen through the director camera — nothing to click, drag or hover.
 */
import { Suspense } from 'react';
import { Canvas } from '@react-three/fiber';
import { NeutralToneMapping, PCFShadowMap } from 'three';
import { useDiceSound } from '../scene/dice-sound.ts';
import { Flights } from '../scene/Flights.tsx';
import { Lights } from '../scene/Lights.tsx';
import { Pieces } from '../scene/Pieces.tsx';
import { Table } from '../scene/Table.tsx';
import { DirectorCamera } from './DirectorCamera.tsx';

const BACKGROUND = '#2a1c13';

export function BroadcastScene() {
  useDiceSound();
  return (
    <div className="broadcast-scene" data-testid="table-scene">
      <Canvas
        shadows={{ enabled: true, type: PCFShadowMap }}
        frameloop="demand"
        dpr={[1, 2]}
        gl={{ toneMapping: NeutralToneMapping, toneMappingExposure: 1 }}
        camera={{ fov: 40, near: 0.5, far: 400, position: [0, 28, 32] }}
      >
        <color attach="background" args={[BACKGROUND]} />
        <fog attach="fog" args={[BACKGROUND, 90, 220]} />
        <Lights />
        <DirectorCamera />
        <Table />
        <Suspense fallback={null}>
          <Pieces />
        </Suspense>
        <Flights />
      </Canvas>
    </div>
  );
}
