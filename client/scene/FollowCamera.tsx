/**
 * The camera pieces of following a player (follow.ts): sharing the seated player's pose,
 * easing a spectator's camera to the followed pose each frame, and taking the camera back
 * when the spectator touches it.
 */
import { useEffect, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { CameraControls, CameraControlsImpl } from '@react-three/drei';
import { Vector3 } from 'three';
import { uiStore } from '../interaction/ui-store.ts';
import { shareCamera } from '../net/connection.ts';
import { useCameraPoses, type CameraPose } from '../net/camera-store.ts';
import { ARRIVED, dragged, easePose, followStore, poseGap, takeBack } from './follow.ts';

const { ACTION } = CameraControlsImpl;
/** A frame longer than this (a tab in the background) eases as if it were this long. */
const MAX_FRAME_S = 0.1;

/** The default controls of the canvas (the page's camera makes its controls the default). */
function useControls(): CameraControlsImpl | null {
  return useThree((s) => s.controls) as CameraControlsImpl | null;
}

function poseOf(c: CameraControlsImpl, p: Vector3, t: Vector3): CameraPose {
  c.getPosition(p, false);
  c.getTarget(t, false);
  return { p: [p.x, p.y, p.z], t: [t.x, t.y, t.z] };
}

/** A seated player's camera, shared with the table's spectators whenever it moves (connection.ts throttles it). */
export function ShareCamera() {
  const controls = useControls();
  useEffect(() => {
    if (!controls) return;
    const p = new Vector3();
    const t = new Vector3();
    const share = () => {
      const pose = poseOf(controls, p, t);
      shareCamera(pose.p, pose.t);
    };
    share();
    controls.addEventListener('update', share);
    return () => controls.removeEventListener('update', share);
  }, [controls]);
  return null;
}

/** Eases the canvas's camera to `seat`'s latest pose every frame, until it is there. */
export function FollowPose({ seat }: { seat: number }) {
  const controls = useControls();
  const invalidate = useThree((s) => s.invalidate);
  const pose = useCameraPoses((s) => s.poses[seat]);
  const scratch = useRef({ p: new Vector3(), t: new Vector3() });
  // A new pose asks for the frames that ease to it (the canvas renders on demand).
  useEffect(() => invalidate(), [pose, controls, invalidate]);
  useFrame((_, dt) => {
    if (!controls || !pose) return;
    const { p, t } = scratch.current;
    const here = poseOf(controls, p, t);
    if (poseGap(here, pose) < ARRIVED) return;
    const next = easePose(here, pose, Math.min(dt, MAX_FRAME_S));
    void controls.setLookAt(next.p[0], next.p[1], next.p[2], next.t[0], next.t[1], next.t[2], false);
    // A pose the controls' limits keep it from reaching: stop where they hold it.
    if (poseGap(here, poseOf(controls, p, t)) >= ARRIVED / 10) invalidate();
  });
  return null;
}

/** A camera nobody steers (the streaming page's), following `seat`. */
export function FollowCamera({ seat }: { seat: number }) {
  const ref = useRef<CameraControlsImpl>(null);
  useEffect(() => {
    const c = ref.current;
    if (!c) return;
    for (const k of ['left', 'right', 'middle', 'wheel'] as const) c.mouseButtons[k] = ACTION.NONE;
    for (const k of ['one', 'two', 'three'] as const) c.touches[k] = ACTION.NONE;
  }, []);
  return (
    <>
      <CameraControls ref={ref} makeDefault minDistance={1} maxDistance={600} maxPolarAngle={Math.PI / 2} />
      <FollowPose seat={seat} />
    </>
  );
}

function back(): void {
  followStore.setState(takeBack(followStore.getState(), Date.now()), true);
}

/** While the camera follows anything, a drag or the wheel on the table, or the top-down switch, takes it back. */
export function TakeBackOnTouch() {
  const dom = useThree((s) => s.gl.domElement);
  useEffect(() => uiStore.subscribe((s, prev) => {
    if (s.topDown !== prev.topDown) back();
  }), []);
  useEffect(() => {
    let down: { x: number; y: number } | null = null;
    const onDown = (e: PointerEvent) => {
      down = { x: e.clientX, y: e.clientY };
    };
    const onMove = (e: PointerEvent) => {
      if (down && e.buttons !== 0 && dragged(down, { x: e.clientX, y: e.clientY })) back();
    };
    const onUp = () => {
      down = null;
    };
    dom.addEventListener('pointerdown', onDown);
    dom.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    dom.addEventListener('wheel', back, { passive: true });
    return () => {
      dom.removeEventListener('pointerdown', onDown);
      dom.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      dom.removeEventListener('wheel', back);
    };
  }, [dom]);
  return null;
}
