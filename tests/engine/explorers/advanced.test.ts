import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../helpers/scripted-rng.ts';
import { act, edit, hero, putMonster, putTile, rejects, scene, texts, withDice, type M } from '../../helpers/explorers.ts';

/** Bethras alone on the start tile with a monster, Xylia away; enraged monsters as told. */
function enragedScene(monster: string, enraged: 'on' | 'runes' | 'off', where = '0,0', tile?: string): M {
  return edit(scene(['bethras', 'xylia'], { mustFight: true }, { enraged }), (s) => {
    if (tile) {
      putTile(s, tile, 1, 0, 90);
      hero(s, 'bethras').at = '1,0';
    }
    putTile(s, 'old-oak', 0, -1);
    hero(s, 'xylia').at = '0,-1';
    putMonster(s, where, monster);
    hero(s, 'bethras').orbs = 3;
  });
}

describe('EX advanced rules: Enraged Monsters (seed 002, appendix)', () => {
  it('EX enraged: a Spirit comes back once when defeated and must be fought again at once; then it is gone for good', () => {
    const m = enragedScene('wisp-1', 'on');
    let r = act(withDice(m, 0, { t: 'fight', target: 0 }, forcedDice(6)).match, 0, { t: 'resolve' });
    expect(r.match.state.tiles['0,0']?.monsters?.[0]).toMatchObject({ m: 'wisp-1', revived: true });
    expect(texts(r.events)).toContain('The enraged Wisp rises again and must be fought once more.');
    expect(hero(r.match.state, 'bethras').orbs).toBe(3); // no reward yet
    expect(r.match.state.turn?.mustFight).toBe(true);
    r = act(withDice(r.match, 0, { t: 'fight', target: 0 }, forcedDice(6)).match, 0, { t: 'resolve' });
    expect(r.match.state.tiles['0,0']?.monsters).toBeUndefined();
    expect(r.match.state.piles.monsters).not.toContain('wisp-1');
    expect(r.match.state.piles.monsterDiscard).toContain('wisp-1');
    expect(hero(r.match.state, 'bethras').orbs).toBe(5);
  });

  it('EX enraged: a Snake poisons every hero fighting it, whatever the outcome', () => {
    const m = edit(enragedScene('adder-1', 'on'), (s) => { hero(s, 'xylia').at = '0,0'; });
    const r = act(withDice(m, 0, { t: 'fight', target: 0 }, forcedDice(6, 6)).match, 0, { t: 'resolve' });
    expect(texts(r.events)).toContain('Moss Adder is defeated: 2 of 1 hit.');
    expect([hero(r.match.state, 'bethras').poison, hero(r.match.state, 'xylia').poison]).toEqual([true, true]);
  });

  it('EX enraged: no combat die may be rerolled against a Skeleton', () => {
    const m = enragedScene('rattler-1', 'on');
    const f = withDice(m, 0, { t: 'fight', target: 0 }, forcedDice(1));
    rejects(f.match, 0, { t: 'rerollCombat', die: 'combat-1' }, 'explorers/no-reroll');
    const calm = withDice(enragedScene('rattler-1', 'off'), 0, { t: 'fight', target: 0 }, forcedDice(1));
    expect(withDice(calm.match, 0, { t: 'rerollCombat', die: 'combat-1' }, forcedDice(2)).match.state.battle?.dice[0]?.v).toBe(2);
  });

  it('EX enraged: a Plant gets a Leaf Shield when it appears, absorbing the first successful attack', () => {
    let m = edit(scene(['bethras', 'xylia'], { moves: 1 }, { enraged: 'on' }), (s) => {
      putTile(s, 'old-oak', 1, 0, 0, { visited: undefined });
      putMonster(s, '1,0', 'thornvine-1', { up: false });
    });
    m = act(m, 0, { t: 'move', dir: 'E' }).match;
    expect(m.state.tiles['1,0']?.monsters?.[0]).toMatchObject({ up: true, leaf: 1 });
    const r = act(withDice(m, 0, { t: 'fight', target: 0 }, forcedDice(5, 1)).match, 0, { t: 'resolve' });
    expect(texts(r.events)).toContain('1 Leaf Shield absorbs 1 hit and is destroyed.');
    expect(r.match.state.tiles['1,0']?.monsters?.[0]?.leaf).toBe(0);
  });

  it('EX enraged: a Mushroom strikes first and deals its damage however the battle ends', () => {
    const m = enragedScene('puffcap-1', 'on');
    const f = withDice(m, 0, { t: 'fight', target: 0 }, forcedDice(6));
    expect(hero(f.match.state, 'bethras').health).toBe(4);
    const r = act(f.match, 0, { t: 'resolve' });
    expect(hero(r.match.state, 'bethras').health).toBe(4);
    expect(r.match.state.tiles['0,0']?.monsters).toBeUndefined();
  });

  it('EX enraged (runes variant): a monster is enraged only on a rune of its colour', () => {
    const onRune = enragedScene('rattler-1', 'runes', '1,0', 'bone-field');
    rejects(withDice(onRune, 0, { t: 'fight', target: 0 }, forcedDice(1)).match, 0, { t: 'rerollCombat', die: 'combat-1' }, 'explorers/no-reroll');
    const offRune = enragedScene('rattler-1', 'runes', '1,0', 'warm-hearth');
    expect(withDice(offRune, 0, { t: 'fight', target: 0 }, forcedDice(1)).match.state.battle?.noReroll).toBe(false);
  });
});
