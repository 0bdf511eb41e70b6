/**
 * Saving the table as a box (`saveBox`, docs/BOX.md): the one save this page waits for, the
 * box the server kept (`boxSaved`), or why it was not (a rejection of the save's ref, or no
 * answer). The connection attaches each new room; nothing here is React.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { C2S, S2C, type BoxSaved, type SaveBoxMessage } from '../../wire/protocol.ts';
import { isBoxListing } from './box-api.ts';
import { tableStore } from './store.ts';
import { say } from '../words/say.ts';
import { refusalText } from '../words/phrase.ts';

/** How long a save may take before the page says the server did not answer. */
export const SAVE_WAIT_MS = 30_000;

export interface BoxSavesState {
  /** The save sent and not answered yet. */
  pending: { ref: string; name: string } | null;
  /** The box the last save kept. */
  saved: BoxSaved | null;
  /** Why the last save kept nothing. */
  error: string | null;
}

/** What a save needs of a room (colyseus.js' Room has it). */
export interface SavingRoom {
  send(type: string, message: unknown): void;
  onMessage(type: string, handler: (message: BoxSaved) => void): unknown;
}

export const boxSavesStore = createStore<BoxSavesState>()(() => ({ pending: null, saved: null, error: null }));

export function useBoxSaves<T>(selector: (s: BoxSavesState) => T): T {
  return useStore(boxSavesStore, selector);
}

let room: SavingRoom | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
let counter = 0;

function settle(update: Partial<BoxSavesState>): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  boxSavesStore.setState({ pending: null, ...update });
}

/** A new connection to a table: its `boxSaved` answers are heard. */
function attach(next: SavingRoom): void {
  room = next;
  next.onMessage(S2C.boxSaved, (msg: BoxSaved) => {
    const pending = boxSavesStore.getState().pending;
    if (room !== next || !pending || !isBoxListing(msg) || (msg.ref !== undefined && msg.ref !== pending.ref)) return;
    settle({ saved: msg, error: null });
  });
}

/** Leaving the table: a save waited for is given up, and what was saved forgotten. */
function detach(): void {
  room = null;
  settle({ saved: null, error: null });
}

/**
 * Asks the server to keep the table as a box named `name` (1–80 characters). Returns false
 * (with the reason in the store) when it could not be sent.
 */
function save(name: string, connected: () => boolean = () => tableStore.getState().status === 'connected'): boolean {
  const clean = name.trim().slice(0, 80);
  if (!clean) {
    boxSavesStore.setState({ error: say('net.save.noName') });
    return false;
  }
  if (!room || !connected()) {
    boxSavesStore.setState({ error: say('net.save.offline') });
    return false;
  }
  counter = (counter + 1) % 1_000_000;
  const ref = `save-box-${counter}`;
  const msg: SaveBoxMessage = { name: clean, ref };
  try {
    room.send(C2S.saveBox, msg);
  } catch {
    boxSavesStore.setState({ error: say('net.save.offline') });
    return false;
  }
  if (timer !== null) clearTimeout(timer);
  boxSavesStore.setState({ pending: { ref, name: clean }, error: null });
  timer = setTimeout(() => {
    if (boxSavesStore.getState().pending?.ref === ref) settle({ error: say('net.save.noAnswer') });
  }, SAVE_WAIT_MS);
  return true;
}

// A refusal of the save (its ref) ends the wait with the server's sentence.
tableStore.subscribe((s, prev) => {
  const r = s.rejection;
  const pending = boxSavesStore.getState().pending;
  if (!r || r === prev.rejection || !pending || r.ref !== pending.ref) return;
  settle({ error: refusalText(r, say) });
});

/** The page's saves: `boxSaves.attach(room)` with each new connection, `detach()` on leaving, `save(name)` from the table. */
export const boxSaves = { attach, detach, save };
