import { describe, expect, it } from 'vitest';
import { explorers } from '../../../engine/games/explorers/index.ts';
import { forcedDice } from '../../helpers/scripted-rng.ts';
import { act, edit, hero, putMonster, putTile, rejects, scene, texts, withDice } from '../../helpers/explorers.ts';

describe('EX loot (seed 002, 2b)', () => {
  it('EX loot: permanent cards work by themselves (Heavy Armor takes 1 off every attack) and are never "used"', () => {
    const m = edit(scene(['bethras', 'xylia'], { mustFight: true }), (s) => {
      putMonster(s, '0,0', 'morel-1');
      hero(s, 'bethras').loot = [{ card: 'heavy-armor-1', up: true }];
      hero(s, 'xylia').at = '1,0';
      putTile(s, 'old-oak', 1, 0);
    });
    rejects(m, 0, { t: 'use', card: 'heavy-armor-1' }, 'explorers/permanent');
    const r = act(withDice(m, 0, { t: 'fight', target: 0 }, forcedDice(1)).match, 0, { t: 'resolve' });
    expect(hero(r.match.state, 'bethras').health).toBe(4);
  });

  it('EX loot: a turn-over card lies face down after use until its holder\'s next turn', () => {
    const m = edit(scene(['bethras', 'xylia']), (s) => { hero(s, 'bethras').loot = [{ card: 'boots-1', up: true }]; });
    const r = act(m, 0, { t: 'use', card: 'boots-1' });
    expect(r.match.state.turn?.moves).toBe(1);
    expect(hero(r.match.state, 'bethras').loot).toEqual([{ card: 'boots-1', up: false }]);
    rejects(r.match, 0, { t: 'use', card: 'boots-1' }, 'explorers/used');
  });

  it('EX loot: a discard card goes to the discard pile after use; orbs never pass 10', () => {
    const m = edit(scene(['bethras', 'xylia']), (s) => { const b = hero(s, 'bethras'); b.orbs = 9; b.loot = [{ card: 'orb-crystal-1', up: true }]; });
    const r = act(m, 0, { t: 'use', card: 'orb-crystal-1' });
    expect(hero(r.match.state, 'bethras')).toMatchObject({ orbs: 10, loot: [] });
    expect(r.match.state.piles.lootDiscard).toEqual(['orb-crystal-1']);
    expect(texts(r.events)).toEqual(['Bethras uses Orb Crystal and gains 1 orb.']);
  });

  it('EX loot: three slots — a fourth card makes its holder discard one of the four', () => {
    const m = edit(scene(['bethras', 'xylia']), (s) => {
      s.tiles['0,0']!.chest = true;
      s.piles.loot.push('rope-1');
      hero(s, 'bethras').loot = [{ card: 'dagger-1', up: true }, { card: 'mace-1', up: true }, { card: 'antidote-1', up: false }];
    });
    const a = act(m, 0, { t: 'chest' }).match;
    expect(a.state.replace).toEqual([{ hero: 0, card: 'rope-1' }]);
    expect(explorers.prompts(a.state, 0).map((p) => p.key)).toEqual(['discardLoot:rope-1', 'discardLoot:dagger-1', 'discardLoot:mace-1', 'discardLoot:antidote-1']);
    rejects(a, 0, { t: 'end' }, 'explorers/wrong-step');
    const b = act(a, 0, { t: 'discardLoot', card: 'mace-1' }).match;
    expect(hero(b.state, 'bethras').loot.map((x) => x.card)).toEqual(['dagger-1', 'antidote-1', 'rope-1']);
    expect(b.state.piles.lootDiscard).toEqual(['mace-1']);
  });

  it('EX loot: give face-up items to a hero on the same tile with no monster; a full receiver chooses what to drop', () => {
    const m = edit(scene(['bethras', 'xylia']), (s) => {
      hero(s, 'bethras').loot = [{ card: 'dagger-1', up: true }, { card: 'boots-1', up: false }];
      hero(s, 'xylia').loot = [{ card: 'mace-1', up: true }, { card: 'spear-1', up: true }, { card: 'rope-1', up: true }];
    });
    rejects(m, 0, { t: 'give', card: 'boots-1', to: 'xylia' }, 'explorers/used');
    const guarded = edit(m, (s) => { putMonster(s, '0,0', 'puffcap-1'); });
    rejects(guarded, 0, { t: 'give', card: 'dagger-1', to: 'xylia' }, 'explorers/enemies-here');
    const r = act(m, 0, { t: 'give', card: 'dagger-1', to: 'xylia' });
    expect(r.match.state.replace).toEqual([{ hero: 1, card: 'dagger-1' }]);
    // Xylia's seat decides what she drops, not the active seat.
    expect(explorers.prompts(r.match.state, 0)).toEqual([]);
    rejects(r.match, 0, { t: 'discardLoot', card: 'mace-1' }, 'explorers/not-your-turn');
    const x = act(r.match, 1, { t: 'discardLoot', card: 'rope-1' }).match;
    expect(hero(x.state, 'xylia').loot.map((l) => l.card)).toEqual(['mace-1', 'spear-1', 'dagger-1']);
    const away = edit(m, (s) => { hero(s, 'xylia').at = '1,0'; putTile(s, 'old-oak', 1, 0); });
    rejects(away, 0, { t: 'give', card: 'dagger-1', to: 'xylia' }, 'explorers/not-here');
  });

  it('EX loot: battle cards — knives and axes add dice to the next battle, the Longbow +1, the Lucky Charm a free reroll', () => {
    const m = edit(scene(['bethras', 'xylia'], { mustFight: true }), (s) => {
      putMonster(s, '0,0', 'morel-1');
      hero(s, 'bethras').loot = [{ card: 'throwing-knives-1', up: true }, { card: 'longbow-1', up: true }, { card: 'lucky-charm-1', up: true }];
      hero(s, 'xylia').at = '1,0';
      putTile(s, 'old-oak', 1, 0);
    });
    let x = act(m, 0, { t: 'use', card: 'throwing-knives-1' }).match;
    x = act(x, 0, { t: 'use', card: 'longbow-1' }).match;
    rejects(x, 0, { t: 'use', card: 'lucky-charm-1', die: 'combat-1' }, 'explorers/no-battle');
    const f = withDice(x, 0, { t: 'fight', target: 0 }, forcedDice(3, 1, 1));
    expect(f.match.state.battle).toMatchObject({ plus: 1 });
    expect(f.match.state.battle?.dice).toHaveLength(3);
    const c = withDice(f.match, 0, { t: 'use', card: 'lucky-charm-1', die: 'combat-2' }, forcedDice(6));
    const r = act(c.match, 0, { t: 'resolve' });
    expect(texts(r.events)).toEqual(expect.arrayContaining(['Bethras hits Bloated Morel: 3+1 ≥ 4.', 'Bethras hits Bloated Morel: 6+1 ≥ 4.']));
    expect(r.match.state.tiles['0,0']?.monsters).toBeUndefined();
  });

  it('EX loot: the Smoke Bomb makes the next retreat free of damage and penalty', () => {
    const m = edit(scene(['bethras', 'xylia'], { mustFight: true, moves: 1 }), (s) => {
      putMonster(s, '0,0', 'morel-1');
      hero(s, 'bethras').loot = [{ card: 'smoke-bomb-1', up: true }];
      putTile(s, 'old-oak', 1, 0);
    });
    const x = act(m, 0, { t: 'use', card: 'smoke-bomb-1' }).match;
    const r = act(x, 0, { t: 'move', dir: 'E' });
    expect(hero(r.match.state, 'bethras')).toMatchObject({ health: 5, at: '1,0' });
    expect(texts(r.events)[0]).toBe('Bethras slips away under the smoke: no damage, no penalty.');
  });
});
