import type { RuleError } from '../../core/result.ts';
import type { Act } from './actions.ts';
import { freeReroll } from './combat.ts';
import { heal } from './effects.ts';
import { fail, gainOrbs, hasEnemies, heroAt, heroIndex, heroName, log, lootDef, MAX_HEALTH, plural, tileOf, type Ctx } from './ops.ts';
import type { ExState, Hero, Turn } from './state.ts';

/**
 * Loot cards (seed 002, 2b): permanent cards work by themselves; activatable cards are
 * used by the active hero on their turn, then turned face down until that hero's next turn
 * or discarded. Three slots: a fourth card makes its holder's owner discard one of four.
 */

function activeTurn(s: ExState): { t: Turn; h: Hero } {
  const t = s.turn as Turn;
  return { t, h: heroAt(s, t.hero) };
}

/** Target of a heal or cure: a hero on the user's tile (the user by default). */
function target(s: ExState, h: Hero, id: string | undefined): number | RuleError {
  const i = id === undefined ? (s.turn as Turn).hero : heroIndex(s, id);
  if (i < 0) return fail('bad-hero', 'no-such-hero');
  if (heroAt(s, i).at !== h.at) return fail('not-here', 'not-on-your-tile', { hero: heroName(heroAt(s, i)) });
  return i;
}

export function useLoot(c: Ctx, a: Act<'use'>): RuleError | null {
  const s = c.s;
  const { t, h } = activeTurn(s);
  const slot = h.loot.find((x) => x.card === a.card);
  if (!slot) return fail('not-yours', 'not-held', { hero: heroName(h) });
  const def = lootDef(a.card);
  if (def.use === 'permanent') return fail('permanent', 'permanent', { card: def.name });
  if (!slot.up) {
    return fail('used', slot.heldRound === s.round ? 'turned-by-boss' : 'face-down', { card: def.name });
  }
  const e = def.effect;
  const inBattle = s.battle !== null;
  if (inBattle && e.kind !== 'freeReroll') return fail('in-battle', 'not-in-battle', { card: def.name });
  switch (e.kind) {
    case 'heal': {
      const i = target(s, h, a.hero);
      if (typeof i !== 'number') return i;
      const x = heroAt(s, i);
      if (x.down && !e.revive) return fail('knocked-down', 'cannot-revive', { card: def.name });
      if (!x.down && x.health >= MAX_HEALTH) return fail('full-health', 'full-health', { hero: heroName(x) });
      log(c, 'use', `${heroName(h)} uses ${def.name}.`, { card: a.card }, h.seat);
      heal(c, i, e.n, def.name, e.revive);
      break;
    }
    case 'cure': {
      const i = target(s, h, a.hero);
      if (typeof i !== 'number') return i;
      const x = heroAt(s, i);
      if (!x.poison) return fail('not-poisoned', 'not-poisoned', { hero: heroName(x) });
      x.poison = false;
      log(c, 'use', `${heroName(h)} uses ${def.name}: ${heroName(x)}'s Poison marker is discarded.`, { card: a.card }, h.seat);
      break;
    }
    case 'moves':
      t.moves += e.n;
      log(c, 'use', `${heroName(h)} uses ${def.name}: ${plural(e.n, 'extra move')}.`, { card: a.card }, h.seat);
      break;
    case 'orbs': {
      const got = gainOrbs(h, e.n);
      log(c, 'use', `${heroName(h)} uses ${def.name} and gains ${plural(got, 'orb')}.`, { card: a.card }, h.seat);
      break;
    }
    case 'combatDice':
      t.bonusDice += e.n;
      log(c, 'use', `${heroName(h)} readies ${def.name}: ${plural(e.n, 'extra combat die')} in the next battle.`, { card: a.card }, h.seat);
      break;
    case 'combatBonus':
      t.bonusPlus += e.n;
      log(c, 'use', `${heroName(h)} readies ${def.name}: +${e.n} to each combat die in the next battle.`, { card: a.card }, h.seat);
      break;
    case 'freeReroll': {
      if (!inBattle) return fail('no-battle', 'battle-only', { card: def.name });
      if (a.die === undefined) return fail('bad-die', 'name-combat-die');
      const err = freeReroll(c, a.die);
      if (err) return err;
      break;
    }
    case 'safeRetreat':
      if (!hasEnemies(tileOf(s, h))) return fail('no-enemy', 'retreat-only', { card: def.name });
      t.safeRetreat = true;
      log(c, 'use', `${heroName(h)} lights ${def.name}: the next retreat costs nothing.`, { card: a.card }, h.seat);
      break;
    default:
      return fail('permanent', 'permanent', { card: def.name });
  }
  if (def.use === 'turnOver') slot.up = false;
  else {
    h.loot.splice(h.loot.indexOf(slot), 1);
    s.piles.lootDiscard.push(a.card);
  }
  return null;
}

/** Full slots: the hero keeps three of the four cards. */
export function discardLoot(c: Ctx, a: Act<'discardLoot'>): RuleError | null {
  const s = c.s;
  const r = s.replace[0];
  if (!r) return fail('wrong-step', 'no-discard');
  const h = heroAt(s, r.hero);
  if (a.card === r.card) {
    s.replace.shift();
    s.piles.lootDiscard.push(a.card);
    log(c, 'discard', `${heroName(h)} discards the new ${lootDef(a.card).name} and keeps the other three.`, { card: a.card }, h.seat);
    return null;
  }
  const at = h.loot.findIndex((x) => x.card === a.card);
  if (at < 0) return fail('not-yours', 'discard-which', { hero: heroName(h) });
  h.loot.splice(at, 1);
  h.loot.push({ card: r.card, up: true });
  s.replace.shift();
  s.piles.lootDiscard.push(a.card);
  log(c, 'discard', `${heroName(h)} discards ${lootDef(a.card).name} to make room for ${lootDef(r.card).name}.`, { card: a.card }, h.seat);
  return null;
}
