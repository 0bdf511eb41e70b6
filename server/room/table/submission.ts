/**
 * What passes between the stages of the table's pipeline (server/room/table/table.ts):
 * a request (a person's message, a stand-in's choice) is admitted as a `Submission`,
 * decided into a `Decision` (what the engine made of it), stored as a `Stored` action,
 * then published. A stage that turns it down says why in a `Refusal`.
 */
import type { Client } from 'colyseus';
import type { Match } from '../../../engine/core/match.ts';
import type { TablePiece } from '../../../engine/core/projection.ts';
import type { IntentMessage, RejectedMessage } from '../../../wire/protocol.ts';
import type { PreparedImage } from '../../images/prepare.ts';
import type { StoredRoll } from '../../store/types.ts';
import type { Fling } from '../dice.ts';
import type { Member } from '../members.ts';
import type { PreparedPatches } from '../sync.ts';
import type { ThrowInput } from '../thrower.ts';

/** Who acts for a seat when no person does (server/room/stand-ins.ts). */
export type StandInKind = 'bot' | 'clock';

/**
 * A request to change the table: a person's intent or undo (its payload read already), a
 * component a person composed (the action the room made of it, and the images it stores
 * with it: server/room/compose.ts), or a stand-in's action.
 */
export type Request =
  | { kind: 'intent'; client: Client; intent: IntentMessage }
  | { kind: 'undo'; client: Client; v: number; ref: string | undefined }
  | { kind: 'compose'; client: Client; action: unknown; images: PreparedImage[]; ref: string | undefined }
  | { kind: 'stand-in'; seat: number; v: number; action: unknown; by: StandInKind };

/** An admitted request: for `seat`, made from version `v`. */
export interface Submission {
  seat: number;
  v: number;
  ref: string | undefined;
  /** The seated person who sent it, or the stand-in that chose it. */
  from: Member | StandInKind;
  /** The action (with the sender's fling for its dice), or taking back the seat's last one. */
  move: { action: unknown; fling: Fling | undefined } | 'undo';
  /**
   * A composed component: the action the room made (judged on the current state, never
   * stale) and the images to store and link with it.
   */
  composed?: { images: PreparedImage[] };
}

/** What the engine made of a submission: the table's next match, and what it throws. */
export interface Decision {
  seat: number;
  /** The action, as stored (null for an undo). */
  action: unknown;
  undo: boolean;
  next: Match;
  /** The dice the action throws physically, or null. */
  thrown: ThrowInput | null;
  ref: string | undefined;
  /** The stand-in that made it (a person's: undefined). */
  by: StandInKind | undefined;
  /** Images stored and linked to the table before the action is written (a composed component's). */
  images?: PreparedImage[];
}

/** A decision in the store: from here on it is part of the table. */
export interface Stored {
  decision: Decision;
  /** When it was stored (it went live then). */
  at: number;
  /** The table's pieces after it, when the die map needs them. */
  pieces: Record<string, TablePiece> | null;
  /** Its throw, or null. */
  roll: StoredRoll | null;
  /** Every viewer's patch, made while the store wrote it (null: made when sending). */
  prepared: PreparedPatches | null;
}

/** Why a stage turned a submission down; nothing about it changed the table. */
export interface Refusal {
  refused: RejectedMessage;
  stage: 'decide' | 'store';
  /** The sender's view is out of date: a fresh snapshot follows the refusal. */
  resync?: boolean;
}

/** A stand-in's choice for a version that is no longer current: thrown away, and its seat thought for again. */
export const OUTDATED = 'outdated';
