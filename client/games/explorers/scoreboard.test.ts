import { describe, expect, it } from 'vitest';
import { createMatch, projectMatch, type Match } from '../../../engine/core/match.ts';
import { CONTENT } from '../../../engine/games/explorers/content/index.ts';
import { explorers } from '../../../engine/games/explorers/index.ts';
import { deciderHero } from '../../../engine/games/explorers/readings.ts';
import type { ExState, ExView } from '../../../engine/games/explorers/state.ts';
import { explorersScoreboard } from './scoreboard.ts';
import { addWords } from '../../words/say.ts';
import { explorersWords } from './words/index.ts';

// The game's words, as the registry adds them when its client loads.
addWords(explorersWords);

function start(options: unknown, seats: number): Match<ExState> {
  return createMatch(explorers, options, seats, 'scoreboard') as Match<ExState>;
}

describe('explorers scoreboard', () => {
  it("scoreboard: each seat shows its hero in the hero's colour, its health, and the seat whose hero decides", () => {
    const m = start({ heroes: ['xylia', 'klethor'], firstSeat: 0 }, 2);
    m.state.heroes[1]!.health = 2;
    const p = projectMatch(explorers, m, 'spectator');
    const v = p.view as ExView;
    const lines = [0, 1].map((seat) => explorersScoreboard(p, seat));
    expect(lines.map((l) => l.role)).toEqual([CONTENT.heroes.xylia.name, CONTENT.heroes.klethor.name]);
    expect(lines[0]!.color).toBe(CONTENT.heroes.xylia.color);
    expect(lines[1]!.score).toBe('♥ 2/5');
    const decider = deciderHero(v);
    expect(decider).not.toBeNull();
    expect(lines.map((l) => l.active)).toEqual([0, 1].map((seat) => v.heroes[decider!]!.seat === seat));
  });

  it('scoreboard: a knocked-down hero reads "down"; a solo seat shows both its heroes', () => {
    const m = start({ heroes: ['xylia', 'klethor'] }, 1);
    m.state.heroes[0]!.down = true;
    const p = projectMatch(explorers, m, 'spectator');
    const line = explorersScoreboard(p, 0);
    expect(line.role).toBe(`${CONTENT.heroes.xylia.name} & ${CONTENT.heroes.klethor.name}`);
    expect(line.color).toBeUndefined();
    expect(line.score).toBe(`down · ♥ ${m.state.heroes[1]!.health}/5`);
    expect(line.active).toBe(true);
  });

  it('scoreboard: nobody is marked once the expedition is over', () => {
    const m = start({ heroes: ['xylia', 'klethor'], firstSeat: 0 }, 2);
    m.state.result = { victory: true, reason: 'the boss fell' };
    const p = projectMatch(explorers, m, 'spectator');
    expect([0, 1].map((seat) => explorersScoreboard(p, seat).active)).toEqual([false, false]);
  });
});
