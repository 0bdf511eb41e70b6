/**
 * Fixtures for free-table tests: a fresh match, an `act` that must succeed, and a
 * `rejects` that checks the error code AND that the rejected handler left its draft
 * exactly as it was (not only that the match layer dropped it).
 */
import { applyAction, createMatch, type Match } from '../../engine/core/match.ts';
import { isRuleError, type RuleError } from '../../engine/core/result.ts';
import { Rng, seedRng } from '../../engine/core/rng.ts';
import type { GameEvent, SeatId } from '../../engine/core/types.ts';
import { sandbox } from '../../engine/games/sandbox/index.ts';
import type { SandboxState } from '../../engine/games/sandbox/state.ts';
import * as rules from './rules.ts';

/** A new demo table. */
export function newTable(seats = 2, seed = 'test'): Match<SandboxState> {
  const m = createMatch(sandbox, {}, seats, seed);
  if (isRuleError(m)) throw new Error(`createMatch failed: ${m.code}`);
  return m as Match<SandboxState>;
}

/** Applies an action that must be accepted; returns the new match and its events. */
export function act(match: Match<SandboxState>, seat: SeatId, action: unknown): { match: Match<SandboxState>; events: GameEvent[] } {
  const r = applyAction(sandbox, match, seat, action);
  if (isRuleError(r)) throw new Error(`expected ${JSON.stringify(action)} to be accepted, got ${r.code}: ${r.message}`);
  return { match: r.match as Match<SandboxState>, events: r.events };
}

/** Applies several accepted actions in turn for one seat. */
export function actAll(match: Match<SandboxState>, seat: SeatId, actions: unknown[]): Match<SandboxState> {
  return actions.reduce<Match<SandboxState>>((m, a) => act(m, seat, a).match, match);
}

/**
 * Expects `action` to be rejected with `code`, both through the match layer and directly
 * on a draft, and the draft (and Rng) to be unchanged afterwards.
 */
export function rejects(match: Match<SandboxState>, seat: SeatId, action: unknown, code: string): RuleError {
  return rules.rejects(sandbox, { match, direct: true }, seat, action, code);
}

/** The state of a free-table match. */
export function stateOf(match: Match<SandboxState>): SandboxState {
  return match.state;
}

/** A seeded Rng for direct calls. */
export function testRng(seed = 'test'): Rng {
  return new Rng(seedRng(seed));
}

/** A copy of the match whose state was changed by `fn` (for arranging a scene). */
export function edit(match: Match<SandboxState>, fn: (s: SandboxState) => void): Match<SandboxState> {
  const copy = structuredClone(match);
  fn(copy.state);
  return copy;
}

/** Applies an action directly to a copy of the state with a given Rng (e.g. forced dice). */
export function applyWith(match: Match<SandboxState>, seat: SeatId, action: unknown, rng: Rng): { state: SandboxState; events: GameEvent[] } {
  const parsed = sandbox.parseAction(action);
  if (isRuleError(parsed)) throw new Error(`bad action: ${parsed.message}`);
  const r = sandbox.apply(structuredClone(match.state), seat, parsed, rng);
  if (isRuleError(r)) throw new Error(`expected acceptance, got ${r.code}: ${r.message}`);
  return r;
}

/**
 * The `i`th of a run of free-table actions that exercises the store: a shuffle, a throw
 * and a draw (random and hidden outcomes) and a plain move, in turn; the move's x cycles
 * through `xs` places.
 */
export function mixedAction(i: number, xs = 7): Record<string, unknown> {
  switch (i % 4) {
    case 0: return { t: 'shuffle', deck: 'deck' };
    case 1: return { t: 'roll', ids: ['die-d6a', 'die-d20'] };
    case 2: return { t: 'draw', deck: 'deck', n: 1, to: 'hand' };
    default: return { t: 'move', id: 'meeple-1-1', x: i % xs, z: 12 };
  }
}
