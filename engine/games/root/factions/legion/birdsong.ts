import { ruleError, type Result } from '../../../../core/result.ts';
import type { Prompt, SeatId } from '../../../../core/types.ts';
import type { RootAction } from '../../actions.ts';
import { clearing, clearingsWith, enemyPieceCount, hasPieces } from '../../board.ts';
import { suitOf } from '../../map.ts';
import { discardCard, discardFromHand, drawCards, isBird, takeFromHand } from '../../cards.ts';
import { adjacent, CLEARING_IDS, CLEARING_SUITS, clearingDef, type ClearingSuit } from '../../data/autumn-map.ts';
import { cardDef, type CostIcon } from '../../data/base-deck.ts';
import { cardName, plural, where } from '../../describe.ts';
import { dropCardWhy, dropWhy } from './log.ts';
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
const err = (code: string, message: string) => ruleError(`QL/${code}`, message);

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
    const label = step === 'ql-setup-corner' ? 'Place 3 warriors in your starting corner' : 'Place 3 warriors in a clearing next to it';
    return [{ key: 'setup', label, actions: spots.map((id): RootAction => ({ t: 'ql.setup', clearing: id })), targets: spots.map((id) => `clearing-${id}`) }];
  }
  return [{ key: 'campaign', label: 'Choose your starting campaign card', actions: campaignOptions(ctx, seat, false) }];
}

export function enterSetup(ctx: Ctx, seat: SeatId, step: string): void {
  if (step === 'ql-setup-campaign') drawCards(ctx, seat, 1, 'for the starting campaign (QL.3.3)');
}

export function applySetup(ctx: Ctx, seat: SeatId, step: string, a: RootAction): Result<null> {
  const st = ls(ctx.s);
  if (step === 'ql-setup-campaign') {
    if (a.t !== 'ql.campaign' || typeof a.card !== 'string') return err('setup-campaign', 'Choose a card from your hand as your starting campaign.');
    return playCampaign(ctx, seat, a.card, undefined, 'as their starting campaign (QL.3.3)');
  }
  if (a.t !== 'ql.setup' || typeof a.clearing !== 'number') return err('setup', 'Choose a clearing for your setup.');
  const id = a.clearing;
  if (step === 'ql-setup-corner') {
    if (!cornerOptions(ctx, seat).includes(id)) return err('setup-corner', `Start in a corner clearing, diagonally opposite another faction's starting clearing if possible — not ${where(ctx, id)} (QL.3.2).`);
    st.corner = id;
  } else if (!adjacentOptions(ctx).includes(id)) {
    return err('setup-adjacent', `The second group goes in a clearing adjacent to your corner, not ${where(ctx, id)} (QL.3.2).`);
  }
  placeWarriors(ctx, seat, id, SETUP_WARRIORS, 'at setup (QL.3.2)');
  ctx.s.turn.done = true;
  return null;
}

/** Puts a card from the hand on the board as the campaign card; the old one is discarded. */
function playCampaign(ctx: Ctx, seat: SeatId, cardId: string, suit: ClearingSuit | undefined, why: string): Result<null> {
  const held = player(ctx, seat).hand.find((c) => c.id === cardId);
  if (!held) return err('not-in-hand', 'That card is not in your hand.');
  const bird = isBird(held.key);
  if (bird && suit === undefined && ctx.s.turn.phase !== 'setup') return err('campaign-suit', 'A bird campaign card needs a campaign suit for this turn (QL.4.3).');
  if (!bird && suit !== undefined && suit !== cardDef(held.key).suit) return err('campaign-suit', `${cardName(held.key)} campaigns in ${cardDef(held.key).suit} clearings only.`);
  const st = ls(ctx.s);
  if (st.campaign !== null) {
    discardCard(ctx, st.campaign);
    emit(ctx, { kind: 'discard', seat, text: `The Queenless Legion discarded their campaign card ${cardName(st.campaign)}.`, data: { card: st.campaign } });
  }
  takeFromHand(ctx, seat, cardId);
  st.campaign = held.key;
  st.campaignSuit = bird ? suit ?? null : (cardDef(held.key).suit as ClearingSuit);
  const suitText = st.campaignSuit ? `: campaign clearings are ${st.campaignSuit} clearings` : ' (a bird card: the suit is chosen each turn)';
  emit(ctx, { kind: 'campaign', seat, text: `The Queenless Legion played ${cardName(held.key)} ${why}${suitText}.`, data: { card: held.key, suit: st.campaignSuit } });
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
  placeWarriors(ctx, seat, id, BOOTSTRAP_WARRIORS, 'by Bootstraps (QL.4.1): they had no pieces on the map');
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
    else emit(ctx, { kind: 'drop', seat, text: `Supply Drop: no warrior for the ${icon} icon (no matching clearing with Legion pieces, or no warrior left).` });
    return true;
  }
  return false;
}

export function birdsongPrompts(ctx: ReadCtx, seat: SeatId, step: string): Prompt<RootAction>[] {
  const st = ls(ctx.s);
  if (step === 'ql-bootstraps') {
    const spots = bootstrapSpots(ctx, seat);
    return [{ key: 'bootstrap', label: 'Bootstraps: where do your 3 warriors arrive?', actions: spots.map((id): RootAction => ({ t: 'ql.bootstrap', clearing: id })), targets: spots.map((id) => `clearing-${id}`) }];
  }
  if (step === 'ql-supply-drop') {
    const icon = st.drops[0];
    if (icon !== undefined) {
      const spots = dropSpots(ctx, seat, icon);
      return [{ key: 'drop', label: `Supply Drop: a warrior for the ${icon} icon (${plural(st.drops.length, 'icon')} left)`, actions: spots.map((id): RootAction => ({ t: 'ql.drop', clearing: id })), targets: spots.map((id) => `clearing-${id}`) }];
    }
    return [
      { key: 'dropCard', label: 'Supply Drop: spend a card for a warrior at each colony of its suit', actions: dropCardOptions(ctx, seat) },
      { key: 'done', pass: true, label: 'Spend no card', actions: [{ t: 'done' }] },
    ];
  }
  const keep: RootAction[] = st.campaign !== null && isBird(st.campaign)
    ? CLEARING_SUITS.map((suit): RootAction => ({ t: 'ql.keep', suit }))
    : [{ t: 'done' }];
  return [
    { key: 'campaign', label: 'Change of Tactics: play a new campaign card', actions: campaignOptions(ctx, seat, true) },
    { key: 'keep', label: st.campaign !== null && isBird(st.campaign) ? 'Keep the bird campaign and choose its suit for this turn' : 'Keep your campaign card', actions: keep },
  ];
}

export function applyBirdsong(ctx: Ctx, seat: SeatId, step: string, a: RootAction): Result<null> {
  const st = ls(ctx.s);
  if (step === 'ql-bootstraps') {
    if (a.t !== 'ql.bootstrap' || typeof a.clearing !== 'number') return err('bootstrap', 'Choose where Bootstraps places your warriors.');
    if (!bootstrapSpots(ctx, seat).includes(a.clearing)) return err('bootstrap', `Bootstraps places warriors in a clearing with the fewest enemy pieces, not ${where(ctx, a.clearing)} (QL.4.1).`);
    bootstrap(ctx, seat, a.clearing);
    return null;
  }
  if (step === 'ql-supply-drop') {
    const icon = st.drops[0];
    if (icon !== undefined) {
      if (a.t !== 'ql.drop' || typeof a.clearing !== 'number') return err('drop', `Place the warrior for the ${icon} icon first.`);
      if (!dropSpots(ctx, seat, icon).includes(a.clearing)) return err('drop', `The ${icon} icon places a warrior in a ${icon === 'any' ? '' : `${icon} `}clearing with Legion pieces, not ${where(ctx, a.clearing)} (QL.4.2).`);
      st.drops.shift();
      placeWarriors(ctx, seat, a.clearing, 1, dropWhy(icon));
      return null;
    }
    if (a.t === 'done') {
      ctx.s.turn.done = true;
      return null;
    }
    if (a.t !== 'ql.dropCard') return err('drop', 'Spend a card for warriors at your colonies, or spend none.');
    if (!dropCardOptions(ctx, seat).some((o) => o.card === a.card && o.suit === a.suit)) {
      return err('drop-card', `That card cannot be spent for ${String(a.suit)} colonies (it must match, birds are wild, and you need a colony there).`);
    }
    discardFromHand(ctx, seat, a.card as string, dropCardWhy(String(a.suit)));
    for (const id of colonyClearings(ctx.s, seat)) if (suitOf(ctx, id) === a.suit) placeWarriors(ctx, seat, id, 1, 'at a colony (Supply Drop, QL.4.2)');
    ctx.s.turn.done = true;
    return null;
  }
  if (a.t === 'done') {
    if (st.campaign !== null && isBird(st.campaign)) return err('campaign-suit', 'Your bird campaign needs a suit for this turn (QL.4.3).');
    ctx.s.turn.done = true;
    return null;
  }
  if (a.t === 'ql.keep') {
    if (st.campaign === null || !isBird(st.campaign)) return err('keep', 'Only a bird campaign card takes a chosen suit.');
    st.campaignSuit = a.suit as ClearingSuit;
    emit(ctx, { kind: 'campaign', seat, text: `The Queenless Legion keep their bird campaign: this turn, campaign clearings are ${String(a.suit)} clearings (QL.4.3).` });
    ctx.s.turn.done = true;
    return null;
  }
  if (a.t === 'ql.campaign') return playCampaign(ctx, seat, a.card as string, a.suit as ClearingSuit | undefined, 'as their new campaign (Change of Tactics, QL.4.3)');
  return err('wrong-step', 'Play a new campaign card or keep the one you have.');
}
