import { describe, expect, it } from 'vitest';
import { createMatch, projectMatch, type Match } from '../../../engine/core/match.ts';
import { delve } from '../../../engine/games/delve/index.ts';
import type { DelveState, DelveView } from '../../../engine/games/delve/state.ts';
import { delveScoreboard } from './scoreboard.ts';
import { addWords } from '../../words/say.ts';
import { delveWords } from './words/index.ts';

// The game's words, as its manifest adds them when its client loads.
addWords(delveWords);

function start(): Match<DelveState> {
  return createMatch(delve, { characters: ['warden', 'ranger'] }, 2, 'scoreboard') as Match<DelveState>;
}

function lines(m: Match<DelveState>) {
  const p = projectMatch(delve, m, 'spectator');
  return { v: p.view as DelveView, lines: [0, 1].map((seat) => delveScoreboard(p, seat)) };
}

describe('delve scoreboard', () => {
  it('scoreboard: each seat shows its character and health; at card selection, the seats still to choose', () => {
    const m = start();
    m.state.chars[1]!.health = 3;
    const { v, lines: l } = lines(m);
    expect(v.phase).toBe('select');
    expect(l.map((x) => x.role)).toEqual(v.chars.map((c) => c.name));
    expect(l[1]!.score).toBe(`♥ 3/${v.chars[1]!.maxHealth}`);
    expect(l.map((x) => x.active)).toEqual([true, true]);
    m.state.sealed.choices['0'] = { rest: true };
    expect(lines(m).lines.map((x) => x.active)).toEqual([false, true]);
  });

  it('scoreboard: an exhausted character reads "exhausted"; during turns only the acting seat is marked', () => {
    const m = start();
    m.state.chars[0]!.exhausted = true;
    m.state.phase = 'turns';
    m.state.turn = { seat: 1, stage: 'pick', used: [], doing: null, extraMove: 0, sharpen: 0 };
    const { lines: l } = lines(m);
    expect(l[0]!.score).toBe('exhausted');
    expect(l.map((x) => x.active)).toEqual([false, true]);
  });

  it('scoreboard: at cleanup, the seats still deciding a short rest; nobody once the scenario ends', () => {
    const m = start();
    m.state.phase = 'cleanup';
    m.state.cleanup = { waiting: [0], rests: {} };
    expect(lines(m).lines.map((x) => x.active)).toEqual([true, false]);
    m.state.result = { victory: false, reason: 'every character is exhausted' };
    expect(lines(m).lines.map((x) => x.active)).toEqual([false, false]);
  });
});
