/**
 * DESIGN §2.3 for every game at byte level: each module's `scramble` rearranges what a
 * viewer may not see, and that viewer's whole projection (view, table, prompts, status,
 * log) must stay byte-identical — while the state itself does change. Undo trusts the
 * same function to find out whether an action showed anyone something (engine/core/undo.ts).
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, projectMatch, type Match } from '../../engine/core/match.ts';
import type { AnyGameModule } from '../../engine/core/module.ts';
import { isRuleError } from '../../engine/core/result.ts';
import { Rng, seedRng } from '../../engine/core/rng.ts';
import type { Viewer } from '../../engine/core/types.ts';
import { games } from '../../engine/games/registry.ts';
import { duel } from '../helpers/duel.ts';
import { choose, picker } from '../room/random-play.ts';

interface Case { name: string; module: AnyGameModule; seats: number; options: unknown }

/** Every game at its smallest table, and the tables whose secrets only show with more seats (Root with all four factions). */
const CASES: Case[] = [
  ...[...Object.values(games), duel].map((module) => ({ name: module.id, module, seats: Math.max(2, module.minSeats), options: {} })),
  { name: 'root, four factions', module: games.root!, seats: 4, options: { factions: ['clergy', 'legion', 'duchy', 'corvids'] } },
];

function viewers(m: Match): Viewer[] {
  return [...Array.from({ length: m.seats }, (_, i) => i), 'spectator'];
}

describe('every game: scramble hides nothing a viewer may see', () => {
  for (const { name, module, seats, options } of CASES) {
    it(`${name}: projections of a scrambled state are byte-identical for that viewer`, () => {
      const shuffler = new Rng(seedRng(`scramble:${name}`));
      const pick = picker(`scramble:${name}`);
      let m = createMatch(module, options, seats, `scramble-${name}`) as Match;
      // The duel is short: check it after every action.
      const every = module === duel ? 1 : 6;
      let compared = 0;
      let changed = 0;
      for (let i = 0; i < 240 && !module.status(m.state).over; i++) {
        const choice = choose(seats, (seat) => module.prompts(m.state, seat), pick);
        if (!choice) break;
        const r = applyAction(module, m, choice.seat, choice.action);
        if (isRuleError(r)) throw new Error(`${module.id}: ${r.code} ${r.message}`);
        m = r.match;
        if (i % every !== 0) continue;
        for (const viewer of viewers(m)) {
          const before = JSON.stringify(m.state);
          const other: Match = { ...m, state: module.scramble(structuredClone(m.state), viewer, shuffler) };
          expect(JSON.stringify(m.state), 'scramble works on its copy').toBe(before);
          if (JSON.stringify(other.state) !== before) changed++;
          expect(JSON.stringify(projectMatch(module, other, viewer)), `${module.id} viewer ${viewer} at ${m.version}`)
            .toBe(JSON.stringify(projectMatch(module, m, viewer)));
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(20);
      expect(changed, 'the scramble rearranges something').toBeGreaterThan(compared / 4);
    });
  }
});
