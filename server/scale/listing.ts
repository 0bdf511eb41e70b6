/**
 * Which room listings stand for a live room. With one process every listing does. With
 * several (server/scale/redis.ts), a process killed without a word (SIGKILL, a lost
 * machine) leaves its listings in Redis until a sweep drops them a few seconds later; in
 * between, a listing of another process counts as live only while its room's channel
 * still has a subscriber in Redis. Colyseus subscribes every room to `$<roomId>` before it
 * lists it and unsubscribes after it unlists it, and Redis drops a dead process's
 * subscriptions with its connection — so one Redis round trip tells, where asking the
 * process itself would wait out a timeout, and a live process busy for a moment still
 * counts as live.
 */
import { LocalPresence, matchMaker } from 'colyseus';

/** What this module reads of a listing. */
export interface Listed {
  roomId: string;
  processId: string;
}

/** The channel Colyseus subscribes a room to (MatchMaker's getRoomChannel). */
const roomChannel = (roomId: string): string => `$${roomId}`;

const here = (room: Listed): boolean => room.processId === matchMaker.processId;

async function subscribed(roomId: string): Promise<boolean> {
  return (await matchMaker.presence.channels(roomChannel(roomId))).includes(roomChannel(roomId));
}

/** The listing of a live room `code`, in this process or another; null when there is none. */
export async function liveListing<T extends Listed = Listed>(code: string): Promise<T | null> {
  const room = (await matchMaker.getRoomById(code)) as unknown as T | undefined;
  if (!room) return null;
  return here(room) || (await subscribed(code)) ? room : null;
}

/** Those of `rooms` that are live (one Redis round trip when some are another process's). */
export async function liveListings<T extends Listed>(rooms: T[]): Promise<T[]> {
  if (rooms.every(here)) return rooms;
  const channels = new Set(await matchMaker.presence.channels(roomChannel('*')));
  return rooms.filter((room) => here(room) || channels.has(roomChannel(room.roomId)));
}

/**
 * True when `code` is listed by a process that is gone: no process runs that table now,
 * though the listing says otherwise. A seat reservation there would wait out Colyseus'
 * timeout and fail; the matchmaking guard (server/http/matchmake.ts) answers it at once
 * as "not found" instead, so the client asks for the table to be reopened.
 */
export async function leftBehind(code: string): Promise<boolean> {
  const room = (await matchMaker.getRoomById(code)) as Listed | undefined;
  return room !== undefined && !here(room) && !(await subscribed(code));
}

/**
 * Whether a room runs table `code` in any process. Its listing normally says so; but a
 * room may run unlisted for a moment — Redis restarted and lost the listings, or the
 * sweep of a dead process's listings read them just before another process listed a
 * table of it again, and deleted the new listing with the old ones. Then the room's
 * channel tells, and the room is asked to list itself again (Colyseus' `setMetadata`
 * saves the whole listing). A room that runs is never reopened elsewhere, listed or not.
 */
export async function running(code: string): Promise<boolean> {
  if (await liveListing(code)) return true;
  if (matchMaker.presence instanceof LocalPresence || !(await subscribed(code))) return false;
  await matchMaker.remoteRoomCall(code, 'setMetadata', [{}]).catch(() => undefined);
  return true;
}
