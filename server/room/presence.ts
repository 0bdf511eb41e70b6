/**
 * Transient messages (DESIGN §4): cursors/drags and chat are relayed, never stored and
 * never part of the game state.
 */
import type { Viewer } from '../../engine/core/types.ts';
import type { ChatBroadcast, PresenceBroadcast, PresenceMessage } from '../protocol.ts';

/** The relay form of a seated player's presence (spectators' presence is not relayed). */
export function presenceBroadcast(seat: number, sessionId: string, p: PresenceMessage): PresenceBroadcast {
  return { seat, sessionId, cursor: p.cursor, drag: p.drag ?? null };
}

/** The relay form of a chat line; the name comes from the seat, never from the payload. */
export function chatBroadcast(seat: Viewer, name: string, text: string, at: number): ChatBroadcast {
  return { seat, name, text: text.trim(), at };
}
