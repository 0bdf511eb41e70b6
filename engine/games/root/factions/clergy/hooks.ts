import type { Result } from '../../../../core/result.ts';
import { othersThan } from '../../../../core/reveals.ts';
import type { Prompt, SeatId } from '../../../../core/types.ts';
import type { RootAction } from '../../actions.ts';
import { checkBattle, startBattle } from '../../battle.ts';
import { clearing, ruler } from '../../board.ts';
import { suitOf } from '../../map.ts';
import { cardMatches, giveCard } from '../../cards.ts';
import { Who } from '../../describe.ts';
import { phrase, type Phrase } from '../../../../core/words.ts';
import { clearingPhrase, label, refuse, whoPhrase } from '../say.ts';
import type { Ctx, CraftPiece, ReadCtx, Removal, RemovedPiece } from '../../faction.ts';
import { emit, placeWarriors, player, score, showTo, useOnce } from '../../ops.ts';
import type { FactionPending, RootState } from '../../state.ts';
import { CATHEDRAL_TRACK, POKE_WARRIORS } from './data.ts';
import { returnFlower } from './flowers.ts';
import { noRepentWords, penitenceWords, type PenitenceWhy } from './log.ts';
import { CATHEDRAL, cathedralClearings, CLERGY, cs, FLOWER, flowersIn, hasCathedral, isPenitent } from './state.ts';

/**
 * The Clergy's rules that reach into the core: Divine Right and Harbor the Holy
 * (movement), Mercy (battles and removals), Sacrilege and Poke the Hive (when its pieces
 * are removed), Honeymakers and Honey for the Holy (crafting), its crafting pieces
 * (flowers at cathedrals), and where its removed pieces go.
 */

export const POKE = 'poke';
export const REPENT = 'repent';

/** Sets an enemy's Penitence marker, with a log line when it changes. */
export function setPenitence(ctx: Ctx, enemy: SeatId, to: 'penitent' | 'heretic', why: PenitenceWhy): void {
  const st = cs(ctx.s);
  if (st.penitence[String(enemy)] === to) return;
  st.penitence[String(enemy)] = to;
  emit(ctx, { kind: 'penitence', seat: enemy, text: penitenceWords(Who(ctx, enemy), to, why), data: { seat: enemy, marker: to, why, f: CLERGY } });
}

/** Divine Right (HCC.2.4) and Harbor the Holy (HCC.2.6.III): move as though ruling. */
export function movesAsRuler(ctx: ReadCtx, me: SeatId, id: number): boolean {
  if (clearing(ctx.s, id).buildings.some((b) => b.seat === me && b.kind === CATHEDRAL)) return true;
  const r = ruler(ctx, id);
  return r !== null && r !== me && isPenitent(ctx.s, r);
}

/** Mercy (HCC.2.6.I): no battles against Penitent factions. */
export function refuseBattle(ctx: ReadCtx, me: SeatId, attacker: SeatId, defender: SeatId): Result<null> {
  if (attacker === me && isPenitent(ctx.s, defender)) {
    return refuse('HCC/mercy', 'root.clergy.refusal.mercy');
  }
  return null;
}

/** Why Mercy spares a faction's pieces. */
const MERCY = phrase('root.clergy.why.mercy');

/** Mercy (HCC.2.6.I): the Clergy never remove a Penitent faction's pieces, in any way. */
export function mayRemove(ctx: ReadCtx, me: SeatId, remover: SeatId, victim: SeatId): Phrase | null {
  return remover === me && isPenitent(ctx.s, victim) ? MERCY : null;
}

/** Sacrilege (HCC.2.6.IV) and Poke the Hive (HCC.2.5). */
export function lost(ctx: Ctx, me: SeatId, r: Removal): void {
  if (r.by === null || r.by === me) return;
  setPenitence(ctx, r.by, 'heretic', r.piece.type === 'building' && r.piece.kind === CATHEDRAL ? 'poke' : 'sacrilege');
  if (r.piece.type === 'building' && r.piece.kind === CATHEDRAL) {
    ctx.s.queue.push({ kind: 'faction', seat: me, faction: CLERGY, type: POKE, data: { clearing: r.clearing, enemy: r.by, stage: 'place' } });
  }
}

/** Removed flowers go back into the bag; removed cathedrals to the rightmost empty track space. */
export function returnPiece(ctx: Ctx, _me: SeatId, piece: RemovedPiece): void {
  const st = cs(ctx.s);
  if (piece.type === 'token' && piece.kind === FLOWER && piece.suit) returnFlower(ctx, piece.suit);
  if (piece.type === 'building' && piece.kind === CATHEDRAL) {
    const i = st.track.lastIndexOf(false);
    if (i >= 0) st.track[i] = true;
    else st.reserve += 1;
  }
}

/** Honeymakers (HCC.2.3) and Honey for the Holy (HCC.2.6.II, once per turn). */
export function crafted(ctx: Ctx, me: SeatId, crafter: SeatId): void {
  if (crafter === me) score(ctx, me, 1, phrase('root.log.clergy.why.honeymakers'));
  else if (isPenitent(ctx.s, crafter) && useOnce(ctx, `honey:${crafter}`)) score(ctx, crafter, 1, phrase('root.log.clergy.why.honey-holy'));
}

/** Crafting pieces: flowers at cathedrals, each flower paying its own suit (HCC.2.1, HCC.5.2.III). */
export function craftingPieces(ctx: ReadCtx, me: SeatId): CraftPiece[] {
  const s = ctx.s;
  const out: CraftPiece[] = [];
  for (const id of cathedralClearings(s, me)) {
    const counts = new Map<string, number>();
    for (const suit of flowersIn(s, me, id)) counts.set(suit, (counts.get(suit) ?? 0) + 1);
    for (const [suit, count] of [...counts.entries()].sort()) out.push({ id: `c${id}:${suit}`, suit: suit as CraftPiece['suit'], clearing: id, count });
  }
  return out;
}

/** Crafting spends the flowers: they go back into the bag (HCC.2.2.III). */
export function useCraftingPieces(ctx: Ctx, me: SeatId, used: CraftPiece[]): void {
  for (const p of used) spendFlower(ctx, me, p.clearing, p.suit);
}

/** Takes a flower of `suit` off the map and back into the bag. */
export function spendFlower(ctx: Ctx, me: SeatId, id: number, suit: string): void {
  const c = clearing(ctx.s, id);
  const i = c.tokens.findIndex((t) => t.seat === me && t.kind === FLOWER && t.suit === suit);
  const [t] = c.tokens.splice(i, 1);
  if (t?.suit) returnFlower(ctx, t.suit);
}

function pop(ctx: Ctx, p: FactionPending): void {
  const i = ctx.s.stack.lastIndexOf(p);
  if (i >= 0) ctx.s.stack.splice(i, 1);
}

// ——— Poke the Hive (HCC.2.5): decided by the Clergy, even in another faction's turn ———

export function pokePrompts(ctx: ReadCtx, p: FactionPending): Prompt<RootAction>[] {
  const id = p.data.clearing as number;
  const enemy = p.data.enemy as SeatId;
  if (p.data.stage === 'place') {
    const most = Math.min(POKE_WARRIORS, player(ctx, p.seat).warriors);
    return [{
      key: 'poke', ...label('root.clergy.prompt.poke', { n: most, clearing: clearingPhrase(ctx, id) }), targets: [`clearing-${id}`],
      actions: Array.from({ length: most + 1 }, (_, n): RootAction => ({ t: 'hcc.poke', warriors: n })),
    }];
  }
  const out: Prompt<RootAction>[] = [];
  if (checkBattle(ctx, p.seat, id, enemy) === null) {
    out.push({ key: 'battle', ...label('root.clergy.prompt.poke-battle', { enemy: whoPhrase(ctx, enemy), clearing: clearingPhrase(ctx, id) }), actions: [{ t: 'battle', clearing: id, defender: enemy }], targets: [`clearing-${id}`] });
  }
  out.push({ key: 'done', pass: true, ...label('root.clergy.prompt.no-battle'), actions: [{ t: 'done' }] });
  return out;
}

export function settlePoke(ctx: Ctx, p: FactionPending): void {
  const id = p.data.clearing as number;
  if (p.data.stage === 'place' && player(ctx, p.seat).warriors === 0) p.data.stage = 'battle';
  if (p.data.stage === 'battle' && checkBattle(ctx, p.seat, id, p.data.enemy as SeatId) !== null) pop(ctx, p);
}

export function applyPoke(ctx: Ctx, p: FactionPending, a: RootAction): Result<null> {
  const id = p.data.clearing as number;
  const enemy = p.data.enemy as SeatId;
  if (p.data.stage === 'place') {
    if (a.t !== 'hcc.poke' || typeof a.warriors !== 'number') return refuse('HCC/poke', 'root.clergy.refusal.poke-count');
    if (a.warriors > Math.min(POKE_WARRIORS, player(ctx, p.seat).warriors)) return refuse('HCC/poke', 'root.clergy.refusal.poke-most', { n: POKE_WARRIORS });
    if (a.warriors > 0) placeWarriors(ctx, p.seat, id, a.warriors, phrase('root.log.clergy.why.poke'));
    p.data.stage = 'battle';
    return null;
  }
  if (a.t === 'done') {
    pop(ctx, p);
    return null;
  }
  if (a.t !== 'battle' || a.clearing !== id || a.defender !== enemy) return refuse('HCC/poke', 'root.clergy.refusal.poke-battle', { enemy: whoPhrase(ctx, enemy), clearing: clearingPhrase(ctx, id) });
  const bad = checkBattle(ctx, p.seat, id, enemy);
  if (bad) return bad;
  pop(ctx, p);
  startBattle(ctx, p.seat, id, enemy, 'poke-the-hive');
  return null;
}

// ——— Repent (HCC.6.1): decided by each Heretic with pieces at cathedrals ———

function repentCards(ctx: ReadCtx, p: FactionPending): string[] {
  const clearings = (p.data.clearings as number[]).filter((id) => hasCathedral(ctx.s, id));
  return player(ctx, p.seat).hand.filter((c) => clearings.some((id) => cardMatches(c.key, suitOf(ctx, id)))).map((c) => c.id);
}

export function repentPrompts(ctx: ReadCtx, p: FactionPending): Prompt<RootAction>[] {
  const cards = repentCards(ctx, p);
  const out: Prompt<RootAction>[] = [];
  if (cards.length > 0) out.push({ key: 'repent', ...label('root.clergy.prompt.repent'), actions: cards.map((card): RootAction => ({ t: 'hcc.repent', card })) });
  out.push({ key: 'done', pass: true, ...label('root.clergy.prompt.stay-heretic'), actions: [{ t: 'done' }] });
  return out;
}

export function settleRepent(ctx: Ctx, p: FactionPending): void {
  // Hand sizes are public: a Heretic with no cards cannot repent, which tells nobody anything.
  if (player(ctx, p.seat).hand.length === 0) {
    emit(ctx, { kind: 'repent', seat: p.seat, text: noRepentWords(Who(ctx, p.seat), 'no-cards'), data: { how: 'no-cards', f: CLERGY } });
    pop(ctx, p);
  }
}

export function applyRepent(ctx: Ctx, p: FactionPending, a: RootAction): Result<null> {
  const clergy = p.data.clergy as SeatId;
  if (a.t === 'done') {
    emit(ctx, { kind: 'repent', seat: p.seat, text: noRepentWords(Who(ctx, p.seat), 'declined'), data: { how: 'declined', f: CLERGY } });
    pop(ctx, p);
    return null;
  }
  if (a.t !== 'hcc.repent' || typeof a.card !== 'string') return refuse('HCC/repent', 'root.clergy.refusal.repent');
  if (!repentCards(ctx, p).includes(a.card)) {
    return refuse('HCC/repent-card', 'root.clergy.refusal.repent-card');
  }
  // Only the Clergy see the card, but everyone else now knows it matched a cathedral clearing.
  showTo(ctx, othersThan(ctx.s.players.length, p.seat));
  giveCard(ctx, p.seat, clergy, a.card, phrase('root.log.clergy.repent.gave', { Who: whoPhrase(ctx, p.seat, 'Who') }));
  setPenitence(ctx, p.seat, 'penitent', 'repent');
  pop(ctx, p);
  return null;
}

/** The cathedral track for the faction board (values are stand-ins, marked as such). */
export function trackView(s: RootState): Array<{ cost: number; vp: number; bee: boolean; cathedral: boolean }> {
  return CATHEDRAL_TRACK.spaces.map((sp, i) => ({ ...sp, cathedral: cs(s).track[i] ?? false }));
}
