import type { Result } from '../../../../core/result.ts';
import { phrase, type Phrase } from '../../../../core/words.ts';
import { label, listPhrase, refuse } from '../say.ts';
import type { Prompt, SeatId } from '../../../../core/types.ts';
import type { RootAction } from '../../actions.ts';
import { Who, who } from '../../describe.ts';
import { discardCard } from '../../cards.ts';
import { suitOf } from '../../map.ts';
import type { Ctx, CraftPiece, ReadCtx, Removal, RemovedPiece } from '../../faction.ts';
import { emit, player } from '../../ops.ts';
import type { FactionPending } from '../../state.ts';
import { BURROW, ministerDef, RANKS_HIGH_FIRST, type MinisterId } from './data.ts';
import { CITADEL, DUCHY, ds, MARKET, TUNNEL, tunnelClearings } from './state.ts';
import { priceDiscardWords, priceWords } from './log.ts';

/**
 * The Duchy's rules that reach into the core: the Burrow (12.2.2: a clearing beside the
 * map, joined to every tunnel clearing, only for the Duchy, always ruled by it), the Price
 * of Failure (12.2.3), where its removed pieces go, and its crafting pieces (12.2.1).
 */

export const PRICE = 'price';

// ——— The Burrow (12.2.2) ———

/** Paths the tunnels make: the Burrow to every tunnel clearing, and back. */
export function links(ctx: ReadCtx, me: SeatId, id: number): number[] {
  if (id === BURROW) return tunnelClearings(ctx.s, me);
  return ctx.s.map.some((c) => c.id === id && c.tokens.some((t) => t.seat === me && t.kind === TUNNEL)) ? [BURROW] : [];
}

export function rules(_ctx: ReadCtx, _me: SeatId, id: number): boolean {
  return id === BURROW;
}

const NOT_IN_BURROW = phrase('root.duchy.why.burrow');

export function mayEnter(_ctx: ReadCtx, me: SeatId, seat: SeatId, id: number): Phrase | null {
  return id === BURROW && seat !== me ? NOT_IN_BURROW : null;
}

export const mayPlace = mayEnter;

// ——— Removed pieces ———

/** Removed citadels and markets go back to their track, tunnels to the supply. */
export function returnPiece(ctx: Ctx, _me: SeatId, piece: RemovedPiece): void {
  const st = ds(ctx.s);
  if (piece.type === 'building' && piece.kind === CITADEL) st.citadels += 1;
  if (piece.type === 'building' && piece.kind === MARKET) st.markets += 1;
  if (piece.type === 'token' && piece.kind === TUNNEL) st.tunnels += 1;
}

/**
 * The Price of Failure (12.2.3) is owed "whenever any number of Duchy buildings are
 * removed": once per removal event. Every building removed before it resolves joins the
 * one already waiting in the queue, and the queue waits until the stack is empty — so a
 * battle (ambush, both sides' hits), a Favor card or any single effect that removes several
 * buildings costs one minister and one card; two battles cost two.
 */
export function lost(ctx: Ctx, me: SeatId, r: Removal): void {
  if (r.piece.type !== 'building') return;
  const waiting = ctx.s.queue.some((p) => p.kind === 'faction' && p.faction === DUCHY && p.type === PRICE);
  if (waiting) return;
  ctx.s.queue.push({ kind: 'faction', seat: me, faction: DUCHY, type: PRICE, data: {} });
  emit(ctx, { kind: 'price', seat: me, text: priceWords('owed', Who(ctx, me)), data: { how: 'owed' } });
}

/** The swayed ministers of the highest rank among the swayed (12.2.3). */
export function highestSwayed(ctx: ReadCtx): MinisterId[] {
  const swayed = ds(ctx.s).swayed;
  for (const rank of RANKS_HIGH_FIRST) {
    const top = swayed.filter((id) => ministerDef(id).rank === rank);
    if (top.length > 0) return top;
  }
  return [];
}

function pop(ctx: Ctx, p: FactionPending): void {
  const i = ctx.s.stack.lastIndexOf(p);
  if (i >= 0) ctx.s.stack.splice(i, 1);
}

/** Returns the minister (its crown gone for good), then discards a random card from the hand. */
function pay(ctx: Ctx, seat: SeatId, minister: MinisterId | undefined): void {
  const st = ds(ctx.s);
  if (minister !== undefined) {
    const m = ministerDef(minister);
    st.swayed = st.swayed.filter((id) => id !== minister);
    st.lostCrowns[m.rank] += 1;
    emit(ctx, {
      kind: 'price', seat, data: { minister, how: 'returned' },
      text: priceWords('returned', who(ctx, seat), undefined, minister),
    });
  } else {
    emit(ctx, { kind: 'price', seat, text: priceWords('none', who(ctx, seat)), data: { how: 'none' } });
  }
  const hand = player(ctx, seat).hand;
  if (hand.length === 0) {
    emit(ctx, { kind: 'price', seat, text: priceWords('no-card', Who(ctx, seat)), data: { how: 'no-card' } });
    return;
  }
  const [card] = hand.splice(ctx.rng.int(hand.length), 1);
  if (!card) return;
  discardCard(ctx, card.key);
  emit(ctx, {
    kind: 'discard', seat, data: { card: card.key, price: 1, n: hand.length + 1 },
    text: priceDiscardWords(who(ctx, seat), hand.length + 1, card.key),
  });
}

export function pricePrompts(ctx: ReadCtx, _p: FactionPending): Prompt<RootAction>[] {
  const tied = highestSwayed(ctx);
  return [{
    key: 'price', ...label('root.duchy.prompt.price'),
    actions: tied.map((minister): RootAction => ({ t: 'ud.price', minister })),
  }];
}

/** With one highest-rank minister (or none) there is nothing to choose. */
export function settlePrice(ctx: Ctx, p: FactionPending): void {
  const tied = highestSwayed(ctx);
  if (tied.length > 1) return;
  pay(ctx, p.seat, tied[0]);
  pop(ctx, p);
}

export function applyPrice(ctx: Ctx, p: FactionPending, a: RootAction): Result<null> {
  const tied = highestSwayed(ctx);
  if (a.t !== 'ud.price' || !tied.includes(a.minister as MinisterId)) {
    return refuse('UD/price', 'root.duchy.refusal.price', { ministers: listPhrase(tied.map((id) => phrase(`root.duchy.minister.${id}`)), true) });
  }
  pay(ctx, p.seat, a.minister as MinisterId);
  pop(ctx, p);
  return null;
}

// ——— Crafting (12.2.1, 12.6.2) ———

/** Citadels and markets on the map, each usable once per turn; both pay their clearing's suit. */
export function craftingPieces(ctx: ReadCtx, me: SeatId): CraftPiece[] {
  const st = ds(ctx.s);
  const out: CraftPiece[] = [];
  for (const c of ctx.s.map) {
    const suit = suitOf(ctx, c.id);
    if (suit === null) continue;
    for (const kind of [CITADEL, MARKET]) {
      const id = `c${c.id}:${me}:${kind}`;
      const n = c.buildings.filter((b) => b.seat === me && b.kind === kind).length - st.activated.filter((x) => x === id).length;
      if (n > 0) out.push({ id, suit, clearing: c.id, count: n });
    }
  }
  return out;
}

export function useCraftingPieces(ctx: Ctx, _me: SeatId, used: CraftPiece[]): void {
  ds(ctx.s).activated.push(...used.map((p) => p.id));
}
