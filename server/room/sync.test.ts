import { unpack } from '@colyseus/msgpackr';
import type { Client } from 'colyseus';
import { describe, expect, it } from 'vitest';
import { createMatch, type Match, type ViewProjection } from '../../engine/core/match.ts';
import { isRuleError } from '../../engine/core/result.ts';
import { act } from '../../engine/core/undo.ts';
import { games } from '../../engine/games/registry.ts';
import { unpackPatch, unpackSnapshot } from '../../wire/packed-patch.ts';
import { applyWirePatch } from '../../wire/json-patch.ts';
import { S2C, type PatchMessage } from '../../wire/protocol.ts';
import { dictionaryOf } from './packing.ts';
import { ProjectionSync, type SyncTarget } from './sync.ts';

const sandbox = games.sandbox!;

/** A client that keeps every frame the sync gives it, decoded. */
function fakeClient(): { client: Client; frames: Array<{ type: string; message: unknown }> } {
  const frames: Array<{ type: string; message: unknown }> = [];
  const client = {
    enqueueRaw(bytes: Uint8Array): void {
      const len = bytes[1]! & 0x1f;
      const type = new TextDecoder().decode(bytes.subarray(2, 2 + len));
      frames.push({ type, message: unpack(Buffer.from(bytes.subarray(2 + len))) });
    },
  } as unknown as Client;
  return { client, frames };
}

/** The projection a client holds after the frames it was given (a snapshot, then patches). */
function held(frames: Array<{ type: string; message: unknown }>): ViewProjection {
  let p: ViewProjection | null = null;
  for (const { type, message } of frames) {
    if (type === S2C.snapshot) p = (message as { projection: ViewProjection }).projection;
    else if (type === S2C.snapshotz) p = unpackSnapshot(message).projection as ViewProjection;
    else if (type === S2C.patch || type === S2C.patchz) {
      const patch = type === S2C.patchz ? unpackPatch(message, dictionaryOf('sandbox')) : (message as PatchMessage);
      if (!p || p.version !== patch.from) throw new Error(`a patch from ${patch.from} to a client holding ${p?.version}`);
      p = applyWirePatch(p, patch);
    }
  }
  if (!p) throw new Error('no snapshot');
  return p;
}

/**
 * A projection without its log lines' texts: a patch leaves out the text of a line the
 * game words again on the client (wire/log-texts.ts), a snapshot does not.
 */
function unworded(p: ViewProjection): unknown {
  return { ...p, log: (p.log as unknown as unknown[][]).map((row) => row.filter((_, i) => i !== 2)) };
}

function moved(match: Match, seat: number, x: number): Match {
  const r = act(sandbox, match, seat, { t: 'move', id: `meeple-${seat + 1}-1`, x, z: 2 });
  if (isRuleError(r)) throw new Error(r.message);
  return r.match;
}

describe('ProjectionSync: patches made while the store writes', () => {
  it('DESIGN §4 made ahead, sent once stored: nothing is kept until sent, and a client that got a snapshot meanwhile gets a patch from it', () => {
    const sync = new ProjectionSync(sandbox);
    let match = createMatch(sandbox, {}, 2, 'prepared') as Match;
    const [ann, bo, sam, sue] = [fakeClient(), fakeClient(), fakeClient(), fakeClient()];
    const targets: SyncTarget[] = [
      { client: ann.client, seat: 0, connected: true, last: null },
      { client: bo.client, seat: 1, connected: true, last: null },
      { client: sam.client, seat: 'spectator', connected: true, last: null },
    ];
    for (const t of targets) sync.sendSnapshot(t, match);
    const before = targets.map((t) => t.last);

    // Made for version 1, then the store refuses it: nothing was sent or kept.
    const refused = sync.preparePatches(moved(match, 0, 1), targets);
    expect(refused.seats.size).toBe(2);
    expect(refused.spectators).not.toBeNull();
    expect(targets.map((t) => t.last)).toEqual(before);
    expect([ann, bo, sam].map((c) => c.frames.length)).toEqual([1, 1, 1]);

    // Made for the next action; meanwhile Bo comes back (a fresh snapshot) and Sue starts watching.
    match = moved(match, 0, 3);
    const prepared = sync.preparePatches(match, targets);
    const made = prepared.seats.get(targets[0]!)!;
    sync.sendSnapshot(targets[1]!, createMatch(sandbox, {}, 2, 'prepared') as Match);
    const sueTarget: SyncTarget = { client: sue.client, seat: 'spectator', connected: true, last: null };
    sync.sendSnapshot(sueTarget, createMatch(sandbox, {}, 2, 'prepared') as Match);
    targets.push(sueTarget);
    sync.sendPatches(match, targets, prepared);

    // Ann got the patch made ahead; everyone holds the projection of version 1 that the
    // sync itself would make now, whatever path their patch took.
    expect(targets[0]!.last).toBe(made.next);
    const fresh = new ProjectionSync(sandbox);
    for (const [c, viewer] of [[ann, 0], [bo, 1], [sam, 'spectator'], [sue, 'spectator']] as const) {
      expect(unworded(held(c.frames)), `viewer ${viewer}`).toEqual(unworded(fresh.project(match, viewer)));
    }
    expect(bo.frames.map((f) => f.type).slice(1, 2)).toEqual([S2C.snapshotz]);

    // Patches made for another match are not sent: each is made again.
    const next = moved(match, 1, 4);
    const stale = sync.preparePatches(match, targets);
    sync.sendPatches(next, targets, stale);
    for (const [c, viewer] of [[ann, 0], [bo, 1], [sam, 'spectator'], [sue, 'spectator']] as const) {
      expect(held(c.frames).version).toBe(next.version);
      expect(unworded(held(c.frames)), `viewer ${viewer}`).toEqual(unworded(fresh.project(next, viewer)));
    }
  });
});
