/**
 * What this client knows about streaming its table: whether it is the host (who may make
 * caster links and set delays), the settings the server sent the host, and — on a
 * delayed page — how far behind the table it watches. Filled by the connection only.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { CastStatus, WelcomeMessage } from '../../wire/protocol.ts';

export interface CastState {
  host: boolean;
  /** Set for a caster or a delayed spectator (from `welcome`). */
  delayed: WelcomeMessage['delayed'] | null;
  /** The host's streaming settings (null for anyone else, or before the server sent them). */
  status: CastStatus | null;
}

export const castStore = createStore<CastState>()(() => ({ host: false, delayed: null, status: null }));

export function useCast<T>(selector: (s: CastState) => T): T {
  return useStore(castStore, selector);
}
