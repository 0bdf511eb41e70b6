import { isRuleError, type Result } from '../../../../core/result.ts';
import { phrase } from '../../../../core/words.ts';
import { label, refuse } from '../say.ts';
import type { Prompt, SeatId } from '../../../../core/types.ts';
import type { RootAction } from '../../actions.ts';
import { drawAndDiscard } from '../../cards.ts';
import { checkCraft, craft, craftOptions, craftPieces } from '../../crafting.ts';
import { cardDef } from '../../data/base-deck.ts';
import { returnSpoilsWords, spoilsOfWarWords } from './log.ts';
import type { Ctx, ReadCtx } from '../../faction.ts';
import { emit, player, returnToOwner, score } from '../../ops.ts';
import { SPOILS_PER_VP, SPOILS_PER_VP_BIRD } from './data.ts';
import { birdCampaign, ls } from './state.ts';

/** Legion Evening (QL.6): Craft, Spoils of War, Return Spoils, Draw and Discard. */

export const EVENING_STEPS = ['ql-craft', 'ql-spoils-of-war', 'ql-return-spoils', 'ql-draw'] as const;

export function enterEvening(ctx: Ctx, seat: SeatId, step: string): void {
  const st = ls(ctx.s);
  const t = ctx.s.turn;
  switch (step) {
    case 'ql-craft':
      st.activated = [];
      // Crafting pieces and hand sizes are public: skipping tells nobody anything.
      t.done = player(ctx, seat).hand.length === 0 || craftPieces(ctx, seat).length === 0;
      return;
    case 'ql-spoils-of-war': {
      const per = birdCampaign(ctx.s) ? SPOILS_PER_VP_BIRD : SPOILS_PER_VP;
      const vp = Math.floor(st.spoils.length / per);
      const bird = per === SPOILS_PER_VP_BIRD;
      emit(ctx, { kind: 'spoils', seat, text: spoilsOfWarWords(st.spoils.length, per, bird), data: { n: st.spoils.length, per, ...(bird ? { bird: 1 } : {}) } });
      score(ctx, seat, vp, phrase('root.log.legion.why.spoils-of-war'));
      t.done = true;
      return;
    }
    case 'ql-return-spoils': {
      const n = st.spoils.length;
      for (const sp of st.spoils.splice(0)) returnToOwner(ctx, sp.owner, sp.piece);
      if (n > 0) emit(ctx, { kind: 'spoils', seat, text: returnSpoilsWords(n), data: { ret: n } });
      t.done = true;
      return;
    }
    default: {
      const campaign = st.campaign;
      const extra = campaign !== null && cardDef(campaign).item !== null ? 1 : 0;
      drawAndDiscard(ctx, seat, 1 + extra);
      t.done = true;
    }
  }
}

export function eveningPrompts(ctx: ReadCtx, seat: SeatId, step: string): Prompt<RootAction>[] {
  if (step !== 'ql-craft') return [];
  return [
    { key: 'craft', ...label('root.legion.prompt.craft'), actions: craftOptions(ctx, seat) },
    { key: 'done', pass: true, ...label('root.legion.prompt.end-crafting'), actions: [{ t: 'done' }] },
  ];
}

export function applyEvening(ctx: Ctx, seat: SeatId, step: string, a: RootAction): Result<null> {
  if (step !== 'ql-craft') return refuse('QL/wrong-step', 'root.legion.refusal.wrong-step');
  if (a.t === 'done') {
    ctx.s.turn.done = true;
    return null;
  }
  if (a.t !== 'craft') return refuse('QL/wrong-step', 'root.legion.refusal.craft-step');
  const used = checkCraft(ctx, seat, a);
  if (isRuleError(used)) return used;
  craft(ctx, seat, a.card, used);
  return null;
}
