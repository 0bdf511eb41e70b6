/**
 * The contract a game implements on the client (`ClientGame`), below the shared layers: the
 * shapes they read from a game, and nothing of any game. Its largest part is the interaction
 * adapter: how gestures on the 3D table become a game's intents. The pointer machine stays
 * generic (press, drag, drop, click); the adapter chosen by the table's game id says which
 * pieces may be picked up or clicked, what a drop or a click means (matched against the
 * seat's current prompts, which the projection carries), and what to show while a piece is
 * held (ghost placements, glowing destinations). Pure: it sees only the projection and the
 * piece, so it is unit-tested without a canvas.
 */
import type { ComponentType } from 'react';
import type { CanvasTexture } from 'three';
import type { Projection } from '../../engine/core/match.ts';
import type { TablePiece, TableProjection } from '../../engine/core/projection.ts';
import type { LogEntry, Viewer } from '../../engine/core/types.ts';
import type { Say } from '../../engine/core/words.ts';
import type { CasterProjection } from '../../engine/core/caster.ts';

// The shapes a game fills in for the shared layers (the scene's framing and textures, the
// HUD's compact layout, the caster view's notes): defined here, below the layers that read them.

/** How the camera frames a game's table (client/scene/framing.ts reads it). */
export interface Framing {
  /** Seated distance and angle from straight down. */
  distance: number;
  polar: number;
  /** From a seat at a short end (3–4 seats), how far towards +x to look (times |sin azimuth|). */
  shiftX: number;
  /** The same azimuth for every seat (a map read from one edge), else each seat's own. */
  azimuth?: number;
  /**
   * Radians added to that azimuth: a phone held upright turns a long table a quarter so its
   * length runs along the screen's height.
   */
  turn?: number;
  /** Where on the table to look (x, z). */
  target?: readonly [number, number];
  /** Distance of the top-down view, and how far north of `target` it looks (the banner covers the screen's top). */
  topDistance?: number;
  topNorth?: number;
}

export interface FramingSpec extends Framing {
  /** Viewport height (CSS px) and aspect the framing was made for. */
  refHeight?: number;
  refAspect?: number;
  /** A framing of its own for a narrow screen (a phone held upright), at most `maxWidth` CSS px wide. */
  narrow?: Framing & { maxWidth: number };
  /**
   * The framing for a portrait screen (a phone held upright: narrower than it is tall),
   * taken as it is: its HUD panels sit above and below the table, not beside it.
   */
  portrait?: Framing;
  /**
   * A framing of its own for a low landscape screen, at most `maxHeight` CSS px tall (a
   * small laptop, a phone held sideways), taken as it is: where the HUD's bottom panels
   * take much of the height, a game may frame less of its table and more of its middle.
   */
  short?: Framing & { maxHeight: number };
}

/** The shared panels a compact HUD can fold into a drawer. */
export type SharedDrawer = 'seats' | 'log';

/** One tab of the dock: the drawer it opens and its word. */
export interface DockTab {
  id: string;
  label: string;
}

/**
 * A game's say on its compact HUD (`ClientGame.compact`): which shared panels fold into
 * drawers (absent: both; an empty list: the game lays them out itself on a phone), and the
 * drawers of its own panels, after the shared ones in the dock.
 */
export interface CompactSpec {
  shared?: readonly SharedDrawer[];
  own?: readonly DockTab[];
}

/**
 * Whether a texture goes on a glTF model: glTF puts v = 0 at the image's top, so those
 * textures are not flipped; our own three geometries (planes, boxes) expect the flip.
 */
export type TextureTarget = 'model' | 'plain';

/** The caster view's lines besides each seat's hand (client/broadcast/hidden.ts reads them). */
export type CasterNotes = (projection: CasterProjection, seat: number | null) => string[];

/** A game action as sent in an intent; its shape is the game's. */
export type GameAction = Record<string, unknown>;

/** What a held piece carries locally (never sent until the drop). */
export interface HeldState {
  /** Clockwise quarter turns in degrees (Q / E while holding a tile that places by rotation). */
  rotation: 0 | 90 | 180 | 270;
}

export const NO_HELD: HeldState = { rotation: 0 };

/** One answer of a choice: its words and the intent it sends. */
export interface ChoiceOption<A extends object = GameAction> {
  label: string;
  action: A;
  /**
   * The number key that takes this answer when the answer names a number (a count of
   * warriors): key 2 then means "2", never "the second line". Absent: its position (1–9).
   */
  key?: number;
}

/**
 * A question the table asks before sending (how many warriors go, which of several prompted
 * actions a click on a clearing means): shown as a small popup near (x, z) on the table.
 */
export interface Choice<A extends object = GameAction> {
  title: string;
  options: ChoiceOption<A>[];
  /** The option a plain Enter takes (e.g. all the warriors that may go). */
  initial: number;
  /** Where on the table it was asked (the drop or the clicked piece). */
  x: number;
  z: number;
}

/** One line of a piece's menu (right-click, or a long-press on a touch screen): its words and the intents it sends. */
export interface PieceMenuItem {
  label: string;
  actions: GameAction[];
}

/** A drop's outcome: an intent to send, a question first, a reason it cannot go there, or nothing at all. */
export type DropOutcome<A extends object = GameAction> =
  | { kind: 'send'; action: A }
  | { kind: 'choose'; choice: Choice<A> }
  | { kind: 'reject'; code: string; message: string }
  | { kind: 'none' };

/** One place a held piece may go, drawn on the table while it is held. */
export interface DragHint {
  /** Stable key (cell and rotation). */
  key: string;
  /** Centre on the table. */
  x: number;
  z: number;
  /** Square footprint, table units. */
  size: number;
  /** 'ghost': the held tile drawn translucent where it would lie; 'glow': a lit destination. */
  look: 'ghost' | 'glow';
  /** Yaw (three.js, anticlockwise radians) the ghost is drawn at. */
  rot: number;
  /** Whether a drop here is taken as is (a ghost for the current rotation). */
  active: boolean;
  /** Short text for the hint (e.g. "90°"). */
  note?: string;
  /** A round glow (a Root clearing) rather than a square one; `size` is then its diameter. */
  round?: boolean;
  /** A ghost's quarter turns that fit there: a tap on it turns the tile to the next of them. */
  turns?: ReadonlyArray<HeldState['rotation']>;
}

/** A piece flying across the table between two projections (a flower out of a bag), drawn by the scene. */
export interface Flight {
  /** Unique per flight. */
  key: string;
  from: [number, number, number];
  to: [number, number, number];
  /** Body colour, and the face it shows (a token face, e.g. "flower-fox"). */
  color: string;
  face?: string;
}

/** `A`: the game's actions, which its drops and clicks send. */
export interface GameInteraction<A extends object = GameAction> {
  id: string;
  /** Whether a press on `piece` may pick it up. */
  canDrag(piece: TablePiece, projection: Projection | null): boolean;
  /**
   * The piece a press on `piece` picks up instead, or null for itself (a press on Root's
   * blind bag takes out the flower just drawn).
   */
  grabs?(piece: TablePiece, projection: Projection | null): string | null;
  /**
   * The intent a click on `piece` sends, or null when a click only selects it. Absent:
   * the free table's clicks (draw from a deck or bag, double-click takes a card).
   */
  click?(piece: TablePiece, projection: Projection | null): A | null;
  /**
   * When a click on `piece` could mean several prompted actions (and `click` gives none):
   * the question that tells them apart, or null when a click only selects.
   */
  clickChoice?(piece: TablePiece, projection: Projection | null): Choice<A> | null;
  /**
   * Pieces to light up as choosable besides the prompts' own targets (clearings that the
   * prompted actions name without listing them as targets).
   */
  targets?(projection: Projection | null): ReadonlySet<string>;
  /**
   * What dropping `piece` with its base centre at (x, z) means. `pieces`: the pieces on the
   * table (the projection's when absent).
   */
  drop(piece: TablePiece, x: number, z: number, projection: Projection | null, held: HeldState, pieces?: Iterable<TablePiece>): DropOutcome<A>;
  /**
   * What dropping the selection moved by (dx, dz) means, when the held piece is one of
   * several selected (`ids`, the held one first): a move of them all together. Absent: only
   * the held piece moves.
   */
  dropGroup?(ids: readonly string[], dx: number, dz: number, projection: Projection | null): DropOutcome<A>;
  /**
   * Lines a game adds to a piece's menu after the shared ones (its hotkeys' commands):
   * `selected`, the selection (a line may act on all of it when the piece is part of it).
   */
  menuItems?(piece: TablePiece, selected: readonly TablePiece[], projection: Projection | null): PieceMenuItem[];
  /**
   * The intents a key the shared hotkeys leave unused sends (`key` as `KeyboardEvent.key`),
   * for the piece under the pointer or the selection, or null when it means nothing here.
   */
  hotkey?(key: string, hovered: TablePiece | null, selected: readonly TablePiece[], projection: Projection | null): GameAction[] | null;
  /** Where the held piece may go (ghosts, glowing destinations); empty when nothing to show. */
  hints(piece: TablePiece, projection: Projection | null, held: HeldState): DragHint[];
  /** Whether Q / E turn the held piece locally (sent with the drop) rather than sending a rotate. */
  rotatesHeld(piece: TablePiece, projection: Projection | null): boolean;
  /**
   * The piece waiting to be placed whose ghosts show while nothing is held (a drawn tile),
   * or null: a tap on one of them turns it to fit there, so a finger can turn it.
   */
  placing?(projection: Projection | null): string | null;
  /** What flies across the table from one projection to the next (both of the same viewer). */
  flights?(prev: Projection, next: Projection): Flight[];
  /** Whether the free table's hotkeys (flip, rotate, roll, draw) send intents in this game. */
  sandboxHotkeys: boolean;
}

/** Turns a clockwise quarter turn (degrees) into three.js yaw (anticlockwise radians). */
export function yawOfClockwise(degrees: number): number {
  return ((((-degrees / 90) % 4) + 4) % 4) * (Math.PI / 2);
}

/** The next held rotation, a quarter turn clockwise (dir 1) or anticlockwise (dir -1). */
export function turnHeld(rotation: HeldState['rotation'], dir: 1 | -1): HeldState['rotation'] {
  return ((((rotation + 90 * dir) % 360) + 360) % 360) as HeldState['rotation'];
}

/**
 * The turn a tap on a ghost gives the tile: the next of the turns that fit there after the
 * tile's own (clockwise, round again), or the first that fits when its own does not.
 */
export function nextTurn(turns: ReadonlyArray<HeldState['rotation']>, current: HeldState['rotation']): HeldState['rotation'] {
  const sorted = [...turns].sort((a, b) => a - b);
  if (sorted.length === 0) return current;
  return sorted.find((t) => t > current) ?? sorted[0]!;
}

/** Rows of the help overlay: a key or gesture and what it does. */
export type HelpRows = ReadonlyArray<{ keys: string; what: string }>;

/** A game's choices on the create form, and how they become the options the server parses. */
export interface GameOptionsUi<C> {
  /** The form's starting choices. */
  defaults: C;
  /** The fields (a fieldset), for a table of `seats`. */
  Fields: ComponentType<{ seats: number; choices: C; onChange(next: C): void }>;
  /** The options sent with the new table, or why the choices cannot be sent. */
  toOptions(seats: number, choices: C): { options: Record<string, unknown> } | { error: string };
}

/**
 * One seat's line on the streaming scoreboard as its game reads the projection: what the
 * seat plays, its standing in the game's own terms, and whether the table waits on it.
 */
export interface ScoreLine {
  /** What the seat plays (a faction, a hero, a map), shown beside the seat's name. */
  role?: string;
  /** The colour of that role (a faction's), shown instead of the seat's. */
  color?: string;
  /** The standing in the game's words ("12 VP", "♥ 5/8"). Absent: the status's score, if any. */
  score?: string;
  /** Whether the table waits on this seat now. Absent: read from the status headline. */
  active?: boolean;
}

/**
 * One part of a game's rules reference, in plain words. A reference lists its parts in
 * the order a turn goes (setup, then each phase or step, then how the game ends).
 */
export interface RulesSection {
  /** Anchor, unique within the reference ("birdsong"). */
  id: string;
  title: string;
  /** Paragraphs. */
  text: readonly string[];
  /**
   * The rule codes this part explains: the kinds of log lines it writes ("battle") and the
   * codes of refusals ("root/not-adjacent"). Each code is explained by exactly one part.
   */
  codes?: readonly string[];
  /**
   * Rulebook numbers this part explains ("HCC.4", "12.5"), which log lines and refusals
   * cite; a cited "HCC.4.3" finds the part with the longest matching start.
   */
  cites?: readonly string[];
}

/** A name of a step, status or thing the game shows, explained in a line and linked to its part. */
export interface RulesTerm {
  /** The words as the HUD shows them ("Bloom", "Heretic"). */
  term: string;
  /** One plain sentence: what it is. */
  what: string;
  /** The part that explains it (a section id). */
  section: string;
}

/** A game's rules reference: what the Rules panel shows, and what log lines and terms link to. */
export interface RulesReference {
  title: string;
  /** What the game is about, in a few sentences. */
  intro: string;
  sections: readonly RulesSection[];
  terms?: readonly RulesTerm[];
}

/** The words a game's text view is worded with: `say` (client/words/say.ts), as the kit sees it. */
export type DescribeSay = Say;

/**
 * One part of the table's text view (the screen reader's view of the table): a heading and
 * its lines, each a plain sentence ("Hare's Hollow (fox): 3 Legion warriors, a sawmill.").
 */
export interface TextSection {
  title: string;
  lines: readonly string[];
}

/**
 * Everything the client knows of one game, in one place, typed by the game's view `V` (what
 * its engine projects for a seat) and its actions `A` (what its drops, clicks and HUD send).
 * Its manifest (client/games/<id>/manifest.ts) loads it into the kit's registry; the shared
 * scene, HUD and interaction layers ask the registry and name no game.
 */
export interface ClientGame<V = unknown, A extends object = GameAction> {
  id: string;
  /**
   * Where each piece of a projected view stands on the 3D table: the engine's own `table`
   * function. A live projection comes without its table, and the client works it out.
   */
  table(view: V, viewer: Viewer): TableProjection;
  /**
   * The engine's own `logText` (GameModule): the room sends a new log entry without its
   * text when this words it exactly, and the client puts the text back with it. With
   * `say` (the reader's), it words the line in the reader's language for the log panel.
   */
  logText?(entry: LogEntry, view: V, say?: Say): string | undefined;
  /** The engine's own `headline` (GameModule): the room leaves out a headline this words exactly. */
  headline?(view: V): string | undefined;
  /** How gestures on the table become this game's intents. */
  interaction: GameInteraction<A>;
  /**
   * Words for one prompted action as the keyboard's choices list shows it (client/hud/PromptKeys.tsx):
   * what tells it apart from the prompt's other actions (a clearing, a card, a hex, a tile's
   * place), for the viewer at `seat`; null when the prompt's own label says it all. Absent:
   * the game has no keyboard choices list.
   */
  actionWords?(action: A, view: V, seat: number | null, say: Say): string | null;
  /**
   * The game's own HUD (its panels, prompts, hand and end screen). Absent: the shared one
   * (roll button, prompt bar, hand, game-over banner).
   */
  Hud?: ComponentType;
  /**
   * Panels a game adds to the shared HUD (which it keeps: roll button, prompt bar, hand,
   * game-over banner), drawn over the table beside them; a compact HUD's own drawers
   * (`compact.own`) may hold them.
   */
  Panels?: ComponentType;
  /** The create form's option fields (each game's own choices type). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  options?: GameOptionsUi<any>;
  /**
   * Its HUD on a phone or an upright tablet: which shared panels fold into the dock's
   * drawers, and its own drawers (absent: seats and log fold, no own drawer).
   */
  compact?: CompactSpec;
  /** How the camera frames the table (absent: the default view). */
  framing?: FramingSpec;
  /** Painted faces of the board models this game uses, by model name. */
  boardFaces?: Readonly<Record<string, (piece: TablePiece, target: TextureTarget) => CanvasTexture>>;
  /** The game's face for a round token, or null for the generic one. */
  tokenFace?(piece: Pick<TablePiece, 'id' | 'face' | 'faceUp' | 'label' | 'color'>, target: TextureTarget): CanvasTexture | null;
  /** The game's face for a card (a card piece, or the top of a deck), or null for the generic one. */
  cardFace?(piece: Pick<TablePiece, 'face' | 'label' | 'color' | 'faceUp'>, target: TextureTarget): CanvasTexture | null;
  /** The game's face for a tile, or null for the generic one. */
  tileFace?(piece: Pick<TablePiece, 'face' | 'faceUp'>, target: TextureTarget): CanvasTexture | null;
  /** The help overlay's rows, when the game's controls differ from the free table's. */
  help?: { keysTitle: string; keys: HelpRows; gesturesTitle: string; gestures: HelpRows };
  /**
   * The streaming scoreboard's line for `seat`, read from a projection of this game (a
   * spectator's, on the broadcast pages). Absent (the free table): names and colours only.
   */
  scoreboard?(projection: Projection, seat: number): ScoreLine;
  /**
   * The colour-blind-safe colour (scene/seat-palette.ts) of one of the game's own seat colours
   * (lower-case #rrggbb: a Root faction's, an Explorers hero's), so each keeps one; undefined for another colour.
   */
  safeColour?(colour: string): string | undefined;
  /**
   * The table in words for the text view (client/hud/TextView.tsx), read from the viewer's
   * own view alone: what is where, each seat's standing, the viewer's own hand, the piles
   * and the turn. Absent: the shared words of the table's pieces (client/hud/text-view.ts).
   */
  describe?(view: V, viewer: Viewer, say: DescribeSay): TextSection[];
  /** The game's rules reference, in plain words (the Rules panel, linked from the log). */
  rules: RulesReference;
  /**
   * The caster view's lines besides each seat's hand (client/broadcast/hidden.ts): for
   * `seat`, or for the whole table when `seat` is null (the next cards of a deck, what a
   * bag holds, face-down tokens). Read from the caster's projection, which carries the
   * whole state; absent: hands only.
   */
  casterNotes?: CasterNotes;
}
