import type { TablePiece } from '../../core/projection.ts';
import type { Result } from '../../core/result.ts';
import type { Said } from './phrases.ts';
import type { Secret } from '../../core/reveals.ts';
import type { Rng } from '../../core/rng.ts';
import type { GameEvent, LogEntry, Prompt, SeatId, Viewer } from '../../core/types.ts';
import type { Say } from '../../core/words.ts';
import type { RootAction } from './actions.ts';
import type { Suit } from './data/autumn-map.ts';
import type { BattleState, FactionId, FactionPending, Phase, RootState, Token } from './state.ts';

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

/**
 * Context of an accepted action: the draft state, the Rng and the events so far, and the
 * viewers it has shown something so far without moving a hidden thing (`shown`, a card
 * revealed from a hand and kept; see `showTo` in ops.ts).
 */
export interface Ctx extends ReadCtx {
  rng: Rng;
  events: GameEvent[];
  shown?: Viewer[];
}

export type FactionTable = Readonly<Record<FactionId, FactionModule>>;

/**
 * What laying out the table asks of the factions: their looks alone (`table.ts`). A
 * `FactionTable` is one; `factions/looks.ts` is the light one the client uses.
 */
export type LooksTable = Readonly<Record<FactionId, { looks?: LooksPolicy }>>;

/**
 * What wording the log again asks of the factions: their log policies alone
 * (`log-text.ts`). A `FactionTable` is one; `factions/logs.ts` is the light one the client uses.
 */
export type LogsTable = Readonly<Record<FactionId, { log?: LogPolicy }>>;

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
  | { type: 'token'; kind: string; suit?: Suit; faceDown?: true };

export interface Removal {
  clearing: number;
  owner: SeatId;
  piece: RemovedPiece;
  /** The seat that removed it (null: no one, e.g. a card's own cost). */
  by: SeatId | null;
  cause: 'battle' | 'effect';
  /** A faction's own word for how it happened, read only by factions (e.g. a guess that removed a token). */
  tag?: string;
}

export type TurnPhase = Exclude<Phase, 'setup'>;

/** A clearing a faction brings to the map while it plays (unsuited, no building slots, off the board). */
export interface ExtraClearing {
  /** Above the map's own ids (the Autumn map has 1–12). */
  id: number;
  name: string;
}

/** The map as this faction changes it (extra clearings, paths, clearings it always rules). */
export interface MapPolicy {
  clearings?: readonly ExtraClearing[];
  /** Paths this faction adds from `id` now (the core asks both ends, so give both directions). */
  links?(ctx: ReadCtx, me: SeatId, id: number): readonly number[];
  /** This faction rules the clearing whatever stands there. */
  rules?(ctx: ReadCtx, me: SeatId, id: number): boolean;
}

/**
 * Where pieces may go. The `may…` rules are asked of every faction in play about every
 * seat's pieces (a faction's rule can bind its enemies): each answers why `seat`'s pieces
 * may not, or null.
 */
export interface MovementPolicy {
  /** Token kinds that may move with this faction's warriors, one per warrior (HCC.2.2.IV). */
  carries?: readonly string[];
  /** This faction moves regardless of who rules the origin or the destination (Nimble). */
  nimble?: boolean;
  /** This faction may treat the clearing as ruled when it moves (Divine Right, Harbor the Holy). */
  movesAsRuler?(ctx: ReadCtx, me: SeatId, id: number): boolean;
  /** Why `seat`'s pieces may not be moved out of the clearing, or null. */
  mayLeave?(ctx: ReadCtx, me: SeatId, seat: SeatId, id: number): Said | null;
  /** Why `seat`'s pieces may not be moved into the clearing, or null. */
  mayEnter?(ctx: ReadCtx, me: SeatId, seat: SeatId, id: number): Said | null;
  /** Why `seat`'s pieces may not be placed in the clearing, or null. */
  mayPlace?(ctx: ReadCtx, me: SeatId, seat: SeatId, id: number): Said | null;
  /** False when `recruiter` may not recruit warriors into the clearing (Colonialism). */
  mayRecruitIn?(ctx: ReadCtx, me: SeatId, recruiter: SeatId, id: number): boolean;
}

/** Battles this faction fights or forbids. */
export interface BattlePolicy {
  /** Refuses a battle (Mercy): a rule error, or null. */
  refuse?(ctx: ReadCtx, me: SeatId, attacker: SeatId, defender: SeatId): Result<null>;
  /** Why `remover` may not remove `victim`'s pieces, naming the rule ("Mercy, HCC.2.6.I"), or null. */
  mayRemove?(ctx: ReadCtx, me: SeatId, remover: SeatId, victim: SeatId): Said | null;
  /** Extra hits this faction deals in a battle it fights, and the rule that gives them (No Queens, Embedded Agents). */
  extraHits?(ctx: ReadCtx, me: SeatId, b: BattleState): { hits: number; why: Said } | null;
}

/** What happens to removed pieces. */
export interface RemovalPolicy {
  /** Takes a piece this faction removed instead of its owner's supply (Spoils); true if taken. */
  capture?(ctx: Ctx, me: SeatId, r: Removal): boolean;
  /** Told when one of its own pieces was removed, by anyone (Sacrilege, Poke the Hive, Price of Failure, raids). */
  lost?(ctx: Ctx, me: SeatId, r: Removal): void;
  /** Puts one of its removed buildings or tokens back where it belongs (bag, track, supply). */
  returnPiece?(ctx: Ctx, me: SeatId, piece: RemovedPiece): void;
}

/** This faction's crafting, and its rules about others' crafting. */
export interface CraftingPolicy {
  /** This faction's crafting pieces usable now. */
  pieces?(ctx: ReadCtx, me: SeatId): CraftPiece[];
  /** Spends or activates crafting pieces used for a craft. */
  use?(ctx: Ctx, me: SeatId, used: CraftPiece[]): void;
  /** False when `crafter` may not craft with pieces in the clearing (Colonialism). */
  mayCraftIn?(ctx: ReadCtx, me: SeatId, crafter: SeatId, clearing: number): boolean;
  /** Told after `crafter` crafted; may score extra VP (Honeymakers, Honey for the Holy). */
  crafted?(ctx: Ctx, me: SeatId, crafter: SeatId): void;
}

/** What of this faction each viewer may see, beyond its hand. */
export interface SecrecyPolicy {
  /**
   * One of this faction's map tokens as `viewer` sees it (a face-down token shows only its
   * back to everyone but its owner). Absent: as it is.
   */
  token?(ctx: ReadCtx, me: SeatId, token: Token, viewer: Viewer): Token;
  /**
   * Rearranges this faction's own secrets that `viewer` may not see (a bag's order, the
   * types of face-down tokens), for the module's `scramble`.
   */
  scramble?(s: RootState, me: SeatId, viewer: Viewer, rng: Rng): void;
  /**
   * The things of this faction's that `scramble` rearranges, as secrets (engine/core/
   * reveals.ts: a face-down plot's type, seen by its owner alone), from which `apply` works
   * out what an action showed and to whom.
   */
  secrets?(s: RootState, me: SeatId): Secret[];
}

/**
 * Actions this faction offers to another player on that player's own turn (Exposure):
 * prompted to the player taking the turn whenever it decides its own step, and applied
 * here. Their types carry this faction's prefix.
 */
export interface OfferPolicy {
  prompts(ctx: ReadCtx, me: SeatId, seat: SeatId): Prompt<RootAction>[];
  apply(ctx: Ctx, me: SeatId, seat: SeatId, action: RootAction): Result<null>;
}

/** What this faction's pieces look like on the table (`Board`: its board as the view carries it). */
export interface LooksPolicy<Board extends object = object> {
  /** Models of its buildings and tokens by kind; `standing` pieces stand in building slots' row. */
  pieces?: Readonly<Record<string, { model: string; standing?: boolean }>>;
  /**
   * The part of a map token's table id that stays the same whichever side it shows, for
   * tokens that turn over in place (one per clearing): the id must say nothing a face-down
   * token hides, so a flip animates the same piece. Absent or undefined: its kind and facing.
   */
  flipId?(token: Pick<Token, 'kind' | 'faceDown'>): string | undefined;
  /** Extra table pieces beside its board (a bag, a clearing off the board), from the projected board. */
  tablePieces?(board: Board, seat: SeatId, at: { x: number; z: number }): TablePiece[];
}

/** What the search bot's evaluation (bot.ts) may ask of this faction. */
export interface BotPolicy {
  /**
   * VP that the faction's own position promises beyond bot.ts's common count of it (VP,
   * buildings, tokens, rule, warriors, cards, items): e.g. flowers already at a cathedral,
   * plots waiting to be flipped. Read from a determinised state, for any seat's search.
   */
  worth(ctx: ReadCtx, me: SeatId): number;
}

/** A reason a log line gives, as a message of Root's log catalogue (log-words.en.ts) with its values. */
export interface LogReason {
  id: string;
  values?: Readonly<Record<string, string | number>>;
}

/** Names for a log line as the view right after it gives them, in the reader's words (log-text.ts). */
export interface LogNames {
  /** "The Honeycomb Clergy", or "Seat 2" before the seat has a faction. */
  Who(seat: unknown): string | undefined;
  /** The same in a sentence: "the Honeycomb Clergy". */
  who(seat: unknown): string | undefined;
  /** "Beach (rabbit)". */
  where(id: unknown): string | undefined;
}

/** This faction's log lines as the client words them again (log-text.ts, log-words.ts). */
export interface LogPolicy {
  /**
   * The reasons it gives for its own draws, discards and warriors placed, listed after the
   * core's: a line's data names its reason by its place in that list (`w`).
   */
  reasons?: { draw?: readonly LogReason[]; discard?: readonly LogReason[]; place?: readonly LogReason[] };
  /**
   * Its English log messages (`factions/<id>/log-words.en.ts`): its own lines, its reasons,
   * its name (`root.log.<id>.who`, `.Who`) and its pieces' nouns (`root.log.kind.<kind>`).
   */
  words?: Readonly<Record<string, string>>;
  /** One of its own lines (of its kinds) worded again from its data and the view's names, with `say`. */
  text?(entry: LogEntry, names: LogNames, say: Say): string | undefined;
}

/**
 * Who a faction is — its id, name, rule code, action prefix and colour — with no rules
 * attached, for what only names the factions (the create form's seat choices).
 */
export interface FactionIdentity<Id extends string = string> {
  id: Id;
  name: string;
  /** Prefix of rule error codes and rule sections ("HCC"). */
  code: string;
  /** Prefix of the faction's action types ("hcc" for "hcc.swarm"). */
  prefix: string;
  color: string;
}

/**
 * A faction's manifest (`factions/<id>/manifest.ts`): its identity and the parts of it the
 * client may load — its looks and log policies — with none of its rules, action schemas
 * (zod) or bot hints. `Board` is the type of its board in the view (`factions/<id>/board.ts`).
 * `factions/index.ts` lists every manifest; the faction's module (`factions/<id>/index.ts`)
 * spreads it.
 */
export interface FactionManifest<Id extends string = string, Board extends object = object> extends FactionIdentity<Id> {
  /** Lower sets up first. */
  setupOrder: number;
  looks?: LooksPolicy<Board>;
  log?: LogPolicy;
}

export interface FactionModule<Id extends string = string, Board extends object = object> extends FactionManifest<Id, Board> {
  /** Warriors in the supply at the start. */
  warriors: number;
  /** Steps of setup and of each phase, in order. */
  steps: Readonly<Record<Phase, readonly string[]>>;
  /** A step's words ("act", "craft"): a phrase of Root's catalogues (`Said`), or plain English, which travels without one. */
  stepLabel(step: string): Said;
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
  /** Public words for a pending decision ("places a fox flower"): a phrase of Root's, or plain English. */
  describePending?(p: FactionPending): Said;
  /** The faction board as `viewer` may see it (secrets stripped): the seat's `board` in the view. */
  board(ctx: ReadCtx, seat: SeatId, viewer: Viewer): Board;
  /** The clearing this faction started in, once set up (others may set up opposite it). */
  startingClearing?(s: RootState, me: SeatId): number | undefined;

  // ——— policies: how the faction's rules reach into the core, asked for every faction in play ———
  map?: MapPolicy;
  movement?: MovementPolicy;
  battle?: BattlePolicy;
  removal?: RemovalPolicy;
  crafting?: CraftingPolicy;
  secrecy?: SecrecyPolicy;
  offers?: OfferPolicy;
  bot?: BotPolicy;
}
