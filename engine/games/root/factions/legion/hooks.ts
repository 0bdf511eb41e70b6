import type { SeatId } from '../../../../core/types.ts';
import { phrase, type Phrase } from '../../../../core/words.ts';
import { clearingPhrase } from '../say.ts';
import { pieceKey, ruler } from '../../board.ts';
import { suitOf } from '../../map.ts';
import { Who, who } from '../../describe.ts';
import type { Ctx, CraftPiece, ReadCtx, Removal, RemovedPiece } from '../../faction.ts';
import { emit, tokenSeen } from '../../ops.ts';
import { pieceData } from '../../log-words.ts';
import { captureWords } from './log.ts';
import type { BattleState } from '../../state.ts';
import { COLONY, hasColony, isCampaignClearing, ls } from './state.ts';

/**
 * The Legion's rules that reach into the core: Spoils (QL.2.2), Colonialism (QL.2.3),
 * No Queens (QL.2.4), its crafting pieces (enemy buildings and tokens in colony
 * clearings, QL.2.1 / QL.6.1) and where its removed colonies go.
 */

/** No Queens (QL.2.4): as attacker, one extra hit where an enemy rules the clearing. */
export function extraHits(ctx: ReadCtx, me: SeatId, b: BattleState): { hits: number; why: Phrase } | null {
  if (b.attacker !== me) return null;
  const r = ruler(ctx, b.clearing);
  if (r === null || r === me) return null;
  return { hits: 1, why: phrase('root.legion.why.no-queens', { clearing: clearingPhrase(ctx, b.clearing) }) };
}

/**
 * Spoils (QL.2.2): enemy pieces the Legion removes in a campaign clearing during its own
 * turn go to the Spoils box instead of their supply.
 */
export function capture(ctx: Ctx, me: SeatId, r: Removal): boolean {
  if (r.by !== me || ctx.s.turn.seat !== me || ctx.s.turn.phase === 'setup' || !isCampaignClearing(ctx.s, r.clearing)) return false;
  ls(ctx.s).spoils.push({ owner: r.owner, piece: { ...r.piece } });
  emit(ctx, {
    kind: 'spoils', seat: me,
    text: captureWords(Who(ctx, me), r.piece, who(ctx, r.owner), ls(ctx.s).spoils.length),
    data: { n: ls(ctx.s).spoils.length, of: r.owner, ...pieceData(r.piece) },
  });
  return true;
}

/** Colonialism (QL.2.3): enemies cannot craft with pieces in colony clearings. */
export function mayCraftIn(ctx: ReadCtx, me: SeatId, crafter: SeatId, id: number): boolean {
  return crafter === me || !hasColony(ctx.s, id);
}

/** Colonialism (QL.2.3): enemies cannot recruit warriors into colony clearings. */
export function mayRecruitIn(ctx: ReadCtx, me: SeatId, recruiter: SeatId, id: number): boolean {
  return recruiter === me || !hasColony(ctx.s, id);
}

/** A removed colony goes back to the supply. */
export function returnPiece(ctx: Ctx, _me: SeatId, piece: RemovedPiece): void {
  if (piece.type === 'token' && piece.kind === COLONY) ls(ctx.s).colonies += 1;
}

/**
 * Enemy buildings and tokens in colony clearings, each usable once per turn (QL.6.1). A
 * token is named as the Legion sees it: a face-down plot by its back, never its type.
 */
export function craftingPieces(ctx: ReadCtx, me: SeatId): CraftPiece[] {
  const s = ctx.s;
  const st = ls(s);
  const out: CraftPiece[] = [];
  for (const c of s.map) {
    if (!c.tokens.some((t) => t.seat === me && t.kind === COLONY)) continue;
    const counts = new Map<string, number>();
    for (const b of c.buildings) if (b.seat !== me) counts.set(`c${c.id}:${b.seat}:${b.kind}`, (counts.get(`c${c.id}:${b.seat}:${b.kind}`) ?? 0) + 1);
    for (const t of c.tokens) {
      if (t.seat === me) continue;
      const id = `c${c.id}:${t.seat}:${pieceKey(tokenSeen(ctx, t, me))}`;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    for (const [id, n] of [...counts.entries()].sort()) {
      const left = n - st.activated.filter((a) => a === id).length;
      const suit = suitOf(ctx, c.id);
      if (left > 0 && suit !== null) out.push({ id, suit, clearing: c.id, count: left });
    }
  }
  return out;
}

/** Activating pieces marks them used for this turn; they stay where they are. */
export function useCraftingPieces(ctx: Ctx, _me: SeatId, used: CraftPiece[]): void {
  ls(ctx.s).activated.push(...used.map((p) => p.id));
}
