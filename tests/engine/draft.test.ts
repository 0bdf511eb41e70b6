import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, type Match } from '../../engine/core/match.ts';
import type { AnyGameModule } from '../../engine/core/module.ts';
import { isRuleError } from '../../engine/core/result.ts';
import { Rng, seedRng } from '../../engine/core/rng.ts';
import type { Prompt } from '../../engine/core/types.ts';
import { games } from '../../engine/games/registry.ts';
import { pickPrompt } from '../../scripts/sim.ts';

/**
 * DESIGN §3: `apply` works on a private draft, so the state it was given never changes. A
 * game's `draft` may share parts of the state with the draft (Explorers shares its laid
 * tiles, the free table its pieces), copying one only when an action changes it; these random games deep-freeze every
 * state before the next action, so a write into a shared part throws (the engine's modules
 * are strict code) instead of silently changing an earlier state.
 */

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const v of Object.values(value)) deepFreeze(v);
}

/** Plays one random game the way the simulator does; with `freeze`, every state is frozen first. */
function play(module: AnyGameModule, seats: number, seed: string, cap: number, freeze: boolean): Match {
  const created = createMatch(module, {}, seats, seed);
  if (isRuleError(created)) throw new Error(created.code);
  let match = created;
  const rng = new Rng(seedRng(`draft:${seed}`));
  for (let n = 0; n < cap && !module.status(match.state).over; n++) {
    if (freeze) deepFreeze(match);
    let offer: { seat: number; prompts: Prompt<unknown>[] } | undefined;
    for (const seat of rng.shuffle(Array.from({ length: seats }, (_, i) => i))) {
      const prompts = module.prompts(match.state, seat).filter((p: Prompt<unknown>) => p.actions.length > 0 && !p.ends);
      if (prompts.length > 0) {
        offer = { seat, prompts };
        break;
      }
    }
    if (!offer) break;
    const result = applyAction(module, match, offer.seat, rng.pick(pickPrompt(offer.prompts, rng).actions));
    if (isRuleError(result)) throw new Error(`${result.code}: ${result.message}`);
    match = result.match;
  }
  return match;
}

describe('the draft an action works on', () => {
  for (const module of Object.values(games)) {
    it(`${module.id}: no action changes the state it was given (states frozen through random games)`, () => {
      const seats = Math.min(module.maxSeats, Math.max(module.minSeats, 2));
      const cap = 400;
      for (const seed of ['a', 'b']) {
        const frozen = play(module, seats, seed, cap, true);
        expect(JSON.stringify(frozen)).toBe(JSON.stringify(play(module, seats, seed, cap, false)));
      }
    });
  }
});
