/**
 * What the HTTP API asks of a live table, wherever it runs: to flush the store writes it
 * has queued, and how far its public may see (a spectator delay, server/room/caster.ts).
 * A room of this process answers directly; a room of another process is asked over
 * Redis with Colyseus' own room call. A replay must never show more than the table's
 * delayed audience has seen, whichever process the replay request reached.
 */
import { matchMaker } from 'colyseus';
import { HttpProblem } from '../http/problem.ts';
import type { TableContext } from '../room/context.ts';
import { liveListing } from './listing.ts';

export interface LiveHandle {
  /** Resolves once every store write the room queued so far has run. */
  flushed(): Promise<void>;
  /** The newest version the public may see now; null: everything (see LiveTable). */
  publicVersion(): Promise<number | null>;
  /** The seat an upload ticket was granted to while it is good, else null. */
  uploadSeat(ticket: string): Promise<number | null>;
}

/** The live table `code`, or null when no process runs it. */
export async function liveTable(ctx: TableContext, code: string): Promise<LiveHandle | null> {
  const local = ctx.live.get(code);
  if (local) return { flushed: () => local.flushed(), publicVersion: async () => local.publicVersion(), uploadSeat: async (t) => local.uploadSeat(t) };
  const listing = await liveListing(code);
  if (!listing || listing.processId === matchMaker.processId) return null;
  return {
    flushed: () => remote<void>(code, 'flushed'),
    publicVersion: () => remote<number | null>(code, 'publicVersion'),
    uploadSeat: (t) => remote<number | null>(code, 'uploadSeat', [t]),
  };
}

async function remote<R>(code: string, method: 'flushed' | 'publicVersion' | 'uploadSeat', args: unknown[] = []): Promise<R> {
  try {
    return await matchMaker.remoteRoomCall<R>(code, method, args);
  } catch {
    // Not "everything": a delay the table could not confirm is not lifted.
    throw new HttpProblem(503, 'http/table-busy', "The server holding this table did not answer; try again in a moment.");
  }
}
