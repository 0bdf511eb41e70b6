import { describe, expect, it } from 'vitest';
import { createMatch, projectMatch, type Match } from '../../engine/core/match.ts';
import { projectCaster } from '../../engine/core/caster.ts';
import { isRuleError } from '../../engine/core/result.ts';
import { getGame } from '../../engine/games/registry.ts';
import type { RootState } from '../../engine/games/root/state.ts';
import { clearingDef } from '../../engine/games/root/data/autumn-map.ts';
import { cardDef } from '../../engine/games/root/data/base-deck.ts';
import { rootCasterNotes } from '../games/root/caster-notes.ts';
import { sandboxCasterNotes } from '../games/sandbox/caster-notes.ts';
import { rootScoreboard } from '../games/root/scoreboard.ts';
import { hiddenInfo } from './hidden.ts';
import { seatLines } from './seat-lines.ts';
import { addWords } from '../words/say.ts';
import { sandboxWords } from '../games/sandbox/words/index.ts';
import { rootWords } from '../games/root/words/index.ts';

// The games' words, as their manifests add them when their clients load.
addWords(sandboxWords);
addWords(rootWords);

const seats = [
  { seat: 0, name: 'Ana', color: '#c0392b', occupied: true, connected: true },
  { seat: 1, name: '', color: '#2e6fd8', occupied: false, connected: false },
];

function match(id: string): Match {
  const m = createMatch(getGame(id)!, {}, 2, 'hidden-seed');
  if (isRuleError(m)) throw new Error(m.message);
  return m;
}

describe('caster view: what players keep hidden', () => {
  it('cast: a spectator projection shows nothing hidden, whatever the page asks', () => {
    const m = match('root');
    expect(hiddenInfo(projectMatch(getGame('root')!, m, 'spectator'), seats, rootCasterNotes)).toBeNull();
    expect(hiddenInfo(null, seats)).toBeNull();
  });

  it('cast: every seat\'s hand by name, from that seat\'s own sight', () => {
    const m = match('root');
    const info = hiddenInfo(projectCaster(getGame('root')!, m), seats, rootCasterNotes)!;
    const state = m.state as RootState;
    expect(info.seats.map((s) => s.name)).toEqual(['Ana', 'Seat 2']);
    for (const s of info.seats) expect(s.hand).toHaveLength(state.players[s.seat]!.hand.length);
    expect(info.seats[0]!.hand.length).toBeGreaterThan(0);
  });

  it('cast: each seat\'s dot has the colour the scoreboard shows for it, and three bots are told apart by name', () => {
    const m = createMatch(getGame('root')!, { factions: ['clergy', 'legion', 'duchy', 'corvids'] }, 4, 'hidden-colours');
    if (isRuleError(m)) throw new Error(m.message);
    const p = projectCaster(getGame('root')!, m);
    const palette = ['#c0392b', '#2e6fd8', '#27ae60', '#8e44ad'];
    const bots = palette.map((color, seat) => ({ seat, name: seat === 0 ? 'Ana' : `Seat ${seat + 1} bot`, color, occupied: true, connected: true, ...(seat > 0 ? { bot: 'search' } : {}) }));
    const info = hiddenInfo(p, bots, rootCasterNotes, rootScoreboard)!;
    const board = seatLines(p, bots, rootScoreboard);
    expect(info.seats.map((s) => s.color)).toEqual(board.map((l) => l.color));
    // The factions' own colours, not the seats' palette.
    expect(info.seats.map((s) => s.color)).not.toEqual(palette);
    expect(new Set(info.seats.map((s) => s.name)).size).toBe(4);
  });

  it('cast: Root\'s draw pile shows its next five cards, top first, and a face-down token names its clearing', () => {
    const m = match('root');
    const base = projectCaster(getGame('root')!, m);
    const state = structuredClone(m.state) as RootState;
    state.map[4]!.tokens.push({ seat: 1, kind: 'bomb', faceDown: true });
    const p = { ...base, caster: { ...base.caster, state } };
    const next = state.deck.slice(-5).reverse().map((k) => cardDef(k).name);
    expect(rootCasterNotes(p, null)).toEqual([`Draw pile (${state.deck.length}), next: ${next.join(', ')}`]);
    expect(rootCasterNotes(p, 1)).toEqual([`Face down: bomb in ${clearingDef(state.map[4]!.id).name}`]);
    expect(rootCasterNotes(p, 0)).toEqual([]);
  });

  it('cast: the free table shows each deck\'s next cards and what each bag holds', () => {
    const m = match('sandbox');
    const notes = sandboxCasterNotes(projectCaster(getGame('sandbox')!, m), null);
    expect(notes.some((n) => / \(\d+\), next: /.test(n))).toBe(true);
    expect(notes.some((n) => / holds \d+/.test(n))).toBe(true);
    expect(sandboxCasterNotes(projectCaster(getGame('sandbox')!, m), 0)).toEqual([]);
  });
});
