/**
 * The search bot: Monte-Carlo rollouts over the pure engine, one decision at a time. Its
 * seat's legal actions are the arms of a bandit (UCB1); each iteration draws a fresh
 * determinisation — the sample scrambled again with the bot's Rng, so a different deal of
 * everything the seat cannot see —, applies the arm's action, plays on at random (the
 * random bot's policy, for every seat) for up to `depth` actions (or a round of the table,
 * the game's `bot.horizon`) with the bot's own Rng for dice and shuffles, and scores where
 * it stopped (evaluate.ts). The action tried most often wins. It reads nothing but the sample (sample.ts): what it decides depends on its
 * seat's view, the seed and the budget.
 *
 * The budget is a number of iterations (reproducible), optionally cut short by a deadline
 * on a clock the caller brings: the engine has no clock of its own.
 */
import { cloneJson } from '../core/clone.ts';
import type { AnyGameModule } from '../core/module.ts';
import { isRuleError } from '../core/result.ts';
import { Rng, seedRng } from '../core/rng.ts';
import type { Prompt } from '../core/types.ts';
import { evaluate } from './evaluate.ts';
import { livePrompts, nextMover, randomAction } from './random.ts';
import type { SeatSample } from './sample.ts';

/** Actions a rollout plays before it is scored, unless the game's `bot.depth` says otherwise. */
export const DEFAULT_DEPTH = 20;
/** UCB1's exploration constant for rewards between 0 and 1. */
const EXPLORE = 0.7;

export interface SearchBudget {
  /** Iterations at most: with no deadline, the same sample, seed and count decide the same. */
  iterations: number;
  /** Actions a rollout plays before it is scored (default: the game's `bot.depth`, else DEFAULT_DEPTH). */
  depth?: number;
  /** Milliseconds from any origin (the caller's `performance.now`); read once per iteration. */
  clock?: () => number;
  /** Stop once `clock()` reads this or more (at least one iteration runs). */
  deadline?: number;
}

/** One legal action and what the search found of it. */
export interface Candidate {
  action: unknown;
  visits: number;
  /** Sum of the scores of its rollouts (mean = total / visits). */
  total: number;
}

export interface SearchResult {
  action: unknown;
  iterations: number;
  candidates: Candidate[];
}

/**
 * The actions to search: all of them, or at most `limit` when there are more — dealt in
 * turns from each prompt (its actions in a random order), so every kind of choice keeps a
 * candidate however many placements another offers.
 */
export function candidatesOf(prompts: Prompt<unknown>[], rng: Rng, limit: number): unknown[] {
  const lists = prompts.map((p) => rng.shuffle(p.actions.slice()));
  const out: unknown[] = [];
  for (let i = 0; out.length < limit; i++) {
    let any = false;
    for (const list of lists) {
      if (i < list.length && out.length < limit) {
        out.push(list[i]);
        any = true;
      }
    }
    if (!any) break;
  }
  return out;
}

/** The candidate UCB1 tries next: each untried one first, in order. */
function select(candidates: Candidate[], played: number): Candidate {
  let best = candidates[0] as Candidate;
  let bestValue = -Infinity;
  const log = Math.log(Math.max(1, played));
  for (const c of candidates) {
    if (c.visits === 0) return c;
    const value = c.total / c.visits + EXPLORE * Math.sqrt(log / c.visits);
    if (value > bestValue) {
      bestValue = value;
      best = c;
    }
  }
  return best;
}

/** One iteration: a fresh determinisation, `action`, a random rollout, its score for the seat. */
function playout(module: AnyGameModule, sample: SeatSample, action: unknown, depth: number, round: boolean, rng: Rng): number {
  const seat = sample.seat;
  const dice = new Rng({ s: [rng.nextU32(), rng.nextU32(), rng.nextU32(), rng.nextU32()] });
  const first = module.apply(module.scramble(cloneJson(sample.state), seat, rng), seat, action, dice);
  // The seat's prompts are part of its view, the same in every determinisation: a refusal
  // here is a game's bug, scored as the worst outcome so that the action is not chosen.
  if (isRuleError(first)) return 0;
  let state: unknown = first.state;
  let others = false;
  // The rollout's state is this iteration's own copy, so each action is applied to it in
  // place — no copy per action, as the match layer makes to keep a refused action
  // traceless. tests/engine/bots/rollout.test.ts holds every game to playing the same
  // games either way (no state shares an object with the game's content).
  for (let d = 0; d < depth && !module.status(state).over; d++) {
    const mover = nextMover(module, state, sample.seats, rng);
    if (!mover) break;
    // The 'round' horizon: stop at the start of the seat's next turn.
    if (mover.seat !== seat) others = true;
    else if (others && round) break;
    const next = module.apply(state, mover.seat, randomAction(mover.prompts, rng), dice);
    // A prompted action refused is a game's bug; the half-changed state is not scored.
    if (isRuleError(next)) return 0.5;
    state = next.state;
  }
  return evaluate(module, state, seat);
}

/** The most visited candidate, the better mean between equals. */
function chosen(candidates: Candidate[]): Candidate {
  let best = candidates[0] as Candidate;
  for (const c of candidates) {
    if (c.visits > best.visits || (c.visits === best.visits && c.visits > 0 && c.total / c.visits > best.total / best.visits)) best = c;
  }
  return best;
}

/**
 * The search bot's decision for the sample's seat, with what it found; null when the seat
 * has nothing to do. A single legal action is taken without searching.
 */
export function searchMove(module: AnyGameModule, sample: SeatSample, budget: SearchBudget, seed: string): SearchResult | null {
  const prompts = livePrompts(module, sample.state, sample.seat);
  if (prompts.length === 0) return null;
  const rng = new Rng(seedRng(`search:${seed}`));
  const limit = Math.max(12, Math.floor(budget.iterations / 6));
  const candidates: Candidate[] = candidatesOf(prompts, rng, limit).map((action) => ({ action, visits: 0, total: 0 }));
  if (candidates.length === 1) return { action: candidates[0]!.action, iterations: 0, candidates };
  const depth = budget.depth ?? module.bot?.depth ?? DEFAULT_DEPTH;
  const round = module.bot?.horizon === 'round';
  let n = 0;
  while (n < budget.iterations) {
    if (n > 0 && budget.clock && budget.deadline !== undefined && budget.clock() >= budget.deadline) break;
    const c = select(candidates, n);
    c.total += playout(module, sample, c.action, depth, round, rng);
    c.visits++;
    n++;
  }
  return { action: chosen(candidates).action, iterations: n, candidates };
}
