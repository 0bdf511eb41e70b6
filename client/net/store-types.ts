/**
 * Shapes of the client's stores. `TableStore` (client/net/store.ts) mirrors what the
 * server sent — it is never edited locally except through server messages. `UiStore`
 * (client/interaction/ui-store.ts) holds what is purely local: camera mode, selection,
 * hover, drag previews, settings.
 */
import type { Projection } from '../../engine/core/match.ts';
import type { PresenceBroadcast, RejectedMessage, ChatBroadcast, TableEvent } from '../../wire/protocol.ts';

export type ConnectionStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'closed' | 'error';

/** Why joining failed, so the HUD can offer the right way out (e.g. watch a full table). */
export type JoinErrorKind = 'not-found' | 'full' | 'banned' | 'network' | 'other';

/**
 * A chat line, stamped with the projection version current when it arrived (to interleave
 * with the log). A table event (someone sat down, left, was removed) travels the same way,
 * with `event` set and `text` the sentence to show.
 */
export type ChatEntry = ChatBroadcast & { v?: number; event?: TableEvent['kind'] };

/** Public metadata of one seat (mirrors the Colyseus Schema state). */
export interface SeatMeta {
  seat: number;
  name: string;
  color: string;
  occupied: boolean;
  connected: boolean;
  /** A bot plays this seat from the start: its level ('random', 'search'). */
  bot?: string;
  /** Its player is gone and a stand-in acts: 'bot' or 'skip'. */
  away?: string;
}

export interface TableStoreState {
  status: ConnectionStatus;
  error: string | null;
  /** Set with `error` when joining failed. */
  errorKind?: JoinErrorKind | null;
  code: string | null;
  gameId: string | null;
  /** This client's seat, or 'spectator'; null before joining. */
  seat: number | 'spectator' | null;
  /** This client's Colyseus session id (to tell own presence from others'). */
  sessionId?: string | null;
  seedCommit: string | null;
  /** The game's seed, revealed once the game is over (sha256(seed) === seedCommit); null before. */
  seed: string | null;
  projection: Projection | null;
  seats: SeatMeta[];
  spectators: number;
  /** Other clients' cursors and drags, keyed by sessionId (own excluded). */
  presence: Record<string, PresenceBroadcast & { at: number }>;
  chat: ChatEntry[];
  /**
   * The server speaks another protocol than this page's (it was updated since the page
   * loaded): its packed patches may not read here, so the page asks to be reloaded.
   */
  outdated: boolean;
  /** Last rejected intent (for the toast and for springing a drag back). */
  rejection: (RejectedMessage & { at: number }) | null;
}

/** A drag in progress, local only until the server accepts the drop. */
export interface DragPreview {
  id: string;
  /** Where the piece is held now (table units). */
  x: number;
  z: number;
  /** Origin, to spring back to on rejection. */
  fromX: number;
  fromZ: number;
  /** Set when dropped and waiting for the server: ref of the intent. */
  pendingRef: string | null;
}

export interface UiStoreState {
  topDown: boolean;
  hovered: string | null;
  selected: string[];
  drag: DragPreview | null;
  helpOpen: boolean;
  /** Registered by the scene: maps a screen point to the table plane, or null. */
  pointerToTable: ((clientX: number, clientY: number) => [number, number] | null) | null;
}
