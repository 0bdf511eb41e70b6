import { logLine } from './log-words.ts';
import { namePhrase } from './names.ts';
import type { RuleError } from '../../core/result.ts';
import type { Act } from './actions.ts';
import { gainLoot } from './effects.ts';
import { keyOf } from './grid.ts';
import {
  fail, gainOrbs, hasEnemies, heroAt, heroIndex, heroWord, ownTile, PEDDLER_PRICE, tileDef, tileOf, type Ctx,
} from './ops.ts';
import { nextPower } from './readings.ts';
import { enterTile } from './tiles.ts';
import type { ExState, Hero, LaidTile, Turn } from './state.ts';

/**
 * What a hero may do on a tile (seed 002, Tiles): open a chest, take an Energy Well marker,
 * be teleported by a vortex, trade with the peddler; and at any tile: unlock a Power, give
 * first aid to a knocked-down hero, give items.
 */

function activeTurn(s: ExState): { t: Turn; h: Hero; tile: LaidTile } {
  const t = s.turn as Turn;
  const h = heroAt(s, t.hero);
  return { t, h, tile: tileOf(s, h) };
}

export function chest(c: Ctx): RuleError | null {
  const { h, tile } = activeTurn(c.s);
  if (!tile.chest) return fail('no-chest', 'no-chest');
  if (hasEnemies(tile)) return fail('enemies-here', 'chest-guarded');
  delete ownTile(c, h.at).chest;
  logLine(c, 'chest', 'chest', { hero: h.id }, h.seat);
  gainLoot(c, c.s.turn?.hero as number);
  return null;
}

export function well(c: Ctx): RuleError | null {
  const { h, tile } = activeTurn(c.s);
  if (!tile.wells || tile.wells.length === 0) return fail('no-well', 'no-well');
  if (hasEnemies(tile)) return fail('enemies-here', 'well-guarded');
  if (h.well !== null) return fail('well-taken', 'well-taken', { hero: heroWord(h) });
  const own = ownTile(c, h.at);
  const wells = own.wells as number[];
  const v = wells.pop() as number;
  if (wells.length === 0) delete own.wells;
  h.well = v;
  const got = gainOrbs(h, v);
  logLine(c, 'well', 'well', { hero: h.id, value: v, n: got }, h.seat);
  return null;
}

export function vortex(c: Ctx): RuleError | null {
  const s = c.s;
  const { t, h, tile } = activeTurn(s);
  if (!tileDef(tile).icons.includes('vortex')) return fail('no-vortex', 'no-vortex');
  if (hasEnemies(tile)) return fail('enemies-here', 'vortex-guarded');
  if (h.orbs < 1) return fail('no-orbs', 'vortex-cost');
  h.orbs -= 1;
  logLine(c, 'vortex', 'vortex', { hero: h.id }, h.seat);
  t.after = null;
  enterTile(c, [t.hero], keyOf(0, 0));
  return null;
}

function atPeddler(tile: LaidTile): boolean {
  return tileDef(tile).icons.includes('peddler');
}

export function buy(c: Ctx, a: Act<'buy'>): RuleError | null {
  const s = c.s;
  const { t, h, tile } = activeTurn(s);
  if (!atPeddler(tile)) return fail('no-peddler', 'buy-at-peddler');
  const stock = s.peddler ?? [];
  const at = stock.indexOf(a.card);
  if (at < 0) return fail('not-for-sale', 'not-for-sale');
  if (h.orbs < PEDDLER_PRICE) return fail('no-orbs', 'card-cost', { n: PEDDLER_PRICE });
  h.orbs -= PEDDLER_PRICE;
  stock.splice(at, 1);
  logLine(c, 'buy', 'buy', { hero: h.id, card: a.card, n: PEDDLER_PRICE }, h.seat);
  gainLoot(c, t.hero, a.card);
  return null;
}

export function sell(c: Ctx, a: Act<'sell'>): RuleError | null {
  const s = c.s;
  const { h, tile } = activeTurn(s);
  if (!atPeddler(tile)) return fail('no-peddler', 'sell-at-peddler');
  const at = h.loot.findIndex((x) => x.card === a.card);
  if (at < 0) return fail('not-yours', 'not-held', { hero: heroWord(h) });
  h.loot.splice(at, 1);
  s.piles.lootDiscard.push(a.card);
  const got = gainOrbs(h, 1);
  logLine(c, 'sell', 'sell', { hero: h.id, card: a.card, n: got }, h.seat);
  return null;
}

export function give(c: Ctx, a: Act<'give'>): RuleError | null {
  const s = c.s;
  const { t, h, tile } = activeTurn(s);
  if (hasEnemies(tile)) return fail('enemies-here', 'give-guarded');
  const to = heroIndex(s, a.to);
  if (to < 0 || to === t.hero) return fail('bad-hero', 'give-other');
  const other = heroAt(s, to);
  if (other.at !== h.at) return fail('not-here', 'not-on-your-tile', { hero: heroWord(other) });
  const at = h.loot.findIndex((x) => x.card === a.card);
  if (at < 0) return fail('not-yours', 'not-held', { hero: heroWord(h) });
  if (!h.loot[at]?.up) return fail('used', 'give-face-up');
  h.loot.splice(at, 1);
  logLine(c, 'give', 'give', { hero: h.id, other: other.id, card: a.card }, h.seat, { from: h.id, to: other.id });
  if (other.loot.length < 3) other.loot.push({ card: a.card, up: true });
  else s.replace.push({ hero: to, card: a.card });
  return null;
}

export function unlock(c: Ctx): RuleError | null {
  const { h } = activeTurn(c.s);
  const power = nextPower(h);
  if (!power) return fail('all-unlocked', 'all-unlocked', { hero: heroWord(h) });
  if (h.orbs < power.cost) return fail('no-orbs', 'power-cost', { power: namePhrase('power', power.kind), cost: power.cost, hero: heroWord(h), orbs: h.orbs });
  h.orbs -= power.cost;
  h.powers += 1;
  logLine(c, 'power', 'unlock', { hero: h.id, powers: h.powers, cost: power.cost, power: power.kind }, h.seat);
  return null;
}


export function firstAid(c: Ctx, a: Act<'firstAid'>): RuleError | null {
  const s = c.s;
  const { h } = activeTurn(s);
  const i = heroIndex(s, a.hero);
  if (i < 0) return fail('bad-hero', 'no-such-hero');
  const other = heroAt(s, i);
  if (!other.down) return fail('not-down', 'not-down', { hero: heroWord(other) });
  if (other.at !== h.at) return fail('not-here', 'join-first', { hero: heroWord(other) });
  const cost = s.heroes.length + 1;
  if (h.orbs < cost) return fail('no-orbs', 'first-aid-cost', { n: cost });
  h.orbs -= cost;
  other.down = false;
  other.health = 1;
  logLine(c, 'firstAid', 'first-aid', { by: h.id, hero: other.id, n: cost }, h.seat);
  return null;
}
