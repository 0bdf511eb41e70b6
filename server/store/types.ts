/**
 * Persistence of tables (DESIGN §4): the table row, the log of every accepted action and
 * a snapshot of the match every SNAPSHOT_EVERY actions. The engine is deterministic, so
 * the latest snapshot plus the actions after it rebuild the match exactly. Beside them, the
 * images tables bring (server/images/), each stored once under the hash of its upload and
 * linked to the tables that use it.
 *
 * Asynchronous so that a shared database can implement it; the SQLite implementation
 * answers at once.
 */
import type { Match } from '../../engine/core/match.ts';
import type { Sql } from './sql.ts';
import type { ImageVariantName, PreparedImage } from '../images/prepare.ts';
import type { CastDelays, RollMessage, RollsMessage, SeatPlayer, TableSettings } from '../../wire/protocol.ts';

/** A snapshot is saved whenever the match version is a multiple of this. */
export const SNAPSHOT_EVERY = 50;

export interface StoredTable {
  code: string;
  gameId: string;
  /** The game module's `rulesVersion` the table is played with (1 for tables stored before versions). */
  rulesVersion: number;
  seats: number;
  /** Table options as given at creation (before the module normalised them). */
  options: unknown;
  /** Secret until the game is over. */
  seed: string;
  seedCommit: string;
  createdAt: number;
  finishedAt: number | null;
  /** Clock, absent-player policy and bot seats (absent: no clock, wait, no bots). */
  settings?: TableSettings;
  /** Per seat, the last player who sat there (null: nobody yet); absent: nobody ever sat. */
  players?: (SeatPlayer | null)[];
  /** The streaming delays the host set (absent: never set — caster 120 s, spectators live). */
  delays?: CastDelays;
}

/** Every seat's clock after an action (server/room/clocks.ts). */
export interface ClockSnapshot {
  /** Server time of the reading. */
  at: number;
  /** Milliseconds left per seat at `at`. */
  left: number[];
  /** Seats whose clock was running at `at`. */
  running: number[];
}

export interface StoredAction {
  /** Match version right after this action. */
  version: number;
  seat: number;
  /** The game action (null for an undo). */
  action: unknown;
  /** Set when the seat took back its last action (engine/core/undo.ts) instead of acting. */
  undo?: true;
  at: number;
  /**
   * The physical throw of this action, when it rolled dice: stored with the action so a
   * replay never re-simulates (DESIGN §9). Absent for every other action.
   */
  roll?: StoredRoll;
  /**
   * The commitments published with this action's hidden outcomes (shuffles, blind draws),
   * in log order (docs/PROTOCOL.md §8). Absent when it had none.
   */
  commits?: string[];
  /** Who acted for the seat, when its player did not: a bot (a bot seat, or a zombie for an absent player) or the clock's skip. */
  by?: 'bot' | 'clock';
  /** Every seat's clock once this action went live (tables with a clock). */
  clocks?: ClockSnapshot;
  /**
   * Where the dice rest after this action (server/room/dice.ts `DiceRests`), stored when
   * the action changed it: a throw, or a thrown die moved off the spot it was thrown
   * from. The latest one is what a restored room shows, exactly as the live room had it.
   */
  rests?: StoredRest[];
}

/** One die's last throw in the room's die map, and where it lay in the projection when thrown (null: not a table piece). */
export interface StoredRest {
  die: RollsMessage['dice'][number];
  anchor: { x: number; z: number } | null;
}

/** A throw as the room broadcast it, and where each die lay in the projection when thrown. */
export interface StoredRoll {
  message: RollMessage;
  /** dieId → the die's projected x/z at the throw (null: not a table piece). */
  anchors: Record<string, { x: number; z: number } | null>;
}

export interface StoredSnapshot {
  version: number;
  /**
   * The game module's `rulesVersion` the snapshot was taken under. Stores hand back only
   * tagged snapshots (those from before the tag are ignored: the log rebuilds the table),
   * and a snapshot under other rules than the game's is refused (server/store/replay.ts).
   */
  rulesVersion: number;
  match: Match;
}

/** Everything needed to rebuild a table's match. */
export interface LoadedTable {
  table: StoredTable;
  /** Latest snapshot, or null (rebuild from the seed). */
  snapshot: StoredSnapshot | null;
  /** Actions after the snapshot (or all of them), in version order. */
  actions: StoredAction[];
  /**
   * Every stored throw of the table (also those before the snapshot), in version order,
   * so the room can rebuild where each die rests. Absent from stores that keep none.
   */
  rolls?: StoredRoll[];
  /** The clocks stored with the latest action that has them (tables with a clock); absent from loadAt. */
  clocks?: ClockSnapshot | null;
  /**
   * The dice rests stored with the latest action that has them; null when no action has
   * (a table stored before they were: the room rebuilds them from `rolls`); absent from loadAt.
   */
  rests?: StoredRest[] | null;
}

/** One stored size of an image, as read back (server/images/prepare.ts made it). */
export interface StoredImageVariant {
  bytes: Buffer;
  mime: string;
  width: number;
  height: number;
}

/** A box kept on this server (docs/BOX.md): its manifest, whose images are stored images. */
export interface StoredBox {
  /** Random, URL-safe: the box's name in links. */
  id: string;
  name: string;
  /** The manifest as JSON, each image named `images/<hash>.webp` by the hash it is stored under. */
  manifest: string;
  createdAt: number;
  /** Pieces it lays out (cards counted one by one). */
  pieces: number;
  /** Bytes of its images, full size. */
  bytes: number;
}

/** A box as listed: everything but its manifest. */
export type BoxListing = Omit<StoredBox, 'manifest'>;

/** An image a table uses, as listed (without its bytes). */
export interface TableImage {
  /** sha256 (hex) of the upload: the image's name in the store. */
  hash: string;
  /** The upload's size in pixels, upright. */
  width: number;
  height: number;
  /** Bytes stored for it, every variant counted. */
  bytes: number;
}

export interface GameStore {
  /** Plain SQL on the same database, for the tables kept beside the games' (server/accounts/). */
  readonly sql: Sql;
  createTable(table: StoredTable): Promise<void>;
  appendAction(code: string, action: StoredAction): Promise<void>;
  saveSnapshot(code: string, snapshot: StoredSnapshot): Promise<void>;
  /** Null when the code is unknown. */
  loadTable(code: string): Promise<LoadedTable | null>;
  /**
   * What rebuilds the match as it stood at `version` (time travel, replays): the latest
   * snapshot at or before it and the actions after that snapshot up to `version`. Null
   * when the code is unknown; fewer actions when the table has not reached `version`.
   */
  loadAt(code: string, version: number): Promise<LoadedTable | null>;
  /** The table row only (cheap existence check and listing). */
  getTable(code: string): Promise<StoredTable | null>;
  listUnfinished(): Promise<StoredTable[]>;
  /** Every stored action of a table with its throw and commitments, in version order (the export). */
  listActions(code: string): Promise<StoredAction[]>;
  markFinished(code: string, at: number): Promise<void>;
  /** Records who sits at `seat` now (the replay's name for it); a later player replaces it. */
  seatPlayer(code: string, seat: number, player: SeatPlayer): Promise<void>;
  /** Records the streaming delays the host set, so a restored room keeps them. */
  saveDelays(code: string, delays: CastDelays): Promise<void>;
  /** Records the first time a player sat down at the table (later calls change nothing). */
  markJoined(code: string, at: number): Promise<void>;
  /** Forgets a table with its actions and snapshots (one nobody ever joined). */
  deleteTable(code: string): Promise<void>;
  /**
   * Deletes the unfinished tables created before `before` that no player ever joined and
   * that hold no action; returns their codes.
   */
  deleteUnjoined(before: number): Promise<string[]>;
  /**
   * Stores a prepared image's variants under its hash, once: a later put of the same hash
   * stores nothing (whatever it carries) and resolves false; true when stored now.
   */
  putImage(image: PreparedImage): Promise<boolean>;
  /** One variant of a stored image, byte for byte as put; null for an unknown hash. */
  getImage(hash: string, variant: ImageVariantName): Promise<StoredImageVariant | null>;
  /**
   * Records that table `code` uses the stored image `hash` (a second time changes nothing).
   * Rejects for an unknown table or an image not stored. Deleting a table forgets its links;
   * the images stay, as other tables may use them.
   */
  linkImage(code: string, hash: string): Promise<void>;
  /** The images table `code` uses, in the order they were first linked (none for an unknown code). */
  tableImages(code: string): Promise<TableImage[]>;
  /** Bytes stored for the distinct images table `code` uses, every variant counted (its quota); 0 when none. */
  tableImageBytes(code: string): Promise<number>;
  /** Keeps a box (its images stored already); an id in use is refused. */
  putBox(box: StoredBox): Promise<void>;
  /** The box `id`, or null. */
  getBox(id: string): Promise<StoredBox | null>;
  /** The newest `limit` boxes, newest first. */
  listBoxes(limit: number): Promise<BoxListing[]>;
  /**
   * The deployment setting `name`: the value stored under it, or — when none is — `value`,
   * stored now. Once written it never changes, and every process sharing the store reads
   * the same one (two writing at once: the first wins, both read its value).
   */
  settingOnce(name: string, value: string): Promise<string>;
  close(): Promise<void>;
}
