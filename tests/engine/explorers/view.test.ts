import { describe, expect, it } from 'vitest';
import { projectMatch } from '../../../engine/core/match.ts';
import { explorers } from '../../../engine/games/explorers/index.ts';
import { forcedDice } from '../../helpers/scripted-rng.ts';
import { act, edit, hero, newGame, putMonster, putTile, scene, withDice } from '../../helpers/explorers.ts';

describe('EX view and table (DESIGN §2.3)', () => {
  it('EX view: face-down monsters, a face-down Boss, well markers and pile orders reach no viewer', () => {
    const m = edit(scene(['bethras', 'xylia']), (s) => {
      putTile(s, 'old-oak', 1, 0, 0, { visited: undefined });
      putMonster(s, '1,0', 'viper-2', { up: false });
      putTile(s, 'boss', -1, 0, 0, { visited: undefined, boss: { b: 'serpent-mother', up: false, leaf: 0 } });
      s.piles.bosses = s.piles.bosses.filter((b) => b !== 'serpent-mother');
      putTile(s, 'glow-spring', 0, 1, 0, { wells: [3, 1] });
    });
    for (const viewer of [0, 1, 'spectator'] as const) {
      const text = JSON.stringify(projectMatch(explorers, m, viewer));
      expect(text).not.toContain('viper-2');
      expect(text).not.toContain('Night Viper');
      expect(text).not.toContain('serpent-mother');
      expect(text).not.toContain('Serpent Mother');
      expect(text).not.toContain(JSON.stringify(m.state.piles.loot));
      expect(text).not.toContain(JSON.stringify(m.state.piles.monsters));
      expect(text).not.toContain(JSON.stringify(m.state.piles.tiles));
      expect(text).not.toContain('"rng"');
      const v = explorers.view(m.state, viewer);
      expect(v.tiles['1,0']?.monsters).toEqual([{ up: false, leaf: 0 }]);
      expect(v.tiles['-1,0']?.boss).toEqual({ up: false });
      expect(v.tiles['0,1']?.wells).toBe(2);
      expect(v.piles.loot).toBe(m.state.piles.loot.length);
    }
    // Hands are public in this co-operative game.
    expect(explorers.view(m.state, 'spectator').heroes).toEqual(m.state.heroes);
  });

  it('EX view: a revealed monster shows its identity to everyone', () => {
    const m = edit(scene(['bethras', 'xylia'], { moves: 1 }), (s) => {
      putTile(s, 'old-oak', 1, 0, 0, { visited: undefined });
      putMonster(s, '1,0', 'viper-2', { up: false });
    });
    const r = act(m, 0, { t: 'move', dir: 'E' }).match;
    expect(JSON.stringify(projectMatch(explorers, r, 'spectator'))).toContain('viper-2');
  });

  it('EX table: tiles, meeples, hero boards with health and orb cubes, loot, markers, piles and every die are pieces', () => {
    const m = edit(scene(['bethras', 'xylia']), (s) => {
      putTile(s, 'old-oak', 1, 0, 90);
      putMonster(s, '1,0', 'puffcap-1', { up: false });
      s.tiles['0,0']!.chest = true;
      const b = hero(s, 'bethras');
      b.health = 3;
      b.orbs = 4;
      b.loot = [{ card: 'mace-1', up: true }];
      b.poison = true;
    });
    const t = explorers.table(explorers.view(m.state, 0), 0);
    const p = t.pieces;
    expect(p['tile_0_0']).toMatchObject({ kind: 'tile', x: 0, z: 0, face: 'start' });
    expect(p['tile_1_0']).toMatchObject({ kind: 'tile', x: 4, z: 0, rot: (3 * Math.PI) / 2, face: 'old-oak' });
    expect(p['monster_1_0_0']).toMatchObject({ kind: 'token', faceUp: false });
    expect(p['monster_1_0_0']?.face).toBeUndefined();
    expect(p['chest_0_0']).toMatchObject({ kind: 'token', face: 'chest' });
    expect(p['hero-bethras']).toMatchObject({ kind: 'meeple', owner: 0, highlighted: true });
    expect(p['board-bethras']).toMatchObject({ kind: 'board' });
    expect(p['health-bethras']).toMatchObject({ kind: 'cube', label: 'Health 3' });
    expect(p['orbs-bethras']).toMatchObject({ kind: 'cube', label: 'Orbs 4' });
    expect(p['loot-mace-1']).toMatchObject({ kind: 'card', face: 'mace-1', label: 'Mace' });
    expect(p['poison-bethras']).toMatchObject({ kind: 'token' });
    expect(p['pile-tiles']).toMatchObject({ faceUp: false, count: m.state.piles.tiles.length });
    for (const id of ['hero-1', 'hero-2', 'hero-3', 'hero-4', 'combat-1', 'combat-2', 'combat-3', 'combat-4', 'power-purple', 'power-green', 'power-blue', 'power-orange', 'event-1', 'event-2']) {
      expect(p[id]).toMatchObject({ kind: 'die', model: 'd6', die: { sides: 6, labels: ['1', '2', '3', '4', '5', '6'] } });
    }
    expect(p['hero-1']?.color).toBe('#c0392b');
    expect(p['combat-1']?.color).toBe('#1f1f1f');
    expect(p['power-green']?.color).toBe('#27ae60');
    for (const piece of Object.values(p)) {
      expect(Math.abs(piece.x)).toBeLessThanOrEqual(24);
      expect(Math.abs(piece.z)).toBeLessThanOrEqual(16);
    }
  });

  it('EX table: a rolled die shows its value; battle dice and the Boss threat track appear while in play', () => {
    const m = edit(scene(['bethras', 'xylia'], { mustFight: true }), (s) => {
      putTile(s, 'boss', 1, 0, 0, { boss: { b: 'bone-lord', up: true, leaf: 0 } });
      for (const h of s.heroes) h.at = '1,0';
      s.threat = 3;
      hero(s, 'bethras').loot = [{ card: 'mace-1', up: true }, { card: 'dagger-1', up: true }, { card: 'spear-1', up: true }];
      s.turn!.bonusDice = 2;
    });
    const f = withDice(m, 0, { t: 'fight', target: 'boss' }, forcedDice(2, 1, 2, 3, 4, 5, 6, 1));
    const p = explorers.table(explorers.view(f.match.state, 'spectator'), 'spectator').pieces;
    expect(p['combat-6']).toMatchObject({ kind: 'die', die: { value: 6 } });
    expect(p['combat-xylia-1']).toMatchObject({ kind: 'die', die: { value: 1 } });
    expect(p['event-1']?.die?.value).toBe(2);
    expect(p['threat-cube']).toMatchObject({ kind: 'cube', label: 'Threat 4/16' });
    expect(p['boss-card']).toMatchObject({ face: 'bone-lord', label: 'The Bone Lord' });
  });

  it('EX status: the headline tells whose turn and which phase', () => {
    const m = scene(['bethras', 'xylia'], { stage: 'roll' });
    expect(explorers.status(m.state)).toMatchObject({ over: false, headline: 'Round 1 · Phase 2, adventure: Bethras (Seat 1) rolls the hero dice' });
    expect(explorers.status(m.state).headlineWords?.values?.who).toEqual({ id: 'explorers.status.doing.roll', values: { hero: { id: 'explorers.name.hero.bethras' }, seat: 'Seat 1' } });
    expect(explorers.status(newGame(1, { heroes: ['xylia', 'shavi'] }).state).headline).toMatch(/^Round 1 · Phase 1, exploration: Xylia \(Seat 1\) places a forest tile$/);
  });
});
