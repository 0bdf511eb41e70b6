/**
 * The UI store: what is purely local to this client — camera mode, hover, selection (and
 * the box being drawn), the drag preview, the help overlay, the top bar's panels and the
 * saved settings (dice speed, table sounds, your-turn alerts, the table's look, the seat palette; see settings.ts). The server never sees it;
 * the scene reads it per frame through `uiStore.getState()` and React reads it with
 * narrow selectors.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { DragPreview, UiStoreState } from '../net/store-types.ts';
import type { DiceSpeed } from '../scene/dice-playback.ts';
import { turnHeld, type Choice, type HeldState } from '../kit/types.ts';
import type { LookChoice } from '../scene/look.ts';
import { LOOK_KEY, MUTED_SOUNDS_KEY, SAFE_PALETTE_KEY, SOUND_KEY, SPEED_KEY, TURN_NOTIFY_KEY, TURN_SOUND_KEY, defaultDiceSpeed, formatMuted, withMuted, type SoundKind, loadSettings, pageStorage, reducedMotionQuery, saveSetting } from './settings.ts';

const initial = loadSettings(pageStorage(), reducedMotionQuery()?.matches ?? false);

/** A box being drawn to select pieces, in client (CSS pixel) coordinates. */
export interface SelectBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A short note near the pointer: why a dragged piece does not move (client pixels). */
export interface PointerNote {
  text: string;
  x: number;
  y: number;
  at: number;
}

/** A piece turned locally before it is placed: its id, its face then, its quarter turns. */
export interface TurnedPiece {
  id: string;
  face: string | undefined;
  rotation: HeldState['rotation'];
}

/** The quarter turns `turned` gives `piece` (0 for another piece, or the same id with a new face). */
export function turnOf(turned: TurnedPiece | null, piece: { id: string; face?: string }): HeldState['rotation'] {
  return turned && turned.id === piece.id && turned.face === piece.face ? turned.rotation : 0;
}

/** The small panels that open from the top bar (one at a time). */
export type TopPanel = 'settings' | 'info';

/** A drag preview plus how it was started (moving the piece, or drawing out of a bag). */
export interface UiDrag extends DragPreview {
  mode: 'move' | 'bagDraw';
  /** A piece the game turns locally while held (a tile to place): its quarter turns so far. */
  held?: HeldState;
}

export interface UiState extends UiStoreState {
  drag: UiDrag | null;
  setHovered(id: string | null): void;
  /** Click selects one piece; `additive` (shift-click) toggles it in the selection. */
  select(id: string, additive: boolean): void;
  /** A box selection: these pieces, added to the selection when `additive`, else instead of it. */
  selectMany(ids: readonly string[], additive: boolean): void;
  /** The selection box being drawn (shift+drag on the empty table), or null. */
  box: SelectBox | null;
  setBox(box: SelectBox | null): void;
  clearSelection(): void;
  setDrag(drag: UiDrag | null): void;
  /** Q / E while holding a piece the game turns locally; false when nothing such is held. */
  turnHeld(dir: 1 | -1): boolean;
  /**
   * The quarter turns given to a piece the game turns locally (a tile to place) before or
   * while it is held — by a turn button, a tap on it or on a ghost, Q / E — kept for that
   * piece and face until another is drawn; a drag of it starts so turned.
   */
  turned: TurnedPiece | null;
  /** Turns that piece a quarter clockwise (1) or anticlockwise (-1), held or not. */
  turnPiece(piece: { id: string; face?: string }, dir: 1 | -1): void;
  /** Sets that piece's turn (a tap on a ghost: the turn that fits there), held or not. */
  setTurn(piece: { id: string; face?: string }, rotation: HeldState['rotation']): void;
  toggleTopDown(): void;
  toggleHelp(): void;
  setHelpOpen(open: boolean): void;
  /** How dice throws play: 1×, 2× or skipped (the result at once). */
  diceSpeed: DiceSpeed;
  /** Whether the player chose the speed (else it follows the reduced-motion preference). */
  speedSaved: boolean;
  setDiceSpeed(speed: DiceSpeed): void;
  /** Table sounds at all (cards, tokens, tiles, the bag, dice). */
  soundOn: boolean;
  setSoundOn(on: boolean): void;
  /** Kinds of table sound muted one by one. */
  mutedSounds: SoundKind[];
  setSoundMuted(kind: SoundKind, muted: boolean): void;
  /** Your-turn tone (background tab only; off by default). */
  turnSound: boolean;
  setTurnSound(on: boolean): void;
  /** Your-turn browser notification (background tab only; off by default). */
  turnNotify: boolean;
  setTurnNotify(on: boolean): void;
  /** The table's look as the player chose it (auto: by the renderer; scene/use-look.ts resolves it). */
  lookChoice: LookChoice;
  setLookChoice(choice: LookChoice): void;
  /** Seats' colours from the colour-blind-safe palette (scene/seat-palette.ts; off by default). */
  safePalette: boolean;
  setSafePalette(on: boolean): void;
  /** The top bar's open panel (settings or table info), or null. */
  panel: TopPanel | null;
  /** The question the table asks before sending (ChoicePopup), or null. */
  choice: Choice | null;
  /** Why the piece being dragged does not move (PointerNote.tsx), or null. */
  note: PointerNote | null;
  setNote(note: PointerNote | null): void;
  setChoice(choice: Choice | null): void;
  setPanel(panel: TopPanel | null): void;
  /** On a compact screen (client/hud/compact.ts): the open drawer of the dock, or null. */
  drawer: string | null;
  setDrawer(drawer: string | null): void;
  /** The menu a long-press on a piece opened (its id and where on screen), or null. */
  pieceMenu: { id: string; x: number; y: number } | null;
  setPieceMenu(menu: { id: string; x: number; y: number } | null): void;
}

export const uiStore = createStore<UiState>()((set, get) => ({
  topDown: false,
  hovered: null,
  selected: [],
  drag: null,
  helpOpen: false,
  pointerToTable: null,
  setHovered: (id) => {
    if (get().hovered !== id) set({ hovered: id });
  },
  select: (id, additive) => {
    const { selected } = get();
    if (!additive) {
      if (selected.length !== 1 || selected[0] !== id) set({ selected: [id] });
      return;
    }
    set({ selected: selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id] });
  },
  selectMany: (ids, additive) => {
    const { selected } = get();
    const next = additive ? [...selected, ...ids.filter((id) => !selected.includes(id))] : [...new Set(ids)];
    if (next.length !== selected.length || next.some((id, i) => selected[i] !== id)) set({ selected: next });
  },
  box: null,
  setBox: (box) => set({ box }),
  clearSelection: () => {
    if (get().selected.length > 0) set({ selected: [] });
  },
  setDrag: (drag) => set({ drag }),
  turnHeld: (dir) => {
    const { drag, turned } = get();
    if (!drag?.held || drag.pendingRef !== null) return false;
    const rotation = turnHeld(drag.held.rotation, dir);
    set({
      drag: { ...drag, held: { ...drag.held, rotation } },
      ...(turned?.id === drag.id ? { turned: { ...turned, rotation } } : {}),
    });
    return true;
  },
  turned: null,
  turnPiece: (piece, dir) => get().setTurn(piece, turnHeld(turnOf(get().turned, piece), dir)),
  setTurn: (piece, rotation) => {
    const { drag } = get();
    const held = drag?.id === piece.id && drag.held && drag.pendingRef === null;
    set({
      turned: { id: piece.id, face: piece.face, rotation },
      ...(held ? { drag: { ...drag, held: { ...drag.held!, rotation } } } : {}),
    });
  },
  toggleTopDown: () => set({ topDown: !get().topDown }),
  toggleHelp: () => set({ helpOpen: !get().helpOpen }),
  setHelpOpen: (open) => set({ helpOpen: open }),
  diceSpeed: initial.diceSpeed,
  speedSaved: initial.speedSaved,
  setDiceSpeed: (speed) => {
    // Not saved (storage blocked): it still applies for this visit.
    saveSetting(pageStorage(), SPEED_KEY, speed);
    set({ diceSpeed: speed, speedSaved: true });
  },
  soundOn: initial.soundOn,
  setSoundOn: (on) => {
    saveSetting(pageStorage(), SOUND_KEY, on ? 'on' : 'off');
    set({ soundOn: on });
  },
  mutedSounds: initial.mutedSounds,
  setSoundMuted: (kind, muted) => {
    const mutedSounds = withMuted(get().mutedSounds, kind, muted);
    saveSetting(pageStorage(), MUTED_SOUNDS_KEY, formatMuted(mutedSounds));
    set({ mutedSounds });
  },
  turnSound: initial.turnSound,
  setTurnSound: (on) => {
    saveSetting(pageStorage(), TURN_SOUND_KEY, on ? 'on' : 'off');
    set({ turnSound: on });
  },
  turnNotify: initial.turnNotify,
  setTurnNotify: (on) => {
    saveSetting(pageStorage(), TURN_NOTIFY_KEY, on ? 'on' : 'off');
    set({ turnNotify: on });
  },
  lookChoice: initial.lookChoice,
  setLookChoice: (lookChoice) => {
    saveSetting(pageStorage(), LOOK_KEY, lookChoice);
    set({ lookChoice });
  },
  safePalette: initial.safePalette,
  setSafePalette: (on) => {
    saveSetting(pageStorage(), SAFE_PALETTE_KEY, on ? 'on' : 'off');
    set({ safePalette: on });
  },
  choice: null,
  setChoice: (choice) => set({ choice }),
  note: null,
  setNote: (note) => set({ note }),
  panel: null,
  setPanel: (panel) => {
    if (get().panel !== panel) set({ panel });
  },
  drawer: null,
  setDrawer: (drawer) => {
    if (get().drawer !== drawer) set({ drawer });
  },
  pieceMenu: null,
  setPieceMenu: (pieceMenu) => set({ pieceMenu }),
}));

/** Reads the UI store in a component; keep selectors narrow. */
export function useUi<T>(selector: (state: UiState) => T): T {
  return useStore(uiStore, selector);
}

// Until the player picks a speed, it follows the system's reduced-motion setting live.
reducedMotionQuery()?.addEventListener?.('change', (e) => {
  if (!uiStore.getState().speedSaved) uiStore.setState({ diceSpeed: defaultDiceSpeed(e.matches) });
});

// Test handle: browser tests read and drive the stores through `window.__woodland`.
if (typeof window !== 'undefined') {
  const w = window as unknown as { __woodland?: Record<string, unknown> };
  (w.__woodland ??= {}).ui = uiStore;
}
