/**
 * The broadcast page's 3D table: the table and every piece, the throws and what flies
 * between projections, seen through the director camera — nothing to click, drag or hover.
 */
import { useDiceSound } from '../scene/dice-sound.ts';
import { TableCanvas } from '../scene/TableCanvas.tsx';
import { DirectorCamera } from './DirectorCamera.tsx';

export function BroadcastScene() {
  useDiceSound();
  return (
    <div className="broadcast-scene" data-testid="table-scene">
      <TableCanvas camera={<DirectorCamera />} />
    </div>
  );
}
