/**
 * Whether the keyboard's choices list (PromptKeys.tsx) is open, and a count bumped each time
 * a key asks for it (the "A" hotkey), so the list takes the focus again even when open.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

interface PromptKeysState {
  open: boolean;
  /** Bumped by `summon`: the list focuses itself when it changes. */
  summoned: number;
  summon(): void;
  close(): void;
  toggle(): void;
}

/** The choices list's open state, shared by the hotkey and the panel. */
export const promptKeysStore = createStore<PromptKeysState>()((set) => ({
  open: false,
  summoned: 0,
  summon: () => set((s) => ({ open: true, summoned: s.summoned + 1 })),
  close: () => set({ open: false }),
  toggle: () => set((s) => (s.open ? { open: false } : { open: true, summoned: s.summoned + 1 })),
}));

/** Reads the choices list's state in a component. */
export function usePromptKeys<T>(selector: (s: PromptKeysState) => T): T {
  return useStore(promptKeysStore, selector);
}
