import { describe, expect, it } from 'vitest';
import { explorers } from '../../../engine/games/explorers/index.ts';
import { forcedDice } from '../../helpers/scripted-rng.ts';
import { act, edit, hero, putMonster, putTile, rejects, scene, texts, withDice } from '../../helpers/explorers.ts';

const keys = (m: ReturnType<typeof scene>, seat = 0) => explorers.prompts(m.state, seat).map((p) => p.key);

describe('EX tile icons (seed 002, Tiles)', () => {
  it('EX tiles: treasure — open the Chest marker (no monsters) to draw a Loot card', () => {
    let m = scene(['bethras', 'xylia']);
    m = edit(m, (s) => { s.tiles['0,0']!.chest = true; s.piles.loot.push('mace-1'); });
    expect(keys(m)).toContain('chest');
    const { match, events } = act(m, 0, { t: 'chest' });
    expect(hero(match.state, 'bethras').loot).toEqual([{ card: 'mace-1', up: true }]);
    expect(match.state.tiles['0,0']?.chest).toBeUndefined();
    expect(texts(events)).toEqual(['Bethras opens the chest.', 'Bethras gains Mace.']);
    const guarded = edit(m, (s) => { putMonster(s, '0,0', 'puffcap-1'); s.turn!.mustFight = true; });
    rejects(guarded, 0, { t: 'chest' }, 'explorers/wrong-step'); // must fight first
    const after = edit(guarded, (s) => { s.turn!.mustFight = false; });
    rejects(after, 0, { t: 'chest' }, 'explorers/enemies-here');
  });

  it('EX tiles: monster — markers lie face down until a hero first enters; then battle is due', () => {
    let m = scene(['bethras', 'xylia'], { moves: 1 });
    m = edit(m, (s) => {
      putTile(s, 'old-oak', 1, 0, 0, { visited: undefined });
      putMonster(s, '1,0', 'puffcap-1', { up: false });
    });
    const { match, events } = act(m, 0, { t: 'move', dir: 'E' });
    expect(match.state.tiles['1,0']?.monsters?.[0]?.up).toBe(true);
    expect(texts(events)).toContain('A Puffcap is revealed on Old Oak Crossing.');
    expect(match.state.turn?.mustFight).toBe(true);
    expect(keys(match)).toEqual(['fight:0']);
    rejects(match, 0, { t: 'end' }, 'explorers/wrong-step');
  });

  it('EX tiles: monster — a hero who starts the turn on a monster tile must fight or retreat', () => {
    let m = scene(['bethras', 'xylia'], { stage: 'assign', dice: [{ v: 1, space: null }, { v: 4, space: null }, { v: 4, space: null }, { v: 4, space: null }] });
    m = edit(m, (s) => { putMonster(s, '0,0', 'puffcap-1'); putTile(s, 'old-oak', 1, 0); });
    const x = act(m, 0, { t: 'assign', die: 0, space: 'move' }).match;
    const r = act(x, 0, { t: 'ready' });
    expect(r.match.state.turn?.mustFight).toBe(true);
    expect(keys(r.match)).toEqual(['fight:0', 'move:E']);
  });

  it('EX tiles: icons apply from the top down; those below a battle wait until it is over', () => {
    let m = scene(['bethras', 'xylia'], { moves: 1 });
    m = edit(m, (s) => {
      putTile(s, 'bramble-fork', 1, 0, 90, { visited: undefined }); // monster, then thorns
      putMonster(s, '1,0', 'puffcap-1', { up: false });
    });
    const entered = withDice(m, 0, { t: 'move', dir: 'E' }, forcedDice());
    expect(entered.events.some((e) => e.kind === 'roll')).toBe(false);
    expect(entered.match.state.turn?.after).toEqual({ tile: '1,0', icons: ['thorns'] });
    const f = withDice(entered.match, 0, { t: 'fight', target: 0 }, forcedDice(1));
    const lost = withDice(f.match, 0, { t: 'resolve' }, forcedDice(1));
    expect(texts(lost.events)).toContain('The thorns roll 1 for Bethras. Scratched: lose 1 health.');
    expect(hero(lost.match.state, 'bethras').health).toBe(3); // 1 from the Puffcap, 1 from the thorns
    expect(lost.match.state.turn).toMatchObject({ after: null, mustFight: false });
  });

  it('EX tiles: boss — the Boss card is revealed on first entry and the threat cube goes on space 1', () => {
    let m = scene(['bethras', 'xylia'], { moves: 1 });
    m = edit(m, (s) => { putTile(s, 'boss', 1, 0, 0, { visited: undefined, boss: { b: 'bone-lord', up: false, leaf: 0 } }); });
    const { match, events } = act(m, 0, { t: 'move', dir: 'E' });
    expect(match.state.tiles['1,0']?.boss?.up).toBe(true);
    expect(match.state.threat).toBe(0);
    expect(texts(events)).toContain('The Bone Lord is revealed! The threat cube goes on the first of its 16 spaces.');
    expect(keys(match)).toEqual(['fight:boss']);
  });

  it('EX tiles: vortex — spend 1 orb to be teleported to the starting tile', () => {
    let m = scene(['bethras', 'xylia']);
    m = edit(m, (s) => { putTile(s, 'stone-circle', 1, 0, 90); hero(s, 'bethras').at = '1,0'; });
    rejects(m, 0, { t: 'vortex' }, 'explorers/no-orbs');
    m = edit(m, (s) => { hero(s, 'bethras').orbs = 2; });
    const { match } = act(m, 0, { t: 'vortex' });
    expect(hero(match.state, 'bethras')).toMatchObject({ at: '0,0', orbs: 1 });
    rejects(match, 0, { t: 'vortex' }, 'explorers/no-vortex');
  });

  it('EX tiles: energy well — one face-down marker per hero; each hero takes one and gains its orbs', () => {
    let m = scene(['bethras', 'xylia']);
    m = edit(m, (s) => { putTile(s, 'glow-spring', 1, 0, 90, { wells: [3, 1] }); hero(s, 'bethras').at = '1,0'; });
    const { match, events } = act(m, 0, { t: 'well' });
    expect(hero(match.state, 'bethras')).toMatchObject({ orbs: 1, well: 1 });
    expect(texts(events)).toEqual(['Bethras takes an Energy Well marker showing 1 and gains 1 orb.']);
    rejects(match, 0, { t: 'well' }, 'explorers/well-taken');
  });

  it('EX tiles: campfire — ending the turn there recovers all health', () => {
    let m = scene(['bethras', 'xylia']);
    m = edit(m, (s) => { putTile(s, 'warm-hearth', 1, 0); const b = hero(s, 'bethras'); b.at = '1,0'; b.health = 1; });
    const { match, events } = act(m, 0, { t: 'end' });
    expect(hero(match.state, 'bethras').health).toBe(5);
    expect(texts(events)).toContain('Bethras rests at the campfire and recovers all health.');
  });

  it('EX tiles: thorns — one roll applies to every hero moving onto the tile together', () => {
    let m = scene(['klethor', 'xylia'], { moves: 1, s6: 1 });
    m = edit(m, (s) => { putTile(s, 'briar-lane', 1, 0, 90); });
    const { match, events } = withDice(m, 0, { t: 'move', dir: 'E', with: ['xylia'] }, forcedDice(1));
    expect(hero(match.state, 'klethor').health).toBe(4);
    expect(hero(match.state, 'xylia').health).toBe(4);
    expect(events.filter((e) => e.kind === 'roll')).toHaveLength(1);
  });

  it('EX tiles: runes — an event puts a monster face up on every rune tile without one', () => {
    let m = scene(['bethras', 'xylia'], { moves: 1 });
    m = edit(m, (s) => {
      putTile(s, 'fern-path', 1, 0, 0, { event: true });
      putTile(s, 'spirit-walk', 0, -1, 0);
      putTile(s, 'bone-field', 0, 1, 0);
      putMonster(s, '0,1', 'rattler-1');
      s.piles.events = ['restless-runes'];
      s.piles.monsters = ['adder-1', 'wisp-1'];
    });
    const { match } = act(m, 0, { t: 'move', dir: 'E' });
    expect(match.state.tiles['0,-1']?.monsters).toEqual([{ m: 'wisp-1', up: true, leaf: 0, frost: false, revived: false }]);
    expect(match.state.tiles['0,1']?.monsters).toHaveLength(1);
  });

  it('EX tiles: peddler — first visit lays out 3 loot cards at 3 orbs each, not replaced; selling gives 1 orb', () => {
    let m = scene(['bethras', 'xylia'], { moves: 1 });
    m = edit(m, (s) => {
      putTile(s, 'peddler-cart', 1, 0, 0, { visited: undefined });
      s.piles.loot.push('rope-1', 'antidote-1', 'mace-1');
      const b = hero(s, 'bethras');
      b.orbs = 5;
      b.loot = [{ card: 'dagger-1', up: true }];
    });
    let x = act(m, 0, { t: 'move', dir: 'E' }).match;
    expect(x.state.peddler).toEqual(['mace-1', 'antidote-1', 'rope-1']);
    x = act(x, 0, { t: 'buy', card: 'antidote-1' }).match;
    expect(hero(x.state, 'bethras').orbs).toBe(2);
    expect(x.state.peddler).toEqual(['mace-1', 'rope-1']);
    rejects(x, 0, { t: 'buy', card: 'mace-1' }, 'explorers/no-orbs');
    x = act(x, 0, { t: 'sell', card: 'dagger-1' }).match;
    expect(hero(x.state, 'bethras')).toMatchObject({ orbs: 3, loot: [{ card: 'antidote-1', up: true }] });
    expect(x.state.piles.lootDiscard).toEqual(['dagger-1']);
    rejects(x, 0, { t: 'buy', card: 'dagger-1' }, 'explorers/not-for-sale');
  });
});
