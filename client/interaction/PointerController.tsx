/**
 * Lives inside the Canvas: projects screen points onto the table (for the machine, for
 * presence and for the HUD's `pointerToTable`) and table points onto the screen (box
 * selection), forwards window pointer events to the pointer machine so a held piece keeps
 * following the pointer anywhere on the page, starts a selection box on Shift+press
 * over the empty table, opens a piece's menu on a right-click, and gives a finger a reach
 * wider than a small piece's body.
 */
import { useEffect } from 'react';
import { useThree } from '@react-three/fiber';
import { Plane, Raycaster, Vector2, Vector3 } from 'three';
import { tableStore } from '../net/store.ts';
import { uiStore } from './ui-store.ts';
import { LIFT_HEIGHT, onTable, type Vec2 } from './table-geometry.ts';
import { dispatchPointer, draggablePieces, eventTime, pieceDown, pointerActive, pointerMachine, sceneHooks, sharePresence, tableShiftDown } from './pointer-controller.ts';
import { nearestInReach } from './touch-reach.ts';
import { interactionFor } from '../kit/registry.ts';

const raycaster = new Raycaster();
const ndc = new Vector2();
const plane = new Plane(new Vector3(0, 1, 0), 0);
const hit = new Vector3();
const projected = new Vector3();

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
    const toScreen = (x: number, y: number, z: number): Vec2 | null => {
      const { camera, gl } = get();
      const rect = gl.domElement.getBoundingClientRect();
      projected.set(x, y, z).project(camera);
      if (projected.z > 1 || projected.z < -1) return null;
      return [rect.left + ((projected.x + 1) / 2) * rect.width, rect.top + ((1 - projected.y) / 2) * rect.height];
    };
    sceneHooks.toPlane = toPlane;
    sceneHooks.toScreen = toScreen;
    uiStore.setState({ pointerToTable });

    const onMove = (e: PointerEvent) => {
      if (pointerActive()) {
        dispatchPointer({
          type: 'move', screen: [e.clientX, e.clientY],
          table: toPlane(e.clientX, e.clientY, LIFT_HEIGHT), time: eventTime(e),
        });
      }
      sharePresence(pointerToTable(e.clientX, e.clientY));
    };
    const onUp = (e: PointerEvent) => {
      if (!pointerActive()) return;
      dispatchPointer({
        type: 'up', screen: [e.clientX, e.clientY],
        table: toPlane(e.clientX, e.clientY, LIFT_HEIGHT), time: eventTime(e),
      });
      sharePresence(pointerToTable(e.clientX, e.clientY));
    };
    const onCancel = () => {
      if (pointerActive()) dispatchPointer({ type: 'cancel' });
    };
    // Shift+press on the empty table (no piece that can be picked up under the pointer):
    // a selection box. Runs before the camera sees the press, so it does not orbit.
    const element = get().gl.domElement;
    const onDownCapture = (e: PointerEvent) => {
      if (e.button !== 0 || !e.shiftKey || e.target !== element) return;
      if (typeof tableStore.getState().seat !== 'number' || pointerActive()) return;
      const hovered = uiStore.getState().hovered;
      const under = hovered ? tableStore.getState().projection?.table.pieces[hovered] : undefined;
      if (under?.draggable) return;
      tableShiftDown(e);
    };
    /**
     * A finger near a small piece the player may pick up (touch-reach.ts) that pressed no
     * piece it may pick up (the scene saw the touch first: nothing, the board, or a
     * clearing that only takes a tap) picks that piece up when it drags: the camera, which
     * would have orbited, is held still by the press as for a direct hit; a tap still
     * clicks what it pressed.
     */
    const onTouchDown = (e: PointerEvent) => {
      if (e.pointerType !== 'touch' || e.target !== element || !e.isPrimary) return;
      const state = pointerMachine.state;
      const pressed = state.name === 'pointing' ? state : null;
      if (state.name !== 'idle' && !pressed?.clickOnly) return;
      const { projection, seat } = tableStore.getState();
      if (!projection || typeof seat !== 'number') return;
      const candidates = draggablePieces().map((p) => ({ id: p.id, at: toScreen(p.x, p.y + 0.2, p.z) }));
      const id = nearestInReach(candidates, [e.clientX, e.clientY]);
      const piece = id === null ? undefined : projection.table.pieces[id];
      if (!piece) return;
      const table = toPlane(e.clientX, e.clientY, piece.y) ?? [piece.x, piece.z];
      if (pressed) dispatchPointer({ type: 'reach', id: piece.id, table });
      else pieceDown(piece.id, e, table, false);
    };
    /**
     * A right-click on a piece (pressed and let go without moving, so a right-drag still
     * pans the camera) opens its menu (PieceMenu.tsx), as a long-press does on a touch screen.
     */
    let rightPress: { id: string; at: Vec2 } | null = null;
    const onRightDown = (e: PointerEvent) => {
      const hovered = uiStore.getState().hovered;
      rightPress = e.button === 2 && e.target === element && hovered && !pointerActive()
        && typeof tableStore.getState().seat === 'number' ? { id: hovered, at: [e.clientX, e.clientY] } : null;
    };
    const onRightUp = (e: PointerEvent) => {
      const press = rightPress;
      rightPress = null;
      if (e.button !== 2 || !press || Math.hypot(e.clientX - press.at[0], e.clientY - press.at[1]) > 6) return;
      const { projection, gameId } = tableStore.getState();
      if (!projection?.table.pieces[press.id]) return;
      // Only where the menu offers something: a game of rules' pieces answer clicks instead.
      const game = interactionFor(gameId);
      if (!game.sandboxHotkeys && !game.menuItems) return;
      uiStore.getState().setPieceMenu({ id: press.id, x: e.clientX, y: e.clientY });
    };
    const onContextMenu = (e: MouseEvent) => {
      if (uiStore.getState().hovered) e.preventDefault();
    };
    window.addEventListener('pointerdown', onRightDown, true);
    window.addEventListener('pointerup', onRightUp, true);
    element.addEventListener('contextmenu', onContextMenu);
    window.addEventListener('pointerdown', onDownCapture, true);
    // Bubbling: after the scene's own handlers (a piece's mesh under the finger comes first).
    window.addEventListener('pointerdown', onTouchDown);
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onCancel);
    window.addEventListener('blur', onCancel);

    // The pointer's look: a hand over something you can pick up, a fist while holding it,
    // a cross while drawing a selection box.
    const unsubscribe = uiStore.subscribe((s) => {
      const state = pointerMachine.state.name;
      const canAct = typeof tableStore.getState().seat === 'number';
      element.style.cursor = state === 'boxing' ? 'crosshair'
        : state === 'dragging' ? 'grabbing'
          : canAct && s.hovered && s.drag === null ? 'grab' : '';
    });
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onCancel);
      window.removeEventListener('blur', onCancel);
      window.removeEventListener('pointerdown', onDownCapture, true);
      element.removeEventListener('contextmenu', onContextMenu);
      window.removeEventListener('pointerdown', onRightDown, true);
      window.removeEventListener('pointerup', onRightUp, true);
      window.removeEventListener('pointerdown', onTouchDown);
      unsubscribe();
      sceneHooks.toPlane = () => null;
      sceneHooks.toScreen = () => null;
      uiStore.setState({ pointerToTable: null });
    };
  }, [get]);

  return null;
}
