/**
 * Glue between the pure pointer machine and the world: the stores, the connection, the
 * camera and the frame loop. Pieces call `pieceDown`; `PointerController` feeds window
 * pointer events; store changes arrive as `projection` / `rejected` events. Events that
 * arrive while the machine is busy (an offline rejection lands inside `send`) are queued.
 */
import { invalidate } from '@react-three/fiber';
import { tableStore } from '../net/store.ts';
import { diceStore, shownPosition } from '../net/dice-store.ts';
import { rejectLocally, sendIntent, sendPresence } from '../net/connection.ts';
import { interactionFor } from '../kit/registry.ts';
import { PointerMachine } from './pointer-machine.ts';
import { DROP_TIMEOUT_MS, type PointerCtx, type PointerEvt } from './pointer-types.ts';
import { turnOf, uiStore } from './ui-store.ts';
import { choiceStillOffered } from './choice.ts';
import { LONG_PRESS_MS } from './piece-menu.ts';
import { sceneHooks } from './scene-hooks.ts';
import type { Vec2 } from './table-geometry.ts';
import type { TablePiece } from '../../engine/core/projection.ts';
import { grabRefusal } from './grab-refusal.ts';

export { sceneHooks };

const ctx: PointerCtx = {
  canAct: () => typeof tableStore.getState().seat === 'number',
  piece: (id) => tableStore.getState().projection?.table.pieces[id] ?? null,
  pieces: () => Object.values(tableStore.getState().projection?.table.pieces ?? {}),
  send: (action, extra) => sendIntent(action, extra),
  game: () => interactionFor(tableStore.getState().gameId),
  projection: () => tableStore.getState().projection,
  held: () => uiStore.getState().drag?.held ?? null,
  heldFor: (piece) => {
    // Recorded as this piece's turn, so Q / E while it is held carry on from there.
    const rotation = turnOf(uiStore.getState().turned, piece);
    uiStore.getState().setTurn(piece, rotation);
    return { rotation };
  },
  turn: (piece) => uiStore.getState().turnPiece(piece, 1),
  reject: (code, message) => rejectLocally(code, message),
  choose: (choice) => uiStore.getState().setChoice(choice),
  selection: () => uiStore.getState().selected,
  setDrag: (drag) => {
    uiStore.getState().setDrag(drag);
    invalidate();
  },
  select: (id, additive) => uiStore.getState().select(id, additive),
  selectMany: (ids, additive) => uiStore.getState().selectMany(ids, additive),
  setBox: (box) => uiStore.getState().setBox(box),
  toScreen: (x, y, z) => sceneHooks.toScreen(x, y, z),
  shownAt: (p) => {
    // A thrown die lies where its throw left it (the dice store), not at its projected x/z.
    const at = p.kind === 'die' && diceStore.getState().dice[p.id] ? shownPosition(p.id) : null;
    return at ? [at[0], p.y, at[2]] : [p.x, p.y, p.z];
  },
  setCameraEnabled: (on) => sceneHooks.setCameraEnabled(on),
  refusal: (piece) => {
    const { projection, seat, seats } = tableStore.getState();
    return grabRefusal(piece, projection, seat, seats.map((s) => (s.occupied ? s.name : undefined)));
  },
  tell: (text, at) => uiStore.getState().setNote({ text, x: at[0], y: at[1], at: performance.now() }),
};

export const pointerMachine = new PointerMachine(ctx);

/** The pieces this table's game lets the viewer pick up now (a finger near one may take it: touch-reach.ts). */
export function draggablePieces(): TablePiece[] {
  const { projection, gameId } = tableStore.getState();
  if (!projection) return [];
  const game = interactionFor(gameId);
  return Object.values(projection.table.pieces).filter((p) => game.canDrag(p, projection));
}

// Test handle: browser tests find where a table point is on screen through `window.__woodland.scene`.
if (typeof window !== 'undefined') {
  const w = window as unknown as { __woodland?: Record<string, unknown> };
  (w.__woodland ??= {}).scene = sceneHooks;
}

let busy = false;
const queue: PointerEvt[] = [];
let dropTimer: ReturnType<typeof setTimeout> | null = null;

/** Feeds one event to the machine (queued if it is already handling one). */
export function dispatchPointer(evt: PointerEvt): void {
  queue.push(evt);
  if (busy) return;
  busy = true;
  try {
    while (queue.length > 0) {
      const before = pointerMachine.state.name;
      const after = pointerMachine.handle(queue.shift()!).name;
      if (after === 'dropping' && before !== 'dropping') {
        if (dropTimer) clearTimeout(dropTimer);
        dropTimer = setTimeout(() => dispatchPointer({ type: 'tick', time: performance.now() }), DROP_TIMEOUT_MS + 20);
      }
    }
  } finally {
    busy = false;
  }
}

/**
 * When a pointer event happened (its own timestamp, on the performance.now() clock): on a
 * busy page events wait to be handled, and the throw gesture needs their real timing.
 */
export function eventTime(e: Event): number {
  const t = e.timeStamp;
  const now = performance.now();
  return Number.isFinite(t) && t > 0 && t <= now ? t : now;
}

/**
 * A press on a piece (from its r3f handler). `hit`: the point pressed on the piece (x, z),
 * so the piece keeps that point under the pointer while held. `mouth`: on a bag's open top.
 */
export function pieceDown(id: string, e: PointerEvent, hit: Vec2, mouth: boolean): void {
  dispatchPointer({
    type: 'down',
    id,
    screen: [e.clientX, e.clientY],
    table: hit,
    shift: e.shiftKey,
    mouth,
    touch: e.pointerType === 'touch',
    time: eventTime(e),
  });
  if (e.pointerType === 'touch') armLongPress(id, [e.clientX, e.clientY]);
}

let longPress: ReturnType<typeof setTimeout> | null = null;

/**
 * A finger held still on a piece (the machine still pointing at it after LONG_PRESS_MS)
 * is a long-press: the press is let go without a click and the piece's menu opens, as a
 * right-click or the pointer resting over it with a hotkey would on a desktop.
 */
function armLongPress(id: string, at: Vec2): void {
  if (longPress) clearTimeout(longPress);
  longPress = setTimeout(() => {
    longPress = null;
    const s = pointerMachine.state;
    // The press may have picked up another piece than the one under the finger (a bag's draw).
    if (s.name !== 'pointing' || (s.id !== id && s.mode !== 'bagDraw')) return;
    dispatchPointer({ type: 'cancel' });
    uiStore.getState().setPieceMenu({ id, x: at[0], y: at[1] });
  }, LONG_PRESS_MS);
}

/** Whether the pointer currently holds something (the window handlers only care then). */
export function pointerActive(): boolean {
  const s = pointerMachine.state.name;
  return s === 'pointing' || s === 'dragging' || s === 'boxing';
}

/** A Shift+press on the empty table: starts a selection box (players only). */
export function tableShiftDown(e: PointerEvent): void {
  dispatchPointer({ type: 'boxDown', screen: [e.clientX, e.clientY], time: eventTime(e) });
}

/** Shares the cursor on the table and the held piece with the other players. */
export function sharePresence(cursor: Vec2 | null): void {
  const drag = uiStore.getState().drag;
  const held = drag && drag.mode === 'move' && drag.pendingRef === null ? { id: drag.id, x: drag.x, z: drag.z } : null;
  sendPresence(cursor, held);
}

tableStore.subscribe((s, prev) => {
  if (s.projection !== prev.projection) {
    const choice = uiStore.getState().choice;
    if (choice && !choiceStillOffered(choice, s.projection?.prompts ?? [])) uiStore.getState().setChoice(null);
    dispatchPointer({ type: 'projection', time: performance.now() });
  }
  if (s.rejection && s.rejection !== prev.rejection && s.rejection.ref) {
    dispatchPointer({ type: 'rejected', ref: s.rejection.ref });
  }
});

// What the scene draws from the UI store (hover, selection, drag, top-down, dice speed)
// needs a frame when it changes; HUD-only state (panels, help, the selection box, sound)
// does not.
uiStore.subscribe((s, prev) => {
  if (s.hovered !== prev.hovered || s.selected !== prev.selected || s.drag !== prev.drag
    || s.topDown !== prev.topDown || s.diceSpeed !== prev.diceSpeed || s.turned !== prev.turned) invalidate();
});
