/**
 * The 3D table: a Canvas that fills its parent and renders on demand (a tabletop is mostly
 * still; every motion asks for its own frames), with the table, lights, camera rig, every
 * piece, other players' cursors, and the pointer and hotkey handling.
 */
import { uiStore } from '../interaction/ui-store.ts';
import { useHotkeys } from '../interaction/hotkeys.ts';
import { PointerController } from '../interaction/PointerController.tsx';
import { SelectionBox } from '../interaction/SelectionBox.tsx';
import { ChoicePopup } from '../interaction/ChoicePopup.tsx';
import { useDiceSound } from './dice-sound.ts';
import { useTableSounds } from './table-sound-player.ts';
import { DrawGhost } from './DrawGhost.tsx';
import { DragTargets } from './DragTargets.tsx';
import { RemotePresence } from './RemotePresence.tsx';
import { TableCanvas } from './TableCanvas.tsx';
import { TopDownButton } from './TopDownButton.tsx';
import { ViewerCamera } from './ViewerCamera.tsx';

export function TableScene() {
  useHotkeys();
  useDiceSound();
  useTableSounds();
  return (
    <div style={{ position: 'relative', width: '100%', height: '100%' }} data-testid="table-scene">
      <TableCanvas
        camera={<ViewerCamera />}
        onPointerMissed={(e) => {
          if (!e.shiftKey) uiStore.getState().clearSelection();
        }}
      >
        <DrawGhost />
        <DragTargets />
        <RemotePresence />
        <PointerController />
      </TableCanvas>
      <TopDownButton />
      <SelectionBox />
      <ChoicePopup />
    </div>
  );
}
