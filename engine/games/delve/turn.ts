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
import { ruleError, type Result } from '../../core/result.ts';
import type { SeatId } from '../../core/types.ts';
import type { DelveAction } from './actions.ts';
import { effectText, halfBonus, halfText, itemDef } from './content/index.ts';
import { enterHex, heal, hitMonster, pickUp } from './effects.ts';
import { attackOptions, currentEffect, halfOf, healOptions, moveOptions, recoverOptions, shoveOptions, stepHasOptions } from './options.ts';
import { cardName, charAt, log, monsterName, take, who, type Ctx } from './ops.ts';
import { endTurn, retire } from './rounds.ts';
import type { Character, Turn } from './state.ts';

const INTERACTIVE = new Set(['move', 'attack', 'heal', 'recover']);

function turnOf(ctx: Ctx, seat: SeatId): Result<{ t: Turn; c: Character }> {
  const t = ctx.s.turn;
  if (!t || t.seat !== seat || ctx.s.phase !== 'turns') return ruleError('delve/not-your-turn', 'It is not your turn.');
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
      if (d.step.hit.length === 0 && d.step.recovered === 0) log(ctx, 'pass', `${who(c)}: ${effectText(e)} has nothing to act on.`, c.seat);
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
  let where: string;
  if (bonus === 'persistent' && lasting && (lasting.k === 'ward' || lasting.k === 'might')) {
    c.active.push({ card: d.card, half: d.half, until: 'used', bonus: { k: lasting.k, n: lasting.n, left: lasting.uses }, lost: h.lost === true });
    where = 'the active area (persistent)';
  } else if (bonus === 'round' && d.performed.some((k) => k === 'shield' || k === 'retaliate')) {
    c.active.push({ card: d.card, half: d.half, until: 'round', lost: h.lost === true });
    where = 'the active area (until the end of the round)';
  } else if (h.lost && !d.plain) {
    c.lost.push(d.card);
    where = 'the lost pile';
  } else {
    c.discard.push(d.card);
    where = 'the discard';
  }
  log(ctx, 'card-placed', `${cardName(d.card)} goes to ${where}.`, c.seat, { card: d.card });
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
  if (t.stage !== 'pick' || t.extraMove > 0) return ruleError('delve/busy', 'Finish the current action first.');
  if (!c.played.includes(a.card)) return ruleError('delve/not-played', 'Use one of the two cards you played this round.');
  const first = t.used[0];
  if (first && first.half === a.half) {
    return ruleError('delve/same-half', `You used a ${first.half} action already: the other card gives its ${a.half === 'top' ? 'bottom' : 'top'} action.`);
  }
  const plain = a.plain === true;
  t.doing = { card: a.card, half: a.half, plain, step: { i: 0, hit: [], recovered: 0 }, performed: [] };
  t.stage = 'act';
  const h = halfOf(a.card, a.half, plain);
  log(ctx, 'half', `${who(c)} uses the ${a.half} of ${cardName(a.card)}${plain ? ' as a plain action' : ''}: ${halfText(h)}.`, seat, { card: a.card, half: a.half, plain });
  proceed(ctx);
  return undefined;
}

function move(ctx: Ctx, seat: SeatId, to: string): Result<void> {
  const r = turnOf(ctx, seat);
  if ('error' in r) return r;
  const { t, c } = r;
  const e = currentEffect(t);
  const extra = t.extraMove > 0;
  if (!extra && (e?.k !== 'move' || t.doing?.step.shove)) return ruleError('delve/no-move', 'There is no move to make now.');
  const n = extra ? t.extraMove : e?.k === 'move' ? e.n : 0;
  const options = moveOptions(ctx.s, c, n, !extra && e?.k === 'move' && e.jump === true);
  const steps = options.get(to);
  if (steps === undefined) return ruleError('delve/cannot-reach', `That hex is out of reach: a move of ${n} ends on a free hex, passing allies but not monsters.`);
  enterHex(ctx, c, to);
  log(ctx, 'move', `${who(c)} moves ${steps} hex${steps === 1 ? '' : 'es'}.`, seat, { to, steps });
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
  if (!d || e?.k !== 'attack' || d.step.shove || t.extraMove > 0 || d.step.hit.length >= (e.targets ?? 1)) return ruleError('delve/no-attack', 'There is no attack to make now.');
  const m = attackOptions(ctx.s, c, e.range, d.step.hit).find((x) => x.id === target);
  if (!m) return ruleError('delve/no-target', `That monster cannot be attacked: it must be awake, within range ${e.range} and in sight${e.targets ? ', and not yet hit by this attack' : ''}.`);
  let n = e.n;
  const extra: string[] = [];
  if (t.sharpen > 0) {
    n += t.sharpen;
    extra.push(`whetstone +${t.sharpen}`);
    t.sharpen = 0;
  }
  const might = c.active.find((a) => a.bonus?.k === 'might');
  if (might?.bonus) {
    n += might.bonus.n;
    extra.push(`${cardName(might.card)} +${might.bonus.n}`);
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
  if (!sh || !m || t.extraMove > 0) return ruleError('delve/no-shove', 'There is nothing to push or pull now.');
  if (!shoveOptions(ctx.s, c, m, sh.dir).includes(to)) {
    return ruleError('delve/bad-shove', sh.dir === 'push' ? 'A push moves the monster one hex further away from you, onto a free hex.' : 'A pull moves the monster one hex closer to you, onto a free hex.');
  }
  m.at = to;
  sh.left--;
  log(ctx, sh.dir, `${who(c)} ${sh.dir === 'push' ? 'pushes' : 'pulls'} ${monsterName(m)} one hex.`, seat, { monster: m.id, to });
  if (sh.left <= 0 && t.doing) delete t.doing.step.shove;
  proceed(ctx);
  return undefined;
}

function healAction(ctx: Ctx, seat: SeatId, target: number): Result<void> {
  const r = turnOf(ctx, seat);
  if ('error' in r) return r;
  const { t, c } = r;
  const e = currentEffect(t);
  if (e?.k !== 'heal' || t.extraMove > 0) return ruleError('delve/no-heal', 'There is no heal to give now.');
  const x = healOptions(ctx.s, c, e.range).find((h) => h.seat === target);
  if (!x) return ruleError('delve/heal-range', e.range === 0 ? 'This heal is for yourself.' : `Heal a character within range ${e.range} and in sight.`);
  const healed = heal(x, e.n);
  log(ctx, 'heal', `${who(c)} heals ${x === c ? 'themself' : who(x)} by ${healed}: ${x.health}/${x.maxHealth} health.`, seat, { target });
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
  if (!d || e?.k !== 'recover' || d.step.recovered >= e.n || t.extraMove > 0) return ruleError('delve/no-recover', 'There is no card to recover now.');
  if (!recoverOptions(c).includes(card) || !take(c.lost, card)) return ruleError('delve/not-lost', 'Recover a card from your lost pile.');
  c.hand.push(card);
  d.step.recovered++;
  d.performed.push('recover');
  log(ctx, 'recover', `${who(c)} recovers ${cardName(card)} from the lost pile into hand.`, seat, { card });
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
    log(ctx, 'skip', `${who(c)} skips ${effectText(currentEffect(t)!)}.`, seat);
    nextEffect(t);
  } else return ruleError('delve/nothing-to-skip', 'Choose which card gives its top action and which its bottom.');
  proceed(ctx);
  return undefined;
}

function useItem(ctx: Ctx, seat: SeatId, id: string): Result<void> {
  const r = turnOf(ctx, seat);
  if ('error' in r) return r;
  const { t, c } = r;
  const item = c.items.find((i) => i.id === id);
  if (!item) return ruleError('delve/no-item', 'You do not carry that item.');
  if (item.spent) return ruleError('delve/item-spent', 'That item is spent until a long rest or a treasure chest refreshes it.');
  if (t.extraMove > 0) return ruleError('delve/busy', 'Finish the current move first.');
  const def = itemDef(id);
  item.spent = true;
  const e = def.effect;
  let what: string;
  switch (e.k) {
    case 'heal': what = `heals ${heal(c, e.n)}`; break;
    case 'move': t.extraMove = e.n; what = `may move ${e.n} hexes now`; break;
    case 'sharpen': t.sharpen += e.n; what = `adds ${e.n} to the next attack this turn`; break;
    case 'shield': c.shield += e.n; what = `gains shield ${e.n} this round`; break;
  }
  log(ctx, 'item', `${who(c)} uses ${def.name}: ${what}.`, seat, { item: id });
  proceed(ctx);
  return undefined;
}

/** The turn's actions. */
export function applyTurn(ctx: Ctx, seat: SeatId, a: DelveAction): Result<void> {
  // Seed 003: a long rest "constitutes the player's entire turn" — no action, no item.
  const t = ctx.s.turn;
  if (t && t.seat === seat && t.stage === 'rest' && ctx.s.phase === 'turns') {
    return ruleError('delve/resting', 'A long rest is your whole turn: choose the discarded card to lose (no action or item this turn; the rest refreshes your items).');
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
    default: return ruleError('delve/not-now', 'That cannot be done now.');
  }
}
