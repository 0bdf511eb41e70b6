/**
 * The random-legal bot, and the random play a search rolls out with: both choose the way
 * the simulator always has (scripts/sim.ts) — a prompt, in proportion to the game's
 * `weight` hints (uniformly without them), then one of its actions uniformly. Prompts
 * flagged `ends` (resigning, ending the free table) and empty ones are never chosen.
 */
import type { AnyGameModule } from '../core/module.ts';
import { Rng, seedRng } from '../core/rng.ts';
import type { Prompt, SeatId } from '../core/types.ts';
import type { SeatSample } from './sample.ts';

/**
 * A prompt chosen at random: uniformly, or in proportion to the prompts' `weight` hints
 * when a game gives them (so a bot does not, say, end its turn as often as it moves).
 */
export function pickPrompt<P extends { weight?: number }>(prompts: P[], rng: Rng): P {
  if (!prompts.some((p) => p.weight !== undefined)) return rng.pick(prompts);
  const weights = prompts.map((p) => Math.max(0, p.weight ?? 1));
  const total = weights.reduce((a, b) => a + b, 0);
  if (total <= 0) return rng.pick(prompts);
  let x = rng.next() * total;
  for (let i = 0; i < prompts.length; i++) {
    x -= weights[i] as number;
    if (x < 0) return prompts[i] as P;
  }
  return prompts[prompts.length - 1] as P;
}

/** The prompts `seat` may take now: those with actions, and never one that `ends` the game. */
export function livePrompts(module: AnyGameModule, state: unknown, seat: SeatId): Prompt<unknown>[] {
  return module.prompts(state, seat).filter((p: Prompt<unknown>) => p.actions.length > 0 && !p.ends);
}

/** One action of `prompts` at random, the simulator's way. */
export function randomAction(prompts: Prompt<unknown>[], rng: Rng): unknown {
  return rng.pick(pickPrompt(prompts, rng).actions);
}

/**
 * Who acts next in random play: among the seats the game waits on (its `deciding`, or
 * else every seat), in a random order, the first with a prompt to take; null when nobody
 * has one.
 */
export function nextMover(module: AnyGameModule, state: unknown, seats: number, rng: Rng): { seat: SeatId; prompts: Prompt<unknown>[] } | null {
  const candidates: SeatId[] = module.deciding ? module.deciding(state) : Array.from({ length: seats }, (_, i) => i);
  for (const seat of rng.shuffle(candidates.slice())) {
    const prompts = livePrompts(module, state, seat);
    if (prompts.length > 0) return { seat, prompts };
  }
  return null;
}

/**
 * The random-legal bot: one of the actions the sample's seat is prompted for, chosen with
 * an Rng seeded from `seed`; null when the seat has nothing to do. The prompts are part of
 * the seat's own projection, so they are the same in every sample of its sight.
 */
export function randomMove(module: AnyGameModule, sample: SeatSample, seed: string): unknown {
  const prompts = livePrompts(module, sample.state, sample.seat);
  if (prompts.length === 0) return null;
  return randomAction(prompts, new Rng(seedRng(`random:${seed}`)));
}
