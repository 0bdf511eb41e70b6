import type { TablePiece } from '../../core/projection.ts';
import type { Result } from '../../core/result.ts';
import type { Rng } from '../../core/rng.ts';
import type { GameEvent, Prompt, SeatId, Viewer } from '../../core/types.ts';
import type { RootAction } from './actions.ts';
import type { Suit } from './data/autumn-map.ts';
import type { BattleState, FactionId, FactionPending, Phase, RootState } from './state.ts';

/**
 * The contract between the Woodland core and a faction. The core never imports a
 * faction: the root game module (`index.ts`) assembles a `FactionTable` and passes it in
 * every context, and the core asks the faction of a seat through these functions and
 * hooks. A faction keeps its own data in `state.fx[id]`.
 */

/** Read-only context: prompts, legality checks, views. */
export interface ReadCtx {
  s: RootState;
  f: FactionTable;
}

/** Context of an accepted action: the draft state, the Rng and the events so far. */
export interface Ctx extends ReadCtx {
  rng: Rng;
  events: GameEvent[];
}

export type FactionTable = Readonly<Record<FactionId, FactionModule>>;

/** A group of identical crafting pieces a seat may activate now (flowers, enemy buildings). */
export interface CraftPiece {
  /** Stable id used in `craft.using` ("c5:flower-fox"). */
  id: string;
  /** The suit it pays for (a bird piece is wild). */
  suit: Suit;
  clearing: number;
  /** How many identical pieces the id stands for. */
  count: number;
}

/** What was removed from the map. */
export type RemovedPiece =
  | { type: 'warrior' }
  | { type: 'building'; kind: string }
  | { type: 'token'; kind: string; suit?: Suit };

export interface Removal {
  clearing: number;
  owner: SeatId;
  piece: RemovedPiece;
  /** The seat that removed it (null: no one, e.g. a card's own cost). */
  by: SeatId | null;
  cause: 'battle' | 'effect';
}

export type TurnPhase = Exclude<Phase, 'setup'>;

export interface FactionModule {
  id: FactionId;
  name: string;
  /** Prefix of rule error codes ("HCC"). */
  code: string;
  /** Prefix of the faction's action types ("hcc" for "hcc.swarm"). */
  prefix: string;
  color: string;
  /** Warriors in the supply at the start. */
  warriors: number;
  /** Lower sets up first. */
  setupOrder: number;
  /** Token kinds that may move with this faction's warriors, one per warrior (HCC.2.2.IV). */
  carries?: readonly string[];
  /** Steps of setup and of each phase, in order. */
  steps: Readonly<Record<Phase, readonly string[]>>;
  stepLabel(step: string): string;
  /** Parses one of this faction's own actions (shape only). */
  parse(raw: unknown): Result<RootAction>;
  /** The faction's data at the start of the game. */
  init(s: RootState, seat: SeatId): unknown;
  /** Runs the automatic part of a step; sets `turn.done` when nothing is left to decide. */
  enter(ctx: Ctx, seat: SeatId, step: string): void;
  /**
   * Called while the step waits: may run automatic work or finish the step when nothing
   * is left to decide. Returns true when it changed anything.
   */
  settle?(ctx: Ctx, seat: SeatId, step: string): boolean;
  /** Legal decisions in the current step. */
  prompts(ctx: ReadCtx, seat: SeatId, step: string): Prompt<RootAction>[];
  apply(ctx: Ctx, seat: SeatId, step: string, action: RootAction): Result<null>;
  /** A pending decision of this faction (the deciding seat may be another faction's). */
  pendingPrompts?(ctx: ReadCtx, p: FactionPending): Prompt<RootAction>[];
  applyPending?(ctx: Ctx, p: FactionPending, action: RootAction): Result<null>;
  /** Resolves a pending decision with no real choice; pops it when it is resolved. */
  settlePending?(ctx: Ctx, p: FactionPending): void;
  /** Public words for a pending decision ("places a fox flower"). */
  describePending?(p: FactionPending): string;
  /**
   * Rearranges this faction's own secrets that `viewer` may not see (a bag's order), for
   * the module's `scramble`; absent when the faction keeps none.
   */
  scramble?(s: RootState, me: SeatId, viewer: Viewer, rng: Rng): void;
  /** The faction board as `viewer` may see it (secrets stripped). */
  board(s: RootState, seat: SeatId, viewer: Viewer): Record<string, unknown>;
  /** The clearing this faction started in, once set up (others may set up opposite it). */
  startingClearing?(s: RootState, me: SeatId): number | undefined;
  /** Extra table pieces for the board (the Clergy's bag), from the projected board. */
  tablePieces?(board: Record<string, unknown>, seat: SeatId, at: { x: number; z: number }): TablePiece[];

  // ——— hooks the core consults for every faction in play ———
  /** This faction may treat the clearing as ruled when it moves (Divine Right, Harbor the Holy). */
  movesAsRuler?(s: RootState, me: SeatId, clearing: number): boolean;
  /** Refuses a battle (Mercy): a rule error, or null. */
  refuseBattle?(s: RootState, me: SeatId, attacker: SeatId, defender: SeatId): Result<null>;
  /** False when `remover` may not remove `victim`'s pieces (Mercy). */
  mayRemove?(s: RootState, me: SeatId, remover: SeatId, victim: SeatId): boolean;
  /** Extra hits this faction deals in a battle it fights, and the rule that gives them (No Queens). */
  extraHits?(s: RootState, me: SeatId, b: BattleState): { hits: number; why: string } | null;
  /** Takes a piece this faction removed instead of its owner's supply (Spoils); true if taken. */
  capture?(ctx: Ctx, me: SeatId, r: Removal): boolean;
  /** Told when one of its own pieces was removed (Sacrilege, Poke the Hive). */
  lost?(ctx: Ctx, me: SeatId, r: Removal): void;
  /** Puts one of its removed buildings or tokens back where it belongs (bag, track, supply). */
  returnPiece?(ctx: Ctx, me: SeatId, piece: RemovedPiece): void;
  /** False when `crafter` may not craft with pieces in the clearing (Colonialism). */
  mayCraftIn?(s: RootState, me: SeatId, crafter: SeatId, clearing: number): boolean;
  /** False when `recruiter` may not recruit warriors into the clearing (Colonialism). */
  mayRecruitIn?(s: RootState, me: SeatId, recruiter: SeatId, clearing: number): boolean;
  /** Told after `crafter` crafted; may score extra VP (Honeymakers, Honey for the Holy). */
  crafted?(ctx: Ctx, me: SeatId, crafter: SeatId): void;
  /** This faction's crafting pieces usable now. */
  craftingPieces?(s: RootState, me: SeatId): CraftPiece[];
  /** Spends or activates crafting pieces used for a craft. */
  useCraftingPieces?(ctx: Ctx, me: SeatId, used: CraftPiece[]): void;
}
