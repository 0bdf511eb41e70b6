import { cloneJson } from '../../core/clone.ts';
import type { Piece, SandboxState } from './state.ts';

/**
 * The drafts `draftSandbox` made: the state each came from, and the pieces it has made its
 * own. A state that is not one of them (a copy made whole, as the undo check and the bots
 * make) is its holder's own throughout, and `ownPiece` hands back its pieces as they are.
 */
const drafts = new WeakMap<SandboxState, { from: SandboxState; own: WeakSet<Piece> }>();

/**
 * Whether `state` came from `draftSandbox`: a state the match layer made, never changed
 * once its action is done (DESIGN §3), whose pieces the views and prompts may keep what
 * they make of by identity. A state that is not (a setup, a copy made whole that its
 * holder changes in place, as the bots' rollouts do) is read afresh every time.
 */
export function isDraft(state: SandboxState): boolean {
  return drafts.has(state);
}

/**
 * The state `state` was drafted from (the state before the action that made it), if it
 * was: what the prompts compare theirs with, to keep every prompt that did not change.
 */
export function draftedFrom(state: SandboxState): SandboxState | undefined {
  return drafts.get(state)?.from;
}

/**
 * The draft an action receives (`GameModule.draft`): a copy of the state that shares its
 * table pieces with it until the action changes one (`ownPiece`), so that a move copies
 * one piece, not the table, and every piece it left alone is the very piece it was (what
 * the views cache by, view.ts).
 */
export function draftSandbox(s: SandboxState): SandboxState {
  const out: Record<string, unknown> = {};
  const source = s as unknown as Record<string, unknown>;
  for (const key in source) {
    if (key !== 'pieces') out[key] = cloneJson(source[key]);
    else {
      const pieces: Record<string, Piece> = {};
      for (const id in s.pieces) pieces[id] = s.pieces[id] as Piece;
      out[key] = pieces;
    }
  }
  const draft = out as unknown as SandboxState;
  drafts.set(draft, { from: s, own: new WeakSet() });
  return draft;
}

/**
 * The piece now at `piece`'s id, made the draft's own to change: the first time, it is
 * copied into the draft, so the state the draft came from keeps its own. Every change to
 * a piece on the table goes through this (the find helpers below and `settle`).
 */
export function ownPiece<P extends Piece>(state: SandboxState, piece: P): P {
  const mine = drafts.get(state)?.own;
  if (mine === undefined) return piece;
  const current = (Object.hasOwn(state.pieces, piece.id) ? state.pieces[piece.id] : undefined) as P | undefined;
  if (current === undefined || mine.has(current)) return current ?? piece;
  const copy = cloneJson(current);
  state.pieces[piece.id] = copy;
  mine.add(copy);
  return copy;
}

/** A piece new to the table, the draft's own from the start (it came from no earlier state). */
export function ownNewPiece(state: SandboxState, piece: Piece): void {
  drafts.get(state)?.own.add(piece);
}
