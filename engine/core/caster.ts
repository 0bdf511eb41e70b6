/**
 * The caster's projection: everything at the table, for a commentator who shows it to an
 * audience some time after it happened (the server decides when; server/room/delayed-feed.ts).
 *
 * It is the spectator projection (what the 3D table and the overlays draw, so a caster
 * page renders like any spectator's) plus what no seat alone may see:
 *   - `seats`: every seat's own sight of the table — its view (hand, face-down plots,
 *     sealed choice), its table projection and its prompts — exactly as that seat
 *     received it;
 *   - `state`: the game state itself, whole (deck and bag order, face-down identities,
 *     sealed choices not yet revealed), as plain JSON.
 * The match's Rng and seed are never part of it: they would tell what is still to come.
 *
 * Composed from each game's own `view` and state rather than a new viewer kind, so every
 * game supports it without code of its own, and no game's `view` has to learn a viewer
 * that sees through its secrets.
 */
import { projectMatch, type Projection } from './match.ts';
import type { AnyGameModule } from './module.ts';
import type { Match } from './match.ts';
import type { Prompt, SeatId } from './types.ts';
import type { TableProjection } from './projection.ts';

/** One seat's sight of the table, as the caster sees it. */
export interface CasterSeat {
  seat: SeatId;
  view: unknown;
  table: TableProjection;
  prompts: Prompt<unknown>[];
}

/** What the caster sees besides the spectator projection. */
export interface CasterSight {
  seats: CasterSeat[];
  /** The whole game state (no Rng, no seed). */
  state: unknown;
}

export type CasterProjection = Projection & { caster: CasterSight };

/** Whether a projection is a caster's (carries `caster`). */
export function isCasterProjection(p: Projection): p is CasterProjection {
  return typeof (p as { caster?: unknown }).caster === 'object' && (p as { caster?: unknown }).caster !== null;
}

/** The caster's projection of `match`: the spectator's, plus every seat's sight and the state. */
export function projectCaster(module: AnyGameModule, match: Match): CasterProjection {
  const base = projectMatch(module, match, 'spectator');
  const seats: CasterSeat[] = [];
  for (let seat = 0; seat < match.seats; seat++) {
    const p = projectMatch(module, match, seat);
    seats.push({ seat, view: p.view, table: p.table, prompts: p.prompts });
  }
  return { ...base, caster: { seats, state: match.state } };
}
