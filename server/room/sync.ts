/**
 * Per-viewer sync (DESIGN §2.3, §4): each client holds its own projection. A joiner gets
 * a `snapshot`; after every accepted action each connected client gets a `patch` with
 * the JSON-Patch ops between its previous and its new projection. Diffs are only ever
 * taken between two projections of the same viewer, so a patch cannot leak a secret.
 *
 * All spectators see the same projection: it is projected, diffed and encoded once per
 * action and the same bytes go to every spectator. A long patch goes packed (`patchz`,
 * wire/packed-patch.ts) where that is shorter; the spectators' from a shorter length,
 * its compression being paid once for all of them.
 */
import type { Client } from 'colyseus';
import type { Match, ViewProjection } from '../../engine/core/match.ts';
import { viewWithUndo } from '../../engine/core/undo.ts';
import type { AnyGameModule } from '../../engine/core/module.ts';
import type { Viewer } from '../../engine/core/types.ts';
import type { PatchMessage, SnapshotMessage } from '../../wire/protocol.ts';
import { toWire, wirePatch } from '../../wire/projection.ts';
import { patchBytes, snapshotBytes } from './packing.ts';
import { sendToEach } from './broadcast.ts';

/** One viewer's patch, made: from the projection it holds to its next, as the wire carries it. */
interface PreparedPatch {
  from: ViewProjection;
  next: ViewProjection;
  bytes: Uint8Array;
}

/** The patches of one accepted action, made before they are sent (`ProjectionSync.preparePatches`). */
export interface PreparedPatches {
  match: Match;
  seats: Map<SyncTarget, PreparedPatch>;
  /** The spectators' shared patch (null: no spectator held the spectator view). */
  spectators: PreparedPatch | null;
}

/** What the sync needs to know about one connected client. */
export interface SyncTarget {
  client: Client;
  seat: Viewer;
  /** Whether the socket is live (false during a reconnection grace period). */
  connected: boolean;
  /** The projection this client holds now (seated clients only; spectators share one). */
  last: ViewProjection | null;
  /** Watches through a delayed feed (server/room/delayed-feed.ts), never the live patches. */
  delayed?: boolean;
}

export class ProjectionSync {
  /** The projection every spectator holds, or null when no spectator holds one. */
  private spectatorLast: ViewProjection | null = null;
  /** The spectators' snapshot of `spectatorLast` as the wire carries it, once encoded. */
  private spectatorSnapshot: { of: ViewProjection; bytes: Uint8Array } | null = null;

  constructor(private readonly game: AnyGameModule) {}

  /**
   * The projection for one viewer as the wire carries it (`toWire`, wire/projection.ts):
   * without its table (each client works that out from the view), normalised to plain
   * JSON sharing what reads the same with `prev`, its prompts' actions and its log entries
   * as rows, without the texts the client words again.
   */
  project(match: Match, viewer: Viewer, prev?: ViewProjection | null): ViewProjection {
    return toWire(viewWithUndo(this.game, match, viewer), this.game, prev);
  }

  /**
   * Sends a full snapshot of the current projection to one client, packed where that is
   * shorter (server/room/packing.ts). The spectators' snapshot is encoded once per version
   * for all who join at it.
   */
  sendSnapshot(target: SyncTarget, match: Match): void {
    if (target.seat === 'spectator') {
      if (!this.spectatorLast || this.spectatorLast.version !== match.version) {
        this.spectatorLast = this.project(match, 'spectator');
      }
      const projection = this.spectatorLast;
      if (this.spectatorSnapshot?.of !== projection) this.spectatorSnapshot = { of: projection, bytes: snapshotBytes({ projection }) };
      target.client.enqueueRaw(this.spectatorSnapshot.bytes);
      return;
    }
    const projection = this.project(match, target.seat);
    target.last = projection;
    const message: SnapshotMessage = { projection };
    target.client.enqueueRaw(snapshotBytes(message));
  }

  /** The patch from one projection of a viewer to its next (new log lines the game words itself without their text). */
  patch(prev: ViewProjection, next: ViewProjection): PatchMessage {
    return wirePatch(this.game, prev, next);
  }

  /**
   * The patches of an accepted action, made ahead of sending them (while the store makes
   * the action durable, server/room/table/store.ts): nothing is changed here, so an action
   * the store refuses leaves every client's projection as it was. `sendPatches` sends them.
   */
  preparePatches(match: Match, targets: Iterable<SyncTarget>): PreparedPatches {
    const seats = new Map<SyncTarget, PreparedPatch>();
    let spectators = 0;
    for (const t of targets) {
      if (!t.connected || t.delayed) continue;
      if (t.seat === 'spectator') spectators++;
      else if (t.last) seats.set(t, this.prepare(match, t.seat, t.last, 1));
    }
    const prev = this.spectatorLast;
    return { match, seats, spectators: spectators > 0 && prev ? this.prepare(match, 'spectator', prev, spectators) : null };
  }

  private prepare(match: Match, viewer: Viewer, from: ViewProjection, receivers: number): PreparedPatch {
    const next = this.project(match, viewer, from);
    return { from, next, bytes: patchBytes(this.game.id, this.patch(from, next), receivers) };
  }

  /**
   * After an accepted action: one patch per seated client, one shared patch for
   * spectators. A patch `prepared` for the same match from the projection the client still
   * holds is sent as it is; any other (a client that joined or got a snapshot meanwhile)
   * is made now.
   */
  sendPatches(match: Match, targets: Iterable<SyncTarget>, prepared?: PreparedPatches | null): void {
    const ready = prepared?.match === match ? prepared : null;
    let spectators: Client[] | null = null;
    for (const t of targets) {
      if (!t.connected || t.delayed) continue;
      if (t.seat === 'spectator') {
        (spectators ??= []).push(t.client);
        continue;
      }
      if (!t.last) continue;
      const made = ready?.seats.get(t);
      const patch = made && made.from === t.last ? made : this.prepare(match, t.seat, t.last, 1);
      t.last = patch.next;
      t.client.enqueueRaw(patch.bytes);
    }
    const prev = this.spectatorLast;
    if (!spectators || !prev) {
      // Nobody holds the spectator view: drop it, the next spectator gets a snapshot.
      this.spectatorLast = null;
      return;
    }
    const made = ready?.spectators;
    const patch = made && made.from === prev ? made : this.prepare(match, 'spectator', prev, spectators.length);
    this.spectatorLast = patch.next;
    sendToEach(spectators, patch.bytes);
  }
}
