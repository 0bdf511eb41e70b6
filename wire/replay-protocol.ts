/** Replays on the wire: the HTTP paths and the shapes the replay page reads (re-exported by wire/protocol.ts). */
import type { CasterProjection } from '../engine/core/caster.ts';
import type { Projection } from '../engine/core/match.ts';
import type { Phrase } from '../engine/core/types.ts';
import { HTTP, type RollMessage, type RollsMessage, type SeatPlayer } from './protocol.ts';

/**
 * Replays (`/r/:code` in the browser): GET /api/tables/:code/replay → ReplayTimeline (the
 * whole history's public log per action); GET /api/tables/:code/replay/:version
 * `?view=public|full` → ReplayFrame. The server alone projects: `public` is the
 * spectator's projection as it was sent then; `full` (every seat's eyes) only once the
 * game is over (403 `replay/not-over` before). While a live table delays its spectators,
 * the replay stops at the version their delayed feed has reached (`delayed`). Errors: 400 `replay/bad-version` or
 * `replay/bad-view`, 404 `replay/no-version` past the last version, 409
 * `replay/cannot-replay` for a table these rules cannot replay, 429 when too fast.
 */
export const REPLAY = {
  suffix: '/replay',
  notOver: 'replay/not-over',
  badVersion: 'replay/bad-version',
  badView: 'replay/bad-view',
  noVersion: 'replay/no-version',
  cannotReplay: 'replay/cannot-replay',
} as const;

export type ReplayViewKind = 'public' | 'full';

/** `/api/tables/:code/replay`, or `/api/tables/:code/replay/:version?view=…`. */
export function replayPath(code: string, version?: number, view: ReplayViewKind = 'public'): string {
  const base = `${HTTP.tableByCode}${encodeURIComponent(code)}${REPLAY.suffix}`;
  return version === undefined ? base : `${base}/${version}?view=${view}`;
}

/** One accepted action of a replay's timeline, as a spectator saw it. */
export interface ReplayStep {
  /** Match version right after the action (1, 2, …). */
  v: number;
  seat: number;
  /** The seat took back its last action. */
  undo?: true;
  /** The action threw dice (the frame at `v` carries the throw). */
  roll?: true;
  /** Server ms time it was accepted. */
  at: number;
  /** Its log entries as the spectator received them. */
  lines: Array<{ kind: string; text: string; seat?: number }>;
}

export interface ReplayTimeline {
  code: string;
  gameId: string;
  seats: number;
  rulesVersion: number;
  /** False when this server cannot replay the table; `reason` says why, plainly, and `reasonWords` the same as a phrase. */
  playable: boolean;
  reason?: string;
  reasonWords?: Phrase;
  /**
   * Per seat, who played it as they chose to be shown (the last player who sat there, or
   * the bot that plays it from the start); null: nobody ever sat there.
   */
  players: (SeatPlayer | null)[];
  /** The last stored version (0: nothing played yet). */
  last: number;
  /** Over, and the delayed audience (a table with a spectator delay) has seen the end. */
  over: boolean;
  /**
   * The table delays its spectators: the timeline stops at the version their delayed feed
   * has reached (`last`), never newer, and grows as the delay passes.
   */
  delayed?: true;
  seedCommit: string;
  /** Revealed once the game is over. */
  seed?: string;
  steps: ReplayStep[];
}

export interface ReplayFrame {
  version: number;
  view: ReplayViewKind;
  /** The spectator's projection at `version`, exactly as it was sent then. */
  projection: Projection;
  /** `view=full` only: each seat's projection at `version` (read-only: no prompts, no undo). */
  seats?: Projection[];
  /**
   * `view=full` only: everything at `version`, as a caster sees it (every seat's sight and the
   * whole state: deck order, bags, face-down tokens).
   */
  everything?: CasterProjection;
  /** The throw of the action that made `version`, if it threw dice: played back, never re-simulated. */
  roll?: RollMessage;
  /** Where every die lies once `version` is reached (the dice of `roll` at their final poses). */
  rests: RollsMessage;
}
