/**
 * What one Root faction brings to the client, in its own folder (factions/<id>/): its
 * board panel, the words for its actions and battle causes, its own table pieces (the
 * Clergy's bag) and what flies between two projections. The Root client core asks
 * factions/index.ts and names no faction.
 */
import type { ComponentType } from 'react';
import type { CanvasTexture } from 'three';
import type { Projection } from '../../../../engine/core/match.ts';
import type { TablePiece } from '../../../../engine/core/projection.ts';
import type { RootAction } from '../../../../engine/games/root/actions.ts';
import type { RootView, SeatCommonView, SeatView } from '../../../../engine/games/root/view.ts';
import type { TextureTarget } from '../../../scene/textures.ts';
import type { Choice, DragHint, DropOutcome, Flight, RulesSection, RulesTerm } from '../../../kit/types.ts';
import type { CommonBoard } from '../board-common.ts';

/** A faction board as the HUD reads it: the common part and the faction's own (`kind`: its id). */
export type FactionBoard = CommonBoard & { kind: string };

/** A seat of the view whose faction is `Id`: its `board` is that faction's (the engine's factions/<id>/board.ts). */
export type SeatOf<Id extends string> = Extract<SeatView, { faction: Id }>;

/** A seat of any faction, listed or not: what the list of client manifests holds each one's `board` to. */
export type AnySeat = SeatCommonView & { faction: string; board: object };

/** Helpers the label functions get (the core's words for cards, clearings and numbers). */
export interface LabelWords {
  card(): string;
  clearing(id: unknown): string;
  str(x: unknown): string;
  int(x: unknown): number;
}

/** Helpers for the words of a crafting piece (the core's words for clearings, seats and piece keys). */
export interface CraftWords {
  /** A clearing by id: "Beach (rabbit)". */
  clearing(id: number): string;
  /** A seat's name, or '' for none. */
  seat(n: number): string;
  /** A piece key without its article: "bird flower", "citadel". */
  piece(key: string): string;
}

/** Gestures on a faction's own table pieces (the Clergy's blind bag and the flower out of it). */
export interface FactionPieces {
  /** Whether `pieceId` is one of this faction's pieces. */
  owns(pieceId: string): boolean;
  canDrag(piece: TablePiece, p: Projection | null): boolean;
  /** The piece a press on `piece` picks up instead (null: itself). */
  grabs?(piece: TablePiece, p: Projection | null): string | null;
  click?(piece: TablePiece, p: Projection | null): RootAction | null;
  clickChoice?(piece: TablePiece, p: Projection | null): Choice | null;
  drop?(piece: TablePiece, x: number, z: number, p: Projection | null): DropOutcome;
  hints?(piece: TablePiece, p: Projection | null): DragHint[];
  /** Its pieces to light up as choosable now. */
  targets?(p: Projection | null): string[];
}

/**
 * A faction's client manifest (factions/<id>/index.ts), listed once in factions/index.ts.
 * `S`: its seats of the view (`SeatOf<its id>`), whose typed board its `board` reads.
 */
export interface FactionClient<S extends AnySeat = AnySeat> {
  id: S['faction'];
  name: string;
  color: string;
  /**
   * Its colour in the colour-blind-safe seat palette (Settings; client/scene/seat-palette.ts),
   * near its own hue and kept apart from the other factions' under the three common colour
   * vision deficiencies (client/scene/seat-palette.test.ts); absent: its own colour stays.
   */
  safeColor?: string;
  /** The prefix of its action types ("hcc" for "hcc.swarm"). */
  prefix: string;
  /** Reads its faction board from its seat of the view, typed by its engine part (absent: the common part only). */
  board?(v: RootView, s: S, seatNames: readonly (string | undefined)[]): FactionBoard;
  /** Its board's details, unfolded. */
  Details?: ComponentType<{ b: FactionBoard }>;
  /** "4 cathedrals left". */
  buildings?(b: FactionBoard): string;
  /** One line for its folded board. */
  note?(b: FactionBoard): string;
  /** Words for one of its actions on a HUD control (null: the core's words). */
  actionLabel?(v: RootView, a: Record<string, unknown>, w: LabelWords): string | null;
  /** Words telling one of its actions apart from others offered on the same clearing (null: the core's). */
  offerLabel?(v: RootView | null, a: Record<string, unknown>, w: LabelWords): string | null;
  /** Words for one of its crafting piece ids (as its engine part names them) in a craft's label, or null: not one of its ids. */
  craftPieceWords?(id: string, w: CraftWords): string | null;
  /** Its battle causes, by cause id: the key of their words in Root's catalogue. */
  causes?: Readonly<Record<string, string>>;
  pieces?: FactionPieces;
  /** What flies across the table between two projections. */
  flights?(prev: Projection, next: Projection): Flight[];
  /** The face of one of its round tokens on the table (e.g. a face-down plot's back), or null: not its token. */
  tokenFace?(piece: Pick<TablePiece, 'face' | 'faceUp' | 'color'>, target: TextureTarget): CanvasTexture | null;
  /** The painted face of a clearing it brings beside the map (the Burrow), or null. */
  clearingFace?(id: number, target: TextureTarget): CanvasTexture | null;
  /**
   * Its part of Root's rules reference, in plain words: its turn as parts (which explain its
   * log lines and refusal codes, and the rulebook numbers it cites) and the words of its board.
   */
  rules: { sections: readonly RulesSection[]; terms?: readonly RulesTerm[] };
}
