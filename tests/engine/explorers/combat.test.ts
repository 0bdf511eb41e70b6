import { describe, expect, it } from 'vitest';
import { explorers } from '../../../engine/games/explorers/index.ts';
import { forcedDice } from '../../helpers/scripted-rng.ts';
import { act, edit, hero, putMonster, putTile, rejects, rolls, scene, texts, withDice, type M } from '../../helpers/explorers.ts';
import type { HeroId, Turn } from '../../../engine/games/explorers/state.ts';

/** Heroes on the start tile with a monster there, hero 0 obliged to fight. */
function battle(heroes: HeroId[], monsters: string[], turn: Partial<Turn> = {}, edits: (s: M['state']) => void = () => {}): M {
  return edit(scene(heroes, { mustFight: true, ...turn }), (s) => {
    for (const m of monsters) putMonster(s, '0,0', m);
    edits(s);
  });
}

/** Fights with forced dice, then resolves. */
function fightAndResolve(m: M, target: number | 'boss', ...values: number[]): { match: M; events: ReturnType<typeof act>['events'] } {
  const f = withDice(m, 0, { t: 'fight', target }, forcedDice(...values));
  const r = act(f.match, 0, { t: 'resolve' });
  return { match: r.match, events: [...f.events, ...r.events] };
}

describe('EX combat (seed 002, Combat)', () => {
  it('EX combat: every hero has one free combat die (black, combat-1); a die ≥ defense is a hit', () => {
    const m = battle(['bethras', 'xylia'], ['puffcap-1'], {}, (s) => { hero(s, 'xylia').at = '1,0'; putTile(s, 'old-oak', 1, 0); });
    const f = withDice(m, 0, { t: 'fight', target: 0 }, forcedDice(3));
    expect(rolls(f.events)[0]).toEqual([{ id: 'combat-1', sides: 6, value: 3, label: '3', labels: ['1', '2', '3', '4', '5', '6'], color: '#1f1f1f' }]);
    const r = act(f.match, 0, { t: 'resolve' });
    expect(texts(r.events)).toContain('Bethras hits Puffcap: 3 ≥ 3.');
    expect(texts(r.events)).toContain('Puffcap is defeated: 1 of 1 hit.');
    expect(r.match.state.tiles['0,0']?.monsters).toBeUndefined();
    expect(r.match.state.piles.monsterDiscard).toEqual(['puffcap-1']);
    expect(hero(r.match.state, 'bethras').orbs).toBe(1); // the Puffcap's reward
  });

  it('EX combat: weapon cards add combat dice; the summoned power die joins every battle of the turn', () => {
    const m = battle(['bethras', 'xylia'], ['morel-1'], { power: 'orange' }, (s) => {
      hero(s, 'xylia').at = '1,0';
      putTile(s, 'old-oak', 1, 0);
      hero(s, 'bethras').loot = [{ card: 'mace-1', up: true }, { card: 'green-staff-1', up: true }];
    });
    const f = withDice(m, 0, { t: 'fight', target: 0 }, forcedDice(4, 1, 2, 3));
    expect(rolls(f.events)[0]?.map((d) => [d.id, d.color])).toEqual([
      ['combat-1', '#1f1f1f'], ['combat-2', '#1f1f1f'], ['power-orange', '#e67e22'], ['power-green', '#27ae60'],
    ]);
  });

  it('EX combat: weakness adds 1 to that power die, resistance subtracts 1, immunity makes it count for nothing', () => {
    // Thornvine: defense 4, weak to orange, resists green.
    let m = battle(['bethras', 'xylia'], ['thornvine-1'], { power: 'orange' }, (s) => { hero(s, 'xylia').at = '1,0'; putTile(s, 'old-oak', 1, 0); });
    let r = fightAndResolve(m, 0, 1, 3);
    expect(texts(r.events)).toContain('Bethras hits Thornvine: orange 3+1 = 4 ≥ 4.');
    m = battle(['xylia', 'bethras'], ['thornvine-1'], { power: 'green' }, (s) => { hero(s, 'bethras').at = '1,0'; putTile(s, 'old-oak', 1, 0); });
    r = fightAndResolve(m, 0, 1, 4);
    expect(texts(r.events)).toContain('Xylia misses Thornvine: green 4-1 = 3 < 4.');
    // Wisp: immune to blue.
    m = battle(['shavi', 'bethras'], ['wisp-1'], { power: 'blue' }, (s) => { hero(s, 'bethras').at = '1,0'; putTile(s, 'old-oak', 1, 0); });
    r = fightAndResolve(m, 0, 1, 6);
    expect(texts(r.events)).toContain("Sha'Vi misses Wisp: blue 6, immune.");
    expect(r.match.state.tiles['0,0']?.monsters).toHaveLength(1);
  });

  it('EX combat: a lost battle — the monster deals its damage and penalty, then recovers fully and stays', () => {
    // Bloated Morel: defense 4, 2 hits, damage 2, penalty −1 orb.
    const m = battle(['bethras', 'xylia'], ['morel-1'], {}, (s) => { hero(s, 'xylia').at = '1,0'; putTile(s, 'old-oak', 1, 0); hero(s, 'bethras').orbs = 2; });
    const r = fightAndResolve(m, 0, 6);
    expect(texts(r.events)).toContain('Bloated Morel withstands the attack: 1 of 2 hits; it recovers fully.');
    expect(hero(r.match.state, 'bethras')).toMatchObject({ health: 3, orbs: 1 });
    expect(r.match.state.tiles['0,0']?.monsters).toHaveLength(1);
    expect(r.match.state.turn).toMatchObject({ mustFight: false, lostTo: 'morel-1' });
    // No obligation any more: the hero may end the turn next to it, or fight again.
    expect(explorers.prompts(r.match.state, 0).map((p) => p.key)).toEqual(expect.arrayContaining(['fight:0', 'end']));
  });

  it('EX combat: a poison monster poisons the hero who loses to it (or retreats); poison costs 1 health per turn', () => {
    const m = battle(['bethras', 'xylia'], ['adder-1'], {}, (s) => { hero(s, 'xylia').at = '1,0'; putTile(s, 'old-oak', 1, 0); });
    const r = fightAndResolve(m, 0, 1);
    expect(hero(r.match.state, 'bethras')).toMatchObject({ poison: true, health: 4 });
  });

  it('EX combat: a defeated permanent monster is shuffled back into the monster pile', () => {
    const m = battle(['xylia', 'bethras'], ['wisp-1'], {}, (s) => { hero(s, 'bethras').at = '1,0'; putTile(s, 'old-oak', 1, 0); s.piles.monsters = ['adder-1']; });
    const f = withDice(m, 0, { t: 'fight', target: 0 }, forcedDice(5));
    const r = withDice(f.match, 0, { t: 'resolve' }, forcedDice(1));
    expect(r.match.state.piles.monsters.sort()).toEqual(['adder-1', 'wisp-1']);
    expect(r.match.state.piles.monsterDiscard).toEqual([]);
  });

  it('EX combat: the active hero may spend 1 orb per reroll of a combat die, never a power die or an ally\'s die', () => {
    const m = battle(['bethras', 'xylia'], ['morel-1'], { power: 'orange' }, (s) => { hero(s, 'bethras').orbs = 2; });
    const f = withDice(m, 0, { t: 'fight', target: 0 }, forcedDice(1, 1, 1));
    expect(f.match.state.battle?.dice.map((d) => d.id)).toEqual(['combat-1', 'power-orange', 'combat-xylia-1']);
    rejects(f.match, 0, { t: 'rerollCombat', die: 'power-orange' }, 'explorers/power-die');
    rejects(f.match, 0, { t: 'rerollCombat', die: 'combat-xylia-1' }, 'explorers/ally-die');
    const a = withDice(f.match, 0, { t: 'rerollCombat', die: 'combat-1' }, forcedDice(5));
    expect(hero(a.match.state, 'bethras').orbs).toBe(1);
    expect(texts(a.events)).toEqual(['Bethras spends 1 orb to reroll combat-1: 5.']);
    const b = withDice(a.match, 0, { t: 'rerollCombat', die: 'combat-1' }, forcedDice(6));
    rejects(b.match, 0, { t: 'rerollCombat', die: 'combat-1' }, 'explorers/no-orbs');
  });

  it('EX combat: group combat — allies on the tile roll their combat dice; on a loss they take at most 1 damage each', () => {
    const m = battle(['bethras', 'xylia'], ['knight-1'], {}, (s) => { hero(s, 'xylia').loot = [{ card: 'dagger-1', up: true }]; });
    const f = withDice(m, 0, { t: 'fight', target: 0 }, forcedDice(1, 2, 2));
    expect(rolls(f.events)[0]?.map((d) => d.id)).toEqual(['combat-1', 'combat-xylia-1', 'combat-xylia-2']);
    const r = act(f.match, 0, { t: 'resolve' });
    expect(hero(r.match.state, 'bethras').health).toBe(2); // 2 damage + the knight's −1 health penalty
    expect(hero(r.match.state, 'xylia').health).toBe(4); // at most 1, no penalty
    // Issue 16 polish: health is counted without an "s" ("loses 2 health").
    const lost = texts(r.events).filter((t) => /loses \d+ health/.test(t));
    expect(lost.length).toBeGreaterThan(0);
    expect(texts(r.events).join(' ')).not.toMatch(/healths/);
  });

  it('EX combat: group combat — the rewards are shared out among the heroes who fought', () => {
    const m = battle(['bethras', 'xylia'], ['wisp-1'], {}, (s) => { s.piles.monsters = []; });
    const f = withDice(m, 0, { t: 'fight', target: 0 }, forcedDice(5, 1));
    const r = act(f.match, 0, { t: 'resolve' });
    expect(r.match.state.share).toEqual([{ kind: 'orbs', left: 2, heroes: [0, 1] }]);
    expect(explorers.prompts(r.match.state, 0).map((p) => p.key)).toEqual(['share:bethras', 'share:xylia']);
    rejects(r.match, 0, { t: 'end' }, 'explorers/wrong-step');
    let x = act(r.match, 0, { t: 'share', hero: 'xylia' }).match;
    x = act(x, 0, { t: 'share', hero: 'bethras' }).match;
    expect([hero(x.state, 'bethras').orbs, hero(x.state, 'xylia').orbs]).toEqual([1, 1]);
    expect(x.state.share).toEqual([]);
  });

  it('EX combat: retreat before a battle costs the monster\'s attack and penalty; after a lost battle, a second time', () => {
    const before = battle(['bethras', 'xylia'], ['morel-1'], { moves: 2 }, (s) => { putTile(s, 'old-oak', 1, 0); hero(s, 'bethras').orbs = 3; });
    const r1 = act(before, 0, { t: 'move', dir: 'E' });
    expect(hero(r1.match.state, 'bethras')).toMatchObject({ at: '1,0', health: 3, orbs: 2 });
    expect(texts(r1.events)[0]).toBe('Bethras retreats from Bloated Morel and takes its blow.');
    const lost = fightAndResolve(before, 0, 1, 1).match;
    expect(hero(lost.state, 'bethras')).toMatchObject({ health: 3, orbs: 2 });
    const r2 = act(lost, 0, { t: 'move', dir: 'E' });
    expect(hero(r2.match.state, 'bethras')).toMatchObject({ at: '1,0', health: 1, orbs: 1 });
    expect(texts(r2.events)[0]).toBe('Bethras retreats from Bloated Morel after losing and takes its blow.');
  });

  it('EX combat: several monsters are fought lowest defense first (a tie is the player\'s choice), each with a new roll', () => {
    const m = battle(['bethras', 'xylia'], ['morel-1', 'puffcap-1', 'puffcap-2'], {}, (s) => { hero(s, 'xylia').at = '1,0'; putTile(s, 'old-oak', 1, 0); });
    expect(explorers.prompts(m.state, 0).map((p) => p.key)).toEqual(['fight:1', 'fight:2']);
    rejects(m, 0, { t: 'fight', target: 0 }, 'explorers/wrong-target');
    const r = fightAndResolve(m, 2, 6);
    expect(r.match.state.tiles['0,0']?.monsters?.map((x) => x.m)).toEqual(['morel-1', 'puffcap-1']);
    expect(r.match.state.turn?.mustFight).toBe(true);
    expect(explorers.prompts(r.match.state, 0).map((p) => p.key)).toEqual(['fight:1']);
  });

  it('EX combat: at 0 health a hero is knocked down, drops status markers and the turn ends', () => {
    const m = battle(['bethras', 'xylia'], ['morel-1'], {}, (s) => {
      hero(s, 'xylia').at = '1,0';
      putTile(s, 'old-oak', 1, 0);
      const b = hero(s, 'bethras');
      b.health = 2;
      b.poison = true;
    });
    const r = fightAndResolve(m, 0, 1);
    expect(hero(r.match.state, 'bethras')).toMatchObject({ down: true, health: 0, poison: false });
    expect(texts(r.events)).toContain('Bethras is knocked down and drops every status marker.');
    expect(r.match.state.turn).toMatchObject({ hero: 1, stage: 'roll' });
  });

  it('EX combat: a Healing Potion stands a knocked-down hero on your tile up with 2 health', () => {
    const m = edit(scene(['xylia', 'bethras']), (s) => {
      const b = hero(s, 'bethras');
      b.down = true;
      b.health = 0;
      hero(s, 'xylia').loot = [{ card: 'healing-potion-1', up: true }, { card: 'wild-berries-1', up: true }];
    });
    rejects(m, 0, { t: 'use', card: 'wild-berries-1', hero: 'bethras' }, 'explorers/knocked-down');
    const r = act(m, 0, { t: 'use', card: 'healing-potion-1', hero: 'bethras' });
    expect(hero(r.match.state, 'bethras')).toMatchObject({ down: false, health: 2 });
    expect(hero(r.match.state, 'xylia').loot).toEqual([{ card: 'wild-berries-1', up: true }]);
    expect(r.match.state.piles.lootDiscard).toEqual(['healing-potion-1']);
  });

  it('EX combat: first aid — on the knocked-down hero\'s tile, spend heroes + 1 orbs to stand them up at 1 health', () => {
    const m = edit(scene(['xylia', 'bethras', 'klethor']), (s) => {
      const b = hero(s, 'bethras');
      b.down = true;
      b.health = 0;
      hero(s, 'xylia').orbs = 3;
    });
    rejects(m, 0, { t: 'firstAid', hero: 'bethras' }, 'explorers/no-orbs');
    const rich = edit(m, (s) => { hero(s, 'xylia').orbs = 4; });
    const r = act(rich, 0, { t: 'firstAid', hero: 'bethras' });
    expect(hero(r.match.state, 'bethras')).toMatchObject({ down: false, health: 1 });
    expect(hero(r.match.state, 'xylia').orbs).toBe(0);
    rejects(r.match, 0, { t: 'firstAid', hero: 'bethras' }, 'explorers/not-down');
  });

  it('EX combat: when the whole group is knocked down the game is lost (no winners)', () => {
    const m = battle(['bethras', 'xylia'], ['morel-1'], {}, (s) => {
      hero(s, 'bethras').health = 1;
      const x = hero(s, 'xylia');
      x.health = 1;
    });
    const r = fightAndResolve(m, 0, 1, 1);
    expect(r.match.state.result).toEqual({ victory: false, reason: 'the whole group is knocked down.' });
    expect(explorers.status(r.match.state)).toMatchObject({ over: true, winners: [] });
    expect(explorers.prompts(r.match.state, 0)).toEqual([]);
  });
});
