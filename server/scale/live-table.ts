/**
 * What the HTTP API asks of a live table, wherever it runs: to flush the store writes it
 * has queued, how far its public may see (a spectator delay, server/room/caster.ts), whose
 * an upload ticket is, and whether a face ticket's viewer holds a face (server/room/faces.ts).
 * A room of this process answers directly; a room of another process is asked over
 * Redis with Colyseus' own room call. A replay must never show more than the table's
 * delayed audience has seen, whichever process the replay request reached.
 */
import { matchMaker } from 'colyseus';
import { httpProblem } from '../http/problem.ts';
import type { TableContext } from '../room/context.ts';
import type { FaceVerdict } from '../room/faces.ts';
import { liveListing } from './listing.ts';

export interface LiveHandle {
  /** Resolves once every store write the room queued so far has run. */
  flushed(): Promise<void>;
  /** The newest version the public may see now; null: everything (see LiveTable). */
  publicVersion(): Promise<number | null>;
  /** The seat an upload ticket was granted to while it is good, else null. */
  uploadSeat(ticket: string): Promise<number | null>;
  /** Whether the public may see every image of the table now (server/room/faces.ts). */
  facesPublic(): Promise<boolean>;
  /** Whether the viewer a face ticket speaks for holds `ref` in its current projection. */
  faceShown(ticket: string, ref: string): Promise<FaceVerdict>;
}

/** The live table `code`, or null when no process runs it. */
export async function liveTable(ctx: TableContext, code: string): Promise<LiveHandle | null> {
  const local = ctx.live.get(code);
  if (local) {
    return {
      flushed: () => local.flushed(),
      publicVersion: async () => local.publicVersion(),
      uploadSeat: async (t) => local.uploadSeat(t),
      facesPublic: async () => local.facesPublic(),
      faceShown: async (t, ref) => local.faceShown(t, ref),
    };
  }
  const listing = await liveListing(code);
  if (!listing || listing.processId === matchMaker.processId) return null;
  return {
    flushed: () => remote<void>(code, 'flushed'),
    publicVersion: () => remote<number | null>(code, 'publicVersion'),
    uploadSeat: (t) => remote<number | null>(code, 'uploadSeat', [t]),
    facesPublic: () => remote<boolean>(code, 'facesPublic'),
    faceShown: (t, ref) => remote<FaceVerdict>(code, 'faceShown', [t, ref]),
  };
}

async function remote<R>(code: string, method: 'flushed' | 'publicVersion' | 'uploadSeat' | 'facesPublic' | 'faceShown', args: unknown[] = []): Promise<R> {
  try {
    return await matchMaker.remoteRoomCall<R>(code, method, args);
  } catch {
    // Not "everything": a delay the table could not confirm is not lifted.
    throw httpProblem(503, 'http/table-busy', 'http.tableBusy');
  }
}
