/**
 * Lives inside the Canvas: projects screen points onto the table (for the machine, for
 * presence and for the HUD's `pointerToTable`), and forwards window pointer events to the
 * pointer machine so a held piece keeps following the pointer anywhere on the page.
 */
import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';
import { Plane, Raycaster, Vector2, Vector3 } from 'three';
import { tableStore } from '../net/store.ts';
import { uiStore } from './ui-store.ts';
import { LIFT_HEIGHT, onTable, type Vec2 } from './table-geometry.ts';
import { dispatchPointer, pointerActive, pointerMachine, sceneHooks, sharePresence } from './pointer-controller.ts';

const raycaster = new Raycaster();
const ndc = new Vector2();
const plane = new Plane(new Vector3(0, 1, 0), 0);
const hit = new Vector3();

export function PointerController() {
  const get = useThree((s) => s.get);

  useEffect(() => {
    const toPlane = (clientX: number, clientY: number, planeY: number): Vec2 | null => {
      const { camera, gl } = get();
      const rect = gl.domElement.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) return null;
      ndc.set(((clientX - rect.left) / rect.width) * 2 - 1, -((clientY - rect.top) / rect.height) * 2 + 1);
      raycaster.setFromCamera(ndc, camera);
      plane.constant = -planeY;
      return raycaster.ray.intersectPlane(plane, hit) ? [hit.x, hit.z] : null;
    };
    /** The point of the table top under the pointer, or null off the table or the canvas. */
    const pointerToTable = (clientX: number, clientY: number): Vec2 | null => {
      const rect = get().gl.domElement.getBoundingClientRect();
      if (clientX < rect.left || clientX > rect.right || clientY < rect.top || clientY > rect.bottom) return null;
      const p = toPlane(clientX, clientY, 0);
      return p && onTable(p[0], p[1]) ? p : null;
    };
    sceneHooks.toPlane = toPlane;
    uiStore.setState({ pointerToTable });
    // Test and bench handle: the r3f state (renderer info, camera, scene).
    const w = window as unknown as { __woodland?: Record<string, unknown> };
    (w.__woodland ??= {}).three = get;

    const onMove = (e: PointerEvent) => {
      if (pointerActive()) {
        dispatchPointer({
          type: 'move', screen: [e.clientX, e.clientY],
          table: toPlane(e.clientX, e.clientY, LIFT_HEIGHT), time: performance.now(),
        });
      }
      sharePresence(pointerToTable(e.clientX, e.clientY));
    };
    const onUp = (e: PointerEvent) => {
      if (!pointerActive()) return;
      dispatchPointer({
        type: 'up', screen: [e.clientX, e.clientY],
        table: toPlane(e.clientX, e.clientY, LIFT_HEIGHT), time: performance.now(),
      });
      sharePresence(pointerToTable(e.clientX, e.clientY));
    };
    const onCancel = () => {
      if (pointerActive()) dispatchPointer({ type: 'cancel' });
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onCancel);
    window.addEventListener('blur', onCancel);

    // The pointer's look: a hand over something you can pick up, a fist while holding it.
    const element = get().gl.domElement;
    const unsubscribe = uiStore.subscribe((s) => {
      const holding = pointerMachine.state.name === 'dragging';
      const canAct = typeof tableStore.getState().seat === 'number';
      element.style.cursor = holding ? 'grabbing' : canAct && s.hovered && s.drag === null ? 'grab' : '';
    });
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onCancel);
      window.removeEventListener('blur', onCancel);
      unsubscribe();
      sceneHooks.toPlane = () => null;
      uiStore.setState({ pointerToTable: null });
    };
  }, [get]);

  return null;
}
