import type { RuleError } from '../../core/result.ts';
import { phrase } from '../../core/words.ts';
import { namePhrase } from './names.ts';
import type { Direction } from '../../table/grid.ts';
import type { Act } from './actions.ts';
import { retreatBlow } from './combat.ts';
import { canPlace, connectedNeighbour, inGrid, keyOf, legalPlacements, pileFitsAt, stepCell, tileHasPath } from './grid.ts';
import { fail, gainOrbs, hasEnemies, heroAt, heroDef, heroIndex, heroWord, log, tileOf, type Ctx } from './ops.ts';
import { enterTile, layTile } from './tiles.ts';
import { logLine, movedWords, ventureDrawWords } from './log-words.ts';
import type { ExState, Hero, LaidTile, Turn } from './state.ts';

/**
 * Movement (seed 002, Movement and High-Risk Exploration). Each movement die moves the hero
 * to a tile connected by a path; the tile's effects apply before the next move. Moving
 * away from enemies is a retreat and costs their blow. Onto an empty space next to a path,
 * the hero draws, reveals and lays a new tile (that connects to their tile) and gains 1
 * orb for it. Klethor's 6 action lets heroes on his tile come along.
 */

function activeTurn(s: ExState): { t: Turn; h: Hero } {
  const t = s.turn as Turn;
  return { t, h: heroAt(s, t.hero) };
}

/** Heroes carried along by Klethor's 6 action: on his tile, named once, not himself. */
export function carriedHeroes(s: ExState, ids: readonly string[] | undefined): number[] | RuleError {
  const { t, h } = activeTurn(s);
  if (!ids || ids.length === 0) return [];
  if (heroDef(h).specials[1]?.kind !== 'carry' || t.s6 < 1) {
    return fail('cannot-carry', 'cannot-carry');
  }
  const out: number[] = [];
  for (const id of ids) {
    const i = heroIndex(s, id);
    if (i < 0 || i === t.hero || out.includes(i)) return fail('bad-hero', 'cannot-come', { hero: id });
    if (heroAt(s, i).at !== h.at) return fail('not-here', 'not-on-klethor-tile', { hero: heroWord(heroAt(s, i)) });
    out.push(i);
  }
  return out;
}

function checkCanMove(s: ExState): RuleError | null {
  const { t, h } = activeTurn(s);
  if (t.immobile) return fail('immobilized', 'immobilized', { hero: heroWord(h) });
  if (t.moves < 1) return fail('no-moves', 'no-moves');
  return null;
}

export function move(c: Ctx, a: Act<'move'>): RuleError | null {
  const s = c.s;
  const { t, h } = activeTurn(s);
  const blocked = checkCanMove(s);
  if (blocked) return blocked;
  const dest = connectedNeighbour(s, h.at, a.dir as Direction);
  if (!dest) return fail('no-path', 'no-path-from', { dir: phrase('explorers.refusal.dir', { dir: a.dir }), tile: namePhrase('tile', tileOf(s, h).id) });
  const carried = carriedHeroes(s, a.with);
  if (!Array.isArray(carried)) return carried;
  if (hasEnemies(tileOf(s, h))) {
    retreatBlow(c);
    if (h.down || s.result) return null;
  }
  t.moves -= 1;
  t.mustFight = false;
  t.lostTo = null;
  t.after = null;
  const movers = [t.hero, ...carried];
  logMove(c, movers, dest);
  enterTile(c, movers, dest);
  return null;
}

export function explore(c: Ctx, a: Act<'explore'>): RuleError | null {
  const s = c.s;
  const { t, h } = activeTurn(s);
  const blocked = checkCanMove(s);
  if (blocked) return blocked;
  const here = tileOf(s, h);
  if (hasEnemies(here)) return fail('enemies-here', 'explore-guarded');
  const dir = a.dir as Direction;
  const [col, row] = stepCell(here.col, here.row, dir);
  if (!inGrid(col, row)) return fail('off-grid', 'off-grid');
  if (s.tiles[keyOf(col, row)]) return fail('not-empty', 'not-empty');
  if (!tileHasPath(here, dir)) return fail('no-path', 'no-path-towards', { dir: phrase('explorers.refusal.dir', { dir: a.dir }) });
  if (s.piles.tiles.length === 0) return fail('pile-empty', 'pile-empty');
  if (!pileFitsAt(s, h.at, dir)) return fail('nothing-fits', 'nothing-fits');
  const carried = carriedHeroes(s, a.with);
  if (!Array.isArray(carried)) return carried;
  t.moves -= 1;
  const pile = s.piles.tiles;
  for (let tries = pile.length; tries > 0; tries--) {
    const id = pile.pop() as string;
    if (canPlace(s, id, { key: h.at, dir })) {
      t.placing = { tile: id, col, row, with: carried };
      log(c, 'draw', ventureDrawWords(h.id, id), { tile: id, hero: h.id, off: 1 }, h.seat);
      return null;
    }
    pile.unshift(id);
    logLine(c, 'explore', 'venture-back', { tile: id });
  }
  return fail('nothing-fits', 'nothing-fits');
}

/** Lays the tile of a High-Risk Exploration and moves the explorer (and carried heroes) onto it. */
export function placeHighRisk(c: Ctx, a: Act<'place'>): RuleError | null {
  const s = c.s;
  const { t, h } = activeTurn(s);
  const p = t.placing;
  if (!p) return fail('wrong-step', 'no-tile');
  if (a.x !== p.col || a.y !== p.row) return fail('illegal-placement', 'explored-space', { x: p.col, y: p.row });
  const here = tileOf(s, h);
  const dir = (['N', 'E', 'S', 'W'] as const).find((d) => {
    const [c2, r2] = stepCell(here.col, here.row, d);
    return c2 === p.col && r2 === p.row;
  }) as Direction;
  const legal = legalPlacements(s, p.tile, { key: h.at, dir });
  if (!legal.some((x) => x.rotation === a.rotation)) {
    return fail('illegal-placement', 'no-dead-end', { rotation: a.rotation });
  }
  t.placing = null;
  layTile(c, p.tile, p.col, p.row, a.rotation, h.seat);
  t.explored += 1;
  const got = gainOrbs(h, 1);
  logLine(c, 'orbs', 'venture-orb', { hero: h.id, n: got }, h.seat);
  const movers = [t.hero, ...p.with];
  logMove(c, movers, keyOf(p.col, p.row));
  enterTile(c, movers, keyOf(p.col, p.row));
  return null;
}

/**
 * The mover (and the heroes it carries) go to the tile at `to`: the data names the heroes
 * by id (`with` only when some are carried) and the cell, whose tile the view shows.
 */
function logMove(c: Ctx, movers: number[], to: string): void {
  const [h, ...carried] = movers.map((i) => heroAt(c.s, i));
  if (!h) return;
  const ids = [h.id, ...carried.map((x) => x.id)];
  const data = carried.length > 0 ? { hero: h.id, to, with: ids.slice(1) } : { hero: h.id, to };
  log(c, 'move', movedWords(ids, (c.s.tiles[to] as LaidTile).id), data, h.seat);
}
