import { describe, expect, it } from 'vitest';
import { explorers } from '../../../engine/games/explorers/index.ts';
import { forcedDice } from '../../helpers/scripted-rng.ts';
import { act, edit, hero, putTile, rejects, scene, texts, withDice } from '../../helpers/explorers.ts';

describe('EX movement (seed 002, Movement)', () => {
  it('EX movement: each movement die moves the hero to an adjacent tile along a connected path', () => {
    let m = scene(['bethras', 'xylia'], { moves: 2 });
    m = edit(m, (s) => { putTile(s, 'old-oak', 1, 0); putTile(s, 'warm-hearth', 2, 0); });
    const a = act(m, 0, { t: 'move', dir: 'E' });
    expect(hero(a.match.state, 'bethras').at).toBe('1,0');
    expect(texts(a.events)).toContain('Bethras moves to Old Oak Crossing.');
    const b = act(a.match, 0, { t: 'move', dir: 'E' }).match;
    expect(hero(b.state, 'bethras').at).toBe('2,0');
    rejects(b, 0, { t: 'move', dir: 'W' }, 'explorers/no-moves');
  });

  it('EX movement: no move where the paths do not meet or no tile lies', () => {
    let m = scene(['bethras', 'xylia'], { moves: 1 });
    m = edit(m, (s) => { putTile(s, 'fallen-log', 1, 0, 0); }); // N–S path: its west side is blank
    rejects(m, 0, { t: 'move', dir: 'E' }, 'explorers/no-path');
    rejects(m, 0, { t: 'move', dir: 'N' }, 'explorers/no-path');
  });

  it('EX movement: entering a tile applies its effects at once (an Event marker is drawn)', () => {
    let m = scene(['bethras', 'xylia'], { moves: 1 });
    m = edit(m, (s) => {
      putTile(s, 'whisper-glade', 1, 0, 90, { event: true, visited: undefined });
      s.piles.events = ['windfall'];
    });
    const { match, events } = act(m, 0, { t: 'move', dir: 'E' });
    expect(match.state.tiles['1,0']?.event).toBeUndefined();
    expect(hero(match.state, 'bethras').orbs).toBe(2);
    expect(texts(events)).toContain('Bethras draws the event Windfall: Gain 2 orbs.');
    expect(match.state.piles.eventDiscard).toEqual(['windfall']);
  });

  it('EX movement: High-Risk Exploration lays a tile connected to the hero\'s tile, moves onto it, +1 orb', () => {
    let m = scene(['bethras', 'xylia'], { moves: 1 });
    m = edit(m, (s) => { s.piles.tiles = ['boss', 'fallen-log']; });
    rejects(m, 0, { t: 'explore', dir: 'E', with: ['xylia'] }, 'explorers/cannot-carry');
    const a = act(m, 0, { t: 'explore', dir: 'E' });
    expect(a.match.state.turn?.placing).toMatchObject({ tile: 'fallen-log', col: 1, row: 0 });
    const prompts = explorers.prompts(a.match.state, 0);
    expect(prompts.map((p) => p.key)).toEqual(['place']);
    expect(prompts[0]?.actions).toEqual([{ t: 'place', x: 1, y: 0, rotation: 90 }, { t: 'place', x: 1, y: 0, rotation: 270 }]);
    rejects(a.match, 0, { t: 'place', x: 1, y: 0, rotation: 0 }, 'explorers/illegal-placement');
    rejects(a.match, 0, { t: 'place', x: 2, y: 0, rotation: 90 }, 'explorers/illegal-placement');
    const b = act(a.match, 0, { t: 'place', x: 1, y: 0, rotation: 90 });
    expect(hero(b.match.state, 'bethras')).toMatchObject({ at: '1,0', orbs: 1 });
    expect(texts(b.events)).toContain('Bethras gains 1 orb for the High-Risk Exploration.');
    expect(b.match.state.turn).toMatchObject({ moves: 0, explored: 1 });
  });

  it('EX movement: a tile of the pile that cannot connect there goes back under it', () => {
    // The explorer stands in a corner whose only open path leads into a sealed cell: a forest
    // tile there would close the forest while the Boss tile is in the pile, so it goes under.
    let m = scene(['bethras', 'xylia'], { moves: 1 });
    m = edit(m, (s) => {
      s.tiles = {};
      putTile(s, 'mushroom-ring', -3, -2, 270);
      putTile(s, 'misty-bend', -2, -3, 270);
      for (const h of s.heroes) h.at = '-3,-2';
      s.piles.tiles = ['boss', 'old-oak'];
    });
    const a = act(m, 0, { t: 'explore', dir: 'N' });
    expect(a.match.state.turn?.placing).toMatchObject({ tile: 'boss', col: -3, row: -3 });
    expect(a.match.state.piles.tiles).toEqual(['old-oak']);
    expect(texts(a.events)).toContain('Old Oak Crossing cannot connect there and goes back under the pile.');
  });

  it('EX movement: an immobilized hero cannot move or explore', () => {
    let m = scene(['bethras', 'xylia'], { moves: 2, immobile: true });
    m = edit(m, (s) => { putTile(s, 'old-oak', 1, 0); });
    rejects(m, 0, { t: 'move', dir: 'E' }, 'explorers/immobilized');
    rejects(m, 0, { t: 'explore', dir: 'N' }, 'explorers/immobilized');
  });

  it('EX movement: thorns are rolled on entering; a 2 immobilizes for the rest of the turn', () => {
    let m = scene(['bethras', 'xylia'], { moves: 2 });
    m = edit(m, (s) => { putTile(s, 'briar-lane', 1, 0, 90); putTile(s, 'old-oak', 2, 0); });
    const { match, events } = withDice(m, 0, { t: 'move', dir: 'E' }, forcedDice(2));
    expect(match.state.turn?.immobile).toBe(true);
    expect(texts(events)).toContain('The thorns roll 2 for Bethras. Caught: immobilized for the rest of the turn.');
    expect(events.find((e) => e.kind === 'roll')?.data).toMatchObject({ dice: [{ id: 'event-2', value: 2 }] });
    rejects(match, 0, { t: 'move', dir: 'E' }, 'explorers/immobilized');
  });
});
