/**
 * A character's actions on the map: moves (allies passed, monsters not, jumps, doors),
 * attacks (range, sight, several targets, push and pull), heals, items, loot, skipping —
 * and refused actions leaving the draft and the Rng untouched.
 */
import { describe, expect, it } from 'vitest';
import { distance } from '../../../engine/games/delve/hex.ts';
import { act, empty, monster, offered, rejects, texts, turnOf } from './fixtures.ts';

const moves = (list: unknown[]): string[] => list.filter((a) => (a as { t: string }).t === 'move').map((a) => (a as { to: string }).to).sort();

describe('moves', () => {
  it('a move of n reaches free hexes within n steps, passing allies but not monsters, never ending on a figure', () => {
    let s = empty(['warden', 'ranger'], ['0,1', '1,1']);
    monster(s, 'rat', '0,2');
    s = turnOf(s, 0, ['warden-guard', 'warden-charge']);
    s = act(s, 0, { t: 'half', card: 'warden-charge', half: 'top' }).s;
    const to = moves(offered(s, 0));
    expect(to).not.toContain('1,1');
    expect(to).not.toContain('0,2');
    // Through the Ranger to the east.
    expect(to).toContain('2,1');
    expect(to.every((k) => distance('0,1', k) <= 3)).toBe(true);
    rejects(s, 0, { t: 'move', to: '0,2' }, 'delve/cannot-reach');
    rejects(s, 0, { t: 'move', to: '2,5' }, 'delve/cannot-reach');
  });

  it('a jump passes over monsters and obstacles', () => {
    let s = empty(['shade'], ['0,2']);
    monster(s, 'rat', '0,3');
    s = turnOf(s, 0, ['shade-step', 'shade-backstab']);
    s = act(s, 0, { t: 'half', card: 'shade-step', half: 'bottom' }).s;
    expect(moves(offered(s, 0))).toContain('0,4');
    // Walking, the rat and the rock shut the Shade in to the south.
    const walk = turnOf(empty(['shade'], ['0,2']), 0, ['shade-backstab', 'shade-step']);
    monster(walk, 'rat', '0,3');
    const w = act(walk, 0, { t: 'half', card: 'shade-backstab', half: 'bottom' }).s;
    expect(moves(offered(w, 0))).not.toContain('0,4');
    expect(moves(offered(w, 0))).not.toContain('1,2');
  });

  it('a closed door stops the move: the room beyond opens, its hexes were out of reach before', () => {
    let s = empty(['warden'], ['2,3']);
    s.open = [true, false, false];
    s = turnOf(s, 0, ['warden-roar', 'warden-guard']);
    s = act(s, 0, { t: 'half', card: 'warden-roar', half: 'bottom' }).s;
    const to = moves(offered(s, 0));
    expect(to).toContain('3,3');
    expect(to).not.toContain('4,3');
    const r = act(s, 0, { t: 'move', to: '3,3' });
    expect(r.s.open[1]).toBe(true);
    expect(texts(r.events)).toMatch(/opens the door to the Crypt/);
  });
});

describe('attacks', () => {
  it('an attack reaches awake monsters within range and in sight; damage is the attack less the shield', () => {
    let s = empty(['ranger'], ['0,1']);
    const near = monster(s, 'brute', '2,2');
    const far = monster(s, 'rat', '2,5');
    s = turnOf(s, 0, ['ranger-quick', 'ranger-aimed']);
    s = act(s, 0, { t: 'half', card: 'ranger-quick', half: 'top' }).s;
    expect(offered(s, 0)).toContainEqual({ t: 'attack', target: near.id });
    expect(offered(s, 0)).not.toContainEqual({ t: 'attack', target: far.id });
    rejects(s, 0, { t: 'attack', target: far.id }, 'delve/no-target');
    const r = act(s, 0, { t: 'attack', target: near.id });
    expect(r.s.monsters.find((m) => m.id === near.id)?.health).toBe(4);
    expect(texts(r.events)).toMatch(/Ranger \(Seat 1\) attacks Cave Brute 1: 2 damage, 4\/6 health left\./);
  });

  it('an attack on several targets hits each once; skipping ends it', () => {
    let s = empty(['warden'], ['1,3']);
    const a = monster(s, 'brute', '0,3');
    const b = monster(s, 'brute', '2,3');
    s = turnOf(s, 0, ['warden-sweep', 'warden-guard']);
    s = act(s, 0, { t: 'half', card: 'warden-sweep', half: 'top' }).s;
    s = act(s, 0, { t: 'attack', target: a.id }).s;
    rejects(s, 0, { t: 'attack', target: a.id }, 'delve/no-target');
    s = act(s, 0, { t: 'attack', target: b.id }).s;
    expect(s.monsters.map((m) => m.health)).toEqual([4, 4]);
    // The attack is done: the other card's bottom comes next.
    expect(s.turn?.stage).toBe('pick');
  });

  it('push moves the target a hex further away per step, pull a hex closer; a monster defeated is not pushed', () => {
    let s = empty(['warden'], ['0,3']);
    const brute = monster(s, 'brute', '1,3');
    s = turnOf(s, 0, ['warden-bash', 'warden-guard']);
    s = act(s, 0, { t: 'half', card: 'warden-bash', half: 'top' }).s;
    s = act(s, 0, { t: 'attack', target: brute.id }).s;
    const pushes = offered(s, 0).filter((x) => (x as { t: string }).t === 'shove').map((x) => (x as { to: string }).to);
    expect(pushes.length).toBeGreaterThan(0);
    expect(pushes.every((k) => distance('0,3', k) === 2)).toBe(true);
    rejects(s, 0, { t: 'shove', to: '0,4' }, 'delve/bad-shove');
    s = act(s, 0, { t: 'shove', to: pushes[0]! }).s;
    expect(s.monsters[0]!.at).toBe(pushes[0]);
    let p = empty(['warden'], ['0,1']);
    const rat = monster(p, 'brute', '2,2');
    p = turnOf(p, 0, ['warden-roar', 'warden-guard']);
    p = act(act(p, 0, { t: 'half', card: 'warden-roar', half: 'top' }).s, 0, { t: 'attack', target: rat.id }).s;
    const pulls = offered(p, 0).filter((x) => (x as { t: string }).t === 'shove').map((x) => (x as { to: string }).to);
    expect(pulls.every((k) => distance('0,1', k) < distance('0,1', '2,2'))).toBe(true);
  });

  it('a defeated monster drops a coin; a character ending its turn on it picks it up', () => {
    let s = empty(['warden'], ['0,1']);
    const rat = monster(s, 'rat', '1,1');
    monster(s, 'rat', '2,5');
    s = turnOf(s, 0, ['warden-guard', 'warden-charge']);
    s = act(act(s, 0, { t: 'half', card: 'warden-guard', half: 'top' }).s, 0, { t: 'attack', target: rat.id }).s;
    expect(s.loot).toEqual([{ at: '1,1', kind: 'coin' }]);
    s = act(s, 0, { t: 'half', card: 'warden-charge', half: 'bottom', plain: true }).s;
    const r = act(s, 0, { t: 'move', to: '1,1' });
    expect(r.s.chars[0]!.coins).toBe(1);
    expect(r.s.loot).toEqual([]);
  });
});

describe('heals, items, loot, skipping, turns', () => {
  it('a heal reaches a character within range; a self heal only its user; never above full health', () => {
    let s = empty(['mender', 'warden'], ['0,1', '2,1']);
    s.chars[1]!.health = 5;
    s = turnOf(s, 0, ['mender-mend', 'mender-light']);
    s = act(s, 0, { t: 'half', card: 'mender-mend', half: 'top' }).s;
    expect(offered(s, 0)).toContainEqual({ t: 'heal', target: 1 });
    const r = act(s, 0, { t: 'heal', target: 1 });
    expect(r.s.chars[1]!.health).toBe(8);
    let w = empty(['warden', 'mender'], ['0,1', '2,1']);
    w = turnOf(w, 0, ['warden-sweep', 'warden-guard']);
    w = act(w, 0, { t: 'half', card: 'warden-sweep', half: 'bottom' }).s;
    rejects(w, 0, { t: 'heal', target: 1 }, 'delve/heal-range');
  });

  it('an item is used once on your own turn, then spent', () => {
    let s = empty(['shade'], ['0,1']);
    const brute = monster(s, 'brute', '1,1');
    s.chars[0]!.health = 4;
    s = turnOf(s, 0, ['shade-backstab', 'shade-step']);
    s = act(s, 0, { t: 'item', item: 'potion' }).s;
    expect(s.chars[0]!.health).toBe(7);
    rejects(s, 0, { t: 'item', item: 'potion' }, 'delve/item-spent');
    rejects(s, 0, { t: 'item', item: 'boots' }, 'delve/no-item');
    s = act(s, 0, { t: 'item', item: 'whetstone' }).s;
    s = act(act(s, 0, { t: 'half', card: 'shade-backstab', half: 'top' }).s, 0, { t: 'attack', target: brute.id }).s;
    // Backstab 4 + whetstone 2 = 6: the brute falls.
    expect(s.monsters).toEqual([]);
    rejects(empty(['shade']), 0, { t: 'item', item: 'potion' }, 'delve/not-your-turn');
  });

  it('Swift Boots give a move of 2 at once, before anything else', () => {
    let s = turnOf(empty(['ranger'], ['0,1']), 0, ['ranger-quick', 'ranger-aimed']);
    s = act(s, 0, { t: 'item', item: 'boots' }).s;
    expect(s.turn?.extraMove).toBe(2);
    rejects(s, 0, { t: 'half', card: 'ranger-quick', half: 'top' }, 'delve/busy');
    s = act(s, 0, { t: 'move', to: '2,1' }).s;
    expect(s.chars[0]!.at).toBe('2,1');
    expect(s.turn?.extraMove).toBe(0);
  });

  it('a treasure chest looted refreshes spent items and heals 2', () => {
    let s = empty(['ranger'], ['0,1']);
    s.loot = [{ at: '1,0', kind: 'chest' }];
    s.chars[0]!.items.forEach((i) => { i.spent = true; });
    s.chars[0]!.health = 5;
    s = turnOf(s, 0, ['ranger-scavenge', 'ranger-quick']);
    const r = act(s, 0, { t: 'half', card: 'ranger-scavenge', half: 'top' });
    expect(r.s.chars[0]!.items.every((i) => !i.spent)).toBe(true);
    expect(r.s.chars[0]!.health).toBe(7);
    expect(texts(r.events)).toMatch(/opens a treasure chest/);
  });

  it('any part of an action may be skipped; nothing to skip while choosing a half', () => {
    let s = turnOf(empty(['warden'], ['0,1']), 0, ['warden-charge', 'warden-guard']);
    rejects(s, 0, { t: 'skip' }, 'delve/nothing-to-skip');
    s = act(s, 0, { t: 'half', card: 'warden-charge', half: 'top' }).s;
    const r = act(s, 0, { t: 'skip' });
    expect(texts(r.events)).toMatch(/skips Move 3/);
  });

  it('only the seat whose turn it is acts; a card not played cannot be used', () => {
    const s = turnOf(empty(['warden', 'ranger']), 0, ['warden-charge', 'warden-guard']);
    rejects(s, 1, { t: 'half', card: 'ranger-quick', half: 'top' }, 'delve/not-your-turn');
    rejects(s, 0, { t: 'half', card: 'warden-bash', half: 'top' }, 'delve/not-played');
    rejects(s, 0, { t: 'move', to: '1,1' }, 'delve/no-move');
    rejects(s, 0, { t: 'attack', target: 'm1' }, 'delve/no-attack');
    rejects(s, 0, { t: 'select', cards: ['warden-bash', 'warden-sweep'] }, 'delve/not-selecting');
    rejects(s, 0, { t: 'nonsense' }, 'delve/bad-action');
  });
});
