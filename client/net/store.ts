/**
 * The table store: a mirror of what the server sent this client. Only the connection
 * layer (client/net/connection.ts) writes it, and only from server messages; components
 * read it through `useTable` with narrow selectors, the scene through `getState()`.
 */
import { clockStore } from './clock-store.ts';
import { resetBox } from './box-store.ts';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { TableStoreState } from './store-types.ts';

export function initialTableState(): TableStoreState {
  return {
    status: 'idle',
    error: null,
    errorKind: null,
    code: null,
    gameId: null,
    seat: null,
    sessionId: null,
    seedCommit: null,
    seed: null,
    projection: null,
    seats: [],
    spectators: 0,
    presence: {},
    chat: [],
    outdated: false,
    rejection: null,
  };
}

export const tableStore = createStore<TableStoreState>()(() => initialTableState());

/** Reads the table store in a component; keep selectors narrow (one value or one piece). */
export function useTable<T>(selector: (state: TableStoreState) => T): T {
  return useStore(tableStore, selector);
}

/** Puts the store back to its empty state (after leaving a table). */
export function resetTable(): void {
  tableStore.setState(initialTableState(), true);
  clockStore.setState({ clocks: null });
  resetBox();
}
