/**
 * The broadcast page's 3D table: the table and every piece, the throws and what flies
 * between projections, seen through the director camera — or, with `follow`, through that
 * seat's camera once its pose is known — nothing to click, drag or hover.
 */
import { useDiceSound } from '../scene/dice-sound.ts';
import { TableCanvas } from '../scene/TableCanvas.tsx';
import { DirectorCamera } from '../scene/DirectorCamera.tsx';
import { FollowCamera } from '../scene/FollowCamera.tsx';
import { useCameraPoses } from '../net/camera-store.ts';

export function BroadcastScene({ follow = null }: { follow?: number | null }) {
  useDiceSound();
  const posed = useCameraPoses((s) => follow !== null && s.poses[follow] !== undefined);
  return (
    <div className="broadcast-scene" data-testid="table-scene">
      <TableCanvas camera={posed && follow !== null ? <FollowCamera seat={follow} /> : <DirectorCamera />} />
    </div>
  );
}
