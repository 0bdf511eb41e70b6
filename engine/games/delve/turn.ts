/**
 * A character's turn (seed: "the two played cards will be used to perform actions and then
 * are either discarded, lost, or activated"): the top action of one played card and the
 * bottom action of the other, in the order the player picks, each either as printed or as
 * the plain Attack 2 / Move 2. An action's parts run in order; each may be skipped, and one
 * with nothing to choose from is passed over. The card then goes to the lost pile when the
 * action used has the lost symbol, to the active area while a round or persistent bonus it
 * gave lasts, else to the discard. Items may be used at any point of the turn — not on a
 * long rest's turn, which is the rest alone (rest.ts).
 */
import type { Result } from '../../core/result.ts';
import type { SeatId } from '../../core/types.ts';
import type { DelveAction } from './actions.ts';
import { halfBonus, itemDef } from './content/index.ts';
import { enterHex, heal, hitMonster, pickUp, type Bonuses } from './effects.ts';
import { attackOptions, currentEffect, halfOf, healOptions, moveOptions, recoverOptions, shoveOptions, stepHasOptions } from './options.ts';
import { charAt, log, take, type Ctx } from './ops.ts';
import { endTurn, retire } from './rounds.ts';
import type { Character, Turn } from './state.ts';
import { no } from './words.ts';

const INTERACTIVE = new Set(['move', 'attack', 'heal', 'recover']);

function turnOf(ctx: Ctx, seat: SeatId): Result<{ t: Turn; c: Character }> {
  const t = ctx.s.turn;
  if (!t || t.seat !== seat || ctx.s.phase !== 'turns') return no('delve/not-your-turn', 'notYourTurn');
  return { t, c: charAt(ctx.s, seat) };
}

function nextEffect(t: Turn): void {
  if (t.doing) t.doing.step = { i: t.doing.step.i + 1, hit: [], recovered: 0 };
}

/** Applies the automatic parts (bonuses, loot) and passes over parts with nothing to choose, until a choice is due or the half ends. */
function proceed(ctx: Ctx): void {
  const { s } = ctx;
  for (;;) {
    const t = s.turn;
    if (!t || s.phase !== 'turns') return;
    if (t.extraMove > 0) {
      if (stepHasOptions(s, t)) return;
      t.extraMove = 0;
    }
    const d = t.doing;
    if (!d) return;
    const e = currentEffect(t);
    if (!e) return finishHalf(ctx, t);
    const c = charAt(s, t.seat);
    if (INTERACTIVE.has(e.k) || d.step.shove) {
      if (stepHasOptions(s, t)) return;
      if (d.step.shove) {
        delete d.step.shove;
        continue;
      }
      if (d.step.hit.length === 0 && d.step.recovered === 0) log(ctx, 'pass', { char: c.id, card: d.card, half: d.half, plain: d.plain, i: d.step.i }, c.seat);
      nextEffect(t);
      continue;
    }
    switch (e.k) {
      case 'shield': c.shield += e.n; break;
      case 'retaliate': c.retaliate += e.n; break;
      case 'loot': pickUp(ctx, c, e.n); break;
      default: break;
    }
    d.performed.push(e.k);
    nextEffect(t);
  }
}

/** The half is done: its card goes to the active area, the lost pile or the discard; then the other half, or the turn ends. */
function finishHalf(ctx: Ctx, t: Turn): void {
  const d = t.doing;
  if (!d) return;
  const c = charAt(ctx.s, t.seat);
  const h = halfOf(d.card, d.half, d.plain);
  take(c.played, d.card);
  const bonus = d.plain ? null : halfBonus(h);
  const lasting = h.effects.find((e) => e.k === 'ward' || e.k === 'might');
  let where: 'persistent' | 'round' | 'lost' | 'discard';
  if (bonus === 'persistent' && lasting && (lasting.k === 'ward' || lasting.k === 'might')) {
    c.active.push({ card: d.card, half: d.half, until: 'used', bonus: { k: lasting.k, n: lasting.n, left: lasting.uses }, lost: h.lost === true });
    where = 'persistent';
  } else if (bonus === 'round' && d.performed.some((k) => k === 'shield' || k === 'retaliate')) {
    c.active.push({ card: d.card, half: d.half, until: 'round', lost: h.lost === true });
    where = 'round';
  } else if (h.lost && !d.plain) {
    c.lost.push(d.card);
    where = 'lost';
  } else {
    c.discard.push(d.card);
    where = 'discard';
  }
  log(ctx, 'card-placed', { card: d.card, where }, c.seat);
  t.used.push({ card: d.card, half: d.half, plain: d.plain });
  t.doing = null;
  if (t.used.length < 2) {
    t.stage = 'pick';
    return;
  }
  // End of turn: the character picks up loot on its own hex.
  pickUp(ctx, c, 0);
  endTurn(ctx);
}

function startHalf(ctx: Ctx, seat: SeatId, a: Extract<DelveAction, { t: 'half' }>): Result<void> {
  const r = turnOf(ctx, seat);
  if ('error' in r) return r;
  const { t, c } = r;
  if (t.stage !== 'pick' || t.extraMove > 0) return no('delve/busy', 'busy');
  if (!c.played.includes(a.card)) return no('delve/not-played', 'notPlayed');
  const first = t.used[0];
  if (first && first.half === a.half) {
    return no('delve/same-half', 'sameHalf', { half: first.half });
  }
  const plain = a.plain === true;
  t.doing = { card: a.card, half: a.half, plain, step: { i: 0, hit: [], recovered: 0 }, performed: [] };
  t.stage = 'act';
  log(ctx, 'half', { card: a.card, half: a.half, plain, char: c.id }, seat);
  proceed(ctx);
  return undefined;
}

function move(ctx: Ctx, seat: SeatId, to: string): Result<void> {
  const r = turnOf(ctx, seat);
  if ('error' in r) return r;
  const { t, c } = r;
  const e = currentEffect(t);
  const extra = t.extraMove > 0;
  if (!extra && (e?.k !== 'move' || t.doing?.step.shove)) return no('delve/no-move', 'noMove');
  const n = extra ? t.extraMove : e?.k === 'move' ? e.n : 0;
  const options = moveOptions(ctx.s, c, n, !extra && e?.k === 'move' && e.jump === true);
  const steps = options.get(to);
  if (steps === undefined) return no('delve/cannot-reach', 'cannotReach', { n });
  enterHex(ctx, c, to);
  log(ctx, 'move', { to, steps, char: c.id }, seat);
  if (extra) t.extraMove = 0;
  else {
    t.doing?.performed.push('move');
    nextEffect(t);
  }
  proceed(ctx);
  return undefined;
}

function attack(ctx: Ctx, seat: SeatId, target: string): Result<void> {
  const r = turnOf(ctx, seat);
  if ('error' in r) return r;
  const { t, c } = r;
  const e = currentEffect(t);
  const d = t.doing;
  if (!d || e?.k !== 'attack' || d.step.shove || t.extraMove > 0 || d.step.hit.length >= (e.targets ?? 1)) return no('delve/no-attack', 'noAttack');
  const m = attackOptions(ctx.s, c, e.range, d.step.hit).find((x) => x.id === target);
  if (!m) return no('delve/no-target', 'noTarget', { range: e.range, multi: e.targets ? 'yes' : 'no' });
  let n = e.n;
  const extra: Bonuses = {};
  if (t.sharpen > 0) {
    n += t.sharpen;
    extra.sharpen = t.sharpen;
    t.sharpen = 0;
  }
  const might = c.active.find((a) => a.bonus?.k === 'might');
  if (might?.bonus) {
    n += might.bonus.n;
    extra.might = might.card;
    extra.mightN = might.bonus.n;
    might.bonus.left--;
    if (might.bonus.left <= 0) retire(c, might.card, might.lost);
  }
  d.step.hit.push(m.id);
  d.performed.push('attack');
  hitMonster(ctx, c, m, n, extra);
  const shove = e.push ? { dir: 'push' as const, n: e.push } : e.pull ? { dir: 'pull' as const, n: e.pull } : null;
  if (shove && ctx.s.monsters.includes(m)) d.step.shove = { monster: m.id, left: shove.n, dir: shove.dir };
  proceed(ctx);
  return undefined;
}

function shove(ctx: Ctx, seat: SeatId, to: string): Result<void> {
  const r = turnOf(ctx, seat);
  if ('error' in r) return r;
  const { t, c } = r;
  const sh = t.doing?.step.shove;
  const m = sh ? ctx.s.monsters.find((x) => x.id === sh.monster) : undefined;
  if (!sh || !m || t.extraMove > 0) return no('delve/no-shove', 'noShove');
  if (!shoveOptions(ctx.s, c, m, sh.dir).includes(to)) {
    return no('delve/bad-shove', 'badShove', { dir: sh.dir });
  }
  m.at = to;
  sh.left--;
  log(ctx, sh.dir, { monster: m.id, to, char: c.id, kind: m.kind, n: m.n }, seat);
  if (sh.left <= 0 && t.doing) delete t.doing.step.shove;
  proceed(ctx);
  return undefined;
}

function healAction(ctx: Ctx, seat: SeatId, target: number): Result<void> {
  const r = turnOf(ctx, seat);
  if ('error' in r) return r;
  const { t, c } = r;
  const e = currentEffect(t);
  if (e?.k !== 'heal' || t.extraMove > 0) return no('delve/no-heal', 'noHeal');
  const x = healOptions(ctx.s, c, e.range).find((h) => h.seat === target);
  if (!x) return no('delve/heal-range', 'healRange', { range: e.range });
  const healed = heal(x, e.n);
  log(ctx, 'heal', { target, char: c.id, targetChar: x.id, healed, health: x.health, max: x.maxHealth }, seat);
  t.doing?.performed.push('heal');
  nextEffect(t);
  proceed(ctx);
  return undefined;
}

function recover(ctx: Ctx, seat: SeatId, card: string): Result<void> {
  const r = turnOf(ctx, seat);
  if ('error' in r) return r;
  const { t, c } = r;
  const e = currentEffect(t);
  const d = t.doing;
  if (!d || e?.k !== 'recover' || d.step.recovered >= e.n || t.extraMove > 0) return no('delve/no-recover', 'noRecover');
  if (!recoverOptions(c).includes(card) || !take(c.lost, card)) return no('delve/not-lost', 'notLost');
  c.hand.push(card);
  d.step.recovered++;
  d.performed.push('recover');
  log(ctx, 'recover', { card, char: c.id }, seat);
  proceed(ctx);
  return undefined;
}

function skip(ctx: Ctx, seat: SeatId): Result<void> {
  const r = turnOf(ctx, seat);
  if ('error' in r) return r;
  const { t, c } = r;
  if (t.extraMove > 0) t.extraMove = 0;
  else if (t.doing?.step.shove) delete t.doing.step.shove;
  else if (t.doing && currentEffect(t)) {
    log(ctx, 'skip', { char: c.id, card: t.doing.card, half: t.doing.half, plain: t.doing.plain, i: t.doing.step.i }, seat);
    nextEffect(t);
  } else return no('delve/nothing-to-skip', 'nothingToSkip');
  proceed(ctx);
  return undefined;
}

function useItem(ctx: Ctx, seat: SeatId, id: string): Result<void> {
  const r = turnOf(ctx, seat);
  if ('error' in r) return r;
  const { t, c } = r;
  const item = c.items.find((i) => i.id === id);
  if (!item) return no('delve/no-item', 'noItem');
  if (item.spent) return no('delve/item-spent', 'itemSpent');
  if (t.extraMove > 0) return no('delve/busy', 'busyMove');
  const def = itemDef(id);
  item.spent = true;
  const e = def.effect;
  let n = e.n;
  switch (e.k) {
    case 'heal': n = heal(c, e.n); break;
    case 'move': t.extraMove = e.n; break;
    case 'sharpen': t.sharpen += e.n; break;
    case 'shield': c.shield += e.n; break;
  }
  log(ctx, 'item', { item: id, char: c.id, n }, seat);
  proceed(ctx);
  return undefined;
}

/** The turn's actions. */
export function applyTurn(ctx: Ctx, seat: SeatId, a: DelveAction): Result<void> {
  // Seed 003: a long rest "constitutes the player's entire turn" — no action, no item.
  const t = ctx.s.turn;
  if (t && t.seat === seat && t.stage === 'rest' && ctx.s.phase === 'turns') {
    return no('delve/resting', 'resting');
  }
  switch (a.t) {
    case 'half': return startHalf(ctx, seat, a);
    case 'move': return move(ctx, seat, a.to);
    case 'attack': return attack(ctx, seat, a.target);
    case 'shove': return shove(ctx, seat, a.to);
    case 'heal': return healAction(ctx, seat, a.target);
    case 'recover': return recover(ctx, seat, a.card);
    case 'skip': return skip(ctx, seat);
    case 'item': return useItem(ctx, seat, a.item);
    default: return no('delve/not-now', 'notNow');
  }
}
