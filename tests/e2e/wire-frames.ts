/**
 * What a browser tab received on its table's WebSocket, byte for byte, read back the way
 * the client reads it: each room message's type and payload (a packed snapshot or patch
 * unpacked with the game's dictionary, server/room/packing.ts), and every other frame as
 * its raw bytes. A test asks whether a string (an image ref, a card's name) ever reached
 * the tab — on the wire, not in what the page chose to keep.
 */
import type { Page } from 'playwright-core';
import { unpack } from '@colyseus/msgpackr';
import { Protocol } from 'colyseus';
import { unpackedMessage } from '../../server/room/packing.ts';

export interface Frames {
  /** Everything received so far as text: the decoded room messages as JSON, other frames as latin1. */
  text(): string;
  /** How many frames arrived. */
  count(): number;
}

/** The room message in `bytes`, or null for another kind of frame. */
function roomMessage(bytes: Buffer, gameId: string): { type: string; message: unknown } | null {
  if (bytes[0] !== Protocol.ROOM_DATA) return null;
  const head = bytes[1]!;
  let len: number;
  let at: number;
  if (head >= 0xa0 && head <= 0xbf) [len, at] = [head & 0x1f, 2];
  else if (head === 0xd9) [len, at] = [bytes[2]!, 3];
  else return null;
  const type = bytes.subarray(at, at + len).toString('utf8');
  const rest = bytes.subarray(at + len);
  const message = rest.length > 0 ? unpack(rest) : undefined;
  return unpackedMessage(type, message, gameId);
}

/** Starts recording what `page` receives on its WebSockets from now on. */
export function recordFrames(page: Page, gameId: string): Frames {
  const parts: string[] = [];
  page.on('websocket', (ws) => {
    ws.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string') {
        parts.push(payload);
        return;
      }
      let decoded: { type: string; message: unknown } | null = null;
      try {
        decoded = roomMessage(payload, gameId);
      } catch {
        decoded = null;
      }
      parts.push(decoded ? JSON.stringify(decoded) : payload.toString('latin1'));
    });
  });
  return { text: () => parts.join('\n'), count: () => parts.length };
}
