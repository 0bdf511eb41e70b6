/**
 * Streaming a table (docs/PROTOCOL.md "Casting"): the caster seat and the spectator delay.
 *
 * - Only the table's host (server/room/seating.ts) may make a caster link, revoke it and
 *   set the delays (`cast` messages).
 * - A caster link carries a secret token (24 random bytes), and may be bound to one account:
 *   then only a connection signed in to it opens the link. Whoever joins with it watches
 *   as the caster: every seat's hand and plots, sealed choices, deck and bag order
 *   (engine/core/caster.ts), but only through a `DelayedFeed` — the table as it stood the
 *   caster delay ago (default 2 min, 30 s – 10 min). A join that also carries a seat's
 *   resume token is refused (a player cannot open the caster view of their own table), so is
 *   one signed in to an account that holds a seat here, from any browser, and
 *   a caster can neither act nor point nor chat. A new link or a revoke closes every caster
 *   connection at once (CLOSE_CASTER_REVOKED). Links live as long as the room: a server
 *   restart revokes them. The delays are stored with the table and kept by a restored room.
 * - The spectator delay (0: live) puts every spectator on the same kind of feed with the
 *   public spectator projection, so a player watching the stream learns nothing new.
 * - Delayed viewers get no live message: no presence, no live throw (theirs come with the
 *   version they belong to), no chat to casters, and no live Schema field that moves with
 *   the game (`over` and `seed` are `@view()` fields that only live clients see; the version
 *   is in the projections only).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { StateView } from '@colyseus/schema';
import type { Client } from 'colyseus';
import { projectCaster } from '../../engine/core/caster.ts';
import type { Match } from '../../engine/core/match.ts';
import type { AnyGameModule } from '../../engine/core/module.ts';
import { viewWithUndo } from '../../engine/core/undo.ts';
import { CAST_DELAY, LIMITS, type CastDelays, type CastMessage, type CastStatus } from '../../wire/protocol.ts';
import { DelayedFeed, type FeedEntry } from './delayed-feed.ts';
import { TokenBucket } from './rate-limit.ts';
import { plainProjection } from '../../wire/projection.ts';
import type { TableState } from './schema.ts';
import type { RoomWordId } from '../../wire/room-words.en.ts';

/** Why a caster token does not open the caster view: a message of the room's catalogue and its values. */
export interface CasterRefusal {
  id: Extract<RoomWordId, `room.caster.${string}`>;
  values?: { name: string };
}

/**
 * The Schema views of a table's clients: one shared by every live client (the fields that
 * change when the game ends included) and one shared by every delayed viewer (public fields only).
 * Colyseus encodes a state patch once per StateView instance, so sharing them keeps a
 * patch's cost the same for 1,000 viewers as for one (a view per client would encode it
 * per client).
 *
 * A joiner's full state is encoded from the view's visibility, so the shared live view
 * keeps no pending view changes: a change pending on a shared view would reach only the
 * first client Colyseus encodes it for. A client that was already in the room and moves
 * from the delayed to the live view (the host turned the spectator delay off) has not
 * seen the live fields (a game that ended while it watched delayed): `promote` marks
 * them changed, so the next patch — encoded once — carries them to every live client.
 */
export class SchemaViews {
  readonly live = new StateView();
  readonly delayed = new StateView();

  constructor(private readonly state: TableState) {
    this.live.add(state, -1, false);
    this.live.changes.clear();
  }

  /** Puts already-joined clients on the live view and sends them the live fields. */
  promote(clients: Iterable<Client>): void {
    let any = false;
    for (const c of clients) {
      c.view = this.live;
      any = true;
    }
    if (!any) return;
    this.state.setDirty('over');
    this.state.setDirty('seed');
  }
}

/** What a host's request changed, for the room to act on. */
export type Outcome =
  | { kind: 'status' }
  | { kind: 'revoked'; casters: Client[] }
  /** `spectators`: where the spectators now watch, when that changed. */
  | { kind: 'delays'; spectators: 'delayed' | 'live' | null };

export class CastDesk {
  private token: string | null = null;
  private readonly bucket = new TokenBucket(LIMITS.cast.perSecond, LIMITS.cast.burst);
  /** Each caster connection's resyncs, limited as a spectator's are (`LIMITS.resync`). */
  private readonly resyncs = new WeakMap<Client, TokenBucket>();
  /** The live version (a spectator delay switched on starts its feed from it). */
  private current: FeedEntry | null = null;
  /**
   * The newest version spectators saw before their feed reached one: the live version when
   * the host switched the delay on (they watched it live), 0 in a room restored with a delay.
   */
  private publicFloor = 0;
  readonly casters: DelayedFeed;
  /** Spectators while the table delays them (`delayMs` 0: they are live). */
  readonly spectators: DelayedFeed;

  /** @param delays the delays stored with the table (a restored room keeps them), or null: the defaults. */
  constructor(game: AnyGameModule, delays: CastDelays | null = null) {
    this.casters = new DelayedFeed((m, prev) => plainProjection(projectCaster(game, m), prev), (delays?.caster ?? CAST_DELAY.casterDefault) * 1000);
    this.spectators = new DelayedFeed((m, prev) => plainProjection(viewWithUndo(game, m, 'spectator'), prev), (delays?.spectators ?? 0) * 1000);
  }

  /** The account the caster link is bound to (null: unbound, anyone holding the link may watch). */
  private bound: { id: string; name: string } | null = null;
  /** The host's `cast` messages, one after another: a link bound to an account waits for its lookup, and what came after it waits too. */
  private queue: Promise<void> = Promise.resolve();

  /** Whether the caster link is bound to `accountId`. */
  boundTo(accountId: string): boolean {
    return this.bound?.id === accountId;
  }

  /** Runs `job` after every host request before it (a failure goes to `failed`, never further). */
  serial(job: () => Promise<void> | void, failed: (e: unknown) => void): void {
    this.queue = this.queue.then(job).catch((e: unknown) => {
      try {
        failed(e);
      } catch {
        // Nobody left to tell.
      }
    });
  }

  /** The delays to store with the table (seconds). */
  delays(): CastDelays {
    return { caster: this.casters.delayMs / 1000, spectators: this.spectators.delayMs / 1000 };
  }

  get spectatorsDelayed(): boolean {
    return this.spectators.delayMs > 0;
  }

  /** Whether this client watches through a delayed feed (a caster or a delayed spectator). */
  delayed(client: Client): boolean {
    return this.casters.has(client) || this.spectators.has(client);
  }

  /**
   * Why a join with this caster token is refused, or null when it opens the caster view.
   * `account`: the joiner's (null: a guest); `seated`: that account holds a seat here, so
   * it is a player whichever browser it comes from.
   */
  refuseCaster(token: string, resume: string | undefined, account: string | null = null, seated = false): CasterRefusal | null {
    if (resume !== undefined || seated) return { id: 'room.caster.ownTable' };
    if (this.token === null || !sameSecret(this.token, token)) return { id: 'room.caster.invalid' };
    if (this.bound && this.bound.id !== account) return { id: 'room.caster.boundTo', values: { name: this.bound.name } };
    return null;
  }

  /** A version went live: both feeds keep it until their delay has passed. */
  record(entry: FeedEntry): void {
    this.current = entry;
    this.casters.record(entry);
    if (this.spectatorsDelayed) this.spectators.record(entry);
  }

  /**
   * The newest version the public may see at `now` (the replay stops there): null while
   * spectators watch live; with a spectator delay, the version their feed has reached.
   */
  publicVersion(now: number): number | null {
    if (!this.spectatorsDelayed) return null;
    return this.spectators.reached(now) ?? this.publicFloor;
  }

  tick(now: number): void {
    this.casters.tick(now);
    if (this.spectatorsDelayed) this.spectators.tick(now);
  }

  status(): CastStatus {
    return {
      casterToken: this.token,
      casterDelay: this.casters.delayMs / 1000,
      spectatorDelay: this.spectators.delayMs / 1000,
      casters: this.casters.size,
      boundTo: this.bound ? { ...this.bound } : null,
    };
  }

  /** Whether this caster may have its feed's snapshot again now (rate limit, as a spectator's resync). */
  takeResync(client: Client): boolean {
    let bucket = this.resyncs.get(client);
    if (!bucket) {
      bucket = new TokenBucket(LIMITS.resync.perSecond, LIMITS.resync.burst);
      this.resyncs.set(client, bucket);
    }
    return bucket.take();
  }

  /** Whether the host may send a `cast` message now (rate limit). */
  take(): boolean {
    return this.bucket.take();
  }

  /**
   * The host's request, applied. A `link` with an account comes with that account, already
   * looked up and checked (`bound`); a link without one, and a revoke, unbind.
   */
  apply(message: CastMessage, bound: { id: string; name: string } | null = null): Outcome {
    switch (message.op) {
      case 'status':
        return { kind: 'status' };
      case 'link': {
        const casters = this.casters.clear();
        this.token = randomBytes(24).toString('base64url');
        this.bound = bound;
        return { kind: 'revoked', casters };
      }
      case 'revoke': {
        this.token = null;
        this.bound = null;
        return { kind: 'revoked', casters: this.casters.clear() };
      }
      case 'delays': {
        if (message.caster !== undefined) this.casters.delayMs = message.caster * 1000;
        const before = this.spectatorsDelayed;
        if (message.spectators !== undefined) this.spectators.delayMs = message.spectators * 1000;
        if (before === this.spectatorsDelayed) return { kind: 'delays', spectators: null };
        if (!this.spectatorsDelayed) {
          this.spectators.clear();
          this.spectators.forget();
          return { kind: 'delays', spectators: 'live' };
        }
        if (this.current) {
          this.spectators.record(this.current);
          this.publicFloor = this.current.version;
        }
        return { kind: 'delays', spectators: 'delayed' };
      }
    }
  }
}

function sameSecret(own: string, given: string): boolean {
  const a = Buffer.from(own);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The entry for a version that just went live. */
export function feedEntry(match: Match, at: number, roll: FeedEntry['roll'], rests: FeedEntry['rests']): FeedEntry {
  return { version: match.version, at, match, roll, rests };
}
