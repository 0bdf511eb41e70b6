/**
 * The 3D table: a Canvas that fills its parent and renders on demand (a tabletop is mostly
 * still; every motion asks for its own frames), with the table, lights, camera rig, every
 * piece, other players' cursors, and the pointer and hotkey handling.
 */
import { Suspense } from 'react';
import { Canvas } from '@react-three/fiber';
import { NeutralToneMapping, PCFShadowMap } from 'three';
import { uiStore } from '../interaction/ui-store.ts';
import { useHotkeys } from '../interaction/hotkeys.ts';
import { PointerController } from '../interaction/PointerController.tsx';
import { SelectionBox } from '../interaction/SelectionBox.tsx';
import { ChoicePopup } from '../interaction/ChoicePopup.tsx';
import { useDiceSound } from './dice-sound.ts';
import { useTableSounds } from './table-sound-player.ts';
import { CameraRig } from './CameraRig.tsx';
import { DrawGhost } from './DrawGhost.tsx';
import { DragTargets } from './DragTargets.tsx';
import { Flights } from './Flights.tsx';
import { Lights } from './Lights.tsx';
import { Pieces } from './Pieces.tsx';
import { RemotePresence } from './RemotePresence.tsx';
import { Table } from './Table.tsx';
import { TopDownButton } from './TopDownButton.tsx';

const BACKGROUND = '#2a1c13';

export function TableScene() {
  useHotkeys();
  useDiceSound();
  useTableSounds();
  return (
    <div style={{ position: 'relative', width: '100%', height: '100%' }} data-testid="table-scene">
      <Canvas
        shadows={{ enabled: true, type: PCFShadowMap }}
        frameloop="demand"
        dpr={[1, 2]}
        gl={{ toneMapping: NeutralToneMapping, toneMappingExposure: 1 }}
        camera={{ fov: 40, near: 0.5, far: 400, position: [0, 28, 32] }}
        onPointerMissed={(e) => {
          if (!e.shiftKey) uiStore.getState().clearSelection();
        }}
      >
        <color attach="background" args={[BACKGROUND]} />
        <fog attach="fog" args={[BACKGROUND, 90, 220]} />
        <Lights />
        <CameraRig />
        <Table />
        <Suspense fallback={null}>
          <Pieces />
        </Suspense>
        <DrawGhost />
        <DragTargets />
        <Flights />
        <RemotePresence />
        <PointerController />
      </Canvas>
      <TopDownButton />
      <SelectionBox />
      <ChoicePopup />
    </div>
  );
}
