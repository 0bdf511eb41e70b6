/**
 * GameModule.headline: a game that words its status headline again from a viewer's view
 * must give back exactly the status's headline, for every viewer, whenever it gives back
 * anything (the room leaves the headline out only when it does, and the client puts it
 * back with the same function). Played on random games of every game that has one, to
 * the end.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, projectView, type Match } from '../../engine/core/match.ts';
import { act } from '../../engine/core/undo.ts';
import type { AnyGameModule } from '../../engine/core/module.ts';
import { isRuleError } from '../../engine/core/result.ts';
import type { Viewer } from '../../engine/core/types.ts';
import { games } from '../../engine/games/registry.ts';
import { choose, picker } from '../room/random-play.ts';

const CASES: Array<{ name: string; module: AnyGameModule; seats: number; options: unknown }> = [
  { name: 'root, four factions', module: games.root!, seats: 4, options: { factions: ['clergy', 'legion', 'duchy', 'corvids'] } },
  { name: 'root, factions picked at the table', module: games.root!, seats: 2, options: {} },
  { name: 'explorers', module: games.explorers!, seats: 3, options: {} },
];

describe('headline words the status headline exactly, from any viewer\'s view', () => {
  it('every game in the registry with a headline is checked here', () => {
    const withHeadline = Object.values(games).filter((g) => g.headline).map((g) => g.id).sort();
    expect([...new Set(CASES.map((c) => c.module.id))].sort()).toEqual(withHeadline);
  });

  for (const { name, module, seats, options } of CASES) {
    it(`${name}: the headline after every action, for every seat and a spectator`, () => {
      const pick = picker(`headline:${name}`);
      let m = createMatch(module, options, seats, `headline-${name}`) as Match;
      const viewers: Viewer[] = [...Array.from({ length: seats }, (_, i) => i), 'spectator'];
      let worded = 0;
      let versions = 0;
      for (let i = 0; i < 3000 && !module.status(m.state).over; i++) {
        const choice = choose(seats, (seat) => module.prompts(m.state, seat), pick);
        if (!choice) break;
        const r = act(module, m, choice.seat, choice.action);
        if (isRuleError(r)) throw new Error(`${module.id}: ${r.code} ${r.message}`);
        m = r.match;
        versions++;
        const headline = module.status(m.state).headline;
        for (const viewer of viewers) {
          const text = module.headline!(projectView(module, m, viewer).view);
          if (text === undefined) continue;
          expect(text, `${name} v${m.version} for ${String(viewer)}`).toBe(headline);
          worded++;
        }
      }
      // Worded for (nearly) every viewer after (nearly) every action: the bytes it saves are real.
      expect(worded).toBeGreaterThan(0.9 * versions * viewers.length);
    });
  }
});
