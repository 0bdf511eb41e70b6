/**
 * A press or hover on a piece — on meshes of its own (a bag) or on its instance's hit box
 * (instanced/InstancedTable.tsx) — goes to the interaction layer the same way.
 */
import { invalidate, type ThreeEvent } from '@react-three/fiber';
import { uiStore } from '../interaction/ui-store.ts';
import { pieceDown } from '../interaction/pointer-controller.ts';

/** A press on piece `id`: the left button picks it, at the point pressed. `mouth`: on a bag's open top. */
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
