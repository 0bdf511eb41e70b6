import { isRuleError, type Result } from '../../../../core/result.ts';
import { phrase, type PhraseValue } from '../../../../core/words.ts';
import { clearingPhrase, label, refuse, whoPhrase } from '../say.ts';
import { othersThan } from '../../../../core/reveals.ts';
import type { Prompt, SeatId } from '../../../../core/types.ts';
import type { RootAction } from '../../actions.ts';
import { clearing, hasPieces, warriorsOf } from '../../board.ts';
import { discardFromHand, giveCard, isBird } from '../../cards.ts';
import { checkCraft, craft, craftOptions, craftPieces } from '../../crafting.ts';
import { CLEARING_IDS, CLEARING_SUITS, clearingDef, type ClearingSuit } from '../../data/autumn-map.ts';
import { cardDef } from '../../data/base-deck.ts';
import { where, Who } from '../../describe.ts';
import { flipWords, goesOffWords, noExtortionWords, noRecruitWords, recruitCardWhy } from './log.ts';
import type { Ctx, ReadCtx } from '../../faction.ts';
import { emit, mayPlaceIn, placeWarriors, player, removeAll, removePiece, score, seatsWithFactions, showTo, tokenPiece } from '../../ops.ts';
import type { CorvidAction } from './actions.ts';
import { faceUp, plotIn, plots, vs } from './state.ts';

/** Corvid Birdsong (13.4): Craft, Flip Plots, Recruit. */

export const BIRDSONG_STEPS = ['cc-craft', 'cc-flip', 'cc-recruit'] as const;

type A<K extends CorvidAction['t']> = Extract<CorvidAction, { t: K }>;
const err = (code: string, id: string, values?: Readonly<Record<string, PhraseValue>>) => refuse(`CC/${code}`, `root.corvids.refusal.${id}`, values);

/** Face-down plots in clearings with Corvid warriors: those that may be flipped (13.4.2). */
export function flipOptions(ctx: ReadCtx, seat: SeatId): Array<A<'cc.flip'>> {
  return plots(ctx.s, seat)
    .filter((p) => p.token.faceDown && warriorsOf(clearing(ctx.s, p.clearing), seat) > 0)
    .map((p) => ({ t: 'cc.flip', clearing: p.clearing }));
}

/** Clearings of `suit` that may take a recruited warrior (placement and recruiting allowed). */
function recruitSpots(ctx: ReadCtx, seat: SeatId, suit: ClearingSuit): number[] {
  return CLEARING_IDS.filter((id) => clearingDef(id).suit === suit && mayPlaceIn(ctx, seat, id)
    && seatsWithFactions(ctx).every(({ seat: me, f }) => f.movement?.mayRecruitIn?.(ctx, me, seat, id) ?? true));
}

/** Recruit options (13.4.3): any card, for its suit; a bird card for a suit of choice. */
function recruitOptions(ctx: ReadCtx, seat: SeatId): Array<A<'cc.recruit'>> {
  if (vs(ctx.s).recruited || player(ctx, seat).warriors === 0) return [];
  const out: Array<A<'cc.recruit'>> = [];
  for (const c of player(ctx, seat).hand) {
    const suits = isBird(c.key) ? CLEARING_SUITS : CLEARING_SUITS.filter((x) => x === cardDef(c.key).suit);
    for (const suit of suits) out.push({ t: 'cc.recruit', card: c.id, suit });
  }
  return out;
}

export function enterBirdsong(ctx: Ctx, seat: SeatId, step: string): void {
  const st = vs(ctx.s);
  const t = ctx.s.turn;
  if (step === 'cc-craft') {
    Object.assign(st, { placed: 0, actionsLeft: 0, exerted: false, recruited: false, activated: [] });
    // Crafting pieces and hand sizes are public: skipping tells nobody anything.
    t.done = player(ctx, seat).hand.length === 0 || craftPieces(ctx, seat).length === 0;
  } else if (step === 'cc-recruit') {
    t.done = player(ctx, seat).hand.length === 0 || player(ctx, seat).warriors === 0;
  }
}

export function settleBirdsong(ctx: Ctx, seat: SeatId, step: string): boolean {
  const nothing = (step === 'cc-flip' && flipOptions(ctx, seat).length === 0) || (step === 'cc-recruit' && recruitOptions(ctx, seat).length === 0);
  if (!nothing) return false;
  ctx.s.turn.done = true;
  return true;
}

export function birdsongPrompts(ctx: ReadCtx, seat: SeatId, step: string): Prompt<RootAction>[] {
  switch (step) {
    case 'cc-craft':
      return [
        { key: 'craft', ...label('root.corvids.prompt.craft'), actions: craftOptions(ctx, seat) },
        { key: 'done', pass: true, ...label('root.corvids.prompt.end-crafting'), actions: [{ t: 'done' }] },
      ];
    case 'cc-flip': {
      const flips = flipOptions(ctx, seat);
      return [
        { key: 'flip', ...label('root.corvids.prompt.flip'), actions: flips, targets: flips.map((f) => `clearing-${f.clearing}`) },
        { key: 'done', pass: true, ...label('root.corvids.prompt.no-flip'), actions: [{ t: 'done' }] },
      ];
    }
    case 'cc-recruit':
      return [
        { key: 'recruit', ...label('root.corvids.prompt.recruit'), actions: recruitOptions(ctx, seat) },
        { key: 'done', pass: true, ...label('root.corvids.prompt.no-recruit'), actions: [{ t: 'done' }] },
      ];
    default:
      return [];
  }
}

export function applyBirdsong(ctx: Ctx, seat: SeatId, step: string, a: RootAction): Result<null> {
  if (a.t === 'done') {
    ctx.s.turn.done = true;
    return null;
  }
  if (step === 'cc-craft') {
    if (a.t !== 'craft') return err('wrong-step', 'craft-step');
    const used = checkCraft(ctx, seat, a);
    if (isRuleError(used)) return used;
    craft(ctx, seat, a.card, used);
    return null;
  }
  if (step === 'cc-flip') {
    if (a.t !== 'cc.flip') return err('wrong-step', 'flip-step');
    return flip(ctx, seat, a.clearing as number);
  }
  if (step === 'cc-recruit') {
    if (a.t !== 'cc.recruit') return err('wrong-step', 'recruit-step');
    return recruit(ctx, seat, a.card as string, a.suit as ClearingSuit);
  }
  return err('wrong-step', 'wrong-step');
}

/** Flip Plots (13.4.2): face up, score per face-up plot, then a bomb's or an extortion's flip effect. */
function flip(ctx: Ctx, seat: SeatId, id: number): Result<null> {
  const token = plotIn(ctx.s, seat, id);
  if (!token || !token.faceDown) return err('flip', 'flip', { clearing: clearingPhrase(ctx, id) });
  if (warriorsOf(clearing(ctx.s, id), seat) === 0) return err('flip-warriors', 'flip-warriors', { clearing: clearingPhrase(ctx, id) });
  delete token.faceDown;
  // Seen by all as it turns, even if it leaves the map again at once (a bomb).
  showTo(ctx, othersThan(ctx.s.players.length, seat));
  emit(ctx, { kind: 'flip', seat, text: flipWords(Who(ctx, seat), where(ctx, id), token.kind), data: { clearing: id, plot: token.kind } });
  score(ctx, seat, faceUp(ctx.s, seat), phrase('root.log.corvids.why.plots'));
  if (token.kind === 'bomb') bomb(ctx, seat, id);
  if (token.kind === 'extortion') extort(ctx, seat, id);
  return null;
}

/** Bomb (13.7.1): every enemy piece in the clearing is removed, then the bomb. */
function bomb(ctx: Ctx, seat: SeatId, id: number): void {
  emit(ctx, { kind: 'bomb', seat, text: goesOffWords('bomb', where(ctx, id)), data: { clearing: id } });
  for (let enemy = 0; enemy < ctx.s.seats; enemy++) if (enemy !== seat) removeAll(ctx, id, enemy, seat, 'effect');
  const token = plotIn(ctx.s, seat, id);
  if (token) removePiece(ctx, { clearing: id, owner: seat, piece: tokenPiece(token), by: seat, cause: 'effect' });
}

/** Extortion (13.7.3): a random card from each enemy with pieces in the clearing. */
function extort(ctx: Ctx, seat: SeatId, id: number): void {
  const c = clearing(ctx.s, id);
  for (let enemy = 0; enemy < ctx.s.seats; enemy++) {
    if (enemy === seat || !hasPieces(c, enemy)) continue;
    const hand = player(ctx, enemy).hand;
    if (hand.length === 0) {
      emit(ctx, { kind: 'extortion', seat, text: noExtortionWords(Who(ctx, enemy), where(ctx, id)), data: { clearing: id, of: enemy } });
      continue;
    }
    const card = hand[ctx.rng.int(hand.length)]!;
    giveCard(ctx, enemy, seat, card.id, phrase('root.log.corvids.extortion.took', { where: clearingPhrase(ctx, id), who: whoPhrase(ctx, enemy) }));
  }
}

/** Recruit (13.4.3): spend a card, a warrior in each clearing of its suit, as many as the supply allows. */
function recruit(ctx: Ctx, seat: SeatId, card: string, suit: ClearingSuit): Result<null> {
  if (!recruitOptions(ctx, seat).some((o) => o.card === card && o.suit === suit)) {
    if (vs(ctx.s).recruited) return err('recruited', 'recruited');
    return err('recruit-card', 'recruit-card');
  }
  vs(ctx.s).recruited = true;
  discardFromHand(ctx, seat, card, recruitCardWhy(suit));
  const spots = recruitSpots(ctx, seat, suit);
  if (spots.length === 0) emit(ctx, { kind: 'place', seat, text: noRecruitWords(suit), data: { none: suit } });
  for (const id of spots) if (player(ctx, seat).warriors > 0) placeWarriors(ctx, seat, id, 1, phrase('root.log.corvids.why.recruit'));
  return null;
}
