/**
 * What this client knows of a table's box (the components a group brings): the upload
 * ticket the table last granted it (client/net/uploads.ts uses it), and whether the host
 * lets everyone change the box. Filled by the connection only; cleared with the table.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { UploadTicket } from '../../wire/protocol.ts';

export interface BoxState {
  /** The last upload ticket the table granted, and when it came (this page's clock, ms). */
  ticket: { value: UploadTicket; at: number } | null;
  /** The host lets every seated player add and remove components (else the host alone). */
  everyone: boolean;
}

export const boxStore = createStore<BoxState>()(() => ({ ticket: null, everyone: false }));

export function useBox<T>(selector: (s: BoxState) => T): T {
  return useStore(boxStore, selector);
}

/** Back to knowing nothing (another table, or none). */
export function resetBox(): void {
  boxStore.setState({ ticket: null, everyone: false });
}
