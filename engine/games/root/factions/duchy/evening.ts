import { isRuleError, type Result } from '../../../../core/result.ts';
import { label, refuse } from '../say.ts';
import type { Prompt, SeatId } from '../../../../core/types.ts';
import type { RootAction } from '../../actions.ts';
import { discardCard, drawAndDiscard, freshId, isBird } from '../../cards.ts';
import { checkCraft, craft, craftOptions, craftPieces } from '../../crafting.ts';
import { returnWords } from './log.ts';
import type { Ctx, ReadCtx } from '../../faction.ts';
import { emit, player } from '../../ops.ts';
import { MARKET_DRAWS } from './data.ts';
import { ds, MARKET, onMap } from './state.ts';

/**
 * Duchy Evening (12.6): revealed bird cards are discarded and the other revealed cards go
 * back to the hand (12.6.1); craft with citadels and markets, each once (12.6.2); draw one
 * card plus one per market on the map, then discard down to five (12.6.3).
 */

export const EVENING_STEPS = ['ud-return', 'ud-craft', 'ud-draw'] as const;

/** Revealed cards leave the table: birds to the discard pile, the rest back into the hand. */
function returnRevealed(ctx: Ctx, seat: SeatId): void {
  const st = ds(ctx.s);
  const cards = st.revealed.splice(0);
  if (cards.length === 0) return;
  const birds = cards.filter((c) => isBird(c.key));
  const back = cards.filter((c) => !isBird(c.key));
  for (const c of birds) discardCard(ctx, c.key);
  // Fresh ids: a card back in the hand is a hand card like any other.
  player(ctx, seat).hand.push(...back.map((c) => ({ id: freshId(ctx.s), key: c.key })));
  const discarded = birds.map((c) => c.key);
  const returned = back.map((c) => c.key);
  emit(ctx, { kind: 'return', seat, text: returnWords(discarded, returned), data: { discarded, returned } });
}

export function enterEvening(ctx: Ctx, seat: SeatId, step: string): void {
  const t = ctx.s.turn;
  if (step === 'ud-return') {
    returnRevealed(ctx, seat);
    t.done = true;
    return;
  }
  if (step === 'ud-craft') {
    ds(ctx.s).activated = [];
    // Crafting pieces and hand sizes are public: skipping tells nobody anything.
    t.done = player(ctx, seat).hand.length === 0 || craftPieces(ctx, seat).length === 0;
    return;
  }
  drawAndDiscard(ctx, seat, MARKET_DRAWS[onMap(ctx.s, MARKET)] ?? 1);
  t.done = true;
}

export function eveningPrompts(ctx: ReadCtx, seat: SeatId, step: string): Prompt<RootAction>[] {
  if (step !== 'ud-craft') return [];
  return [
    { key: 'craft', ...label('root.duchy.prompt.craft'), actions: craftOptions(ctx, seat), weight: 3 },
    { key: 'done', pass: true, ...label('root.duchy.prompt.end-crafting'), actions: [{ t: 'done' }], weight: 0.5 },
  ];
}

export function applyEvening(ctx: Ctx, seat: SeatId, step: string, a: RootAction): Result<null> {
  if (step !== 'ud-craft') return refuse('UD/wrong-step', 'root.duchy.refusal.wrong-step');
  if (a.t === 'done') {
    ctx.s.turn.done = true;
    return null;
  }
  if (a.t !== 'craft') return refuse('UD/wrong-step', 'root.duchy.refusal.craft-step');
  const used = checkCraft(ctx, seat, a);
  if (isRuleError(used)) return used;
  craft(ctx, seat, a.card, used);
  return null;
}
