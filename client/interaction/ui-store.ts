/**
 * The UI store: what is purely local to this client — camera mode, hover, selection,
 * the drag preview and the help overlay. The server never sees it; the scene reads it
 * per frame through `uiStore.getState()` and React reads it with narrow selectors.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { DragPreview, UiStoreState } from '../net/store-types.ts';
import { DICE_SPEEDS, type DiceSpeed } from '../scene/dice-playback.ts';

const SPEED_KEY = 'woodland.diceSpeed';

/** The saved dice animation speed; without one, skip when the system asks for reduced motion. */
export function initialDiceSpeed(): DiceSpeed {
  try {
    const saved = globalThis.localStorage?.getItem(SPEED_KEY);
    if (saved && (DICE_SPEEDS as readonly string[]).includes(saved)) return saved as DiceSpeed;
  } catch {
    // storage blocked: fall through to the default
  }
  const reduced = typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduced ? 'skip' : '1x';
}

/** A drag preview plus how it was started (moving the piece, or drawing out of a bag). */
export interface UiDrag extends DragPreview {
  mode: 'move' | 'bagDraw';
}

export interface UiState extends UiStoreState {
  drag: UiDrag | null;
  setHovered(id: string | null): void;
  /** Click selects one piece; `additive` (shift-click) toggles it in the selection. */
  select(id: string, additive: boolean): void;
  clearSelection(): void;
  setDrag(drag: UiDrag | null): void;
  toggleTopDown(): void;
  toggleHelp(): void;
  setHelpOpen(open: boolean): void;
  /** How dice throws play: 1×, 2× or skipped (the result at once). */
  diceSpeed: DiceSpeed;
  setDiceSpeed(speed: DiceSpeed): void;
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
  clearSelection: () => {
    if (get().selected.length > 0) set({ selected: [] });
  },
  setDrag: (drag) => set({ drag }),
  toggleTopDown: () => set({ topDown: !get().topDown }),
  toggleHelp: () => set({ helpOpen: !get().helpOpen }),
  setHelpOpen: (open) => set({ helpOpen: open }),
  diceSpeed: initialDiceSpeed(),
  setDiceSpeed: (speed) => {
    try {
      globalThis.localStorage?.setItem(SPEED_KEY, speed);
    } catch {
      // not saved; still applies now
    }
    set({ diceSpeed: speed });
  },
}));

/** Reads the UI store in a component; keep selectors narrow. */
export function useUi<T>(selector: (state: UiState) => T): T {
  return useStore(uiStore, selector);
}

// Test handle: browser tests read and drive the stores through `window.__woodland`.
if (typeof window !== 'undefined') {
  const w = window as unknown as { __woodland?: Record<string, unknown> };
  (w.__woodland ??= {}).ui = uiStore;
}
