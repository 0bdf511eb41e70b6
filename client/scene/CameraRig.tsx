/**
 * The camera: orbit (drag the table), pan (right-drag, kept over the table) and zoom (wheel,
 * towards the pointer) within limits — never under the table, never lost in space —
 * seated on the viewer's side, with an animated top-down view (ui.topDown).
 */
import { useEffect, useRef } from 'react';
import { CameraControls, CameraControlsImpl } from '@react-three/drei';
import { Box3, Vector3 } from 'three';
import { TABLE_SIZE } from '../../engine/core/projection.ts';
import { useTable } from '../net/store.ts';
import { useUi } from '../interaction/ui-store.ts';
import { sceneHooks } from '../interaction/pointer-controller.ts';
import { seatAzimuth } from './seat-view.ts';

/** Angle from straight down of the normal seated view. */
const SEATED_POLAR = 0.9;
const SEATED_DISTANCE = 44;
const TOP_DOWN_DISTANCE = 50;
/**
 * Explorers fills the whole table (hero boards on the left, piles and dice on the right)
 * and keeps HUD panels in the corners: its seated view stands further back and looks
 * down more steeply, so the table's ends come into the middle band of the screen.
 */
/**
 * `shiftX`: from a seat at the table's short ends (3–4 seats) the camera looks at a point
 * this far towards +x (times |sin azimuth|), where the drawn tile and the dice lie, so they
 * come up from under the hero boards (near end) or down from under the banner (far end).
 */
const FRAMING: Record<string, { distance: number; polar: number; shiftX: number }> = {
  explorers: { distance: 50, polar: 0.72, shiftX: 10 },
};
const { ACTION } = CameraControlsImpl;

export function CameraRig() {
  const ref = useRef<CameraControlsImpl>(null);
  const seat = useTable((s) => s.seat);
  const seatCount = useTable((s) => s.seats.length);
  const topDown = useUi((s) => s.topDown);
  const gameId = useTable((s) => s.gameId);
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
    const framing = gameId ? FRAMING[gameId] : undefined;
    if (!c || !framing) return;
    void c.dollyTo(framing.distance, false);
    void c.rotatePolarTo(framing.polar, false);
  }, [gameId]);

  useEffect(() => {
    const c = ref.current;
    if (!c) return;
    const azimuth = seatAzimuth(seat, seatCount);
    void c.rotateAzimuthTo(azimuth, true);
    const framing = gameId ? FRAMING[gameId] : undefined;
    if (framing) void c.moveTo(framing.shiftX * Math.abs(Math.sin(azimuth)), 0, 0, true);
  }, [seat, seatCount, gameId]);

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
      void c.moveTo(0, 0, 0, true);
      void c.dollyTo(TOP_DOWN_DISTANCE, true);
      void c.rotatePolarTo(0, true);
    } else if (seated.current) {
      const { target, distance, polar } = seated.current;
      void c.moveTo(target.x, target.y, target.z, true);
      void c.dollyTo(distance, true);
      void c.rotatePolarTo(polar, true);
    }
  }, [topDown]);

  return (
    <CameraControls
      ref={ref}
      makeDefault
      minDistance={7}
      maxDistance={75}
      maxPolarAngle={1.3}
      smoothTime={0.22}
      draggingSmoothTime={0.08}
    />
  );
}
