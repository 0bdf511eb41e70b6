import type { Result } from '../../../../core/result.ts';
import type { Prompt, SeatId } from '../../../../core/types.ts';
import type { RootAction } from '../../actions.ts';
import { clearing, enemyPieceCount, openSlots, warriorsOnMap } from '../../board.ts';
import { discardFromHand, drawCards, isBird } from '../../cards.ts';
import { CLEARING_IDS, clearingDef } from '../../data/autumn-map.ts';
import { phrase } from '../../../../core/words.ts';
import { clearingPhrase, label, refuse } from '../say.ts';
import type { Ctx, ReadCtx } from '../../faction.ts';
import { emit, mayPlaceIn, placeWarriors, player } from '../../ops.ts';
import { INTERVENTION_WARRIORS } from './data.ts';
import { drawFlower } from './flowers.ts';
import { indulgenceWords, noInterventionWords } from './log.ts';
import { cathedralClearings, CLERGY, cs, isPenitent } from './state.ts';

/** Clergy Birdsong (HCC.4): Divine Intervention, Indulgence, Bloom. */

export const BIRDSONG_STEPS = ['hcc-divine-intervention', 'hcc-indulgence', 'hcc-bloom'] as const;

/**
 * Where Divine Intervention may put its four warriors (HCC.4.1): at a cathedral; with no
 * cathedral, in the non-corner clearing with an open slot and the fewest enemy pieces
 * (ties: the Clergy choose).
 */
export function interventionSpots(ctx: ReadCtx, seat: SeatId): number[] {
  const cathedrals = cathedralClearings(ctx.s, seat);
  if (cathedrals.length > 0) return cathedrals;
  const open = CLEARING_IDS.filter((id) => !clearingDef(id).corner && mayPlaceIn(ctx, seat, id));
  let pool = open.filter((id) => openSlots(ctx, id) > 0);
  if (pool.length === 0) pool = open;
  if (pool.length === 0) return [];
  const fewest = Math.min(...pool.map((id) => enemyPieceCount(ctx.s, clearing(ctx.s, id), seat)));
  return pool.filter((id) => enemyPieceCount(ctx.s, clearing(ctx.s, id), seat) === fewest);
}

function intervene(ctx: Ctx, seat: SeatId, id: number): void {
  placeWarriors(ctx, seat, id, INTERVENTION_WARRIORS, phrase('root.log.clergy.why.intervention'));
  ctx.s.turn.done = true;
}

export function enterBirdsong(ctx: Ctx, seat: SeatId, step: string): void {
  const t = ctx.s.turn;
  if (step === 'hcc-divine-intervention') {
    if (warriorsOnMap(ctx.s, seat) > 0 || player(ctx, seat).warriors === 0) {
      t.done = true;
      return;
    }
    const spots = interventionSpots(ctx, seat);
    if (spots.length === 0) {
      emit(ctx, { kind: 'place', seat, text: noInterventionWords(), data: { none: 1 } });
      t.done = true;
    } else if (spots.length === 1) intervene(ctx, seat, spots[0] as number);
    return;
  }
  if (step === 'hcc-indulgence') {
    for (let enemy = 0; enemy < ctx.s.seats; enemy++) {
      if (enemy === seat || !isPenitent(ctx.s, enemy)) continue;
      emit(ctx, { kind: 'indulgence', seat: enemy, text: indulgenceWords(), data: { f: CLERGY } });
      drawCards(ctx, enemy, 1, phrase('root.log.clergy.why.indulgence'));
    }
    t.done = true;
    return;
  }
  // Bloom: offered whenever the Clergy hold a card (hand sizes are public), so skipping
  // it never tells others that they hold no bird card.
  t.done = player(ctx, seat).hand.length === 0 || cs(ctx.s).bag.length === 0;
}

export function birdsongPrompts(ctx: ReadCtx, seat: SeatId, step: string): Prompt<RootAction>[] {
  if (step === 'hcc-divine-intervention') {
    const spots = interventionSpots(ctx, seat);
    return [{ key: 'intervene', ...label('root.clergy.prompt.intervene'), actions: spots.map((id): RootAction => ({ t: 'hcc.intervene', clearing: id })), targets: spots.map((id) => `clearing-${id}`) }];
  }
  if (step === 'hcc-bloom') {
    const birds = cs(ctx.s).bag.length > 0 ? player(ctx, seat).hand.filter((c) => isBird(c.key)) : [];
    return [
      { key: 'bloom', ...label('root.clergy.prompt.bloom'), actions: birds.map((c): RootAction => ({ t: 'hcc.bloom', card: c.id })) },
      { key: 'done', pass: true, ...label('root.clergy.prompt.end-birdsong'), actions: [{ t: 'done' }] },
    ];
  }
  return [];
}

export function applyBirdsong(ctx: Ctx, seat: SeatId, step: string, a: RootAction): Result<null> {
  if (step === 'hcc-divine-intervention') {
    if (a.t !== 'hcc.intervene' || typeof a.clearing !== 'number') return refuse('HCC/intervene', 'root.clergy.refusal.intervene');
    if (!interventionSpots(ctx, seat).includes(a.clearing)) {
      return refuse('HCC/intervene', 'root.clergy.refusal.intervene-where', { clearing: clearingPhrase(ctx, a.clearing) });
    }
    intervene(ctx, seat, a.clearing);
    return null;
  }
  if (step === 'hcc-bloom') {
    if (a.t === 'done') {
      ctx.s.turn.done = true;
      return null;
    }
    if (a.t !== 'hcc.bloom' || typeof a.card !== 'string') return refuse('HCC/bloom', 'root.clergy.refusal.bloom');
    const card = player(ctx, seat).hand.find((c) => c.id === a.card);
    if (!card) return refuse('HCC/not-in-hand', 'root.clergy.refusal.not-in-hand');
    if (!isBird(card.key)) return refuse('HCC/bloom-needs-bird', 'root.clergy.refusal.bloom-needs-bird');
    if (cs(ctx.s).bag.length === 0) return refuse('HCC/bag-empty', 'root.clergy.refusal.bag-empty');
    discardFromHand(ctx, seat, a.card, phrase('root.log.clergy.why.bloom-card'));
    drawFlower(ctx, seat, 'Bloom');
    if (player(ctx, seat).hand.length === 0) ctx.s.turn.done = true;
    return null;
  }
  return refuse('HCC/wrong-step', 'root.clergy.refusal.wrong-step');
}
