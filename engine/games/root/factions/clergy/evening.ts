import type { SeatId } from '../../../../core/types.ts';
import { drawAndDiscard } from '../../cards.ts';
import type { Ctx } from '../../faction.ts';
import { DRAW_BASE, POLLINATE_BASE } from './data.ts';
import { drawFlower } from './flowers.ts';
import { REPENT } from './hooks.ts';
import { beesShowing, CLERGY, cs, enemiesAtCathedrals, isHeretic } from './state.ts';

/** Clergy Evening (HCC.6): Repent, Pollinate, Draw and Discard. All automatic for the Clergy. */

export const EVENING_STEPS = ['hcc-repent', 'hcc-pollinate', 'hcc-draw'] as const;

export function enterEvening(ctx: Ctx, seat: SeatId, step: string): void {
  const t = ctx.s.turn;
  if (step === 'hcc-repent') {
    // Each Heretic with pieces in cathedral clearings decides whether to repent (HCC.6.1);
    // the first in seat order decides first.
    const askers = enemiesAtCathedrals(ctx, seat).filter((e) => isHeretic(ctx.s, e.enemy));
    for (const e of askers.reverse()) {
      ctx.s.stack.push({ kind: 'faction', seat: e.enemy, faction: CLERGY, type: REPENT, data: { clergy: seat, clearings: e.clearings } });
    }
    t.done = true;
    return;
  }
  if (step === 'hcc-pollinate') {
    cs(ctx.s).toDraw = POLLINATE_BASE + beesShowing(ctx.s);
    return;
  }
  drawAndDiscard(ctx, seat, DRAW_BASE + beesShowing(ctx.s));
  t.done = true;
}

/** Pollinate (HCC.6.2): draws flowers one by one, each placed before the next is drawn. */
export function settleEvening(ctx: Ctx, seat: SeatId, step: string): boolean {
  if (step !== 'hcc-pollinate') return false;
  const st = cs(ctx.s);
  if (st.toDraw > 0) {
    st.toDraw -= 1;
    if (drawFlower(ctx, seat, 'Pollinate')) return true;
  }
  ctx.s.turn.done = true;
  return true;
}
