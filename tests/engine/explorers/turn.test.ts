import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../helpers/scripted-rng.ts';
import { act, edit, hero, rejects, rolls, scene, texts, withDice } from '../../helpers/explorers.ts';
import type { HeroDie } from '../../../engine/games/explorers/state.ts';

const dice = (...v: number[]): HeroDie[] => v.map((x) => ({ v: x, space: null }));

describe("EX a hero's turn (seed 002, 2a)", () => {
  it('EX turn: poison bites first (−1 health) and activatable cards turn face up before the roll', () => {
    let m = scene(['bethras', 'xylia']);
    m = edit(m, (s) => {
      const x = hero(s, 'xylia');
      x.poison = true;
      x.loot = [{ card: 'boots-1', up: false }];
    });
    const { match, events } = act(m, 0, { t: 'end' });
    const x = hero(match.state, 'xylia');
    expect(x.health).toBe(4);
    expect(x.loot[0]?.up).toBe(true);
    expect(texts(events)).toContain('Xylia loses 1 health (poison).');
    expect(match.state.turn).toMatchObject({ hero: 1, stage: 'roll' });
  });

  it('EX turn: roll the 4 hero dice (red, ids hero-1..hero-4) as one roll event', () => {
    const m = scene(['bethras', 'xylia'], { stage: 'roll' });
    const { match, events } = withDice(m, 0, { t: 'roll' }, forcedDice(1, 3, 4, 6));
    expect(match.state.turn?.dice.map((d) => d.v)).toEqual([1, 3, 4, 6]);
    const labels = ['1', '2', '3', '4', '5', '6'];
    expect(rolls(events)[0]).toEqual([1, 3, 4, 6].map((value, i) => ({ id: `hero-${i + 1}`, sides: 6, value, label: String(value), labels, color: '#c0392b' })));
    expect(match.state.turn?.stage).toBe('reroll');
    expect(match.state.dice['hero-4']).toBe(6);
  });

  it('EX turn: reroll some dice once, keeping at least one from the first roll', () => {
    const m = scene(['bethras', 'xylia'], { stage: 'reroll', dice: dice(1, 3, 4, 4) });
    rejects(m, 0, { t: 'reroll', dice: [0, 1, 2, 3] }, 'explorers/bad-action');
    rejects(m, 0, { t: 'reroll', dice: [1, 1] }, 'explorers/bad-dice');
    const three = edit(m, (s) => { s.turn!.dice = dice(1, 3, 4); });
    rejects(three, 0, { t: 'reroll', dice: [0, 1, 2] }, 'explorers/keep-one');
    const { match, events } = withDice(m, 0, { t: 'reroll', dice: [0, 1, 3] }, forcedDice(1, 1, 6));
    expect(match.state.turn?.dice.map((d) => d.v)).toEqual([1, 1, 4, 6]);
    expect(rolls(events)[0]?.map((d) => d.id)).toEqual(['hero-1', 'hero-2', 'hero-4']);
    expect(match.state.turn?.stage).toBe('assign');
    rejects(match, 0, { t: 'reroll', dice: [0] }, 'explorers/wrong-step');
  });

  it('EX turn: kept dice go on matching spaces — Movement 1–3, Concentration 4+, 5+ and 6 specials, with capacities', () => {
    const m = scene(['bethras', 'xylia'], { stage: 'assign', dice: dice(2, 4, 5, 6) });
    rejects(m, 0, { t: 'assign', die: 0, space: 'focus' }, 'explorers/wrong-space');
    rejects(m, 0, { t: 'assign', die: 1, space: 'move' }, 'explorers/wrong-space');
    rejects(m, 0, { t: 'assign', die: 1, space: 's5' }, 'explorers/wrong-space');
    rejects(m, 0, { t: 'assign', die: 2, space: 's6' }, 'explorers/wrong-space');
    let x = act(m, 0, { t: 'assign', die: 2, space: 's5' }).match; // Bethras: 5+ space holds one die
    rejects(x, 0, { t: 'assign', die: 3, space: 's5' }, 'explorers/space-full');
    rejects(x, 0, { t: 'assign', die: 2, space: 'focus' }, 'explorers/die-placed');
    x = act(x, 0, { t: 'assign', die: 0, space: 'move' }).match;
    x = act(x, 0, { t: 'assign', die: 1, space: 'focus' }).match;
    x = act(x, 0, { t: 'assign', die: 3, space: 's6' }).match;
    expect(x.state.turn).toMatchObject({ stage: 'act', moves: 1, focus: 1, s5: 1, s6: 1 });
  });

  it('EX turn: Summoning takes any two dice for the hero\'s own power die this turn', () => {
    const m = scene(['bethras', 'xylia'], { stage: 'assign', dice: dice(1, 6, 3, 3) });
    rejects(m, 0, { t: 'summon', dice: [0] }, 'explorers/bad-dice');
    const x = act(m, 0, { t: 'summon', dice: [0, 1] }).match;
    expect(x.state.turn?.power).toBe('orange');
    expect(x.state.turn?.dice.map((d) => d.space)).toEqual(['summon', 'summon', null, null]);
    rejects(x, 0, { t: 'summon', dice: [2, 3] }, 'explorers/already-summoned');
  });

  it('EX turn: ready leaves the other dice unused; the hero then acts in any order', () => {
    const m = scene(['bethras', 'xylia'], { stage: 'assign', dice: dice(1, 2, 3, 4) });
    const x = act(act(m, 0, { t: 'assign', die: 0, space: 'move' }).match, 0, { t: 'ready' });
    expect(x.match.state.turn).toMatchObject({ stage: 'act', moves: 1 });
    expect(texts(x.events)).toContain('Bethras leaves 3 dice unused.');
  });

  it('EX turn: Concentration gives 1 orb per die at the end of the turn, not before', () => {
    const m = scene(['bethras', 'xylia'], { stage: 'assign', dice: dice(4, 5, 1, 1) });
    let x = act(m, 0, { t: 'assign', die: 0, space: 'focus' }).match;
    x = act(x, 0, { t: 'assign', die: 1, space: 'focus' }).match;
    x = act(x, 0, { t: 'ready' }).match;
    expect(hero(x.state, 'bethras').orbs).toBe(0);
    rejects(x, 0, { t: 'unlock' }, 'explorers/no-orbs');
    const { match, events } = act(x, 0, { t: 'end' });
    expect(hero(match.state, 'bethras').orbs).toBe(2);
    expect(texts(events)).toContain('Bethras gains 2 orbs from Concentration.');
  });

  it('EX turn: a Thorns marker means one hero die fewer, then it is discarded', () => {
    let m = scene(['bethras', 'xylia']);
    m = edit(m, (s) => { hero(s, 'xylia').thorns = true; });
    m = act(m, 0, { t: 'end' }).match;
    const r = withDice(m, 1, { t: 'roll' }, forcedDice(2, 2, 2));
    expect(r.match.state.turn?.dice).toHaveLength(3);
    const done = act(act(r.match, 1, { t: 'keep' }).match, 1, { t: 'ready' }).match;
    const after = act(done, 1, { t: 'end' }).match;
    expect(hero(after.state, 'xylia').thorns).toBe(false);
  });

  it('EX turn: only the seat whose decision it is may act (explorers/not-your-turn)', () => {
    const m = scene(['bethras', 'xylia'], { stage: 'roll' });
    const err = rejects(m, 1, { t: 'roll' }, 'explorers/not-your-turn');
    expect(err.message).toBe("It is Seat 1's decision now.");
    rejects(m, 0, { t: 'end' }, 'explorers/wrong-step');
    rejects(m, 0, { t: 'fly' }, 'explorers/bad-action');
  });
});
