/**
 * DESIGN §2.3 at byte level for Explorers: what no viewer may see — the order of every
 * draw pile, face-down monsters, a face-down Boss, face-down Energy Well markers and the
 * Rng — is rearranged, and every viewer's whole projection (view, table, prompts, status,
 * log) must stay byte-identical. A leaked top card or marker fails it; a search for known
 * strings would not.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, projectMatch, type Match } from '../../../engine/core/match.ts';
import { isRuleError } from '../../../engine/core/result.ts';
import { Rng, seedRng } from '../../../engine/core/rng.ts';
import type { Viewer } from '../../../engine/core/types.ts';
import { getGame } from '../../../engine/games/registry.ts';
import type { ExState } from '../../../engine/games/explorers/state.ts';
import { choose, picker } from '../../room/random-play.ts';

const explorers = getGame('explorers')!;
/** Everything hidden from every viewer, in another arrangement (the module's scramble), and other Rng words. */
function rearrangeHidden(m: Match<ExState>, rng: Rng): Match<ExState> {
  const out = structuredClone(m);
  out.state = explorers.scramble(out.state, 'spectator', rng) as ExState;
  out.rng = { s: [rng.nextU32(), rng.nextU32(), rng.nextU32(), rng.nextU32()] };
  return out;
}

describe('EX secrecy at byte level', () => {
  it('EX byte level: rearranging piles, face-down monsters, Boss and wells and the Rng leaves every projection identical', () => {
    const shuffler = new Rng(seedRng('ex-rearrange'));
    const pick = picker('ex-bytes');
    let compared = 0;
    let changed = 0;
    for (const seed of ['ex-bytes-a', 'ex-bytes-b']) {
      let m = createMatch(explorers, { lairs: true }, 2, seed) as Match<ExState>;
      for (let i = 0; i < 250 && !explorers.status(m.state).over; i++) {
        const choice = choose(2, (seat) => explorers.prompts(m.state, seat), pick);
        if (!choice) throw new Error('dead end');
        const r = applyAction(explorers, m, choice.seat, choice.action);
        if (isRuleError(r)) throw new Error(r.message);
        m = r.match as Match<ExState>;
        if (i % 4 !== 0) continue;
        const other = rearrangeHidden(m, shuffler);
        if (JSON.stringify(other.state) !== JSON.stringify(m.state)) changed++;
        for (const viewer of [0, 1, 'spectator'] as Viewer[]) {
          expect(JSON.stringify(projectMatch(explorers, other, viewer)), `viewer ${viewer} at ${m.version} (${seed})`)
            .toBe(JSON.stringify(projectMatch(explorers, m, viewer)));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
    expect(changed).toBeGreaterThan(compared / 6);
  });
});
