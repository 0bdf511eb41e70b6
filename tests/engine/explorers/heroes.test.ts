import { describe, expect, it } from 'vitest';
import { explorers } from '../../../engine/games/explorers/index.ts';
import { beginTurn } from '../../../engine/games/explorers/flow.ts';
import { Rng, seedRng } from '../../../engine/core/rng.ts';
import { forcedDice } from '../../helpers/scripted-rng.ts';
import { act, edit, hero, putMonster, putTile, rejects, scene, texts, withDice } from '../../helpers/explorers.ts';

describe('EX heroes: special actions (seed 002, Heroes)', () => {
  it('EX Xylia 5+: thorns do not touch her this turn, but still touch her allies', () => {
    let m = scene(['xylia', 'klethor'], { moves: 1, s5: 1 });
    m = edit(m, (s) => { putTile(s, 'briar-lane', 1, 0, 90); s.heroes[1]!.at = '1,0'; });
    const a = withDice(m, 0, { t: 'move', dir: 'E' }, forcedDice());
    expect(texts(a.events)).toContain('Thorns do not touch Xylia (her 5+ action).');
    // Klethor moving in with her on his turn would roll; here only Xylia moved: no roll at all.
    expect(a.events.some((e) => e.kind === 'roll')).toBe(false);
  });

  it('EX Xylia 6: +1 to each of her combat dice for the whole turn', () => {
    const m = edit(scene(['xylia', 'klethor'], { s6: 1, mustFight: true }), (s) => { putMonster(s, '0,0', 'morel-1'); s.heroes[1]!.at = '1,0'; putTile(s, 'old-oak', 1, 0); });
    const f = withDice(m, 0, { t: 'fight', target: 0 }, forcedDice(3));
    const r = act(f.match, 0, { t: 'resolve' });
    expect(texts(r.events)).toContain('Xylia hits Bloated Morel: 3+1 ≥ 4.');
  });

  it('EX Klethor 5+: his armor die takes the next attack (no damage) and is discarded', () => {
    const m = edit(scene(['klethor', 'xylia'], { s5: 1, mustFight: true }), (s) => { putMonster(s, '0,0', 'morel-1'); s.heroes[1]!.at = '1,0'; putTile(s, 'old-oak', 1, 0); hero(s, 'klethor').orbs = 1; });
    const f = withDice(m, 0, { t: 'fight', target: 0 }, forcedDice(1));
    const r = act(f.match, 0, { t: 'resolve' });
    expect(hero(r.match.state, 'klethor')).toMatchObject({ health: 5, orbs: 0 }); // no damage; the penalty still applies
    expect(texts(r.events)).toContain("Klethor's armor die takes the attack of Bloated Morel and is discarded: no damage.");
    expect(r.match.state.turn?.s5).toBe(0);
  });

  it('EX Klethor 6: heroes on his tile — even knocked down — may move with him', () => {
    let m = scene(['klethor', 'xylia', 'bethras'], { moves: 1, s6: 1 });
    m = edit(m, (s) => { putTile(s, 'old-oak', 1, 0); const b = hero(s, 'bethras'); b.down = true; b.health = 0; });
    expect(explorers.prompts(m.state, 0).find((p) => p.key === 'move:E+')?.actions).toEqual([{ t: 'move', dir: 'E', with: ['xylia', 'bethras'] }]);
    const r = act(m, 0, { t: 'move', dir: 'E', with: ['bethras'] });
    expect([hero(r.match.state, 'klethor').at, hero(r.match.state, 'bethras').at, hero(r.match.state, 'xylia').at]).toEqual(['1,0', '1,0', '0,0']);
    expect(texts(r.events)).toContain('Klethor and Bethras move to Old Oak Crossing.');
    const plain = edit(m, (s) => { s.turn!.s6 = 0; });
    rejects(plain, 0, { t: 'move', dir: 'E', with: ['xylia'] }, 'explorers/cannot-carry');
  });

  it("EX Sha'Vi 5+: each standing hero on her tile regains 1 health; the die is discarded; no one gets up", () => {
    const m = edit(scene(['shavi', 'xylia', 'bethras'], { s5: 1 }), (s) => {
      hero(s, 'shavi').health = 3;
      hero(s, 'xylia').health = 4;
      const b = hero(s, 'bethras');
      b.down = true;
      b.health = 0;
    });
    const r = act(m, 0, { t: 'special', face: 5 });
    expect([hero(r.match.state, 'shavi').health, hero(r.match.state, 'xylia').health, hero(r.match.state, 'bethras').health]).toEqual([4, 5, 0]);
    expect(hero(r.match.state, 'bethras').down).toBe(true);
    rejects(r.match, 0, { t: 'special', face: 5 }, 'explorers/no-die');
  });

  it("EX Sha'Vi 6: the Frost marker — a frozen monster deals no damage or penalty after battles or retreats until her next turn", () => {
    const m = edit(scene(['shavi', 'xylia'], { s6: 1, mustFight: true, moves: 1 }), (s) => {
      putMonster(s, '0,0', 'morel-1');
      putTile(s, 'old-oak', 1, 0);
      hero(s, 'xylia').at = '1,0';
      hero(s, 'shavi').orbs = 2;
    });
    const frozen = act(m, 0, { t: 'special', face: 6, target: 0 }).match;
    expect(frozen.state.tiles['0,0']?.monsters?.[0]?.frost).toBe(true);
    const r = act(frozen, 0, { t: 'move', dir: 'E' });
    expect(hero(r.match.state, 'shavi')).toMatchObject({ health: 5, orbs: 2, at: '1,0' });
    expect(texts(r.events)).toContain('The frozen Bloated Morel does no damage and no penalty.');
    // Still frozen during Xylia's turn; it thaws when Sha'Vi's next turn begins.
    const next = act(r.match, 0, { t: 'end' }).match;
    expect(next.state.tiles['0,0']?.monsters?.[0]?.frost).toBe(true);
    const s = structuredClone(next.state);
    beginTurn({ s, rng: new Rng(seedRng('t')), ev: [] }, 0);
    expect(s.tiles['0,0']?.monsters?.[0]?.frost).toBe(false);
  });

  it("EX Sha'Vi 6: may freeze the monster right after losing to it, cancelling that battle's damage and penalty", () => {
    const m = edit(scene(['shavi', 'xylia'], { s6: 1, mustFight: true }), (s) => {
      putMonster(s, '0,0', 'morel-1');
      putTile(s, 'old-oak', 1, 0);
      hero(s, 'xylia').at = '1,0';
    });
    const f = withDice(m, 0, { t: 'fight', target: 0 }, forcedDice(1));
    const lost = act(f.match, 0, { t: 'resolve' }).match;
    expect(explorers.prompts(lost.state, 0).map((p) => p.key)).toEqual(['frost:yes', 'frost:no']);
    const r = act(lost, 0, { t: 'frost', freeze: true });
    expect(hero(r.match.state, 'shavi').health).toBe(5);
    expect(r.match.state.turn?.s6).toBe(0);
    const took = act(lost, 0, { t: 'frost', freeze: false });
    expect(hero(took.match.state, 'shavi').health).toBe(3);
  });

  it('EX Bethras 5+: removes a Poison or Thorns marker from a hero on his tile', () => {
    const m = edit(scene(['bethras', 'xylia'], { s5: 1 }), (s) => { hero(s, 'xylia').poison = true; hero(s, 'xylia').thorns = true; });
    rejects(m, 0, { t: 'special', face: 5, hero: 'bethras', marker: 'poison' }, 'explorers/no-marker');
    const r = act(m, 0, { t: 'special', face: 5, hero: 'xylia', marker: 'poison' });
    expect(hero(r.match.state, 'xylia')).toMatchObject({ poison: false, thorns: true });
    expect(texts(r.events)).toEqual(["Bethras removes Xylia's Poison marker."]);
  });

  it('EX Bethras 6: one extra combat die per die on the space (up to 4) in his next battle, then discarded', () => {
    const m = edit(scene(['bethras', 'xylia'], { s6: 2, mustFight: true }), (s) => { putMonster(s, '0,0', 'morel-1'); putMonster(s, '0,0', 'morel-2'); hero(s, 'xylia').at = '1,0'; putTile(s, 'old-oak', 1, 0); });
    const f = withDice(m, 0, { t: 'fight', target: 0 }, forcedDice(4, 4, 1));
    expect(f.match.state.battle?.dice.map((d) => d.id)).toEqual(['combat-1', 'combat-2', 'combat-3']);
    const r = act(f.match, 0, { t: 'resolve' });
    expect(r.match.state.turn?.s6).toBe(0);
    const g = withDice(r.match, 0, { t: 'fight', target: 0 }, forcedDice(4));
    expect(g.match.state.battle?.dice.map((d) => d.id)).toEqual(['combat-1']);
  });
});

describe('EX heroes: Powers (seed 002, 2c; stand-ins where the seed is WIP)', () => {
  it('EX powers: spend 3 orbs for the first Power, then 5 for the second', () => {
    let m = edit(scene(['bethras', 'xylia']), (s) => { hero(s, 'bethras').orbs = 7; });
    m = act(m, 0, { t: 'unlock' }).match;
    expect(hero(m.state, 'bethras')).toMatchObject({ powers: 1, orbs: 4 });
    rejects(m, 0, { t: 'unlock' }, 'explorers/no-orbs');
    m = edit(m, (s) => { hero(s, 'bethras').orbs = 5; });
    const r = act(m, 0, { t: 'unlock' });
    expect(hero(r.match.state, 'bethras')).toMatchObject({ powers: 2, orbs: 0 });
    expect(texts(r.events)[0]).toMatch(/^Bethras spends 5 orbs and unlocks Thick Hide/);
    rejects(r.match, 0, { t: 'unlock' }, 'explorers/all-unlocked');
  });

  it('EX powers: Xylia\'s Far Sight — she helps from an adjacent connected tile, takes no damage, gets no reward', () => {
    const m = edit(scene(['bethras', 'xylia'], { mustFight: true }), (s) => {
      putMonster(s, '0,0', 'knight-1');
      putTile(s, 'old-oak', 1, 0);
      const x = hero(s, 'xylia');
      x.at = '1,0';
      x.powers = 2;
    });
    const f = withDice(m, 0, { t: 'fight', target: 0 }, forcedDice(1, 1));
    expect(f.match.state.battle).toMatchObject({ heroes: [0], far: [1] });
    expect(f.match.state.battle?.dice.map((d) => d.id)).toEqual(['combat-1', 'combat-xylia-1']);
    const r = act(f.match, 0, { t: 'resolve' });
    expect(hero(r.match.state, 'xylia').health).toBe(5);
  });

  it("EX powers: Klethor's Battle Rhythm rerolls his missed dice once per battle, from his own seat as an ally", () => {
    const m = edit(scene(['bethras', 'klethor'], { mustFight: true }), (s) => { putMonster(s, '0,0', 'morel-1'); hero(s, 'klethor').powers = 1; });
    const f = withDice(m, 0, { t: 'fight', target: 0 }, forcedDice(5, 2));
    expect(explorers.prompts(f.match.state, 1).map((p) => p.key)).toEqual(['rhythm']);
    const r = withDice(f.match, 1, { t: 'rhythm' }, forcedDice(6));
    expect(r.match.state.battle?.dice.find((d) => d.id === 'combat-klethor-1')?.v).toBe(6);
    rejects(r.match, 1, { t: 'rhythm' }, 'explorers/used');
    rejects(r.match, 1, { t: 'resolve' }, 'explorers/not-your-turn');
  });

  it("EX powers: Klethor's Warlord rolls one more combat die in every battle", () => {
    const m = edit(scene(['klethor', 'xylia'], { mustFight: true }), (s) => { putMonster(s, '0,0', 'morel-1'); hero(s, 'klethor').powers = 2; hero(s, 'xylia').at = '1,0'; putTile(s, 'old-oak', 1, 0); });
    const f = withDice(m, 0, { t: 'fight', target: 0 }, forcedDice(1, 1));
    expect(f.match.state.battle?.dice.map((d) => d.id)).toEqual(['combat-1', 'combat-2']);
  });

  it("EX powers: Sha'Vi's Frost Bite (+1 on the blue die) and Deep Bond (summon with one die)", () => {
    const m = edit(scene(['shavi', 'xylia'], { stage: 'assign', dice: [{ v: 1, space: null }, { v: 2, space: null }, { v: 3, space: null }, { v: 3, space: null }] }), (s) => { hero(s, 'shavi').powers = 2; });
    rejects(m, 0, { t: 'summon', dice: [0, 1] }, 'explorers/bad-dice');
    const x = act(m, 0, { t: 'summon', dice: [0] }).match;
    expect(x.state.turn?.power).toBe('blue');
    const fightM = edit(x, (s) => { s.turn = { ...s.turn!, stage: 'act', mustFight: true }; putMonster(s, '0,0', 'morel-1'); hero(s, 'xylia').at = '1,0'; putTile(s, 'old-oak', 1, 0); });
    const f = withDice(fightM, 0, { t: 'fight', target: 0 }, forcedDice(1, 3));
    const r = act(f.match, 0, { t: 'resolve' });
    expect(texts(r.events)).toContain("Sha'Vi hits Bloated Morel: blue 3+1 = 4 ≥ 4.");
  });

  it("EX powers: Bethras's Iron Gut (never poisoned) and Thick Hide (1 less damage per attack)", () => {
    const m = edit(scene(['bethras', 'xylia'], { mustFight: true }), (s) => { putMonster(s, '0,0', 'adder-1'); hero(s, 'bethras').powers = 2; hero(s, 'xylia').at = '1,0'; putTile(s, 'old-oak', 1, 0); });
    const f = withDice(m, 0, { t: 'fight', target: 0 }, forcedDice(1));
    const r = act(f.match, 0, { t: 'resolve' });
    expect(hero(r.match.state, 'bethras')).toMatchObject({ health: 5, poison: false });
    expect(texts(r.events)).toContain("Bethras's armor stops the attack of Moss Adder.");
    expect(texts(r.events)).toContain('Bethras shrugs off the poison (Iron Gut).');
  });
});
