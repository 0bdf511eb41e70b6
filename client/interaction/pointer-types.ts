/**
 * Types of the pointer state machine (idle → pointing → dragging → dropping, and idle →
 * boxing for a selection box). The machine
 * is pure: it sees the world only through `PointerCtx`, so tests drive it with a fake.
 */
import type { TablePiece } from '../../engine/core/projection.ts';
import type { Projection } from '../../engine/core/match.ts';
import type { Choice, GameAction, GameInteraction, HeldState } from '../kit/types.ts';
import type { SelectBox, UiDrag } from './ui-store.ts';
import type { Vec2 } from './table-geometry.ts';
import type { Fling, TrailPoint } from './pointer-fling.ts';

/** Screen pixels a press may wander before it becomes a drag. */
export const DRAG_THRESHOLD_PX = 5;
/** Two clicks on the same piece within this many ms make a double-click. */
export const DOUBLE_CLICK_MS = 400;
/** A drop waits this long for the server before the preview gives up. */
export const DROP_TIMEOUT_MS = 3000;

/** What the machine may ask of the world. */
export interface PointerCtx {
  /** False for spectators and before joining: then nothing is sent and nothing is dragged. */
  canAct(): boolean;
  piece(id: string): TablePiece | null;
  pieces(): Iterable<TablePiece>;
  /** Sends an intent (a throw with its release gesture); returns its ref (echoed back by a rejection). */
  send(action: GameAction, extra?: { fling?: Fling }): string;
  /**
   * The table's game adapter (what may be picked up or clicked, what a drop means); the
   * free table's when absent.
   */
  game?(): GameInteraction;
  /** The projection the adapter matches gestures against (prompts, view, pieces). */
  projection?(): Projection | null;
  /** What the held piece carries locally (the rotation Q / E gave a held tile), or null. */
  held?(): HeldState | null;
  /**
   * What a piece the game turns locally (a tile to place) carries when picked up: the turn
   * given to it before (a turn button, a tap). Absent: it starts unturned.
   */
  heldFor?(piece: TablePiece): HeldState;
  /** Turns such a piece a quarter clockwise where it lies (a tap or click on it). */
  turn?(piece: TablePiece): void;
  /** Asks the player a question (how many warriors, which action) before anything is sent. */
  choose?(choice: Choice): void;
  /** Refuses a drop locally with a reason (the rejection toast); returns its ref. */
  reject?(code: string, message: string): string;
  /** The selected piece ids (a throw of a selected die throws every selected die). */
  selection?(): readonly string[];
  setDrag(drag: UiDrag | null): void;
  select(id: string, additive: boolean): void;
  /** Box selection: select these pieces (added to the selection when `additive`). */
  selectMany(ids: readonly string[], additive: boolean): void;
  /** Shows (or hides, null) the selection box being drawn. */
  setBox(box: SelectBox | null): void;
  /**
   * Where the piece is drawn now (x, y, z of its base): a die resting where its throw left
   * it lies elsewhere than the projection's x/z until it is moved.
   */
  shownAt(piece: TablePiece): [number, number, number];
  /** Where a table point appears on screen (client pixels), or null when it is not in view. */
  toScreen(x: number, y: number, z: number): Vec2 | null;
  /**
   * Why a drag on `piece` moves nothing (client/interaction/grab-refusal.ts), or null when
   * such a drag turns the camera (the board). Absent: it always turns the camera.
   */
  refusal?(piece: TablePiece): string | null;
  /** Says `message` near the screen point `at` (a drag that moves nothing says why). */
  tell?(message: string, at: Vec2): void;
  /** The camera orbits on the same button; it is switched off while a piece is held. */
  setCameraEnabled(on: boolean): void;
}

export type PointerEvt =
  | {
      type: 'down';
      id: string;
      screen: Vec2;
      /** The point pressed on the piece (x, z), or null when unknown. */
      table: Vec2 | null;
      shift: boolean;
      /** Pressed on the open top of a bag (a drag from there draws from it). */
      mouth: boolean;
      /** A finger, not a mouse or pen: a tap on a die adds it to the selection. */
      touch?: boolean;
      time: number;
    }
  /**
   * A finger's press that took no piece it may pick up lies within reach of one that it may
   * (client/interaction/touch-reach.ts): a drag from here picks that one up.
   */
  | { type: 'reach'; id: string; table: Vec2 | null }
  /** A Shift+press on the empty table (no piece under the pointer): starts a selection box. */
  | { type: 'boxDown'; screen: Vec2; time: number }
  | { type: 'move'; screen: Vec2; table: Vec2 | null; time: number }
  | { type: 'up'; screen: Vec2; table: Vec2 | null; time: number }
  | { type: 'cancel' }
  /** A new projection arrived. */
  | { type: 'projection'; time: number }
  | { type: 'rejected'; ref: string }
  | { type: 'tick'; time: number };

export type DragMode = 'move' | 'bagDraw';

export type PointerState =
  | { name: 'idle' }
  | {
      name: 'pointing';
      id: string;
      start: Vec2;
      /** Piece position minus pointer position on the table at the press. */
      grab: Vec2;
      origin: Vec2;
      mode: DragMode;
      shift: boolean;
      touch?: boolean;
      /** The piece may be clicked but not picked up: moving the pointer abandons the press. */
      clickOnly?: boolean;
      /**
       * The piece may be neither picked up nor clicked, and this says why: moving the
       * pointer says it (once) and holds the camera still until the release.
       */
      refused?: string;
      /** `refused` was said during this press. */
      told?: boolean;
      /**
       * A piece within a finger's reach that may be picked up (the press itself only
       * clicks or is refused): a drag picks it up instead, by this grab; a tap still clicks.
       */
      reach?: { id: string; grab: Vec2; origin: Vec2 };
    }
  | {
      name: 'dragging'; id: string; grab: Vec2; origin: Vec2; mode: DragMode; at: Vec2;
      /** Recent pointer positions (held point) for the throw gesture. */
      trail?: TrailPoint[];
    }
  | {
      name: 'dropping'; id: string; ref: string; origin: Vec2; since: number;
      /** The piece's face when dropped: a new piece under the same id (the next drawn tile) settles the drop. */
      face?: string;
    }
  /** Drawing a selection box from `start` to `end` (client pixels); the camera stays still. */
  | { name: 'boxing'; start: Vec2; end: Vec2 };

/** Memory that outlives one gesture. */
export interface PointerMemory {
  lastClick: { id: string; time: number } | null;
}

/** One state's reaction to an event: the next state (possibly the same object). */
export type StateHandler<S extends PointerState> = (
  state: S,
  evt: PointerEvt,
  ctx: PointerCtx,
  mem: PointerMemory,
) => PointerState;
