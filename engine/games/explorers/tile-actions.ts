import type { RuleError } from '../../core/result.ts';
import type { Act } from './actions.ts';
import { gainLoot } from './effects.ts';
import { keyOf } from './grid.ts';
import {
  fail, gainOrbs, hasEnemies, heroAt, heroIndex, heroName, log, lootDef, ownTile, PEDDLER_PRICE, plural, tileDef, tileOf, type Ctx,
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
  if (!tile.chest) return fail('no-chest', 'There is no chest on this tile.');
  if (hasEnemies(tile)) return fail('enemies-here', 'A chest cannot be opened while monsters are on the tile.');
  delete ownTile(c, h.at).chest;
  log(c, 'chest', `${heroName(h)} opens the chest.`, { hero: h.id }, h.seat);
  gainLoot(c, c.s.turn?.hero as number);
  return null;
}

export function well(c: Ctx): RuleError | null {
  const { h, tile } = activeTurn(c.s);
  if (!tile.wells || tile.wells.length === 0) return fail('no-well', 'There is no Energy Well marker here.');
  if (hasEnemies(tile)) return fail('enemies-here', 'The well cannot be used while monsters are on the tile.');
  if (h.well !== null) return fail('well-taken', `${heroName(h)} already took an Energy Well marker.`);
  const own = ownTile(c, h.at);
  const wells = own.wells as number[];
  const v = wells.pop() as number;
  if (wells.length === 0) delete own.wells;
  h.well = v;
  const got = gainOrbs(h, v);
  log(c, 'well', `${heroName(h)} takes an Energy Well marker showing ${v} and gains ${plural(got, 'orb')}.`, { hero: h.id, value: v }, h.seat);
  return null;
}

export function vortex(c: Ctx): RuleError | null {
  const s = c.s;
  const { t, h, tile } = activeTurn(s);
  if (!tileDef(tile).icons.includes('vortex')) return fail('no-vortex', 'There is no vortex on this tile.');
  if (hasEnemies(tile)) return fail('enemies-here', 'Fight first: the vortex cannot be used while monsters are here.');
  if (h.orbs < 1) return fail('no-orbs', 'The vortex costs 1 orb.');
  h.orbs -= 1;
  log(c, 'vortex', `${heroName(h)} spends 1 orb and the vortex carries them to the starting tile.`, { hero: h.id }, h.seat);
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
  if (!atPeddler(tile)) return fail('no-peddler', 'Purchases are made at the peddler.');
  const stock = s.peddler ?? [];
  const at = stock.indexOf(a.card);
  if (at < 0) return fail('not-for-sale', 'The peddler does not sell that card.');
  if (h.orbs < PEDDLER_PRICE) return fail('no-orbs', `Each card costs ${PEDDLER_PRICE} orbs.`);
  h.orbs -= PEDDLER_PRICE;
  stock.splice(at, 1);
  log(c, 'buy', `${heroName(h)} buys ${lootDef(a.card).name} for ${PEDDLER_PRICE} orbs.`, { hero: h.id, card: a.card }, h.seat);
  gainLoot(c, t.hero, a.card);
  return null;
}

export function sell(c: Ctx, a: Act<'sell'>): RuleError | null {
  const s = c.s;
  const { h, tile } = activeTurn(s);
  if (!atPeddler(tile)) return fail('no-peddler', 'Cards are sold to the peddler.');
  const at = h.loot.findIndex((x) => x.card === a.card);
  if (at < 0) return fail('not-yours', `${heroName(h)} does not hold that card.`);
  h.loot.splice(at, 1);
  s.piles.lootDiscard.push(a.card);
  const got = gainOrbs(h, 1);
  log(c, 'sell', `${heroName(h)} sells ${lootDef(a.card).name} to the peddler for ${plural(got, 'orb')}.`, { hero: h.id, card: a.card }, h.seat);
  return null;
}

export function give(c: Ctx, a: Act<'give'>): RuleError | null {
  const s = c.s;
  const { t, h, tile } = activeTurn(s);
  if (hasEnemies(tile)) return fail('enemies-here', 'Items cannot be handed over while monsters are on the tile.');
  const to = heroIndex(s, a.to);
  if (to < 0 || to === t.hero) return fail('bad-hero', 'Give the card to another hero.');
  const other = heroAt(s, to);
  if (other.at !== h.at) return fail('not-here', `${heroName(other)} is not on your tile.`);
  const at = h.loot.findIndex((x) => x.card === a.card);
  if (at < 0) return fail('not-yours', `${heroName(h)} does not hold that card.`);
  if (!h.loot[at]?.up) return fail('used', 'Only face-up cards (not used this turn) can be given.');
  h.loot.splice(at, 1);
  log(c, 'give', `${heroName(h)} gives ${lootDef(a.card).name} to ${heroName(other)}.`, { from: h.id, to: other.id, card: a.card }, h.seat);
  if (other.loot.length < 3) other.loot.push({ card: a.card, up: true });
  else s.replace.push({ hero: to, card: a.card });
  return null;
}

export function unlock(c: Ctx): RuleError | null {
  const { h } = activeTurn(c.s);
  const power = nextPower(h);
  if (!power) return fail('all-unlocked', `${heroName(h)} has unlocked both Powers.`);
  if (h.orbs < power.cost) return fail('no-orbs', `${power.name} costs ${power.cost} orbs; ${heroName(h)} has ${h.orbs}.`);
  h.orbs -= power.cost;
  h.powers += 1;
  log(c, 'power', `${heroName(h)} spends ${power.cost} orbs and unlocks ${power.name}: ${power.text}`, { hero: h.id, powers: h.powers }, h.seat);
  return null;
}


export function firstAid(c: Ctx, a: Act<'firstAid'>): RuleError | null {
  const s = c.s;
  const { h } = activeTurn(s);
  const i = heroIndex(s, a.hero);
  if (i < 0) return fail('bad-hero', 'There is no such hero.');
  const other = heroAt(s, i);
  if (!other.down) return fail('not-down', `${heroName(other)} is not knocked down.`);
  if (other.at !== h.at) return fail('not-here', `Join ${heroName(other)} on their tile first.`);
  const cost = s.heroes.length + 1;
  if (h.orbs < cost) return fail('no-orbs', `First aid costs ${cost} orbs (heroes in play + 1).`);
  h.orbs -= cost;
  other.down = false;
  other.health = 1;
  log(c, 'firstAid', `${heroName(h)} spends ${cost} orbs on first aid: ${heroName(other)} gets up with 1 health.`, { hero: other.id }, h.seat);
  return null;
}
