import { logLine } from './log-words.ts';
import { rollDice } from './dice.ts';
import { CONTENT } from './content/index.ts';
import { fail, hasEnemies, hasPower, heroAt, heroDef, tileOf, type Ctx } from './ops.ts';
import type { Act } from './actions.ts';
import type { ExState, Hero, Space, Turn } from './state.ts';
import type { RuleError } from '../../core/result.ts';

/**
 * Rolling and assigning the hero dice (seed 002, 2a): roll the 4 hero dice (3 with a Thorns
 * marker), reroll some of them once keeping at least one, then put the kept dice on the
 * hero board: Movement takes 1–3, Concentration 4+, the special spaces 5+ and 6 (each
 * hero's capacity), Summoning any two dice for the hero's power die this turn.
 */

export const HERO_DICE = ['hero-1', 'hero-2', 'hero-3', 'hero-4'];

/** How many dice a space may still take for this hero. */
export function spaceRoom(t: Turn, h: Hero, space: Space): number {
  const on = t.dice.filter((d) => d.space === space).length;
  if (space === 'move' || space === 'focus') return 4;
  if (space === 's5') return (heroDef(h).specials[0]?.capacity ?? 1) - on;
  if (space === 's6') return (heroDef(h).specials[1]?.capacity ?? 1) - on;
  return 0;
}

/** Whether a die showing v may go on the space. */
export function fitsSpace(v: number, space: Space, h: Hero): boolean {
  switch (space) {
    case 'move': return v <= 3;
    case 'focus': return v >= 4;
    case 's5': return v >= (heroDef(h).specials[0]?.min ?? 5);
    case 's6': return v >= (heroDef(h).specials[1]?.min ?? 6);
    case 'summon': return true;
  }
}

/** How many dice summoning takes for this hero. */
export function summonCost(h: Hero): number {
  return hasPower(h, 'cheapSummon') ? 1 : 2;
}

function activeTurn(s: ExState): { t: Turn; h: Hero } {
  const t = s.turn as Turn;
  return { t, h: heroAt(s, t.hero) };
}

export function roll(c: Ctx): RuleError | null {
  const { t, h } = activeTurn(c.s);
  if (t.stage !== 'roll') return fail('wrong-step', 'already-rolled');
  const n = t.thornsTurn ? 3 : 4;
  const values = rollDice(c, h.seat, 'roll-hero', { hero: h.id, n, thorns: t.thornsTurn ? 'yes' : 'no' }, HERO_DICE.slice(0, n));
  t.dice = values.map((v) => ({ v, space: null }));
  t.stage = 'reroll';
  return null;
}

export function reroll(c: Ctx, a: Act<'reroll'>): RuleError | null {
  const { t, h } = activeTurn(c.s);
  if (t.stage !== 'reroll') return fail('wrong-step', 'reroll-once');
  const picked = [...new Set(a.dice)].sort();
  if (picked.length !== a.dice.length) return fail('bad-dice', 'name-each-die');
  if (picked.some((i) => i >= t.dice.length)) return fail('bad-dice', 'rolled-only', { n: t.dice.length });
  if (picked.length >= t.dice.length) return fail('keep-one', 'keep-one');
  const values = rollDice(c, h.seat, 'roll-again', { hero: h.id, n: picked.length }, picked.map((i) => HERO_DICE[i] as string));
  picked.forEach((i, k) => {
    const die = t.dice[i];
    if (die) die.v = values[k] as number;
  });
  t.stage = 'assign';
  return null;
}

export function keep(c: Ctx): RuleError | null {
  const { t, h } = activeTurn(c.s);
  if (t.stage !== 'reroll') return fail('wrong-step', 'nothing-to-keep');
  t.stage = 'assign';
  logLine(c, 'keep', 'keep', { hero: h.id, values: t.dice.map((d) => d.v).join(', ') }, h.seat);
  return null;
}

export function assign(c: Ctx, a: Act<'assign'>): RuleError | null {
  const { t, h } = activeTurn(c.s);
  if (t.stage !== 'assign') return fail('wrong-step', 'assign-after');
  const die = t.dice[a.die];
  if (!die) return fail('bad-dice', 'no-hero-die', { n: a.die + 1 });
  if (die.space !== null) return fail('die-placed', 'die-on-space', { n: a.die + 1, space: die.space });
  if (!fitsSpace(die.v, a.space, h)) return fail('wrong-space', 'wrong-space', { v: die.v, space: a.space });
  if (spaceRoom(t, h, a.space) <= 0) return fail('space-full', 'space-full', { space: a.space });
  die.space = a.space;
  if (a.space === 'move') t.moves += 1;
  else if (a.space === 'focus') t.focus += 1;
  else if (a.space === 's5') t.s5 += 1;
  else if (a.space === 's6') t.s6 += 1;
  const special = a.space === 's5' ? heroDef(h).specials[0] : a.space === 's6' ? heroDef(h).specials[1] : undefined;
  logLine(c, 'assign', special ? 'assign-special' : 'assign', { hero: h.id, v: die.v, space: a.space }, h.seat, { die: a.die });
  maybeReady(c);
  return null;
}

export function summon(c: Ctx, a: Act<'summon'>): RuleError | null {
  const { t, h } = activeTurn(c.s);
  if (t.stage !== 'assign') return fail('wrong-step', 'summon-when');
  if (t.power !== null) return fail('already-summoned', 'already-summoned');
  const picked = [...new Set(a.dice)];
  if (picked.length !== a.dice.length || picked.length !== summonCost(h)) {
    return fail('bad-dice', 'summon-cost', { n: summonCost(h) });
  }
  for (const i of picked) {
    const die = t.dice[i];
    if (!die) return fail('bad-dice', 'no-hero-die', { n: i + 1 });
    if (die.space !== null) return fail('die-placed', 'die-placed', { n: i + 1 });
  }
  for (const i of picked) (t.dice[i] as { space: Space | null }).space = 'summon';
  const color = CONTENT.heroes[h.id].powerDie;
  t.power = color;
  logLine(c, 'summon', 'summon', { hero: h.id, color }, h.seat);
  maybeReady(c);
  return null;
}

export function ready(c: Ctx): RuleError | null {
  const { t } = activeTurn(c.s);
  if (t.stage !== 'assign') return fail('wrong-step', 'nothing-to-assign');
  startActing(c);
  return null;
}

function maybeReady(c: Ctx): void {
  const { t } = activeTurn(c.s);
  if (t.dice.every((d) => d.space !== null)) startActing(c);
}

/** Dice are set: the hero acts. On a tile with enemies, the battle comes first. */
function startActing(c: Ctx): void {
  const { t, h } = activeTurn(c.s);
  t.stage = 'act';
  const unused = t.dice.filter((d) => d.space === null).length;
  if (unused > 0) logLine(c, 'assign', 'unused', { hero: h.id, n: unused }, h.seat);
  if (hasEnemies(tileOf(c.s, h))) {
    t.mustFight = true;
    logLine(c, 'battle', 'must-fight', { hero: h.id }, h.seat);
  }
}
