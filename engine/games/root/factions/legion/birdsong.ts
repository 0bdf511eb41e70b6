import type { Result } from '../../../../core/result.ts';
import { phrase, type PhraseValue } from '../../../../core/words.ts';
import type { Prompt, SeatId } from '../../../../core/types.ts';
import type { RootAction } from '../../actions.ts';
import { clearing, clearingsWith, enemyPieceCount, hasPieces } from '../../board.ts';
import { suitOf } from '../../map.ts';
import { discardCard, discardFromHand, drawCards, isBird, takeFromHand } from '../../cards.ts';
import { adjacent, CLEARING_IDS, CLEARING_SUITS, clearingDef, type ClearingSuit } from '../../data/autumn-map.ts';
import { cardDef, type CostIcon } from '../../data/base-deck.ts';
import { cardPhrase, clearingPhrase, label, refuse, suitPhrase } from '../say.ts';
import { campaignDiscardWords, campaignWords, dropCardWhy, dropWhy, keepWords, noDropWords } from './log.ts';
import type { Ctx, ReadCtx } from '../../faction.ts';
import { emit, factionOf, mayPlaceIn, placeWarriors, player } from '../../ops.ts';
import type { LegionAction } from './actions.ts';
import { BOOTSTRAP_WARRIORS, SETUP_WARRIORS } from './data.ts';
import { colonyClearings, ls } from './state.ts';

/**
 * Legion setup (QL.3.2–3.3) and Birdsong (QL.4): Bootstraps, Supply Drop, Change of Tactics.
 */

export const SETUP_STEPS = ['ql-setup-corner', 'ql-setup-adjacent', 'ql-setup-campaign'] as const;
export const BIRDSONG_STEPS = ['ql-bootstraps', 'ql-supply-drop', 'ql-tactics'] as const;

type A<K extends LegionAction['t']> = Extract<LegionAction, { t: K }>;
const err = (code: string, id: string, values?: Readonly<Record<string, PhraseValue>>) => refuse(`QL/${code}`, `root.legion.refusal.${id}`, values);

// ——— Setup (QL.3.2, QL.3.3) ———

/** Corners for the Legion: opposite another faction's starting clearing if possible (QL.3.2). */
export function cornerOptions(ctx: ReadCtx, seat: SeatId): number[] {
  const starts: number[] = [];
  for (const p of ctx.s.players) {
    if (p.seat === seat) continue;
    const start = factionOf(ctx, p.seat).startingClearing?.(ctx.s, p.seat);
    if (start !== undefined) starts.push(start);
  }
  const corners = CLEARING_IDS.filter((id) => clearingDef(id).corner && !starts.includes(id));
  const opposite = corners.filter((id) => starts.some((st) => clearingDef(st).opposite === id));
  return opposite.length > 0 ? opposite : corners;
}

function adjacentOptions(ctx: ReadCtx): number[] {
  const corner = ls(ctx.s).corner;
  return corner === undefined ? [] : [...adjacent(corner)];
}

/** Campaign choices for the cards in hand: one per card, one per suit for a bird card. */
function campaignOptions(ctx: ReadCtx, seat: SeatId, withSuit: boolean): Array<A<'ql.campaign'>> {
  return player(ctx, seat).hand.flatMap((c): Array<A<'ql.campaign'>> =>
    isBird(c.key) && withSuit
      ? CLEARING_SUITS.map((suit) => ({ t: 'ql.campaign', card: c.id, suit }))
      : [{ t: 'ql.campaign', card: c.id }]);
}

export function setupPrompts(ctx: ReadCtx, seat: SeatId, step: string): Prompt<RootAction>[] {
  if (step === 'ql-setup-corner' || step === 'ql-setup-adjacent') {
    const spots = step === 'ql-setup-corner' ? cornerOptions(ctx, seat) : adjacentOptions(ctx);
    const words = label(step === 'ql-setup-corner' ? 'root.legion.prompt.setup-corner' : 'root.legion.prompt.setup-adjacent');
    return [{ key: 'setup', ...words, actions: spots.map((id): RootAction => ({ t: 'ql.setup', clearing: id })), targets: spots.map((id) => `clearing-${id}`) }];
  }
  return [{ key: 'campaign', ...label('root.legion.prompt.setup-campaign'), actions: campaignOptions(ctx, seat, false) }];
}

export function enterSetup(ctx: Ctx, seat: SeatId, step: string): void {
  if (step === 'ql-setup-campaign') drawCards(ctx, seat, 1, phrase('root.log.legion.why.campaign'));
}

export function applySetup(ctx: Ctx, seat: SeatId, step: string, a: RootAction): Result<null> {
  const st = ls(ctx.s);
  if (step === 'ql-setup-campaign') {
    if (a.t !== 'ql.campaign' || typeof a.card !== 'string') return err('setup-campaign', 'setup-campaign');
    return playCampaign(ctx, seat, a.card, undefined, true);
  }
  if (a.t !== 'ql.setup' || typeof a.clearing !== 'number') return err('setup', 'setup');
  const id = a.clearing;
  if (step === 'ql-setup-corner') {
    if (!cornerOptions(ctx, seat).includes(id)) return err('setup-corner', 'setup-corner', { clearing: clearingPhrase(ctx, id) });
    st.corner = id;
  } else if (!adjacentOptions(ctx).includes(id)) {
    return err('setup-adjacent', 'setup-adjacent', { clearing: clearingPhrase(ctx, id) });
  }
  placeWarriors(ctx, seat, id, SETUP_WARRIORS, phrase('root.log.legion.why.setup'));
  ctx.s.turn.done = true;
  return null;
}

/** Puts a card from the hand on the board as the campaign card; the old one is discarded. */
function playCampaign(ctx: Ctx, seat: SeatId, cardId: string, suit: ClearingSuit | undefined, start: boolean): Result<null> {
  const held = player(ctx, seat).hand.find((c) => c.id === cardId);
  if (!held) return err('not-in-hand', 'not-in-hand');
  const bird = isBird(held.key);
  if (bird && suit === undefined && ctx.s.turn.phase !== 'setup') return err('campaign-suit', 'bird-campaign-suit');
  if (!bird && suit !== undefined && suit !== cardDef(held.key).suit) return err('campaign-suit', 'campaign-suit', { card: cardPhrase(held.key), suit: suitPhrase(cardDef(held.key).suit) });
  const st = ls(ctx.s);
  if (st.campaign !== null) {
    discardCard(ctx, st.campaign);
    emit(ctx, { kind: 'discard', seat, text: campaignDiscardWords(st.campaign), data: { card: st.campaign, campaign: 1 } });
  }
  takeFromHand(ctx, seat, cardId);
  st.campaign = held.key;
  st.campaignSuit = bird ? suit ?? null : (cardDef(held.key).suit as ClearingSuit);
  emit(ctx, { kind: 'campaign', seat, text: campaignWords(held.key, start, st.campaignSuit), data: { card: held.key, suit: st.campaignSuit, ...(start ? { start: 1 } : {}) } });
  ctx.s.turn.done = true;
  return null;
}

// ——— Birdsong (QL.4) ———

/** Clearings for Bootstraps: those with the fewest enemy pieces (QL.4.1). */
function bootstrapSpots(ctx: ReadCtx, seat: SeatId): number[] {
  const count = (id: number) => enemyPieceCount(ctx.s, clearing(ctx.s, id), seat);
  const open = CLEARING_IDS.filter((id) => mayPlaceIn(ctx, seat, id));
  const fewest = Math.min(...open.map(count));
  return open.filter((id) => count(id) === fewest);
}

/** Clearings with Legion pieces matching a crafting icon (QL.4.2; a wild icon matches any). */
function dropSpots(ctx: ReadCtx, seat: SeatId, icon: CostIcon): number[] {
  return clearingsWith(ctx.s, seat).filter((id) => (icon === 'any' || suitOf(ctx, id) === icon) && mayPlaceIn(ctx, seat, id));
}

function dropCardOptions(ctx: ReadCtx, seat: SeatId): Array<A<'ql.dropCard'>> {
  const colonySuits = new Set(colonyClearings(ctx.s, seat).filter((id) => mayPlaceIn(ctx, seat, id)).map((id) => suitOf(ctx, id)));
  const out: Array<A<'ql.dropCard'>> = [];
  for (const c of player(ctx, seat).hand) {
    const suits = isBird(c.key) ? CLEARING_SUITS : CLEARING_SUITS.filter((s) => s === cardDef(c.key).suit);
    for (const suit of suits) if (colonySuits.has(suit)) out.push({ t: 'ql.dropCard', card: c.id, suit });
  }
  return out;
}

export function enterBirdsong(ctx: Ctx, seat: SeatId, step: string): void {
  const t = ctx.s.turn;
  const st = ls(ctx.s);
  if (step === 'ql-bootstraps') {
    const onMap = ctx.s.map.some((c) => hasPieces(c, seat));
    if (onMap || player(ctx, seat).warriors === 0) {
      t.done = true;
      return;
    }
    const spots = bootstrapSpots(ctx, seat);
    if (spots.length === 1) bootstrap(ctx, seat, spots[0] as number);
    return;
  }
  if (step === 'ql-supply-drop') {
    st.drops = st.campaign === null ? [] : [...cardDef(st.campaign).cost];
    return;
  }
  // Change of Tactics: always a choice while the Legion hold a card or campaign with a bird.
  t.done = player(ctx, seat).hand.length === 0 && !(st.campaign !== null && isBird(st.campaign));
}

function bootstrap(ctx: Ctx, seat: SeatId, id: number): void {
  placeWarriors(ctx, seat, id, BOOTSTRAP_WARRIORS, phrase('root.log.legion.why.bootstraps'));
  ctx.s.turn.done = true;
}

/** Supply Drop: places warriors for icons with one spot or none; waits on a real choice. */
export function settleBirdsong(ctx: Ctx, seat: SeatId, step: string): boolean {
  if (step !== 'ql-supply-drop') return false;
  const st = ls(ctx.s);
  const icon = st.drops[0];
  if (icon === undefined) {
    // The card part is offered whenever the Legion hold a card and have a colony (both
    // public), so skipping it tells nobody what their hand holds.
    if (player(ctx, seat).hand.length === 0 || colonyClearings(ctx.s, seat).length === 0) {
      ctx.s.turn.done = true;
      return true;
    }
    return false;
  }
  const spots = dropSpots(ctx, seat, icon);
  if (player(ctx, seat).warriors === 0 || spots.length <= 1) {
    st.drops.shift();
    if (spots.length === 1 && player(ctx, seat).warriors > 0) placeWarriors(ctx, seat, spots[0] as number, 1, dropWhy(icon));
    else emit(ctx, { kind: 'drop', seat, text: noDropWords(icon), data: { icon } });
    return true;
  }
  return false;
}

export function birdsongPrompts(ctx: ReadCtx, seat: SeatId, step: string): Prompt<RootAction>[] {
  const st = ls(ctx.s);
  if (step === 'ql-bootstraps') {
    const spots = bootstrapSpots(ctx, seat);
    return [{ key: 'bootstrap', ...label('root.legion.prompt.bootstrap'), actions: spots.map((id): RootAction => ({ t: 'ql.bootstrap', clearing: id })), targets: spots.map((id) => `clearing-${id}`) }];
  }
  if (step === 'ql-supply-drop') {
    const icon = st.drops[0];
    if (icon !== undefined) {
      const spots = dropSpots(ctx, seat, icon);
      return [{ key: 'drop', ...label('root.legion.prompt.drop', { icon, n: st.drops.length }), actions: spots.map((id): RootAction => ({ t: 'ql.drop', clearing: id })), targets: spots.map((id) => `clearing-${id}`) }];
    }
    return [
      { key: 'dropCard', ...label('root.legion.prompt.drop-card'), actions: dropCardOptions(ctx, seat) },
      { key: 'done', pass: true, ...label('root.legion.prompt.no-card'), actions: [{ t: 'done' }] },
    ];
  }
  const keep: RootAction[] = st.campaign !== null && isBird(st.campaign)
    ? CLEARING_SUITS.map((suit): RootAction => ({ t: 'ql.keep', suit }))
    : [{ t: 'done' }];
  return [
    { key: 'campaign', ...label('root.legion.prompt.tactics'), actions: campaignOptions(ctx, seat, true) },
    { key: 'keep', ...label(st.campaign !== null && isBird(st.campaign) ? 'root.legion.prompt.keep-bird' : 'root.legion.prompt.keep'), actions: keep },
  ];
}

export function applyBirdsong(ctx: Ctx, seat: SeatId, step: string, a: RootAction): Result<null> {
  const st = ls(ctx.s);
  if (step === 'ql-bootstraps') {
    if (a.t !== 'ql.bootstrap' || typeof a.clearing !== 'number') return err('bootstrap', 'bootstrap');
    if (!bootstrapSpots(ctx, seat).includes(a.clearing)) return err('bootstrap', 'bootstrap-where', { clearing: clearingPhrase(ctx, a.clearing) });
    bootstrap(ctx, seat, a.clearing);
    return null;
  }
  if (step === 'ql-supply-drop') {
    const icon = st.drops[0];
    if (icon !== undefined) {
      if (a.t !== 'ql.drop' || typeof a.clearing !== 'number') return err('drop', 'drop', { icon });
      if (!dropSpots(ctx, seat, icon).includes(a.clearing)) return err('drop', 'drop-where', { icon, clearing: clearingPhrase(ctx, a.clearing) });
      st.drops.shift();
      placeWarriors(ctx, seat, a.clearing, 1, dropWhy(icon));
      return null;
    }
    if (a.t === 'done') {
      ctx.s.turn.done = true;
      return null;
    }
    if (a.t !== 'ql.dropCard') return err('drop', 'drop-card-step');
    if (!dropCardOptions(ctx, seat).some((o) => o.card === a.card && o.suit === a.suit)) {
      return err('drop-card', 'drop-card', { suit: suitPhrase(String(a.suit)) });
    }
    discardFromHand(ctx, seat, a.card as string, dropCardWhy(String(a.suit)));
    for (const id of colonyClearings(ctx.s, seat)) if (suitOf(ctx, id) === a.suit) placeWarriors(ctx, seat, id, 1, phrase('root.log.legion.why.colony'));
    ctx.s.turn.done = true;
    return null;
  }
  if (a.t === 'done') {
    if (st.campaign !== null && isBird(st.campaign)) return err('campaign-suit', 'keep-suit');
    ctx.s.turn.done = true;
    return null;
  }
  if (a.t === 'ql.keep') {
    if (st.campaign === null || !isBird(st.campaign)) return err('keep', 'keep');
    st.campaignSuit = a.suit as ClearingSuit;
    emit(ctx, { kind: 'campaign', seat, text: keepWords(String(a.suit)), data: { suit: String(a.suit), keep: 1 } });
    ctx.s.turn.done = true;
    return null;
  }
  if (a.t === 'ql.campaign') return playCampaign(ctx, seat, a.card as string, a.suit as ClearingSuit | undefined, false);
  return err('wrong-step', 'tactics');
}
