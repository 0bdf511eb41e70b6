/**
 * The people at one table: who holds which seat, through which connection, with their
 * rate limits. A seated member also holds a resume token (sent only to them in
 * `welcome`): joining with it takes the seat back at once, even while the server still
 * believes the old socket alive (a silent drop it has not noticed yet), instead of waiting
 * for the old connection to time out and landing on a spectator place meanwhile.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Client, Deferred } from 'colyseus';
import type { Viewer } from '../../engine/core/types.ts';
import type { Account } from '../accounts/accounts.ts';
import { PLAYER_COLORS, seatColor } from '../../engine/table/tokens.ts';
import { LIMITS, type CameraBroadcast } from '../../wire/protocol.ts';
import { TokenBucket } from './rate-limit.ts';
import type { SyncTarget } from './sync.ts';

/** What `allowReconnection` hands back: a promise the room may cancel. */
export type PendingReconnection = Deferred<Client>;

/** One connected (or reconnecting) client. */
export interface Member extends SyncTarget {
  sessionId: string;
  name: string;
  color: string;
  /** Seated members only: the secret that takes this seat back (see the file header). */
  resume: string | null;
  /** The account the connection is signed in to (its session cookie when it joined); null: a guest. */
  account: Account | null;
  /**
   * Parked behind its device's cover (server/room/hotseat.ts): sent no projection, may not
   * act; `awaited` is what it was last told of whether the table waits on its seat.
   */
  parked: boolean;
  awaited: boolean | null;
  /** Set while the member's seat waits for its old connection to come back. */
  pending: PendingReconnection | null;
  intents: TokenBucket;
  presence: TokenBucket;
  /** Camera poses (server/room/camera.ts), at the presence rate. */
  camera: TokenBucket;
  /** This seat's latest camera pose, for spectators who join later (seated members only). */
  pose: CameraBroadcast | null;
  chat: TokenBucket;
  resync: TokenBucket;
}

export function newMember(client: Client, seat: Viewer, name: string, color: string, account: Account | null): Member {
  return {
    client, seat, connected: true, last: null, sessionId: client.sessionId, name, color, account,
    resume: seat === 'spectator' ? null : randomBytes(18).toString('base64url'),
    pending: null, parked: false, awaited: null,
    intents: new TokenBucket(LIMITS.intents.perSecond, LIMITS.intents.burst),
    presence: new TokenBucket(LIMITS.presence.perSecond, LIMITS.presence.burst),
    camera: new TokenBucket(LIMITS.presence.perSecond, LIMITS.presence.burst),
    pose: null,
    chat: new TokenBucket(LIMITS.chat.perSecond, LIMITS.chat.burst),
    resync: new TokenBucket(LIMITS.resync.perSecond, LIMITS.resync.burst),
  };
}

/** The seated member whose resume token is `token` (compared in constant time), if any. */
export function memberByResume(members: Iterable<Member>, token: unknown): Member | undefined {
  if (typeof token !== 'string' || token.length === 0 || token.length > 64) return undefined;
  const given = Buffer.from(token);
  for (const m of members) {
    if (m.resume === null) continue;
    const own = Buffer.from(m.resume);
    if (own.length === given.length && timingSafeEqual(own, given)) return m;
  }
  return undefined;
}

/** Everyone at the table by connection: players (seated or waiting to reconnect) and spectators. */
export class Members {
  private readonly bySession = new Map<string, Member>();

  /** The member a client's messages speak for (none: a caster, or nobody). */
  of(client: Client): Member | undefined {
    return this.bySession.get(client.sessionId);
  }

  /** The member of a session (a face ticket names its session, server/room/faces.ts). */
  ofSession(sessionId: string): Member | undefined {
    return this.bySession.get(sessionId);
  }

  add(member: Member): void {
    this.bySession.set(member.sessionId, member);
  }

  remove(member: Member): void {
    this.bySession.delete(member.sessionId);
  }

  values(): IterableIterator<Member> {
    return this.bySession.values();
  }

  /** The member sitting at `seat` (connected or waiting to reconnect). */
  at(seat: number): Member | undefined {
    for (const m of this.bySession.values()) if (m.seat === seat) return m;
    return undefined;
  }

  /** The seated member whose resume token is `token`. */
  byResume(token: unknown): Member | undefined {
    return memberByResume(this.bySession.values(), token);
  }

  /** The connected clients that see the table live (not casters, not delayed spectators), but `except`. */
  live(except?: Client): Client[] {
    const out: Client[] = [];
    for (const m of this.bySession.values()) if (m.connected && !m.delayed && m.client !== except) out.push(m.client);
    return out;
  }

  /** Every connected player and spectator (not casters). */
  connected(): Client[] {
    const out: Client[] = [];
    for (const m of this.bySession.values()) if (m.connected) out.push(m.client);
    return out;
  }
}

/**
 * The colour a player sitting at `seat` wears: the one they chose, unless they chose none or
 * another seated player already wears it; then the seat's own colour (the one its meeples
 * wear) — or, when someone wears that too, the first seat colour nobody wears — so seats
 * stay distinguishable.
 */
export function seatColorFor(seat: number, chosen: string | undefined, worn: readonly string[]): string {
  const taken = (c: string): boolean => worn.some((w) => w.toLowerCase() === c.toLowerCase());
  if (chosen !== undefined && !taken(chosen)) return chosen;
  let color = seatColor(seat);
  for (let i = 0; taken(color) && i < PLAYER_COLORS.length; i++) color = seatColor(i);
  return color;
}
