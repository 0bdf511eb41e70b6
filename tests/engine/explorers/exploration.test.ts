import { describe, expect, it } from 'vitest';
import { drawForExplore } from '../../../engine/games/explorers/flow.ts';
import { legalPlacements } from '../../../engine/games/explorers/grid.ts';
import { explorers } from '../../../engine/games/explorers/index.ts';
import { Rng, seedRng } from '../../../engine/core/rng.ts';
import type { ExState } from '../../../engine/games/explorers/state.ts';
import { act, edit, hero, newGame, putTile, rejects, type M } from '../../helpers/explorers.ts';

/** A Phase 1 scene with `tile` drawn for hero 0 and only the starting tile laid. */
function drawn(tile: string, more: (s: ExState) => void = () => {}): M {
  return edit(newGame(2, { firstSeat: 0 }, 'explore'), (s) => {
    s.piles.tiles = s.piles.tiles.filter((t) => t !== tile);
    if (s.explore?.tile) s.piles.tiles.push(s.explore.tile);
    s.explore = { queue: [0, 1], tile, offer: false, bonus: false };
    more(s);
  });
}

const key = (p: { col: number; row: number; rotation: number }) => `${p.col},${p.row}@${p.rotation}`;

describe('EX Phase 1: exploration (seed 002, Phase 1)', () => {
  it('EX exploration: a tile goes next to a laid tile with a path connected to it', () => {
    const m = drawn('fallen-log'); // a straight N–S path
    const legal = legalPlacements(m.state, 'fallen-log').map(key).sort();
    expect(legal).toEqual(['-1,0@270', '-1,0@90', '0,-1@0', '0,-1@180', '0,1@0', '0,1@180', '1,0@270', '1,0@90'].sort());
    rejects(m, 0, { t: 'place', x: 0, y: -1, rotation: 90 }, 'explorers/illegal-placement'); // path not connected
    rejects(m, 0, { t: 'place', x: 2, y: 0, rotation: 90 }, 'explorers/illegal-placement'); // not adjacent
    const { match, events } = act(m, 0, { t: 'place', x: 0, y: -1, rotation: 180 });
    expect(match.state.tiles['0,-1']).toMatchObject({ id: 'fallen-log', rot: 180 });
    // The log names where the tile went by the tiles it touches, never by grid coordinates.
    expect(events.map((e) => e.text)).toContain('Fallen Log is laid beside Forest Edge, turned 180°.');
    expect(match.state.explore?.queue).toEqual([1]);
  });

  it('EX exploration: the tile connects as many paths as possible where it goes', () => {
    // A fork (N, E, S) in the corner between the start and a tile north of it: at (1,-1) it
    // touches the north tile's east path and ... only rotations joining both count.
    const m = drawn('whisper-glade', (s) => { putTile(s, 'old-oak', 0, -1, 0, {}); putTile(s, 'warm-hearth', 1, 0, 0, {}); });
    const at = legalPlacements(m.state, 'whisper-glade').filter((p) => p.col === 1 && p.row === -1);
    // (1,-1) has path ends from the west (0,-1) and the south (1,0): a fork joins both
    // with rotations 90 (E,S,W) and 180 (S,W,N); rotation 0 (N,E,S) or 270 (W,N,E) joins one.
    expect(at.map((p) => p.rotation).sort()).toEqual([180, 90].sort());
    rejects(m, 0, { t: 'place', x: 1, y: -1, rotation: 0 }, 'explorers/illegal-placement');
  });

  it('EX exploration: no avoidable dead end (a path into a tile side or off the table)', () => {
    // The start has a straight tile to its north whose sides have no path: a bend laid at
    // (1,-1) would either point a path into that blocked side or run off; elsewhere it need not.
    const m = drawn('badger-sett', (s) => putTile(s, 'fallen-log', 0, -1, 0));
    const legal = legalPlacements(m.state, 'badger-sett');
    expect(legal.length).toBeGreaterThan(0);
    expect(legal.some((p) => p.col === 1 && p.row === -1)).toBe(false);
    // A bend east of the start turned to join it and run south creates no dead end.
    expect(legal.some((p) => p.col === 1 && p.row === 0)).toBe(true);
  });

  it('EX exploration: a tile that cannot be connected goes back under the pile and another is drawn', () => {
    // The only open path end faces a sealed corner: any forest tile there would close the
    // forest while the Boss tile is still in the pile, so it goes under; the Boss tile fits.
    const m = edit(newGame(2, { firstSeat: 0 }, 'sealed'), (s) => {
      s.tiles = {};
      putTile(s, 'mushroom-ring', -3, -2, 270); // a bend with paths W (off the table) and N
      putTile(s, 'misty-bend', -2, -3, 270); // a bend with paths N (off the table) and W
      s.piles.tiles = ['old-oak', 'boss', 'warm-hearth'];
      s.explore = { queue: [0, 1], tile: null, offer: false, bonus: false };
    });
    const ev: Parameters<typeof drawForExplore>[0]['ev'] = [];
    const s = structuredClone(m.state);
    drawForExplore({ s, rng: new Rng(seedRng('x')), ev });
    expect(s.explore?.tile).toBe('boss');
    expect(s.piles.tiles).toEqual(['warm-hearth', 'old-oak']);
    expect(ev.map((e) => e.text)).toContain('Warm Hearth cannot be connected and goes back under the pile.');
    expect(legalPlacements(s, 'boss')).toEqual([{ col: -3, row: -3, rotation: 0 }, { col: -3, row: -3, rotation: 90 }, { col: -3, row: -3, rotation: 180 }, { col: -3, row: -3, rotation: 270 }]);
  });

  it('EX exploration: each player places one tile per hero in turn order, then Phase 2 begins', () => {
    let m = drawn('fallen-log');
    rejects(m, 1, { t: 'place', x: 0, y: -1, rotation: 0 }, 'explorers/not-your-turn');
    m = act(m, 0, { t: 'place', x: 0, y: -1, rotation: 0 }).match;
    expect(m.state.heroes[1]?.seat).toBe(1);
    const p = explorers.prompts(m.state, 1)[0];
    expect(p?.key).toBe('place');
    expect(explorers.prompts(m.state, 0)).toEqual([]);
    const place = p?.actions[0];
    m = act(m, 1, place).match;
    expect(m.state.phase).toBe('adventure');
    expect(m.state.turn).toMatchObject({ hero: 0, stage: 'roll' });
  });

  it("EX exploration: Xylia's Pathfinder explores one more tile after the last player", () => {
    let m = edit(drawn('fallen-log'), (s) => {
      s.heroes[0] = { ...s.heroes[0]!, id: 'xylia', powers: 1 };
      s.heroes[1] = { ...s.heroes[1]!, id: 'bethras' };
    });
    m = act(m, 0, { t: 'place', x: 0, y: -1, rotation: 0 }).match;
    m = act(m, 1, explorers.prompts(m.state, 1)[0]?.actions[0]).match;
    expect(m.state.explore).toMatchObject({ offer: true, bonus: true });
    expect(explorers.prompts(m.state, 0).map((p) => p.key)).toEqual(['bonusTile:yes', 'bonusTile:no']);
    m = act(m, 0, { t: 'bonusTile', take: true }).match;
    expect(m.state.explore).toMatchObject({ queue: [0], offer: false });
    m = act(m, 0, explorers.prompts(m.state, 0)[0]?.actions[0]).match;
    expect(m.state.phase).toBe('adventure');
    expect(Object.keys(m.state.tiles)).toHaveLength(4);
    expect(hero(m.state, 'xylia').seat).toBe(0);
  });

  it('EX exploration: revealing a tile puts its markers on it (chest, event, face-down monsters, wells, Boss card)', () => {
    let m = drawn('robber-camp'); // treasure + 2 monsters
    m = act(m, 0, { t: 'place', x: 1, y: 0, rotation: 90 }).match;
    const t = m.state.tiles['1,0'];
    expect(t?.chest).toBe(true);
    expect(t?.monsters).toHaveLength(2);
    expect(t?.monsters?.every((x) => !x.up)).toBe(true);
    m = drawn('glow-spring');
    m = act(m, 0, { t: 'place', x: 1, y: 0, rotation: 90 }).match;
    expect(m.state.tiles['1,0']?.wells).toHaveLength(2); // one marker per hero
    m = drawn('boss');
    m = act(m, 0, { t: 'place', x: 1, y: 0, rotation: 0 }).match;
    expect(m.state.tiles['1,0']?.boss).toMatchObject({ up: false });
    expect(m.state.threat).toBeNull();
  });
});
