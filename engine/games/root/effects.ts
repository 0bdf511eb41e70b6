import type { Result } from '../../core/result.ts';
import type { Prompt, SeatId } from '../../core/types.ts';
import type { Act, RootAction } from './actions.ts';
import { battleOptions, checkBattle, startBattle } from './battle.ts';
import { clearing, ruler, warriorsOf } from './board.ts';
import { discardCard, discardFromHand, drawCards, freshId } from './cards.ts';
import { CLEARING_IDS } from './data/autumn-map.ts';
import { cardDef, type CardEffect } from './data/base-deck.ts';
import { fail, where, Who, who } from './describe.ts';
import { codebreakersWords, standWords } from './log-lines.ts';
import { phrase } from '../../core/words.ts';
import type { Ctx, ReadCtx } from './faction.ts';
import { checkMove, doMove, hasMove, moveOptions } from './move.ts';
import { emit, player, removePiece, score, showTo, usedThisTurn, useOnce } from './ops.ts';
import { rootLabel } from './phrases.ts';
import { useWords } from './log-words.ts';
import type { ChoosePlayerPending, DiscardPending, Phase } from './state.ts';

/**
 * Persistent card effects of the base deck outside battle, and the three windows the
 * core opens at the start of each phase of every turn:
 *   '@birdsong' — Better Burrow Bank (at start), then Royal Claim and Stand and Deliver!;
 *   '@daylight' — Command Warren (at start: may initiate one battle);
 *   '@evening'  — Cobbler (at start: may take one move).
 * Tax Collector and Codebreakers ("once in Daylight") are offered in every Daylight step
 * where the player decides. Battle cards live in battle.ts.
 */

export const WINDOWS: Readonly<Record<Exclude<Phase, 'setup'>, string>> = {
  birdsong: '@birdsong', daylight: '@daylight', evening: '@evening',
};

export function isWindow(step: string): boolean {
  return step.startsWith('@');
}

export function hasEffect(ctx: ReadCtx, seat: SeatId, effect: CardEffect): boolean {
  return player(ctx, seat).crafted.some((k) => cardDef(k).effect === effect);
}

function others(ctx: ReadCtx, seat: SeatId): SeatId[] {
  return ctx.s.players.map((p) => p.seat).filter((x) => x !== seat);
}

/** Persistent-card uses open to `seat` now (by phase), as concrete actions. */
export function useOptions(ctx: ReadCtx, seat: SeatId): Act<'use'>[] {
  const out: Act<'use'>[] = [];
  const phase = ctx.s.turn.phase;
  if (phase === 'birdsong') {
    if (hasEffect(ctx, seat, 'royal-claim')) out.push({ t: 'use', effect: 'royal-claim' });
    if (hasEffect(ctx, seat, 'stand-and-deliver') && !usedThisTurn(ctx, 'stand-and-deliver')) {
      for (const target of others(ctx, seat)) if (player(ctx, target).hand.length > 0) out.push({ t: 'use', effect: 'stand-and-deliver', target });
    }
  } else if (phase === 'daylight') {
    if (hasEffect(ctx, seat, 'tax-collector') && !usedThisTurn(ctx, 'tax-collector')) {
      for (const id of CLEARING_IDS) if (warriorsOf(clearing(ctx.s, id), seat) > 0) out.push({ t: 'use', effect: 'tax-collector', clearing: id });
    }
    if (hasEffect(ctx, seat, 'codebreakers') && !usedThisTurn(ctx, 'codebreakers')) {
      for (const target of others(ctx, seat)) out.push({ t: 'use', effect: 'codebreakers', target });
    }
  }
  return out;
}

/** The prompt for persistent-card uses, if any. */
export function usePrompts(ctx: ReadCtx, seat: SeatId): Prompt<RootAction>[] {
  const actions = useOptions(ctx, seat);
  return actions.length > 0 ? [{ key: 'use', ...rootLabel('root.prompt.use'), actions }] : [];
}

/** Uses a persistent card (Royal Claim, Stand and Deliver!, Tax Collector, Codebreakers). */
export function applyUse(ctx: Ctx, seat: SeatId, a: Act<'use'>): Result<null> {
  const legal = useOptions(ctx, seat).some((o) => o.effect === a.effect && o.clearing === a.clearing && o.target === a.target);
  if (!legal) return fail('bad-use', 'bad-use', { effect: a.effect });
  const p = player(ctx, seat);
  switch (a.effect) {
    case 'royal-claim': {
      const i = p.crafted.findIndex((k) => cardDef(k).effect === 'royal-claim');
      const [key] = p.crafted.splice(i, 1);
      if (key) discardCard(ctx, key);
      const ruled = CLEARING_IDS.filter((id) => ruler(ctx, id) === seat).length;
      used(ctx, seat, 'royal-claim', { n: ruled });
      score(ctx, seat, ruled, phrase('root.log.why.royal-claim'));
      return null;
    }
    case 'stand-and-deliver': {
      const target = a.target as SeatId;
      useOnce(ctx, 'stand-and-deliver');
      const hand = player(ctx, target).hand;
      const [card] = hand.splice(ctx.rng.int(hand.length), 1);
      if (!card) return null;
      p.hand.push({ id: freshId(ctx.s), key: card.key });
      const use = 'stand-and-deliver';
      emit(ctx, {
        kind: 'effect', seat, text: standWords(Who(ctx, seat), who(ctx, target), undefined), data: { target, use },
        secret: { seats: [seat, target], text: standWords(Who(ctx, seat), who(ctx, target), card.key), data: { target, use, card: card.key } },
      });
      score(ctx, target, 1, phrase('root.log.why.stand-and-deliver'));
      return null;
    }
    case 'tax-collector': {
      useOnce(ctx, 'tax-collector');
      const id = a.clearing as number;
      used(ctx, seat, 'tax-collector', { clearing: id });
      removePiece(ctx, { clearing: id, owner: seat, piece: { type: 'warrior' }, by: seat, cause: 'effect' });
      drawCards(ctx, seat, 1, phrase('root.log.why.tax-collector'));
      return null;
    }
    case 'codebreakers': {
      useOnce(ctx, 'codebreakers');
      const target = a.target as SeatId;
      const cards = player(ctx, target).hand.map((c) => c.key);
      const use = 'codebreakers';
      emit(ctx, {
        kind: 'effect', seat, text: codebreakersWords(Who(ctx, seat), who(ctx, target), undefined), data: { target, use },
        secret: { seats: [seat], text: codebreakersWords(Who(ctx, seat), who(ctx, target), cards), data: { target, use, cards } },
      });
      if (cards.length > 0) showTo(ctx, [seat]);
      return null;
    }
  }
}

/** Logs the use of a card in front of `seat` (its data: `use`, and the clearing ruled count `n`, the `clearing` or the `other` seat it names). */
function used(ctx: Ctx, seat: SeatId, use: string, d: { n?: number; clearing?: number; other?: SeatId }): void {
  const text = useWords(use, {
    Who: Who(ctx, seat), who: who(ctx, seat), n: d.n ?? 0,
    where: d.clearing === undefined ? '' : where(ctx, d.clearing), other: d.other === undefined ? '' : who(ctx, d.other),
  });
  emit(ctx, { kind: 'effect', seat, text, data: { use, ...d } });
}

/** Better Burrow Bank: you and one other player each draw a card. */
function burrowBank(ctx: Ctx, seat: SeatId, other: SeatId): void {
  used(ctx, seat, 'burrow-bank', { other });
  drawCards(ctx, seat, 1, phrase('root.log.why.burrow-bank'));
  drawCards(ctx, other, 1, phrase('root.log.why.burrow-bank'));
}

/** The automatic part of a phase window; it stays open only when there is a choice. */
export function enterWindow(ctx: Ctx, seat: SeatId): void {
  const t = ctx.s.turn;
  if (t.phase === 'birdsong') {
    if (hasEffect(ctx, seat, 'better-burrow-bank')) {
      const rest = others(ctx, seat);
      if (rest.length === 1) burrowBank(ctx, seat, rest[0] as SeatId);
      else if (rest.length > 1) ctx.s.stack.push({ kind: 'choose-player', seat, effect: 'better-burrow-bank' });
    }
    t.done = useOptions(ctx, seat).length === 0;
  } else if (t.phase === 'daylight') {
    t.done = !hasEffect(ctx, seat, 'command-warren') || battleOptions(ctx, seat).length === 0;
  } else {
    t.done = !hasEffect(ctx, seat, 'cobbler') || !hasMove(ctx, seat);
  }
}

/** Decisions in a phase window. */
export function windowPrompts(ctx: ReadCtx, seat: SeatId): Prompt<RootAction>[] {
  const t = ctx.s.turn;
  const out: Prompt<RootAction>[] = [];
  if (t.phase === 'daylight' && hasEffect(ctx, seat, 'command-warren')) {
    const battles = battleOptions(ctx, seat);
    if (battles.length > 0) out.push({ key: 'battle', ...rootLabel('root.prompt.command-warren'), actions: battles, targets: battles.map((b) => `clearing-${b.clearing}`) });
  }
  if (t.phase === 'evening' && hasEffect(ctx, seat, 'cobbler')) {
    const moves = moveOptions(ctx, seat);
    if (moves.length > 0) out.push({ key: 'move', ...rootLabel('root.prompt.cobbler'), actions: moves });
  }
  out.push(...usePrompts(ctx, seat));
  out.push({ key: 'done', pass: true, ...rootLabel('root.prompt.go-on', { phase: t.phase }), actions: [{ t: 'done' }] });
  return out;
}

/** Applies a decision in a phase window. */
export function applyWindow(ctx: Ctx, seat: SeatId, a: RootAction): Result<null> {
  const t = ctx.s.turn;
  if (a.t === 'done') {
    t.done = true;
    return null;
  }
  if (a.t === 'use') return applyUse(ctx, seat, a);
  if (a.t === 'battle' && t.phase === 'daylight' && hasEffect(ctx, seat, 'command-warren')) {
    const bad = checkBattle(ctx, seat, a.clearing, a.defender);
    if (bad) return bad;
    used(ctx, seat, 'command-warren', {});
    startBattle(ctx, seat, a.clearing, a.defender, 'command-warren');
    t.done = true;
    return null;
  }
  if (a.t === 'move' && t.phase === 'evening' && hasEffect(ctx, seat, 'cobbler')) {
    const bad = checkMove(ctx, seat, a);
    if (bad) return bad;
    used(ctx, seat, 'cobbler', {});
    doMove(ctx, seat, a);
    t.done = true;
    return null;
  }
  return fail('wrong-step', 'not-in-window');
}

export function discardPrompts(ctx: ReadCtx, p: DiscardPending): Prompt<RootAction>[] {
  return [{
    key: 'discard', ...rootLabel('root.prompt.discard', { n: p.limit }),
    actions: player(ctx, p.seat).hand.map((c): RootAction => ({ t: 'discard', card: c.id })),
  }];
}

export function applyDiscard(ctx: Ctx, p: DiscardPending, a: RootAction): Result<null> {
  if (a.t !== 'discard') return fail('must-discard', 'must-discard', { n: p.limit });
  if (!player(ctx, p.seat).hand.some((c) => c.id === a.card)) return fail('not-in-hand', 'not-in-hand');
  discardFromHand(ctx, p.seat, a.card, phrase('root.log.why.hand-limit'));
  if (player(ctx, p.seat).hand.length <= p.limit) ctx.s.stack.splice(ctx.s.stack.lastIndexOf(p), 1);
  return null;
}

export function choosePrompts(ctx: ReadCtx, p: ChoosePlayerPending): Prompt<RootAction>[] {
  return [{ key: 'choose', ...rootLabel('root.prompt.burrow-bank'), actions: others(ctx, p.seat).map((seat): RootAction => ({ t: 'choose', seat })) }];
}

export function applyChoose(ctx: Ctx, p: ChoosePlayerPending, a: RootAction): Result<null> {
  if (a.t !== 'choose' || a.seat === p.seat || a.seat < 0 || a.seat >= ctx.s.seats) return fail('bad-choice', 'bad-choice');
  ctx.s.stack.splice(ctx.s.stack.lastIndexOf(p), 1);
  burrowBank(ctx, p.seat, a.seat);
  return null;
}
