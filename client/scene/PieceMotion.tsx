/**
 * A piece's place in the table's motion loop (motion-loop.ts): `usePieceMotion` gives the
 * frames its instances follow, and `PieceShell` mounts what a piece draws with meshes of
 * its own — its selection ring or halo, a bag's cloth, a stand-in's box — in the only
 * groups a piece has, placed by the loop, and only while there is something to mount.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { invalidate, type ThreeEvent } from '@react-three/fiber';
import type { Object3D } from 'three';
import type { TablePiece } from '../../engine/core/projection.ts';
import { MovingPiece, type MotionOptions } from './motion-loop.ts';
import { useMotionLoop } from './instanced/InstancedTable.tsx';
import { hoverPiece, leavePiece, pressPiece } from './piece-pointer.ts';
import { SelectionRing } from './SelectionRing.tsx';

/** Piece `piece` in the motion loop, with `options` as of this render. */
export function usePieceMotion(piece: TablePiece, options: MotionOptions): MovingPiece {
  const loop = useMotionLoop();
  // Made once per mount; the piece and its options are read afresh every frame.
  const moving = useMemo(() => new MovingPiece(piece, options), [loop]);
  useLayoutEffect(() => {
    moving.piece = piece;
    moving.options = options;
  });
  useLayoutEffect(() => {
    loop.add(moving);
    invalidate();
    return () => loop.remove(moving);
  }, [loop, moving]);
  useEffect(() => invalidate(), [piece]);
  return moving;
}

export interface PieceShellProps {
  moving: MovingPiece;
  /** Footprint radius for the selection ring. */
  radius: number;
  selected: boolean;
  /** The game points at it: a warm halo underneath. */
  target: boolean;
  /** For bags: whether a press at this height above the base is on the open top. */
  isMouth?: (localY: number) => boolean;
  /** Meshes that stand with the piece but never turn over. */
  overlay?: ReactNode;
  /** Meshes of the piece itself (turned over with it). */
  children?: ReactNode;
}

export function PieceShell({ moving, radius, selected, target, isMouth, overlay, children }: PieceShellProps) {
  const id = moving.piece.id;
  const outer = useCallback((g: Object3D | null) => {
    moving.outer = g;
    moving.mount();
  }, [moving]);
  const flipper = useCallback((g: Object3D | null) => {
    moving.flipper = g;
    moving.mount();
  }, [moving]);
  if (!selected && !target && !overlay && !children) return null;
  const onPointerDown = (e: ThreeEvent<PointerEvent>) => pressPiece(id, e, isMouth?.(e.point.y - moving.upright.local.elements[13]!) ?? false);
  return (
    <group ref={outer} name={id} matrixAutoUpdate={false} onPointerDown={onPointerDown} onPointerOver={(e) => hoverPiece(id, e)} onPointerOut={() => leavePiece(id)}>
      {(selected || target) && <SelectionRing radius={radius} selected={selected} target={target} />}
      {overlay}
      {children && <group ref={flipper} matrixAutoUpdate={false}>{children}</group>}
    </group>
  );
}
