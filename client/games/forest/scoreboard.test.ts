import { describe, expect, it } from 'vitest';
import { createMatch, projectMatch, type Match } from '../../../engine/core/match.ts';
import { CONTENT, RULES } from '../../../engine/games/forest/content/index.ts';
import { forest } from '../../../engine/games/forest/index.ts';
import type { ForestState, ForestView } from '../../../engine/games/forest/state.ts';
import { forestScoreboard } from './scoreboard.ts';
import { addWords } from '../../words/say.ts';
import { forestWords } from './words/index.ts';

// The game's words, as its manifest adds them when its client loads.
addWords(forestWords);

function start(): Match<ForestState> {
  return createMatch(forest, {}, 2, 'scoreboard') as Match<ForestState>;
}

function lines(m: Match<ForestState>) {
  const p = projectMatch(forest, m, 'spectator');
  return { v: p.view as ForestView, lines: [0, 1].map((seat) => forestScoreboard(p, seat)) };
}

describe('forest scoreboard', () => {
  it("scoreboard: each traveller shows the round's map, renown and health, and the seat drawing now", () => {
    const m = start();
    m.state.travellers[1]!.renown = 6;
    m.state.travellers[1]!.health = 4;
    const { v, lines: l } = lines(m);
    expect(v.turn).not.toBeNull();
    expect(l.map((x) => x.role)).toEqual(v.travellers.map((t) => (t.map ? CONTENT.maps[t.map]!.name : undefined)));
    expect(l[0]!.role).toEqual(expect.any(String));
    expect(l[1]!.score).toBe(`★ 6 · ♥ 4/${RULES.health}`);
    expect(l.map((x) => x.active)).toEqual([0, 1].map((seat) => v.turn!.seat === seat));
  });

  it('scoreboard: a fallen traveller reads "fallen"; nobody is marked once the journey ends', () => {
    const m = start();
    m.state.travellers[0]!.phase = 'lost';
    expect(lines(m).lines[0]!.score).toBe(`★ ${m.state.travellers[0]!.renown} · fallen`);
    m.state.result = { winners: [1], reason: 'seat 2 has the most renown' };
    expect(lines(m).lines.map((x) => x.active)).toEqual([false, false]);
  });
});
