/**
 * The body every piece kind renders inside: places it at its (x, y, z) turned by `rot`,
 * flips it about its long (z) axis when face down, eases between positions with springs
 * read in useFrame (never React state), lifts it while held, and routes pointer presses
 * and hover to the interaction layer.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { invalidate, useFrame, type ThreeEvent } from '@react-three/fiber';
import type { Group } from 'three';
import type { TablePiece } from '../../engine/core/projection.ts';
import { turnOf, uiStore } from '../interaction/ui-store.ts';
import { pieceDown } from '../interaction/pointer-controller.ts';
import { createMotion, stepMotion, type Motion } from './motion.ts';
import type { Spring } from './spring.ts';
import { SelectionRing } from './SelectionRing.tsx';

/** Where a pinned piece stands (its base, table units); `pin` fills it in. */
export interface PinPose {
  x: number;
  y: number;
  z: number;
}

/**
 * A pin overrides the springs (a die playing a throw back, or resting where it fell):
 * called first thing each frame; 'none' lets the springs run, 'rest' holds the piece at
 * `out` with no turn, 'moving' does the same and asks for another frame.
 */
export type PinFn = (out: PinPose) => 'none' | 'rest' | 'moving';

const pinScratch: PinPose = { x: 0, y: 0, z: 0 };

/** A press on piece `id` (its own meshes, or its instance's hit box): the left button picks it, at the point pressed. `mouth`: on a bag's open top. */
export function pressPiece(id: string, e: ThreeEvent<PointerEvent>, mouth: boolean): void {
  if (e.button !== 0) return;
  e.stopPropagation();
  pieceDown(id, e.nativeEvent, [e.point.x, e.point.z], mouth);
  invalidate();
}

/** The pointer came over piece `id`. */
export function hoverPiece(id: string, e: ThreeEvent<PointerEvent>): void {
  e.stopPropagation();
  uiStore.getState().setHovered(id);
}

/** The pointer left piece `id`. */
export function leavePiece(id: string): void {
  if (uiStore.getState().hovered === id) uiStore.getState().setHovered(null);
}

function hold(s: Spring, value: number): void {
  s.value = value;
  s.velocity = 0;
}

export interface PieceMotionProps {
  piece: TablePiece;
  /** Height of the piece (its flip turns about half of it). */
  height: number;
  /** Half the width across the flip axis: how far it must rise to turn over clear of the table. */
  halfWidth?: number;
  /** Footprint radius for the selection ring. */
  radius?: number;
  /** Dice turn by their value, not by faceUp. */
  flips?: boolean;
  selected?: boolean;
  /** The game points at it: a warm halo underneath. */
  target?: boolean;
  /** For bags: whether a press at this height above the base is on the open top. */
  isMouth?: (localY: number) => boolean;
  /** Drawn with the piece but never flipped (badges). */
  overlay?: ReactNode;
  /** Overrides the springs while it says so (see PinFn). */
  pin?: PinFn;
  children: ReactNode;
}

export function PieceMotion({ piece, height, halfWidth = 0.5, radius = 0.8, flips = true, selected = false, target = false, isMouth, overlay, pin, children }: PieceMotionProps) {
  const outer = useRef<Group>(null);
  const flipper = useRef<Group>(null);
  const motion = useRef<Motion | null>(null);
  motion.current ??= createMotion(piece);

  useEffect(() => invalidate(), [piece]);

  useFrame((_, dt) => {
    const g = outer.current;
    const f = flipper.current;
    const m = motion.current;
    if (!g || !f || !m) return;
    const pinned = pin ? pin(pinScratch) : 'none';
    if (pinned !== 'none') {
      // The springs follow the pin, so letting go eases on from here.
      hold(m.x, pinScratch.x);
      hold(m.y, pinScratch.y);
      hold(m.z, pinScratch.z);
      hold(m.yaw, 0);
      g.position.set(pinScratch.x, pinScratch.y, pinScratch.z);
      g.rotation.y = 0;
      f.rotation.z = flips ? m.flip.value : 0;
      if (pinned === 'moving') invalidate();
      return;
    }
    const ui = uiStore.getState();
    const moving = stepMotion(m, piece, ui.drag, dt, flips, ui.turned?.id === piece.id ? turnOf(ui.turned, piece) : null);
    // Rise while turning over so the far edge never cuts through the table.
    const clearance = flips ? Math.abs(Math.sin(m.flip.value)) * halfWidth : 0;
    g.position.set(m.x.value, m.y.value + clearance, m.z.value);
    g.rotation.y = m.yaw.value;
    f.rotation.z = m.flip.value;
    if (moving) invalidate();
  });

  const onPointerDown = (e: ThreeEvent<PointerEvent>) =>
    pressPiece(piece.id, e, isMouth?.(e.point.y - (outer.current?.position.y ?? piece.y)) ?? false);
  const onPointerOver = (e: ThreeEvent<PointerEvent>) => hoverPiece(piece.id, e);
  const onPointerOut = () => leavePiece(piece.id);

  return (
    <group ref={outer} name={piece.id} userData={{ pieceRest: piece.y }} onPointerDown={onPointerDown} onPointerOver={onPointerOver} onPointerOut={onPointerOut}>
      {(selected || target) && <SelectionRing radius={radius} selected={selected} target={target} />}
      {overlay}
      <group position-y={height / 2}>
        <group ref={flipper}>
          <group position-y={-height / 2}>{children}</group>
        </group>
      </group>
    </group>
  );
}
