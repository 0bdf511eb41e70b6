/**
 * The pipeline's third stage (server/room/table/table.ts): `store` writes a decision to
 * the store before anything about it leaves the server (write before send, DESIGN §4).
 *
 * - Images: a composed component's cut cards (server/room/compose.ts) are stored and linked
 *   to the table first; a failure refuses it (`room/not-saved`).
 * - Fairness (DESIGN §5.5, server/fairness.ts): each event of it with a hidden random
 *   outcome gets its `commit` digest in the log first, so every viewer's log entry carries
 *   it and it is stored with the action for the export.
 * - Dice (server/room/thrower.ts): its throw is simulated on the dice threads, off the
 *   room's thread; a failed throw refuses it (`room/dice-failed`). Where the dice rest
 *   after it is stored with it when that changes (a restart restores it).
 * - While the store makes it durable, every viewer's patch is made, not sent (nor kept,
 *   should the store refuse it). A write that fails refuses it (`room/not-saved`): the
 *   table stays as it was.
 */
import { commitEvents, eventsOfVersion } from '../../fairness.ts';
import { ROOM_ERRORS } from '../../../wire/protocol.ts';
import { roomRefusal } from '../checks.ts';
import type { PreparedPatches } from '../sync.ts';
import type { Decision, Refusal, Stored } from './submission.ts';
import type { Table } from './table.ts';

export type StoringTable = Pick<Table, 'code' | 'ctx' | 'seed' | 'dice' | 'keeper' | 'sync' | 'members' | 'pieces' | 'now' | 'log'>;

/** The decision in the store, with its throw and its commitments, or why it is not. */
export async function store(table: StoringTable, decision: Decision): Promise<Stored | Refusal> {
  const { seat, action, undo, next, thrown, ref, by, images } = decision;
  const code = table.code;
  if (images && images.length > 0) {
    // A composed component's images, stored and linked before the action that names them:
    // a refused write leaves at most images linked that nothing uses yet.
    try {
      for (const image of images) {
        await table.ctx.store.putImage(image);
        await table.ctx.store.linkImage(code, image.hash);
      }
    } catch (e) {
      table.log(`images of action ${next.version} not stored: ${e instanceof Error ? e.message : String(e)}`);
      return { refused: roomRefusal(ROOM_ERRORS.notSaved, 'room.store.images', undefined, ref), stage: 'store' };
    }
  }
  // Before anything is projected: every viewer's log entry carries the commitment.
  const commits = commitEvents(table.seed, eventsOfVersion(next.log, next.version));
  const pieces = table.dice.rests.size > 0 || thrown ? table.pieces(next) : null;
  // Off the room's thread; this action (and so its patches) waits for its throw.
  const throwing = thrown && pieces ? await table.dice.throw(code, seat, next, pieces, thrown, ref) : { roll: null };
  if ('refused' in throwing) return { refused: throwing.refused, stage: 'store' };
  const roll = throwing.roll;
  const at = table.now();
  const rests = pieces || roll ? table.dice.rests.following(pieces, roll) : null;
  const clocks = table.keeper.clocks ? table.keeper.snapshot(at) : undefined;
  // Started, not awaited yet (anything it throws is a refusal, as when awaited).
  const storing = (async () => table.ctx.store.appendAction(code, {
    version: next.version, seat, action, at, ...(undo ? { undo } : {}), ...(by ? { by } : {}),
    ...(clocks ? { clocks } : {}), ...(roll ? { roll } : {}), ...(commits.length > 0 ? { commits } : {}),
    ...(rests ? { rests } : {}),
  }))();
  let prepared: PreparedPatches | null = null;
  try {
    prepared = table.sync.preparePatches(next, table.members.values());
  } catch {
    // publish makes them again, and an error there rebuilds the table (`recover`).
  }
  try {
    await storing;
  } catch (e) {
    table.log(`action ${next.version} not stored: ${e instanceof Error ? e.message : String(e)}`);
    return { refused: roomRefusal(ROOM_ERRORS.notSaved, 'room.store.action', undefined, ref), stage: 'store' };
  }
  return { decision, at, pieces, roll, prepared };
}
