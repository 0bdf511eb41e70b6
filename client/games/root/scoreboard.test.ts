import { describe, expect, it } from 'vitest';
import { createMatch, projectMatch, type Match } from '../../../engine/core/match.ts';
import { root, type RootState, type RootView } from '../../../engine/games/root/index.ts';
import { rootScoreboard } from './scoreboard.ts';
import { addWords } from '../../words/say.ts';
import { rootWords } from './words/index.ts';

// The words Root's client loads with it (manifest.ts): these tests read them in English.
addWords(rootWords);

function start(options: unknown): Match<RootState> {
  return createMatch(root, options, 2, 'scoreboard') as Match<RootState>;
}

function spectator(m: Match<RootState>) {
  const p = projectMatch(root, m, 'spectator');
  return { p, v: p.view as RootView };
}

describe('root scoreboard', () => {
  it('scoreboard: each seat shows its faction in its colour, its VP, and the seat deciding now', () => {
    const m = start({ factions: ['clergy', 'legion'] });
    m.state.players[1]!.vp = 12;
    const { p, v } = spectator(m);
    const lines = [0, 1].map((seat) => rootScoreboard(p, seat));
    expect(lines.map((l) => [l.role, l.color, l.score])).toEqual(v.seats.map((s) => [s.name, s.color, `${s.vp} VP`]));
    expect(lines[1]!.score).toBe('12 VP');
    expect(lines.map((l) => l.role)).toEqual(['Honeycomb Clergy', 'Queenless Legion']);
    expect(lines[0]!.color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(lines[0]!.color).not.toBe(lines[1]!.color);
    expect(lines.filter((l) => l.active).length).toBe(1);
    expect(lines[v.decision.seat]!.active).toBe(true);
  });

  it('scoreboard: a seat playing a dominance card shows it instead of its VP', () => {
    const m = start({ factions: ['clergy', 'legion'] });
    m.state.players[0]!.dominance = 'fox-dominance';
    const { p } = spectator(m);
    expect(rootScoreboard(p, 0).score).toBe('Fox dominance');
  });

  it('scoreboard: a seat still to pick its faction at the table shows no faction', () => {
    const { p, v } = spectator(start({ factions: ['pick', 'pick'] }));
    expect(v.picks?.seats.length).toBe(2);
    const line = rootScoreboard(p, 0);
    expect(line.role).toBeUndefined();
    expect(line.color).toBeUndefined();
    expect(line.score).toBe('0 VP');
  });

  it('scoreboard: nobody is marked once the game is won', () => {
    const m = start({ factions: ['clergy', 'legion'] });
    m.state.winners = [1];
    const { p } = spectator(m);
    expect([0, 1].map((seat) => rootScoreboard(p, seat).active)).toEqual([false, false]);
  });
});
