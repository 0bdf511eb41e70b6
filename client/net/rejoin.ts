/**
 * Finding one's place at a table again after a drop or a reload, through whichever server
 * process answers (docs/DEPLOY.md): Colyseus' reconnection first; then the seat's resume
 * token, or the same seat asked for again; and when no process runs the table any more
 * (a restart, or its process died), the server is asked to reopen it from the store
 * first. Nothing here is the browser's: the connection (client/net/connection.ts) passes
 * its client, its profile and the API call, and so do the room tests.
 */
import type { Client, Room } from 'colyseus.js';
import { classifyJoinError, isRoomGone } from './join-errors.ts';
import type { Profile, StoredToken } from './storage.ts';

export interface Rejoin {
  client: Client;
  /** Asks the server to bring a stored table back to life (client/net/api.ts `openStoredTable`). */
  open(code: string): Promise<void>;
  /** The name and colour to sit down with. */
  profile(): Profile;
}

/** Place options of a join: a seat to take back, or a caster link. */
export interface Back {
  resume?: string;
  seat?: number;
  caster?: string;
}

/** Joins table `code` by its code; when no process runs it, has it reopened, then joins. */
export async function joinOrOpen(r: Rejoin, code: string, spectator: boolean, back: Back = {}): Promise<Room> {
  const options = { ...r.profile(), spectator, ...back };
  try {
    return await r.client.joinById(code, options);
  } catch (err) {
    if (classifyJoinError(err).kind !== 'not-found') throw err;
    // The table may be stored but not running (a restart, or the process that ran it died).
    await r.open(code);
    return await r.client.joinById(code, options);
  }
}

/**
 * Back to a seat: Colyseus' reconnection first; when the server refuses it (it has not
 * noticed the old socket die yet, or the table was reopened) the seat's resume token
 * takes it back at once, or the same seat is asked for again. Null when a place without
 * a seat (a spectator's) cannot be reconnected.
 */
export async function returnToSeat(r: Rejoin, code: string, stored: StoredToken): Promise<Room | null> {
  try {
    return await r.client.reconnect(stored.token);
  } catch (err) {
    if (stored.spectator || stored.resume === undefined) {
      if (isRoomGone(err)) return null;
      // The server may not have noticed the old socket closing yet: one more try.
      await new Promise((resolve) => setTimeout(resolve, 600));
      return r.client.reconnect(stored.token).catch(() => null);
    }
  }
  return joinOrOpen(r, code, false, { resume: stored.resume, seat: stored.seat });
}

/**
 * After a drop: back to the seat, or for a spectator whose place is gone with the room
 * (the table was reopened, perhaps by another process), a fresh place among the spectators.
 */
export async function comeBack(r: Rejoin, code: string, stored: StoredToken): Promise<Room | null> {
  const room = await returnToSeat(r, code, stored);
  return room ?? (stored.spectator ? joinOrOpen(r, code, true) : null);
}
