import type { Result } from '../../core/result.ts';
import type { SeatId } from '../../core/types.ts';
import { phrase } from '../../core/words.ts';
import type { Act } from './actions.ts';
import { discardCard, heldCard, takeFromHand } from './cards.ts';
import { CLEARING_IDS, type ClearingSuit, type Suit } from './data/autumn-map.ts';
import { cardDef, type CardEffect, type CostIcon } from './data/base-deck.ts';
import { suitOf } from './map.ts';
import { fail, where, Who } from './describe.ts';
import { craftWords } from './log-lines.ts';
import type { Ctx, CraftPiece, ReadCtx } from './faction.ts';
import { emit, factionOf, player, removeAll, score, seatsWithFactions } from './ops.ts';
import { cardNameValue, cardValue, listValue } from './phrases.ts';

/**
 * Crafting (core rules, Crafting): activate your faction's crafting pieces whose suits
 * pay the card's cost (`any` icons take any suit, a bird piece pays any icon), each piece
 * once. The card's own suit does not matter. Items come from the shared supply; immediate
 * cards resolve and are discarded; persistent cards stay in front of you (no two alike).
 */

/** The crafting pieces `seat` may activate now, less those in clearings it may not craft in (Colonialism). */
export function craftPieces(ctx: ReadCtx, seat: SeatId): CraftPiece[] {
  const own = factionOf(ctx, seat).crafting?.pieces?.(ctx, seat) ?? [];
  const others = seatsWithFactions(ctx);
  return own.filter((p) => others.every(({ seat: me, f }) => f.crafting?.mayCraftIn?.(ctx, me, seat, p.clearing) ?? true));
}

/** True when pieces of these suits pay exactly the cost. */
export function pays(cost: readonly CostIcon[], suits: readonly Suit[]): boolean {
  if (suits.length !== cost.length) return false;
  const have: Record<Suit, number> = { fox: 0, rabbit: 0, mouse: 0, bird: 0 };
  for (const s of suits) have[s]++;
  let birdsNeeded = 0;
  let spare = 0;
  for (const suit of ['fox', 'rabbit', 'mouse'] as const) {
    const need = cost.filter((c) => c === suit).length;
    const matched = Math.min(need, have[suit]);
    birdsNeeded += need - matched;
    spare += have[suit] - matched;
  }
  if (birdsNeeded > have.bird) return false;
  return spare + (have.bird - birdsNeeded) === cost.filter((c) => c === 'any').length;
}

/** Why `seat` cannot craft the card at all (supply, duplicates, no cost), or null. */
export function craftBlock(ctx: ReadCtx, seat: SeatId, key: string): Result<null> {
  const def = cardDef(key);
  if (def.cost.length === 0) return fail('not-craftable', 'not-craftable', () => ({ card: cardValue(key) }));
  if (def.item && (ctx.s.items[def.item] ?? 0) <= 0) return fail('no-item', 'no-item', () => ({ item: phrase('root.name.item', { item: def.item }), card: cardValue(key) }));
  if (def.kind === 'persistent' && player(ctx, seat).crafted.some((k) => cardDef(k).name === def.name)) {
    return fail('duplicate', 'duplicate', () => ({ name: cardNameValue(key) }));
  }
  return null;
}

/** Checks a craft and returns the pieces it activates. */
export function checkCraft(ctx: ReadCtx, seat: SeatId, a: Act<'craft'>): Result<CraftPiece[]> {
  const held = heldCard(ctx, seat, a.card);
  if (!held) return fail('not-in-hand', 'not-in-hand');
  const block = craftBlock(ctx, seat, held.key);
  if (block) return block;
  const pieces = craftPieces(ctx, seat);
  const used: CraftPiece[] = [];
  const left = new Map(pieces.map((p) => [p.id, p.count]));
  for (const id of a.using) {
    const p = pieces.find((x) => x.id === id);
    const n = left.get(id) ?? 0;
    if (!p || n <= 0) return fail('bad-crafting-piece', 'bad-crafting-piece', () => ({ id }));
    left.set(id, n - 1);
    used.push(p);
  }
  if (!pays(cardDef(held.key).cost, used.map((p) => p.suit))) {
    return fail('cost', 'cost', () => ({ card: cardValue(held.key), cost: listValue(cardDef(held.key).cost.map((icon) => phrase('root.name.cost', { icon }))) }));
  }
  return used;
}

const FAVOR: Partial<Record<CardEffect, ClearingSuit>> = {
  'favor-of-the-foxes': 'fox', 'favor-of-the-rabbits': 'rabbit', 'favor-of-the-mice': 'mouse',
};

/** Crafts a checked card: spends the pieces, then resolves the card and its VP. */
export function craft(ctx: Ctx, seat: SeatId, cardId: string, used: CraftPiece[]): void {
  const p = player(ctx, seat);
  const { key } = takeFromHand(ctx, seat, cardId);
  const def = cardDef(key);
  factionOf(ctx, seat).crafting?.use?.(ctx, seat, used);
  emit(ctx, {
    kind: 'craft', seat, text: craftWords(Who(ctx, seat), key, used.map((u) => ({ suit: u.suit, where: where(ctx, u.clearing) }))),
    // `paid`: each piece's suit and clearing, for the line's words.
    data: { card: key, using: used.map((u) => u.id), paid: used.map((u) => [u.suit, u.clearing]) },
  });
  if (def.kind === 'item' && def.item) {
    ctx.s.items[def.item] -= 1;
    p.items.push(def.item);
    discardCard(ctx, key);
    score(ctx, seat, def.vp, phrase('root.log.why.crafting', { card: cardNameValue(key), item: phrase('root.name.item', { item: def.item }) }));
  } else if (def.kind === 'persistent') {
    p.crafted.push(key);
  } else {
    discardCard(ctx, key);
    const suit = def.effect ? FAVOR[def.effect] : undefined;
    if (suit) favor(ctx, seat, suit);
  }
  for (const { seat: me, f } of seatsWithFactions(ctx)) f.crafting?.crafted?.(ctx, me, seat);
}

/** Favor of the Foxes / Rabbits / Mice: remove all enemy pieces in clearings of the suit. */
function favor(ctx: Ctx, seat: SeatId, suit: ClearingSuit): void {
  for (const id of CLEARING_IDS) {
    if (suitOf(ctx, id) !== suit) continue;
    for (let enemy = 0; enemy < ctx.s.seats; enemy++) if (enemy !== seat) removeAll(ctx, id, enemy, seat, 'effect');
  }
}

/** Multisets of `k` piece ids (each id at most its count), in a stable order. */
function combos(pieces: readonly CraftPiece[], k: number, cap: number): string[][] {
  const out: string[][] = [];
  const pick: string[] = [];
  const walk = (i: number, left: number): void => {
    if (out.length >= cap) return;
    if (left === 0) {
      out.push(pick.slice());
      return;
    }
    const p = pieces[i];
    if (!p) return;
    for (let take = Math.min(p.count, left); take >= 0; take--) {
      for (let j = 0; j < take; j++) pick.push(p.id);
      walk(i + 1, left - take);
      pick.length -= take;
    }
  };
  walk(0, k);
  return out;
}

/** Concrete legal crafts for `seat`: up to `perCard` ways to pay for each card in hand. */
export function craftOptions(ctx: ReadCtx, seat: SeatId, perCard = 4): Act<'craft'>[] {
  const pieces = craftPieces(ctx, seat);
  if (pieces.length === 0) return [];
  const out: Act<'craft'>[] = [];
  for (const held of player(ctx, seat).hand) {
    if (craftBlock(ctx, seat, held.key)) continue;
    const cost = cardDef(held.key).cost;
    let found = 0;
    for (const using of combos(pieces, cost.length, 200)) {
      const suits = using.map((id) => (pieces.find((p) => p.id === id) as CraftPiece).suit);
      if (!pays(cost, suits)) continue;
      out.push({ t: 'craft', card: held.id, using });
      if (++found >= perCard) break;
    }
  }
  return out;
}
