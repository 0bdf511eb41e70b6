/**
 * The pipeline's first stage (server/room/table/table.ts): `admit` says whose a request
 * is and whether it may queue — a person's message speaks for the seat of the member its
 * connection holds (never a seat it names), not a spectator's place, within the seat's
 * action rate; a stand-in acts for its seat as it is. A refused person is answered at once
 * and nothing is queued. `answer` tells a submission's sender why a later stage turned it
 * down: a person gets the rejection (and a fresh snapshot when their view was stale), a
 * stand-in's is logged, and one the store could not save is thought for again shortly.
 */
import { ROOM_ERRORS } from '../../../wire/protocol.ts';
import { refuseCaster } from '../cast-messages.ts';
import { roomRefusal } from '../checks.ts';
import type { Refusal, Request, Submission } from './submission.ts';
import type { Table } from './table.ts';

export type AdmittingTable = Pick<Table, 'members' | 'outbox' | 'cast'>;

/** The request as a submission for its seat, or null when it was refused (its sender told). */
export function admit(table: AdmittingTable, request: Request): Submission | null {
  if (request.kind === 'stand-in') {
    const { seat, v, action, by } = request;
    return { seat, v, ref: undefined, from: by, move: { action, fling: undefined } };
  }
  const { client } = request;
  const ref = request.kind === 'intent' ? request.intent.ref : request.ref;
  const member = table.members.of(client);
  if (!member) {
    refuseCaster(table, client, ref);
    return null;
  }
  if (member.seat === 'spectator') {
    table.outbox.reject(client, roomRefusal(ROOM_ERRORS.spectator, 'room.spectator.act', undefined, ref));
    return null;
  }
  if (member.parked) {
    table.outbox.reject(client, roomRefusal(ROOM_ERRORS.parked, 'room.parked', undefined, ref));
    return null;
  }
  if (!member.intents.take()) {
    table.outbox.reject(client, roomRefusal(ROOM_ERRORS.rateLimited, 'room.slowDown.actions', undefined, ref));
    return null;
  }
  if (request.kind === 'undo') return { seat: member.seat, v: request.v, ref, from: member, move: 'undo' };
  if (request.kind === 'compose') {
    const { action, images } = request;
    return { seat: member.seat, v: 0, ref, from: member, move: { action, fling: undefined }, composed: { images } };
  }
  const { v, action, fling } = request.intent;
  return { seat: member.seat, v, ref, from: member, move: { action, fling } };
}

/** Tells the sender why `refusal`'s stage turned its submission down. */
export function answer(table: Pick<Table, 'outbox' | 'keeper' | 'log'>, sub: Submission, refusal: Refusal): void {
  const { from } = sub;
  if (typeof from !== 'string') {
    table.outbox.reject(from.client, refusal.refused);
    if (refusal.resync) table.outbox.snapshot(from);
    return;
  }
  const { code, message } = refusal.refused;
  if (refusal.stage === 'decide') return table.log(`seat ${sub.seat}'s ${from}: refused: ${code} ${message}`);
  // Not thrown or not saved: no stand-in leaves the table waiting.
  table.log(`seat ${sub.seat}'s ${from}: ${message}`);
  table.keeper.standIns.retryLater();
}

/** An unexpected error in a submission's stages before it was stored: nothing changed (the match is immutable). */
export function failed(table: Pick<Table, 'outbox' | 'log'>, sub: Submission, e: unknown): void {
  const { from } = sub;
  if (typeof from === 'string') return table.log(`seat ${sub.seat}'s ${from}: failed: ${e instanceof Error ? e.stack : String(e)}`);
  table.log(`intent error: ${e instanceof Error ? e.stack : String(e)}`);
  table.outbox.reject(from.client, roomRefusal(ROOM_ERRORS.internal, 'room.internal.action', undefined, sub.ref));
}
