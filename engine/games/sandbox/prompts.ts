import { cloneJson } from '../../core/clone.ts';
import type { Prompt, SeatId } from '../../core/types.ts';
import type { SandboxAction } from './actions.ts';
import { publicName } from './describe.ts';
import { onTable, rectAt, sizeOf } from './geometry.ts';
import type { BagPiece, DeckPiece, DiePiece, HandItem, Piece, Quarter, SandboxState } from './state.ts';

/**
 * What a seat may do on the free table, as concrete legal actions: buttons for the HUD
 * and the move list of the random simulator. Free placement is continuous, so moves and
 * plays carry sample spots; the spot of each piece is derived from its id (not from the
 * version), so prompts — which travel in every projection — change only when the table
 * does.
 *
 * Not prompted on purpose: searching a deck or the bag. A list of only the legal
 * searches would tell the seat what the deck or bag still holds.
 */

/** Sample spots, all far enough inside the table for the largest piece (a 4 × 4 tile). */
const SPOTS: ReadonlyArray<{ x: number; z: number }> = [-18, -12, -6, 0, 6, 12, 18]
  .flatMap((x) => [-7, 1, 8].map((z) => ({ x, z })));

/** A small stable string hash (FNV-1a), to spread pieces over the sample spots. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function spotFor(id: string, shift = 0): { x: number; z: number } {
  return SPOTS[(hash(id) + shift) % SPOTS.length] as { x: number; z: number };
}

function fits(piece: Piece, x: number, z: number, rot: Quarter): boolean {
  return onTable(rectAt(sizeOf(piece), x, z, rot));
}

function deckPrompts(s: SandboxState, deck: DeckPiece): Prompt<SandboxAction>[] {
  const n = deck.cards.length;
  const targets = [deck.id];
  const out: Prompt<SandboxAction>[] = [];
  if (n === 0) return out;
  out.push({
    key: `draw:${deck.id}`, label: `Draw from ${deck.name}`, targets,
    actions: [
      { t: 'draw', deck: deck.id, n: 1, to: 'hand', from: 'top' },
      { t: 'draw', deck: deck.id, n: 1, to: 'table', from: 'top' },
      { t: 'draw', deck: deck.id, n: 1, to: 'hand', from: 'bottom' },
    ],
  });
  out.push({ key: `peek:${deck.id}`, label: `Look at the top card of ${deck.name}`, targets, actions: [{ t: 'peek', deck: deck.id, n: 1 }] });
  if (n >= 2) out.push({ key: `shuffle:${deck.id}`, label: `Shuffle ${deck.name}`, targets, actions: [{ t: 'shuffle', deck: deck.id }] });
  if (n >= s.seats) out.push({ key: `deal:${deck.id}`, label: `Deal a card from ${deck.name} to everyone`, targets, actions: [{ t: 'deal', deck: deck.id, n: 1 }] });
  return out;
}

function bagPrompts(bag: BagPiece): Prompt<SandboxAction>[] {
  if (bag.items.length === 0) return [];
  return [{
    key: `bagDraw:${bag.id}`, label: `Draw from ${bag.name}`, targets: [bag.id],
    actions: [{ t: 'bagDraw', bag: bag.id, to: 'hand' }, { t: 'bagDraw', bag: bag.id, to: 'table' }],
  }];
}

function dicePrompts(dice: DiePiece[]): Prompt<SandboxAction>[] {
  const out: Prompt<SandboxAction>[] = dice.map((d) => ({
    key: `roll:${d.id}`, label: `Roll ${publicName(d)}`, targets: [d.id], actions: [{ t: 'roll', ids: [d.id] }],
  }));
  if (dice.length >= 2) {
    const ids = dice.slice(0, 20).map((d) => d.id);
    out.push({ key: 'roll:all', label: 'Roll all dice', targets: ids, actions: [{ t: 'roll', ids }] });
  }
  return out;
}

/** Builds a prompt only when it has something to offer. */
function maybe(out: Prompt<SandboxAction>[], key: string, label: string, actions: SandboxAction[], targets: string[]): void {
  if (actions.length > 0) out.push({ key, label, actions, targets });
}

/**
 * Ending the table: always offered, last, and flagged `ends` (a client confirms it
 * first; random play leaves it out).
 */
const END_PROMPT: Prompt<SandboxAction> = {
  key: 'end', label: 'End the table and reveal the seed', actions: [{ t: 'end' }], ends: true,
};

/**
 * Every prompt for `seat` (none for a seat that is not at the table, none once it ended).
 * One pass over the pieces sorts them into the lists the prompts need, in table order; the
 * room asks this of every seat after every action.
 */
export function promptsSandbox(s: SandboxState, seat: SeatId): Prompt<SandboxAction>[] {
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.seats) return [];
  if (s.endedBy !== undefined) return [];
  const decks: DeckPiece[] = [];
  const bags: BagPiece[] = [];
  const dice: DiePiece[] = [];
  const tableCards: Piece[] = [];
  const tableTokens: Piece[] = [];
  const flippable: Piece[] = [];
  const turnable: Piece[] = [];
  const moves: SandboxAction[] = [];
  const ids: string[] = [];
  for (const key in s.pieces) {
    const p = s.pieces[key]!;
    ids.push(p.id);
    switch (p.kind) {
      case 'deck': decks.push(p); break;
      case 'bag': bags.push(p); break;
      case 'die': dice.push(p); break;
      case 'card': tableCards.push(p); flippable.push(p); break;
      case 'token': tableTokens.push(p); flippable.push(p); break;
      case 'tile': flippable.push(p); break;
      default: break;
    }
    if (fits(p, p.x, p.z, ((p.rot + 1) % 4) as Quarter)) turnable.push(p);
    let spot = spotFor(p.id);
    if (spot.x === p.x && spot.z === p.z) spot = spotFor(p.id, 1);
    if (fits(p, spot.x, spot.z, p.rot)) moves.push({ t: 'move', id: p.id, x: spot.x, z: spot.z });
  }
  const out: Prompt<SandboxAction>[] = [];
  for (const d of decks) for (const prompt of deckPrompts(s, d)) out.push(prompt);
  for (const b of bags) for (const prompt of bagPrompts(b)) out.push(prompt);
  for (const prompt of dicePrompts(dice)) out.push(prompt);

  const hand = s.hands[seat] ?? [];
  const plays: SandboxAction[] = [];
  const handIds: string[] = [];
  const handCards: HandItem[] = [];
  const handTokens: HandItem[] = [];
  for (const item of hand) {
    const { x, z } = spotFor(item.id);
    plays.push({ t: 'play', id: item.id, x, z, faceUp: true }, { t: 'play', id: item.id, x, z, faceUp: false });
    handIds.push(item.id);
    if (item.kind === 'card') handCards.push(item);
    else if (item.kind === 'token') handTokens.push(item);
  }
  maybe(out, 'play', 'Play from your hand', plays, handIds);
  if (decks.length > 0) {
    const toDeck: SandboxAction[] = [];
    for (const c of handCards) toDeck.push({ t: 'toDeck', id: c.id, deck: deckFor(decks, c.id).id, where: 'top' });
    for (const c of tableCards) toDeck.push({ t: 'toDeck', id: c.id, deck: deckFor(decks, c.id).id, where: 'top' });
    maybe(out, 'toDeck', 'Put a card on a deck', toDeck, decks.map((d) => d.id));
  }
  if (bags.length > 0) {
    const bag = bags[0] as BagPiece;
    const back: SandboxAction[] = [];
    for (const t of handTokens) back.push({ t: 'bagReturn', id: t.id, bag: bag.id });
    for (const t of tableTokens) back.push({ t: 'bagReturn', id: t.id, bag: bag.id });
    maybe(out, 'bagReturn', `Put a token into ${bag.name}`, back, [bag.id]);
  }
  const takeable = [...tableCards, ...tableTokens];
  maybe(out, 'take', 'Take into your hand', takeable.map((p) => ({ t: 'take', id: p.id } satisfies SandboxAction)), takeable.map((p) => p.id));
  maybe(out, 'flip', 'Turn over', flippable.map((p) => ({ t: 'flip', id: p.id } satisfies SandboxAction)), flippable.map((p) => p.id));
  maybe(out, 'rotate', 'Turn a quarter clockwise', turnable.map((p) => ({ t: 'rotate', id: p.id, dir: 1 } satisfies SandboxAction)), turnable.map((p) => p.id));
  maybe(out, 'move', 'Move a piece', moves, ids);
  out.push(cloneJson(END_PROMPT));
  return out;
}

/** The deck a card is suggested to go onto, spread by the card's id. */
function deckFor(decks: readonly DeckPiece[], id: string): DeckPiece {
  return decks[hash(id) % decks.length] as DeckPiece;
}
