import { describe, expect, it } from 'vitest';
import { explorers } from '../../../engine/games/explorers/index.ts';
import { forcedDice } from '../../helpers/scripted-rng.ts';
import { act, edit, hero, putMonster, putTile, rejects, rolls, scene, texts, withDice, type M } from '../../helpers/explorers.ts';
import type { HeroId } from '../../../engine/games/explorers/state.ts';

/** The Boss revealed on the tile east of the start, the given heroes on it, hero 0 to fight. */
function bossScene(boss: string, heroes: HeroId[] = ['bethras', 'xylia'], threat = 0, leaf = 0): M {
  return edit(scene(heroes, { mustFight: true }), (s) => {
    putTile(s, 'boss', 1, 0, 0, { boss: { b: boss, up: true, leaf } });
    for (const h of s.heroes) h.at = '1,0';
    s.threat = threat;
  });
}

describe('EX bosses (seed 002, Combat (Bosses))', () => {
  it('EX boss: monsters on the Boss tile are fought first', () => {
    const m = edit(bossScene('bone-lord'), (s) => { putMonster(s, '1,0', 'puffcap-1'); });
    expect(explorers.prompts(m.state, 0).map((p) => p.key)).toEqual(['fight:0']);
    rejects(m, 0, { t: 'fight', target: 'boss' }, 'explorers/wrong-target');
  });

  it('EX boss: the threat rises by 1 after each player\'s turn and by 1 after each round', () => {
    let m = edit(bossScene('bone-lord'), (s) => { s.turn!.mustFight = false; });
    let r = act(m, 0, { t: 'end' });
    expect(r.match.state.threat).toBe(1);
    expect(texts(r.events)).toContain("The threat rises to 2 of 16 (Bethras's turn is over).");
    m = edit(r.match, (s) => { s.turn = { ...s.turn!, stage: 'act', mustFight: false }; });
    r = act(m, 1, { t: 'end' });
    expect(r.match.state.threat).toBe(3);
    expect(texts(r.events)).toContain('The threat rises to 4 of 16 (round 1 is over).');
    expect(r.match.state.round).toBe(2);
  });

  it('EX boss: the game is lost when the threat cube reaches the last space', () => {
    const m = edit(bossScene('bone-lord', ['bethras', 'xylia'], 14), (s) => { s.turn!.mustFight = false; });
    const r = act(m, 0, { t: 'end' });
    expect(r.match.state.threat).toBe(15);
    expect(explorers.status(r.match.state)).toMatchObject({ over: true, winners: [] });
    expect(r.match.state.result?.reason).toBe('the threat track of The Bone Lord has run out.');
  });

  it('EX boss: a combat-skill die is rolled before each boss battle — 1 adds an enemy that must be fought first', () => {
    const m = edit(bossScene('bone-lord'), (s) => { s.piles.monsters = ['adder-1']; });
    const r = withDice(m, 0, { t: 'fight', target: 'boss' }, forcedDice(1));
    expect(r.events.find((e) => e.kind === 'roll')?.data).toMatchObject({ dice: [{ id: 'event-1', value: 1 }] });
    expect(r.match.state.tiles['1,0']?.monsters?.[0]).toMatchObject({ m: 'adder-1', up: true });
    expect(r.match.state.battle).toBeNull();
    expect(explorers.prompts(r.match.state, 0).map((p) => p.key)).toEqual(['fight:0']);
  });

  it('EX boss: skill — immune to a power die colour in this battle', () => {
    const m = edit(bossScene('bone-lord', ['shavi', 'xylia']), (s) => { s.turn!.power = 'blue'; hero(s, 'xylia').at = '0,0'; });
    const f = withDice(m, 0, { t: 'fight', target: 'boss' }, forcedDice(2, 1, 6));
    expect(f.match.state.battle?.immune).toEqual(['blue']);
    const r = act(f.match, 0, { t: 'resolve' });
    expect(texts(r.events)).toContain("Sha'Vi misses The Bone Lord: blue 6, immune.");
  });

  it('EX boss: skill — steals 1 orb from each hero in the battle and the threat rises by the amount stolen', () => {
    const m = edit(bossScene('bone-lord'), (s) => { hero(s, 'bethras').orbs = 2; hero(s, 'xylia').orbs = 0; });
    const r = withDice(m, 0, { t: 'fight', target: 'boss' }, forcedDice(6, 1, 1));
    expect(hero(r.match.state, 'bethras').orbs).toBe(1);
    expect(r.match.state.threat).toBe(1);
  });

  it('EX boss: skill — a shield replaces the Boss\'s defense in this battle', () => {
    const r = withDice(bossScene('elder-thorn'), 0, { t: 'fight', target: 'boss' }, forcedDice(3, 4, 4));
    expect(r.match.state.battle?.defense).toBe(5);
  });

  it('EX boss: skill — 1 damage to each hero on the Boss\'s tile', () => {
    const r = withDice(bossScene('elder-thorn'), 0, { t: 'fight', target: 'boss' }, forcedDice(6, 4, 4));
    expect([hero(r.match.state, 'bethras').health, hero(r.match.state, 'xylia').health]).toEqual([4, 4]);
  });

  it('EX boss: skill — the threat rises by 1', () => {
    const r = withDice(bossScene('elder-thorn'), 0, { t: 'fight', target: 'boss' }, forcedDice(4, 4, 4));
    expect(r.match.state.threat).toBe(1);
  });

  it('EX boss: skill — each hero on the tile turns over an equipped weapon', () => {
    const m = edit(bossScene('wraith-queen'), (s) => { hero(s, 'bethras').loot = [{ card: 'antidote-1', up: true }, { card: 'mace-1', up: true }]; });
    const r = withDice(m, 0, { t: 'fight', target: 'boss' }, forcedDice(2, 4, 4));
    expect(hero(r.match.state, 'bethras').loot).toEqual([{ card: 'antidote-1', up: true }, { card: 'mace-1', up: false, heldRound: 1 }]);
    expect(r.match.state.battle?.dice.map((d) => d.id)).toEqual(['combat-1', 'combat-xylia-1']); // the Mace no longer counts
  });

  it('EX boss: skill — each hero on the Boss\'s tile turns over one of its face-up cards bearing the weapon icon, its player choosing which; the battle waits for the choices', () => {
    // Bethras (seat 0) holds a Dagger, an Antidote and a Mace; Xylia (seat 1) a Longbow and a Hunting Spear.
    const m = edit(bossScene('wraith-queen'), (s) => {
      hero(s, 'bethras').loot = [{ card: 'dagger-1', up: true }, { card: 'antidote-1', up: true }, { card: 'mace-1', up: true }];
      hero(s, 'xylia').loot = [{ card: 'longbow-1', up: true }, { card: 'spear-1', up: true }];
    });
    // The skill die shows 2: the Wraith Queen disarms. Nobody's weapon is turned yet, no battle is rolled.
    const rolled = withDice(m, 0, { t: 'fight', target: 'boss' }, forcedDice(2)).match;
    expect(rolled.state.battle).toBeNull();
    expect(rolled.state.turnOver).toEqual([0, 1]);
    expect(hero(rolled.state, 'bethras').loot.every((x) => x.up)).toBe(true);
    // Bethras's player chooses among his weapons (not the Antidote); Xylia's waits her turn to choose.
    expect(explorers.prompts(rolled.state, 0).map((p) => p.key)).toEqual(['turnOverLoot:dagger-1', 'turnOverLoot:mace-1']);
    expect(explorers.prompts(rolled.state, 1).filter((p) => p.key.startsWith('turnOverLoot'))).toEqual([]);
    rejects(rolled, 0, { t: 'turnOverLoot', card: 'antidote-1' }, 'explorers/not-yours');
    rejects(rolled, 1, { t: 'turnOverLoot', card: 'spear-1' }, 'explorers/not-your-turn');
    rejects(rolled, 0, { t: 'resolve' }, 'explorers/wrong-step');
    const bethras = act(rolled, 0, { t: 'turnOverLoot', card: 'mace-1' }).match;
    expect(hero(bethras.state, 'bethras').loot).toEqual([{ card: 'dagger-1', up: true }, { card: 'antidote-1', up: true }, { card: 'mace-1', up: false, heldRound: 1 }]);
    expect(bethras.state.battle).toBeNull();
    expect(explorers.prompts(bethras.state, 1).map((p) => p.key)).toEqual(['turnOverLoot:longbow-1', 'turnOverLoot:spear-1']);
    // Xylia's player gives up the Spear; the boss battle begins with what is still face up: Bethras's Dagger.
    const both = act(bethras, 1, { t: 'turnOverLoot', card: 'spear-1' });
    expect(hero(both.match.state, 'xylia').loot).toEqual([{ card: 'longbow-1', up: true }, { card: 'spear-1', up: false, heldRound: 1 }]);
    expect(both.match.state.turnOver).toBeUndefined();
    expect(both.match.state.battle?.target).toBe('boss');
    expect(both.match.state.battle?.defense).toBe(5);
    expect(both.match.state.battle?.dice.map((d) => d.id)).toEqual(['combat-1', 'combat-2', 'combat-xylia-1']);
    expect(texts(both.events)).toContain('Xylia turns over Hunting Spear.');
  });

  it('EX boss: skill — a card the Boss turns over is not available for the full round, its holder\'s own turn included', () => {
    // Xylia (seat 1) stands on the Boss tile with a Longbow; Bethras's battle turns it over.
    const m = edit(bossScene('wraith-queen'), (s) => { hero(s, 'xylia').loot = [{ card: 'longbow-1', up: true }]; });
    const fought = withDice(m, 0, { t: 'fight', target: 'boss' }, forcedDice(2, 4, 4));
    expect(hero(fought.match.state, 'xylia').loot).toMatchObject([{ card: 'longbow-1', up: false }]);
    // Bethras's turn ends; Xylia's turn comes in the same round: the Longbow stays face down.
    const calm = edit(fought.match, (s) => { s.battle = null; s.turn = { ...s.turn!, stage: 'act', mustFight: false }; });
    const xyliasTurn = act(calm, 0, { t: 'end' }).match;
    expect(xyliasTurn.state.round).toBe(1);
    expect(xyliasTurn.state.turn?.hero).toBe(1);
    expect(hero(xyliasTurn.state, 'xylia').loot).toMatchObject([{ card: 'longbow-1', up: false }]);
    const acting = edit(xyliasTurn, (s) => { s.turn = { ...s.turn!, stage: 'act' }; });
    const refused = rejects(acting, 1, { t: 'use', card: 'longbow-1' }, 'explorers/used');
    expect(refused.message).toContain('until this round is over');
    // In the next round the card is back on its holder's turn, as any turned-over card.
    const nextRound = edit(calm, (s) => { s.round = 2; });
    expect(hero(act(nextRound, 0, { t: 'end' }).match.state, 'xylia').loot).toEqual([{ card: 'longbow-1', up: true }]);
  });

  it('EX boss: skill — a thorns roll for every hero on the tile', () => {
    const r = withDice(bossScene('elder-thorn'), 0, { t: 'fight', target: 'boss' }, forcedDice(2, 1, 4, 4));
    expect([hero(r.match.state, 'bethras').health, hero(r.match.state, 'xylia').health]).toEqual([4, 4]);
    // The skill die and the thorns die are different dice of the same throw.
    expect(rolls(r.events).map((d) => d.map((x) => x.id))).toEqual([['event-1'], ['event-2'], ['combat-1', 'combat-xylia-1']]);
  });

  it('EX boss: skill — a Leaf Shield absorbs the first successful attack and is destroyed; they pile up', () => {
    const m = bossScene('elder-thorn', ['bethras', 'xylia'], 0, 1);
    const f = withDice(m, 0, { t: 'fight', target: 'boss' }, forcedDice(1, 6, 6));
    expect(f.match.state.tiles['1,0']?.boss?.leaf).toBe(2);
    const r = act(f.match, 0, { t: 'resolve' });
    expect(texts(r.events)).toContain('2 Leaf Shields absorb 2 hits and are destroyed.');
    expect(r.match.state.tiles['1,0']?.boss?.leaf).toBe(0);
    expect(r.match.state.result).toBeNull();
  });

  it('EX boss: defeating the Boss wins the game for every seat', () => {
    const m = edit(bossScene('wraith-queen'), (s) => { s.turn!.bonusDice = 1; });
    // Skill 3: shield 4. Bethras rolls 2 dice, Xylia 1: two hits of 4+ defeat the Queen (2 hits).
    const f = withDice(m, 0, { t: 'fight', target: 'boss' }, forcedDice(3, 4, 1, 5));
    const r = act(f.match, 0, { t: 'resolve' });
    expect(explorers.status(r.match.state)).toMatchObject({ over: true, winners: [0, 1] });
    expect(texts(r.events)).toContain('Victory! The Wraith Queen is defeated.');
  });
});
