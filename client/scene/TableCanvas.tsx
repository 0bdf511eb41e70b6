/**
 * The 3D table every page draws: a Canvas rendering on demand (a tabletop is mostly still;
 * every motion asks for its own frames) with the room's light, the table, every piece and
 * what flies between projections. `camera` is the page's camera (the player's rig, the
 * broadcast's director); `children` add what the page does besides (pointer, cursors).
 * The canvas is made afresh when the look changes (look.ts): multisampling is fixed when a
 * WebGL context is made, and every material is built for its look.
 */
import { Suspense, type ReactNode } from 'react';
import { Canvas, type RootState } from '@react-three/fiber';
import { BasicShadowMap, NeutralToneMapping, PCFShadowMap } from 'three';
import { Flights } from './Flights.tsx';
import { Lights } from './Lights.tsx';
import { Pieces } from './Pieces.tsx';
import { InstancedTable } from './instanced/InstancedTable.tsx';
import { Table } from './Table.tsx';
import { LOOK_SETUP } from './look.ts';
import { useLook } from './use-look.ts';

const BACKGROUND = '#2a1c13';

/** Test and bench handle on every page that draws the table: the r3f state (renderer, camera, scene, frame loop). */
function exposeThree(state: RootState): void {
  const w = window as unknown as { __woodland?: Record<string, unknown> };
  (w.__woodland ??= {}).three = state.get;
}

export function TableCanvas({ camera, children, onPointerMissed }: {
  camera: ReactNode;
  children?: ReactNode;
  onPointerMissed?: (event: MouseEvent) => void;
}) {
  const look = useLook();
  const setup = LOOK_SETUP[look];
  return (
    <Canvas
      key={look}
      data-look={look}
      shadows={setup.shadowMapSize > 0 ? { enabled: true, type: setup.softShadows ? PCFShadowMap : BasicShadowMap } : false}
      frameloop="demand"
      dpr={setup.dpr}
      gl={{ toneMapping: NeutralToneMapping, toneMappingExposure: 1, antialias: setup.antialias }}
      camera={{ fov: 40, near: 0.5, far: 400, position: [0, 28, 32] }}
      onPointerMissed={onPointerMissed}
      onCreated={exposeThree}
    >
      <color attach="background" args={[BACKGROUND]} />
      <fog attach="fog" args={[BACKGROUND, 90, 220]} />
      <Lights setup={setup} />
      {camera}
      <Table />
      <InstancedTable>
        <Suspense fallback={null}>
          <Pieces />
        </Suspense>
        <Flights />
        {children}
      </InstancedTable>
    </Canvas>
  );
}
