/**
 * A delayed view of the table (the caster seat; the delayed spectators): the viewers in one
 * feed see the table only as it stood `delayMs` ago, and the server alone decides when a
 * version becomes old enough — no message of a feed ever carries a newer version.
 *
 * The room hands every published version to `record` (the match, when it went live, its
 * throw and where the dice rest after it). `tick(now)` sends each version whose delay has
 * passed, in order, exactly as the live viewers got it: a patch from the previous version
 * (a JSON diff between two projections of this feed's viewer, so a patch cannot carry more
 * than the projection), then the throw. A viewer who joins gets a snapshot of the version
 * being served, or nothing until the first version is old enough.
 *
 * One projection, one diff and one encoding per version for all the feed's viewers (the
 * same bytes go to each), packed like the live patches and snapshots where that is
 * shorter (server/room/packing.ts). Versions wait in memory only while their delay runs (at most the
 * actions of the last `delayMs`); a feed nobody watches projects nothing.
 */
import type { Client } from 'colyseus';
import type { Match, Projection, ViewProjection } from '../../engine/core/match.ts';
import { S2C, wireOps, type PatchMessage, type RollMessage, type RollsMessage, type SnapshotMessage } from '../../wire/protocol.ts';
import { diff } from '../../wire/json-diff.ts';
import { patchBytes, snapshotBytes } from './packing.ts';
import { sendTo, sendToEach } from './broadcast.ts';

/** One published version, waiting for its delay. */
export interface FeedEntry {
  version: number;
  /** When it went live (server clock, ms). */
  at: number;
  match: Match;
  /** The throw of the action that made it, if it threw dice. */
  roll: RollMessage | null;
  /** Where every die rests once it is live (what a joiner gets as `rolls`). */
  rests: RollsMessage;
}

interface Served {
  version: number;
  projection: Projection | ViewProjection;
  rests: RollsMessage;
}

export class DelayedFeed {
  /** Ascending versions; the first may be the one being served. */
  private entries: FeedEntry[] = [];
  private served: Served | null = null;
  private readonly viewers = new Set<Client>();

  /**
   * @param project this feed's viewer's projection, as plain JSON (what the wire carries),
   *   keeping the parts of `prev` (the one served before, if any) that read the same.
   */
  constructor(private readonly project: (match: Match, prev: Projection | ViewProjection | null) => Projection | ViewProjection, public delayMs: number) {}

  get size(): number {
    return this.viewers.size;
  }

  /** The version its viewers hold now (null before the first one was old enough). */
  get servedVersion(): number | null {
    return this.served?.version ?? null;
  }

  /** The projection its viewers hold now (null before the first one was old enough, or while nobody watches). */
  get servedProjection(): Projection | ViewProjection | null {
    return this.served?.projection ?? null;
  }

  /**
   * The newest version this feed may show at `now`: the one its viewers hold, or a newer
   * one whose delay has passed — whether anyone watches or not (null before the first one
   * is old enough). What the public may know of the table (the replay stops there).
   */
  reached(now: number): number | null {
    let version = this.served?.version ?? null;
    for (const e of this.entries) {
      if (e.at + this.delayMs > now) break;
      if (version === null || e.version > version) version = e.version;
    }
    return version;
  }

  has(client: Client): boolean {
    return this.viewers.has(client);
  }

  clients(): IterableIterator<Client> {
    return this.viewers.values();
  }

  /** A version went live. Versions arrive in ascending order. */
  record(entry: FeedEntry): void {
    const last = this.entries[this.entries.length - 1];
    if (last && entry.version <= last.version) {
      // The table was rebuilt from its log at an older version: the ones after it never
      // happened for the feed either. What its viewers already hold stays as it is.
      this.entries = this.entries.filter((e) => e.version < entry.version);
    }
    this.entries.push(entry);
  }

  /** Adds a viewer: a snapshot of the served version now, or once one is old enough. */
  join(client: Client, now: number): void {
    this.viewers.add(client);
    if (this.served) {
      this.sendStart([client], this.served);
      return;
    }
    this.tick(now);
  }

  /** Removes a viewer (it left, or it was moved to the live view). */
  leave(client: Client): boolean {
    const had = this.viewers.delete(client);
    if (this.viewers.size === 0) this.served = null;
    return had;
  }

  /** Sends a viewer the served version again (it asked for a resync). */
  resend(client: Client): void {
    if (this.served && this.viewers.has(client)) this.sendStart([client], this.served);
  }

  /** Forgets every waiting version (the delay was switched off). */
  forget(): void {
    this.entries = [];
    this.served = null;
  }

  /** Removes every viewer and returns them (a revoked link). */
  clear(): Client[] {
    const all = [...this.viewers];
    this.viewers.clear();
    this.served = null;
    return all;
  }

  /** Sends every version whose delay has passed by `now`, oldest first. */
  tick(now: number): void {
    let last = -1;
    for (let i = 0; i < this.entries.length; i++) {
      if (this.entries[i]!.at + this.delayMs <= now) last = i;
      else break;
    }
    if (last < 0) return;
    if (this.viewers.size === 0) {
      this.entries = this.entries.slice(last);
      return;
    }
    if (!this.served) {
      const e = this.entries[last]!;
      this.served = { version: e.version, projection: this.project(e.match, null), rests: e.rests };
      this.sendStart([...this.viewers], this.served);
    } else {
      for (let i = 0; i <= last; i++) {
        const e = this.entries[i]!;
        if (e.version <= this.served.version) continue;
        const next = this.project(e.match, this.served.projection);
        const patch: PatchMessage = { from: this.served.version, to: e.version, ops: wireOps(diff(this.served.projection, next)) };
        this.served = { version: e.version, projection: next, rests: e.rests };
        sendToEach(this.viewers, patchBytes(e.match.gameId, patch, this.viewers.size));
        if (e.roll) this.sendAll(S2C.roll, e.roll);
      }
    }
    // The served version stays: the next patch is taken from it.
    this.entries = this.entries.slice(last);
  }

  private sendStart(clients: Client[], served: Served): void {
    const snapshot: SnapshotMessage = { projection: served.projection };
    sendToEach(clients, snapshotBytes(snapshot));
    sendTo(clients, S2C.rolls, served.rests);
  }

  private sendAll(type: string, message: unknown): void {
    sendTo(this.viewers, type, message);
  }
}
