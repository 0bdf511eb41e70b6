/**
 * The camera: orbit (drag the table), pan (right-drag, kept over the table) and zoom (wheel,
 * towards the pointer) within limits — never under the table, never lost in space —
 * seated on the viewer's side, with an animated top-down view (ui.topDown).
 */
import { useEffect, useRef } from 'react';
import { useThree } from '@react-three/fiber';
import { CameraControls, CameraControlsImpl } from '@react-three/drei';
import { Box3, Vector3 } from 'three';
import { TABLE_SIZE } from '../../engine/core/projection.ts';
import { useTable } from '../net/store.ts';
import { useUi } from '../interaction/ui-store.ts';
import { sceneHooks } from '../interaction/pointer-controller.ts';
import { seatAzimuth } from './seat-view.ts';
import { framingFor } from './framing.ts';
import { clientGame } from '../kit/registry.ts';

/** Angle from straight down of the normal seated view. */
const SEATED_POLAR = 0.9;
const SEATED_DISTANCE = 44;
const TOP_DOWN_DISTANCE = 50;
const MAX_DISTANCE = 75;
const { ACTION } = CameraControlsImpl;

export function CameraRig() {
  const ref = useRef<CameraControlsImpl>(null);
  const seat = useTable((s) => s.seat);
  const seatCount = useTable((s) => s.seats.length);
  const topDown = useUi((s) => s.topDown);
  const gameId = useTable((s) => s.gameId);
  const width = useThree((s) => s.size.width);
  const height = useThree((s) => s.size.height);
  // A framing that stands far back (a wide map on a phone held upright) may zoom out that far and a little more.
  const maxDistance = Math.max(MAX_DISTANCE, (framingFor(clientGame(gameId).framing, width, height)?.distance ?? 0) * 1.25);
  /** The view to come back to from top-down: target, distance and polar angle. */
  const seated = useRef<{ target: Vector3; distance: number; polar: number } | null>(null);

  useEffect(() => {
    const c = ref.current;
    if (!c) return;
    c.setBoundary(new Box3(new Vector3(-TABLE_SIZE.width / 2, 0, -TABLE_SIZE.depth / 2), new Vector3(TABLE_SIZE.width / 2, 0, TABLE_SIZE.depth / 2)));
    c.boundaryFriction = 0;
    c.mouseButtons.left = ACTION.ROTATE;
    // Screen pan here slides over the table plane (forward/back and sideways).
    c.mouseButtons.right = ACTION.SCREEN_PAN;
    c.mouseButtons.middle = ACTION.DOLLY;
    c.mouseButtons.wheel = ACTION.DOLLY;
    c.touches.one = ACTION.TOUCH_ROTATE;
    c.touches.two = ACTION.TOUCH_DOLLY_TRUCK;
    c.dollyToCursor = true;
    void c.setLookAt(0, SEATED_DISTANCE * Math.cos(SEATED_POLAR), SEATED_DISTANCE * Math.sin(SEATED_POLAR), 0, 0, 2, false);
    sceneHooks.setCameraEnabled = (on) => {
      c.enabled = on;
    };
    return () => {
      sceneHooks.setCameraEnabled = () => undefined;
    };
  }, []);

  useEffect(() => {
    const c = ref.current;
    const framing = framingFor(clientGame(gameId).framing, width, height);
    if (!c || !framing) return;
    void c.dollyTo(framing.distance, false);
    void c.rotatePolarTo(framing.polar, false);
  }, [gameId, width, height]);

  useEffect(() => {
    const c = ref.current;
    if (!c) return;
    const framing = framingFor(clientGame(gameId).framing, width, height);
    const azimuth = (framing?.azimuth ?? seatAzimuth(seat, seatCount)) + (framing?.turn ?? 0);
    void c.rotateAzimuthTo(azimuth, true);
    if (framing?.target) void c.moveTo(framing.target[0], 0, framing.target[1], true);
    else if (framing) void c.moveTo(framing.shiftX * Math.abs(Math.sin(azimuth)), 0, 0, true);
  }, [seat, seatCount, gameId, width, height]);

  useEffect(() => {
    const c = ref.current;
    if (!c) return;
    if (topDown) {
      seated.current = {
        target: c.getTarget(new Vector3()),
        distance: c.distance,
        polar: c.polarAngle > 0.05 ? c.polarAngle : SEATED_POLAR,
      };
      // Straight down over the middle, far enough to see the whole table.
      const framing = framingFor(clientGame(gameId).framing, width, height);
      void c.moveTo(framing?.target?.[0] ?? 0, 0, (framing?.target?.[1] ?? 0) - (framing?.topNorth ?? 0), true);
      void c.dollyTo(framing?.topDistance ?? TOP_DOWN_DISTANCE, true);
      void c.rotatePolarTo(0, true);
    } else if (seated.current) {
      const { target, distance, polar } = seated.current;
      void c.moveTo(target.x, target.y, target.z, true);
      void c.dollyTo(distance, true);
      void c.rotatePolarTo(polar, true);
    }
    // Only a toggle moves the camera here; the framing is read as it is then.
  }, [topDown]);

  return (
    <CameraControls
      ref={ref}
      makeDefault
      minDistance={7}
      maxDistance={maxDistance}
      maxPolarAngle={1.3}
      smoothTime={0.22}
      draggingSmoothTime={0.08}
    />
  );
}
