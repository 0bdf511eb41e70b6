import { shuffleAnew, type Rng } from '../../../../core/rng.ts';
import type { Secret } from '../../../../core/reveals.ts';
import type { SeatId, Viewer } from '../../../../core/types.ts';
import { phrase, type Phrase } from '../../../../core/words.ts';
import { clearingPhrase } from '../say.ts';
import { where } from '../../describe.ts';
import type { Ctx, CraftPiece, ReadCtx, Removal, RemovedPiece } from '../../faction.ts';
import { adjacentOf, suitOf } from '../../map.ts';
import { emit, mayPlaceIn, placeWarriors } from '../../ops.ts';
import type { BattleState, RootState, Token } from '../../state.ts';
import type { PlotType } from './data.ts';
import { CORVIDS, isPlot, PLOT_BACK, plotIn, plots, snared, vs, type CorvidState } from './state.ts';
import { goesOffWords } from './log.ts';

/**
 * The Corvids' rules that reach into the core: Nimble (13.2.3), Snare (13.7.2), Embedded
 * Agents (13.2.5), raids (13.7.4), plots as crafting pieces (13.2.1), removed plots back
 * to the supply, and what others may know of face-down plots (13.2.2.I).
 */

/** Snare (13.7.2): while face up, enemy pieces cannot be placed in or moved from its clearing. */
export function snarePlace(ctx: ReadCtx, me: SeatId, seat: SeatId, id: number): Phrase | null {
  return seat !== me && snared(ctx.s, me, id) ? phrase('root.corvids.why.snare-place', { clearing: clearingPhrase(ctx, id) }) : null;
}

export function snareLeave(ctx: ReadCtx, me: SeatId, seat: SeatId, id: number): Phrase | null {
  return seat !== me && snared(ctx.s, me, id) ? phrase('root.corvids.why.snare-leave', { clearing: clearingPhrase(ctx, id) }) : null;
}

/** Why Embedded Agents deal an extra hit. */
const EMBEDDED_AGENTS = phrase('root.corvids.why.embedded-agents');

/** Embedded Agents (13.2.5): as defender, a face-down plot in the clearing deals an extra hit, even defenseless. */
export function extraHits(ctx: ReadCtx, me: SeatId, b: BattleState): { hits: number; why: Phrase } | null {
  if (b.defender !== me) return null;
  const p = plotIn(ctx.s, me, b.clearing);
  return p?.faceDown ? { hits: 1, why: EMBEDDED_AGENTS } : null;
}

/** Raid (13.7.4): removed by anything but Exposure, it places a warrior in each adjacent clearing. */
export function lost(ctx: Ctx, me: SeatId, r: Removal): void {
  if (r.piece.type !== 'token' || r.piece.kind !== 'raid' || r.tag === 'exposure') return;
  emit(ctx, { kind: 'raid', seat: me, text: goesOffWords('raid', where(ctx, r.clearing)), data: { clearing: r.clearing } });
  for (const id of adjacentOf(ctx, r.clearing)) if (mayPlaceIn(ctx, me, id)) placeWarriors(ctx, me, id, 1, phrase('root.log.corvids.why.raid'));
}

/** A removed plot goes back to the supply, face down (13.2.2.I). */
export function returnPiece(ctx: Ctx, _me: SeatId, piece: RemovedPiece): void {
  if (piece.type === 'token' && isPlot(piece)) vs(ctx.s).supply.push(piece.kind as PlotType);
}

/** Crafting pieces (13.2.1): each plot on the map, face up or down, once per turn, paying its clearing's suit. */
export function craftingPieces(ctx: ReadCtx, me: SeatId): CraftPiece[] {
  const used = vs(ctx.s).activated;
  const out: CraftPiece[] = [];
  for (const p of plots(ctx.s, me)) {
    const suit = suitOf(ctx, p.clearing);
    if (suit !== null && !used.includes(p.clearing)) out.push({ id: `c${p.clearing}`, suit, clearing: p.clearing, count: 1 });
  }
  return out;
}

export function useCraftingPieces(ctx: Ctx, _me: SeatId, used: CraftPiece[]): void {
  vs(ctx.s).activated.push(...used.map((p) => p.clearing));
}

/** A plot as `viewer` sees it: face down, only the Corvids know its type; everyone else sees the feather. */
export function tokenSeen(_ctx: ReadCtx, me: SeatId, token: Token, viewer: Viewer): Token {
  if (!token.faceDown || !isPlot(token) || viewer === me) return token;
  return { seat: token.seat, kind: PLOT_BACK, faceDown: true };
}

/**
 * What `scramble` rearranges, as secrets seen by the Corvids alone: the type of each
 * face-down plot on the map and of each plot in the supply.
 */
export function secrets(s: RootState, me: SeatId): Secret[] {
  const out: Secret[] = [];
  for (const p of plots(s, me)) if (p.token.faceDown) out.push({ id: `plot:${p.token.kind}`, to: me });
  // Before the faction's setup (picked at the table) there is no supply yet.
  for (const kind of (s.fx[CORVIDS] as CorvidState | undefined)?.supply ?? []) out.push({ id: `plot:${kind}`, to: me });
  return out;
}

/**
 * For `scramble`: every plot `viewer` may not know (face down on the map, in the supply)
 * trades types with the others at random; face-up plots and every count stay.
 */
export function scramble(s: RootState, me: SeatId, viewer: Viewer, rng: Rng): void {
  if (viewer === me) return;
  const st = vs(s);
  const hidden = plots(s, me).filter((p) => p.token.faceDown).map((p) => p.token);
  const types = shuffleAnew([...hidden.map((t) => t.kind as PlotType), ...st.supply], rng);
  hidden.forEach((t, i) => { t.kind = types[i] as PlotType; });
  st.supply = types.slice(hidden.length);
}
