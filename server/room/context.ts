/**
 * What every TableRoom of one server shares. It reaches the room through the handler's
 * default options (`define('table', TableRoom, { [CONTEXT_KEY]: ctx })`), which Colyseus
 * merges over the client's options, so a client can neither supply nor replace it.
 */
import type { AnyGameModule } from '../../engine/core/module.ts';
import type { BotThinker } from '../bots/pool.ts';
import type { DicePool } from '../dice/pool.ts';
import type { AddressLimiter } from '../guards.ts';
import type { GameStore, LoadedTable } from '../store/types.ts';
import type { FaceVerdict } from './faces.ts';
import type { SiteConfig } from '../accounts/site.ts';

export const CONTEXT_KEY = '__woodland';

export type Log = (line: string) => void;

/** The part of a live room the server looks at (kept small to avoid an import cycle). */
export interface LiveTable {
  readonly code: string;
  /** Resolves once the room is disposed and its action log is flushed to the store. */
  readonly closed: Promise<void>;
  readonly disposing: boolean;
  /** Resolves once every store write the room has queued so far has run. */
  flushed(): Promise<void>;
  /**
   * The newest version the public may see now: null when spectators watch live; with a
   * spectator delay, the version the delayed feed has reached (replays stop there).
   */
  publicVersion(): number | null;
  /** The seat an upload ticket was granted to while it is good, else null (server/room/uploads.ts). */
  uploadSeat(ticket: string): number | null;
  /** Whether the public may see every image of the table now (over, and its export allowed; server/room/faces.ts). */
  facesPublic(): boolean;
  /** Whether the viewer a face ticket speaks for holds `ref` in its current projection (server/room/faces.ts). */
  faceShown(ticket: string, ref: string): FaceVerdict;
}

export interface TableContext {
  store: GameStore;
  games: Readonly<Record<string, AnyGameModule>>;
  reconnectSeconds: number;
  log: Log;
  /** Rooms of this process by code. */
  live: Map<string, LiveTable>;
  /**
   * Stored tables the server itself decided to reopen, by code. A room created with
   * `{restore: code}` rebuilds only from an entry here, so a client cannot open a second
   * room under a live code by passing `restore` to `client.create`.
   */
  restores: Map<string, LoadedTable>;
  now: () => number;
  /** Tables created per client address (POST /api/tables). */
  createLimiter: AddressLimiter;
  /** Image uploads per client address (server/http/uploads.ts). */
  uploadLimiter: AddressLimiter;
  /** Faces fetched per client address (server/http/faces.ts). */
  faceLimiter: AddressLimiter;
  /**
   * The deployment's asset key (32 bytes), which seals image refs
   * (server/images/capability.ts, server/images/asset-key.ts).
   */
  assetKey: Buffer;
  /**
   * The secret seed of a new table (DESIGN §5.5): 32 random bytes as hex unless
   * `startServer({seeds})` replaced it — a test-only hook for reproducible games. It lives
   * in this server-side context, so no client can supply or observe it.
   */
  newSeed: () => string;
  /** The bot thread every table's bots think on (server/bots/pool.ts). */
  bots: BotThinker;
  /** The threads every table's dice are thrown on (server/dice/pool.ts). */
  dice: DicePool;
  /** How long a bot waits before it acts, so people can follow (ms). */
  botPauseMs: number;
  /** How long a bot may think about one decision (ms). */
  botBudgetMs: number;
  /** The site's origin and push settings (accounts, passkeys, turn notifications). */
  site: SiteConfig;
}

/** The game module for an id, or undefined (own properties only). */
export function findGame(ctx: TableContext, id: string): AnyGameModule | undefined {
  return Object.prototype.hasOwnProperty.call(ctx.games, id) ? ctx.games[id] : undefined;
}
