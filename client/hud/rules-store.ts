/**
 * Whether the Rules panel is open and which part it was opened at (a section id, or a
 * rule code from a log line or a refusal). Local to this client, like the help overlay.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export interface RulesUi {
  open: boolean;
  /** `{ section }` or `{ code }` it was opened at; null: the start. */
  at: { section: string } | { code: string } | null;
  /** Opens the panel (at a part, or a rule code) or moves it there when open. */
  show(at?: RulesUi['at']): void;
  close(): void;
  toggle(): void;
}

export const rulesStore = createStore<RulesUi>()((set, get) => ({
  open: false,
  at: null,
  show: (at = null) => set({ open: true, at }),
  close: () => set({ open: false }),
  toggle: () => set({ open: !get().open, at: null }),
}));

export function useRulesUi<T>(selector: (s: RulesUi) => T): T {
  return useStore(rulesStore, selector);
}
