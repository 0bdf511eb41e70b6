/**
 * Face tickets, and which faces a ticket's viewer holds now. HTTP carries no seat, so a
 * connection asks the table for its face ticket over the socket (`C2S.faceTicket`) and
 * shows it with each face it fetches (server/http/faces.ts, asked of the table wherever it
 * runs, server/scale/live-table.ts). The ticket is bound to the connection (its session:
 * a reconnection keeps it), and speaks for whatever that connection's viewer is when a
 * face is fetched — its seat, the spectators (live, or as the delayed feed shows them),
 * the caster — and for nothing once it is gone.
 *
 * A face is served only while that viewer's current projection holds its ref: the engine
 * passes a ref on only where the viewer may see the image, so a face-down card's face, a
 * card in another's hand or one turned back down is refused. The refs of a projection are
 * found in its JSON once per viewer and version (the delayed feeds': the version they
 * serve). A table whose end the public may see (its seed revealed and its spectators'
 * delay past the end: when its export is allowed) serves any of its images.
 */
import { randomBytes } from 'node:crypto';
import type { Client } from 'colyseus';
import { projectView, type Match } from '../../engine/core/match.ts';
import type { AnyGameModule } from '../../engine/core/module.ts';
import type { Viewer } from '../../engine/core/types.ts';
import { S2C, type FaceTicket } from '../../wire/protocol.ts';
import { faceTicketSchema } from '../../wire/protocol-schemas.ts';
import { checkPayload } from './checks.ts';
import type { Table } from './table/table.ts';

/** Tickets a table keeps (the oldest forgotten first): one per connection, a full table's worth twice over. */
export const MAX_FACE_TICKETS = 4096;
/** Viewers' ref sets kept per version. */
const CACHED_VIEWERS = 64;

/** What a face fetch is told: shown to the ticket's viewer now, not shown, or no such ticket. */
export type FaceVerdict = 'shown' | 'hidden' | 'no-ticket';

interface Holder {
  sessionId: string;
  /** The connection (a caster is no member: it is found by its connection). */
  client: Client;
}

export class FaceDesk {
  private readonly tickets = new Map<string, Holder>();
  private readonly bySession = new Map<string, string>();
  /** Refs of a live viewer's projection at `version`. */
  private cached: { version: number; refs: Map<string, Set<string>> } = { version: -1, refs: new Map() };
  /** Refs of a delayed feed's served projection, per feed. */
  private readonly feeds = new WeakMap<object, Set<string>>();

  /** The ticket of `client`'s session: the one it holds, or a new one. */
  grant(client: Client): string {
    const held = this.bySession.get(client.sessionId);
    if (held !== undefined) {
      this.tickets.set(held, { sessionId: client.sessionId, client });
      return held;
    }
    const ticket = randomBytes(24).toString('base64url');
    this.tickets.set(ticket, { sessionId: client.sessionId, client });
    this.bySession.set(client.sessionId, ticket);
    while (this.tickets.size > MAX_FACE_TICKETS) {
      const [oldest, holder] = this.tickets.entries().next().value as [string, Holder];
      this.tickets.delete(oldest);
      this.bySession.delete(holder.sessionId);
    }
    return ticket;
  }

  holder(ticket: string): Holder | undefined {
    return /^[A-Za-z0-9_-]{32}$/.test(ticket) ? this.tickets.get(ticket) : undefined;
  }

  /** The refs `viewer`'s live projection of `match` holds. */
  liveRefs(game: AnyGameModule, match: Match, viewer: Viewer): Set<string> {
    if (this.cached.version !== match.version) this.cached = { version: match.version, refs: new Map() };
    const key = String(viewer);
    let refs = this.cached.refs.get(key);
    if (!refs) {
      refs = refsIn(projectView(game, match, viewer));
      if (this.cached.refs.size >= CACHED_VIEWERS) this.cached.refs.clear();
      this.cached.refs.set(key, refs);
    }
    return refs;
  }

  /** The refs a delayed feed's viewers hold (none before its first version). */
  feedRefs(projection: object | null): Set<string> {
    if (!projection) return new Set();
    let refs = this.feeds.get(projection);
    if (!refs) {
      refs = refsIn(projection);
      this.feeds.set(projection, refs);
    }
    return refs;
  }
}

/** Every string of a projection that may be a ref (refs are 20 to 400 characters). */
function refsIn(projection: unknown): Set<string> {
  const out = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.length >= 20 && value.length <= 400) out.add(value);
    } else if (Array.isArray(value)) {
      for (const v of value) walk(v);
    } else if (typeof value === 'object' && value !== null) {
      for (const v of Object.values(value)) walk(v);
    }
  };
  walk(projection);
  return out;
}

export type FacingTable = Pick<Table, 'faces' | 'members' | 'cast' | 'game' | 'match' | 'state' | 'now'>;

/** A connection's `faceTicket` message: its ticket, to it alone (players, spectators and casters alike). */
export function onFaceTicket(table: Pick<Table, 'faces' | 'members' | 'cast' | 'outbox'>, client: Client, payload: unknown): void {
  const checked = checkPayload(faceTicketSchema, payload);
  if (!checked.ok) return table.outbox.reject(client, checked.rejection);
  if (!table.members.of(client) && !table.cast.casters.has(client)) return;
  const message: FaceTicket = { ticket: table.faces.grant(client) };
  client.send(S2C.faceTicket, message);
}

/** Whether the public may see every image of the table: over, and its spectators' delay past the end (its export allowed). */
export function facesPublic(table: Pick<Table, 'state' | 'cast' | 'match' | 'now'>): boolean {
  if (!table.state.over) return false;
  const upTo = table.cast.publicVersion(table.now());
  return upTo === null || upTo >= table.match.version;
}

/** Whether the viewer `ticket` speaks for holds `ref` in its current projection. */
export function faceShown(table: FacingTable, ticket: string, ref: string): FaceVerdict {
  const holder = table.faces.holder(ticket);
  if (!holder) return 'no-ticket';
  const member = table.members.ofSession(holder.sessionId);
  let refs: Set<string>;
  if (member) {
    refs = member.delayed
      ? table.faces.feedRefs(table.cast.spectators.servedProjection)
      : table.faces.liveRefs(table.game, table.match, member.seat);
  } else if (table.cast.casters.has(holder.client)) {
    refs = table.faces.feedRefs(table.cast.casters.servedProjection);
  } else {
    return 'no-ticket';
  }
  return refs.has(ref) || facesPublic(table) ? 'shown' : 'hidden';
}
