/**
 * The table page's camera: a seated player's rig, shared with spectators; a spectator's
 * rig, the director's camera, or the rig following a seated player (follow.ts).
 */
import { useEffect } from 'react';
import { DirectorCamera } from './DirectorCamera.tsx';
import { useTable } from '../net/store.ts';
import { CameraRig } from './CameraRig.tsx';
import { FollowPose, ShareCamera, TakeBackOnTouch } from './FollowCamera.tsx';
import { chooseCamera, useFollow } from './follow.ts';

export function ViewerCamera() {
  const seat = useTable((s) => s.seat);
  const choice = useFollow((s) => s.choice);
  // The next table starts on the viewer's own camera.
  useEffect(() => () => chooseCamera({ kind: 'own' }), []);
  if (typeof seat === 'number') {
    return (
      <>
        <CameraRig />
        <ShareCamera />
      </>
    );
  }
  return (
    <>
      {choice.kind === 'director' ? <DirectorCamera /> : <CameraRig />}
      {choice.kind === 'seat' && <FollowPose seat={choice.seat} />}
      {choice.kind !== 'own' && <TakeBackOnTouch />}
    </>
  );
}
