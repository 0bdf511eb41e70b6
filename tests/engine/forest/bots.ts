/**
 * Policies for the Forest balance checks: a careful player who draws only until a drawn
 * card meets a missing icon (or the Strategy limit), a greedy one who always draws to the
 * limit, a hasty one who places the first card drawn, and the simulator's random player
 * (prompt weights). Each picks one of the seat's prompted actions — never an action the
 * prompts do not offer.
 */
import { applyAction, createMatch, type Match } from '../../../engine/core/match.ts';
import { isRuleError } from '../../../engine/core/result.ts';
import { Rng, seedRng } from '../../../engine/core/rng.ts';
import type { Prompt } from '../../../engine/core/types.ts';
import { pickPrompt } from '../../../scripts/sim.ts';
import type { ForestAction } from '../../../engine/games/forest/actions.ts';
import { RULES, sideDef, type Dir } from '../../../engine/games/forest/content/index.ts';
import { forest } from '../../../engine/games/forest/index.ts';
import { entriesOf, missingIcons } from '../../../engine/games/forest/map.ts';
import { upId } from '../../../engine/games/forest/ops.ts';
import type { ForestCard, ForestState } from '../../../engine/games/forest/state.ts';

export type Policy = 'careful' | 'greedy' | 'hasty' | 'random';

type A = ForestAction;

/** How much a drawn card is worth to `seat` now: a missing icon met, renown, danger over what guard still absorbs. */
function worth(s: ForestState, seat: number, card: ForestCard): { value: number; as?: Dir } {
  const t = s.travellers[seat]!;
  const side = sideDef(upId(card));
  const missing = missingIcons(t.map, entriesOf(t.tableau));
  const danger = t.tableau.reduce((n, p) => n + sideDef(upId(p.card)).danger, 0);
  const room = RULES.guard + t.guardMod - danger;
  let value = side.renown - Math.max(0, side.danger - Math.max(0, room)) * 1.5;
  let as: Dir | undefined;
  if (side.icon === 'wild') {
    as = missing[0] ?? 'N';
    if (missing.length > 0) value += 4;
  } else if (side.icon !== null && missing.includes(side.icon)) value += 4;
  if (side.effect?.kind === 'heal') value += t.health < RULES.health ? side.effect.n : 0;
  if (side.effect?.kind === 'guard') value += 1;
  return as ? { value, as } : { value };
}

/** The action `policy` takes for `seat` among its prompts. */
export function decide(policy: Policy, s: ForestState, seat: number, prompts: Prompt<A>[], rng: Rng): A {
  const actions = prompts.flatMap((p) => p.actions);
  if (policy === 'random') return rng.pick(pickPrompt(prompts, rng).actions);
  const turn = s.turn!;
  const draw = actions.find((a) => a.t === 'draw');
  const turnOver = actions.find((a) => a.t === 'turnOver');
  if (turnOver) return turnOver;
  if (turn.drawn.length === 0) return draw ?? actions[0]!;
  const scored = turn.drawn.map((card) => ({ card, ...worth(s, seat, card) })).sort((a, b) => b.value - a.value);
  const best = scored[0]!;
  const place: A = best.as ? { t: 'place', card: best.card.id, as: best.as } : { t: 'place', card: best.card.id };
  if (policy === 'hasty' || !draw) return place;
  if (policy === 'greedy') return draw;
  return best.value >= 4 ? place : draw;
}

export interface Outcome {
  won: boolean;
  winners: number[];
  fallen: number;
  renown: number[];
  actions: number;
}

/** One game of `seats` travellers, each seat playing its policy (one for all, or one per seat). */
export function playWith(policies: Policy | Policy[], seats: number, seed: string, options: Record<string, unknown> = {}): Outcome {
  let m = createMatch(forest, options, seats, seed) as Match<ForestState>;
  const rng = new Rng(seedRng(`bot:${seed}`));
  let actions = 0;
  while (!m.state.result && actions < 3000) {
    const seat = m.state.turn!.seat;
    const policy = typeof policies === 'string' ? policies : policies[seat] ?? 'random';
    const action = decide(policy, m.state, seat, forest.prompts(m.state, seat), rng);
    const r = applyAction(forest, m, seat, action);
    if (isRuleError(r)) throw new Error(`${policy}: ${r.code} ${r.message}`);
    m = r.match as Match<ForestState>;
    actions++;
  }
  const s = m.state;
  return {
    won: (s.result?.winners.length ?? 0) > 0,
    winners: s.result?.winners.slice() ?? [],
    fallen: s.travellers.filter((t) => t.phase === 'lost').length,
    renown: s.travellers.map((t) => t.renown),
    actions,
  };
}
