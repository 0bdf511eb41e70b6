import { logLine, why } from './log-words.ts';
import type { RuleError } from '../../core/result.ts';
import type { Act } from './actions.ts';
import { freeReroll } from './combat.ts';
import { heal } from './effects.ts';
import { fail, gainOrbs, hasEnemies, heroAt, heroIndex, heroWord, lootDef, lootWord, MAX_HEALTH, tileOf, type Ctx } from './ops.ts';
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
  if (heroAt(s, i).at !== h.at) return fail('not-here', 'not-on-your-tile', { hero: heroWord(heroAt(s, i)) });
  return i;
}

export function useLoot(c: Ctx, a: Act<'use'>): RuleError | null {
  const s = c.s;
  const { t, h } = activeTurn(s);
  const slot = h.loot.find((x) => x.card === a.card);
  if (!slot) return fail('not-yours', 'not-held', { hero: heroWord(h) });
  const def = lootDef(a.card);
  if (def.use === 'permanent') return fail('permanent', 'permanent', { card: lootWord(a.card) });
  if (!slot.up) {
    return fail('used', slot.heldRound === s.round ? 'turned-by-boss' : 'face-down', { card: lootWord(a.card) });
  }
  const e = def.effect;
  const inBattle = s.battle !== null;
  if (inBattle && e.kind !== 'freeReroll') return fail('in-battle', 'not-in-battle', { card: lootWord(a.card) });
  switch (e.kind) {
    case 'heal': {
      const i = target(s, h, a.hero);
      if (typeof i !== 'number') return i;
      const x = heroAt(s, i);
      if (x.down && !e.revive) return fail('knocked-down', 'cannot-revive', { card: lootWord(a.card) });
      if (!x.down && x.health >= MAX_HEALTH) return fail('full-health', 'full-health', { hero: heroWord(x) });
      logLine(c, 'use', 'use', { hero: h.id, card: a.card }, h.seat);
      heal(c, i, e.n, why('loot', a.card), e.revive);
      break;
    }
    case 'cure': {
      const i = target(s, h, a.hero);
      if (typeof i !== 'number') return i;
      const x = heroAt(s, i);
      if (!x.poison) return fail('not-poisoned', 'not-poisoned', { hero: heroWord(x) });
      x.poison = false;
      logLine(c, 'use', 'use-cure', { hero: h.id, card: a.card, other: x.id }, h.seat);
      break;
    }
    case 'moves':
      t.moves += e.n;
      logLine(c, 'use', 'use-moves', { hero: h.id, card: a.card, n: e.n }, h.seat);
      break;
    case 'orbs': {
      const got = gainOrbs(h, e.n);
      logLine(c, 'use', 'use-orbs', { hero: h.id, card: a.card, n: got }, h.seat);
      break;
    }
    case 'combatDice':
      t.bonusDice += e.n;
      logLine(c, 'use', 'use-dice', { hero: h.id, card: a.card, n: e.n }, h.seat);
      break;
    case 'combatBonus':
      t.bonusPlus += e.n;
      logLine(c, 'use', 'use-plus', { hero: h.id, card: a.card, n: e.n }, h.seat);
      break;
    case 'freeReroll': {
      if (!inBattle) return fail('no-battle', 'battle-only', { card: lootWord(a.card) });
      if (a.die === undefined) return fail('bad-die', 'name-combat-die');
      const err = freeReroll(c, a.die);
      if (err) return err;
      break;
    }
    case 'safeRetreat':
      if (!hasEnemies(tileOf(s, h))) return fail('no-enemy', 'retreat-only', { card: lootWord(a.card) });
      t.safeRetreat = true;
      logLine(c, 'use', 'use-smoke', { hero: h.id, card: a.card }, h.seat);
      break;
    default:
      return fail('permanent', 'permanent', { card: lootWord(a.card) });
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
    logLine(c, 'discard', 'discard-new', { hero: h.id, card: a.card }, h.seat);
    return null;
  }
  const at = h.loot.findIndex((x) => x.card === a.card);
  if (at < 0) return fail('not-yours', 'discard-which', { hero: heroWord(h) });
  h.loot.splice(at, 1);
  h.loot.push({ card: r.card, up: true });
  s.replace.shift();
  s.piles.lootDiscard.push(a.card);
  logLine(c, 'discard', 'discard', { hero: h.id, card: a.card, kept: r.card }, h.seat);
  return null;
}
