import type { Result } from '../../../../core/result.ts';
import { phrase } from '../../../../core/words.ts';
import { clearingPhrase, label, refuse } from '../say.ts';
import type { Prompt, SeatId } from '../../../../core/types.ts';
import type { RootAction } from '../../actions.ts';
import { clearing } from '../../board.ts';
import { CLEARING_IDS, clearingDef } from '../../data/autumn-map.ts';
import { where } from '../../describe.ts';
import type { Ctx, ReadCtx } from '../../faction.ts';
import { adjacentOf } from '../../map.ts';
import { emit, factionOf, mayPlaceIn, placeWarriors } from '../../ops.ts';
import { BURROW, SETUP_ADJACENT_WARRIORS, SETUP_CORNER_WARRIORS } from './data.ts';
import { ds, TUNNEL } from './state.ts';
import { tunnelWords } from './log.ts';

/**
 * Duchy setup (12.3). Supplies, the Burrow, the building tracks, the ministers and the
 * crowns are made by `init` (12.3.1, 12.3.2, 12.3.4–12.3.6); the one choice is the
 * starting corner (12.3.3): 2 warriors and a tunnel there, 2 warriors in each adjacent
 * clearing (never the Burrow).
 */

export const SETUP_STEPS = ['ud-setup-corner'] as const;

/**
 * Corners for the Duchy (12.3.3): never another player's starting clearing; among those
 * left, the ones diagonally opposite some player's starting corner if there are any, else
 * any of them (with three or four players, the corners nobody starts in; README).
 */
export function cornerOptions(ctx: ReadCtx, seat: SeatId): number[] {
  const starts: number[] = [];
  for (const p of ctx.s.players) {
    if (p.seat === seat || p.faction === '') continue;
    const start = factionOf(ctx, p.seat).startingClearing?.(ctx.s, p.seat);
    if (start !== undefined) starts.push(start);
  }
  const corners = CLEARING_IDS.filter((id) => clearingDef(id).corner && !starts.includes(id) && mayPlaceIn(ctx, seat, id));
  const opposite = corners.filter((id) => starts.some((st) => CLEARING_IDS.includes(st) && clearingDef(st).corner && clearingDef(st).opposite === id));
  return opposite.length > 0 ? opposite : corners;
}

export function setupPrompts(ctx: ReadCtx, seat: SeatId): Prompt<RootAction>[] {
  const spots = cornerOptions(ctx, seat);
  return [{
    key: 'setup', ...label('root.duchy.prompt.setup'),
    actions: spots.map((id): RootAction => ({ t: 'ud.setup', clearing: id })), targets: spots.map((id) => `clearing-${id}`),
  }];
}

export function applySetup(ctx: Ctx, seat: SeatId, _step: string, a: RootAction): Result<null> {
  if (a.t !== 'ud.setup' || typeof a.clearing !== 'number') return refuse('UD/setup', 'root.duchy.refusal.setup');
  const id = a.clearing;
  if (!cornerOptions(ctx, seat).includes(id)) {
    return refuse('UD/setup-corner', 'root.duchy.refusal.setup-corner', { clearing: clearingPhrase(ctx, id) });
  }
  const st = ds(ctx.s);
  st.corner = id;
  placeWarriors(ctx, seat, id, SETUP_CORNER_WARRIORS, phrase('root.log.duchy.why.corner'));
  st.tunnels -= 1;
  clearing(ctx.s, id).tokens.push({ seat, kind: TUNNEL });
  emit(ctx, { kind: 'tunnel', seat, text: tunnelWords('placed', where(ctx, id)), data: { clearing: id, at: id, how: 'placed' } });
  for (const next of adjacentOf(ctx, id)) {
    if (next !== BURROW) placeWarriors(ctx, seat, next, SETUP_ADJACENT_WARRIORS, phrase('root.log.duchy.why.next-to-corner'));
  }
  ctx.s.turn.done = true;
  return null;
}
