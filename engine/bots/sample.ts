/**
 * What a bot is allowed to know: its seat's sight, as a full state. A bot needs a whole
 * state to search the engine with, but must never read what its seat may not see (DESIGN
 * §2.3). So it is never handed the true state: `sampleFor` copies it and lets the game's
 * own `scramble` deal again everything the seat cannot see (other hands, deck and bag
 * order, face-down pieces, sealed choices) with the bot's Rng. The contract of `scramble`
 * (engine/core/module.ts) is that the result depends only on what the viewer sees and the
 * Rng — `tests/engine/scramble.test.ts` holds every game to it — so a `SeatSample` made
 * from any two states its seat cannot tell apart, with the same seed, is the same sample:
 * whatever a bot decides from it depends on the seat's view and the seed alone.
 *
 * The match's Rng (the seed of every future die and shuffle) is not part of the state and
 * never reaches a bot; a search draws the future with its own.
 */
import { cloneJson } from '../core/clone.ts';
import type { AnyGameModule } from '../core/module.ts';
import { Rng, seedRng } from '../core/rng.ts';
import type { SeatId } from '../core/types.ts';

declare const sampled: unique symbol;

/**
 * A state as one seat may know it: one of the states its seat cannot tell from the true
 * one, drawn with the bot's seed. Plain JSON, so it can be posted to a worker thread.
 * Only `sampleFor` makes one (the brand keeps a true state from being passed instead).
 */
export interface SeatSample<S = unknown> {
  readonly gameId: string;
  readonly seat: SeatId;
  /** Seats at the table (the match's, which some states do not carry). */
  readonly seats: number;
  readonly state: S;
  readonly [sampled]: true;
}

/**
 * `seat`'s sample of `state`: a copy with everything `seat` may not see scrambled with an
 * Rng seeded from `seed`. The true state is left as it was. Call it where the true state
 * is (the room's thread) and hand only the sample on (to a worker).
 */
export function sampleFor<S>(module: AnyGameModule, state: S, seat: SeatId, seats: number, seed: string): SeatSample<S> {
  const rng = new Rng(seedRng(`sample:${seed}`));
  const scrambled = module.scramble(cloneJson(state), seat, rng) as S;
  return { gameId: module.id, seat, seats, state: scrambled } as SeatSample<S>;
}

/**
 * A sample that travelled as plain JSON (posted to a worker thread) taken as one again.
 * Only for data that `sampleFor` made on the other side of the post.
 */
export function postedSample<S>(data: { gameId: string; seat: SeatId; seats: number; state: S }): SeatSample<S> {
  return data as SeatSample<S>;
}
