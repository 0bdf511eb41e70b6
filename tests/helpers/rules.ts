/**
 * Rule tests' check that an action is refused: `rejects` expects a RuleError with the
 * given code, a readable message, and nothing left changed — the match given to the match
 * layer, or the draft (and the Rng) a game's own `apply` was handed. Each game's fixtures
 * wrap it with their module.
 */
import { expect } from 'vitest';
import { applyAction, type Match } from '../../engine/core/match.ts';
import type { AnyGameModule } from '../../engine/core/module.ts';
import { isRuleError, type RuleError } from '../../engine/core/result.ts';
import { Rng, seedRng, type RngState } from '../../engine/core/rng.ts';
import type { SeatId } from '../../engine/core/types.ts';

/** Where the action is tried. */
export type RejectedOn<S> =
  /**
   * A state: the action parsed (a refusal there must carry `code`) and applied by the game's
   * `apply` to a copy of `state` with an Rng seeded 'rejects'; the copy and the Rng stay as
   * they were.
   */
  | { state: S }
  /**
   * A match, through the match layer (`applyAction`); the match stays as it was. With
   * `direct`, the action is also applied by the game's `apply` to a copy of the match's
   * state with a copy of its Rng (when it parses), which must refuse it with `code` too and
   * leave both as they were (not only the match layer dropping the draft).
   */
  | { match: Match<S>; direct?: boolean };

/**
 * `apply` on a copy of `state` with an Rng from `rngState`: expects `code` and the copy and
 * the Rng untouched; the refusal, or null where the action does not parse (its refusal is
 * returned by `parsed`).
 */
function refusedOnDraft<S>(module: AnyGameModule, state: S, rngState: RngState, seat: SeatId, action: unknown, code: string): { parsed: RuleError | null; applied: RuleError | null } {
  const parsed = module.parseAction(action);
  if (isRuleError(parsed)) return { parsed, applied: null };
  const draft = structuredClone(state);
  const before = JSON.stringify({ draft, rngState });
  const r = module.apply(draft, seat, parsed, new Rng(rngState));
  expect(isRuleError(r) ? r.code : 'accepted').toBe(code);
  expect(JSON.stringify({ draft, rngState })).toBe(before);
  return { parsed: null, applied: r as RuleError };
}

/** Expects `action` by `seat` to be refused with `code` (see `RejectedOn`); the refusal. */
export function rejects<S>(module: AnyGameModule, on: RejectedOn<S>, seat: SeatId, action: unknown, code: string): RuleError {
  if ('state' in on) {
    const { parsed, applied } = refusedOnDraft(module, on.state, seedRng('rejects'), seat, action, code);
    if (parsed) {
      expect(parsed.code).toBe(code);
      return parsed;
    }
    expect(applied!.message.length).toBeGreaterThan(10);
    return applied!;
  }
  const { match } = on;
  const before = JSON.stringify(match);
  const r = applyAction(module, match, seat, action);
  expect(isRuleError(r) ? r.code : 'accepted').toBe(code);
  expect(JSON.stringify(match)).toBe(before);
  if (on.direct) refusedOnDraft(module, match.state, structuredClone(match.rng), seat, action, code);
  expect(isRuleError(r) && r.message.length).toBeGreaterThan(10);
  return r as RuleError;
}
