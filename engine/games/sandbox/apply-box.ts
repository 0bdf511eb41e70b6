import { isRuleError, type Result } from '../../core/result.ts';
import type { Rng } from '../../core/rng.ts';
import type { SeatId } from '../../core/types.ts';
import type { Component } from '../../table/components.ts';
import { doubleSidedCard, plainCard, type Card } from '../../table/deck.ts';
import { dieSpec, validateDieSpec } from '../../table/dice.ts';
import { seatColor } from '../../table/tokens.ts';
import type { SandboxAction } from './actions.ts';
import { logged } from './log-lines.ts';
import { deckName, pieceName } from './names.ts';
import { addPiece, checkOnTable, done, fail, findPiece, freshId, type Handled, lockedRefusal, relocate, removePiece } from './ops.ts';
import { standardCards } from './setup.ts';
import type { Piece, SandboxState } from './state.ts';
import { sandboxSay } from './words.ts';
import { shownName } from './zones.ts';

/**
 * Handlers for changing what is on the table rather than playing with it: adding a
 * component (the server made the action from a seat's `compose`, with its images as refs),
 * removing one, locking a piece in place, a counter's number, and moving a selection
 * together. None of them shows anything hidden: a new deck comes face down, a removed one
 * goes with its cards unseen.
 */

type Act<K extends SandboxAction['t']> = Extract<SandboxAction, { t: K }>;
type Outcome = Result<Handled>;

/** Most pieces one table may hold: past this, `add` is refused. */
export const MAX_PIECES = 2000;

/** The piece a component becomes at (x, z), or why it cannot. */
function pieceOf(s: SandboxState, c: Component, at: { id: string; x: number; z: number }): Result<Piece> {
  const place = { ...at, y: 0, rot: 0 as const };
  switch (c.kind) {
    case 'standardDeck':
      // Shuffled once it is sure to be added (`add`), so a refused add draws nothing from the Rng.
      return { ...place, kind: 'deck', name: 'Playing cards', design: 'woodland', cards: standardCards() };
    case 'cards': {
      const cards: Card[] = c.cards.map((card, i) => {
        const label = card.label ?? `${c.name} ${i + 1}`;
        const front = { face: card.face, label, image: card.face };
        if (card.back !== undefined) return { ...doubleSidedCard(front, { face: card.back, label: sandboxSay('sandbox.name.card.back', { name: c.name }), image: card.back }, 'back'), set: c.name };
        const plain: Card = { ...plainCard(front), set: c.name };
        if (c.cover !== undefined) plain.cover = c.cover;
        return plain;
      });
      return { ...place, kind: 'deck', name: c.name, design: 'custom', cards };
    }
    case 'card':
      return {
        ...place, kind: 'card',
        card: { ...doubleSidedCard({ face: c.front, label: c.label, image: c.front }, { face: c.back, label: sandboxSay('sandbox.name.card.back-of', { name: c.label }), image: c.back }), set: c.label },
      };
    case 'die': {
      const spec = validateDieSpec(dieSpec(c.sides, { color: c.color, ...(c.labels ? { labels: c.labels } : {}) }));
      if (isRuleError(spec)) {
        return spec.code === 'dice/bad-labels'
          ? fail('bad-die', 'sandbox.refusal.bad-labels', { sides: c.sides, count: c.labels?.length ?? 0 })
          : fail('bad-die', 'sandbox.refusal.bad-sides', { sides: c.sides });
      }
      return { ...place, kind: 'die', spec, value: null };
    }
    case 'counter':
      return { ...place, kind: 'counter', label: c.label, color: c.color, value: c.value };
    case 'token': {
      const token = { kind: c.image ?? `token-${c.label.toLowerCase()}`, label: c.label, color: c.color, shape: c.shape, ...(c.image ? { image: c.image } : {}) };
      return { ...place, kind: 'token', token, faceUp: true };
    }
    case 'meeple':
      if (c.owner >= s.seats) return fail('no-seat', 'sandbox.refusal.no-seat-at', { n: c.owner + 1 });
      return { ...place, kind: 'meeple', owner: c.owner, color: seatColor(c.owner) };
    case 'board':
      return { ...place, kind: 'board', label: c.label, w: c.w, d: c.d, color: c.color, ...(c.image ? { image: c.image } : {}) };
    case 'tile': {
      const tile = { face: c.image ?? `tile-${c.label.toLowerCase()}`, label: c.label, color: c.color, ...(c.image ? { image: c.image } : {}), ...(c.shape === 'hex' ? { shape: 'hex' as const } : {}) };
      return { ...place, kind: 'tile', tile, faceUp: true };
    }
    case 'bag':
      return { ...place, kind: 'bag', name: c.name, items: [] };
    case 'zone':
      if (c.owner >= s.seats) return fail('no-seat', 'sandbox.refusal.no-seat-at', { n: c.owner + 1 });
      return { ...place, kind: 'zone', owner: c.owner, w: c.w, d: c.d, color: seatColor(c.owner) };
  }
}

/** What the log says of a new component: public words only (a new deck is face down). */
function addedData(piece: Piece): Record<string, unknown> {
  if (piece.kind === 'deck') return { deckName: deckName(piece.name, piece.design), n: piece.cards.length };
  if (piece.kind === 'die') return { sides: piece.spec.sides };
  return { piece: pieceName(piece, false) };
}

/** Puts a new component on the table; it rests on whatever lies under it. */
export function add(s: SandboxState, seat: SeatId, a: Act<'add'>, rng: Rng): Outcome {
  if (Object.keys(s.pieces).length >= MAX_PIECES) return fail('table-full', 'sandbox.refusal.table-full', { max: MAX_PIECES });
  const piece = pieceOf(s, a.what, { id: '', x: a.x, z: a.z });
  if (isRuleError(piece)) return piece;
  const off = checkOnTable(piece, a.x, a.z, 0);
  if (off) return off;
  piece.id = freshId(s);
  if (a.what.kind === 'standardDeck' && piece.kind === 'deck') piece.cards = rng.shuffle(piece.cards);
  addPiece(s, piece);
  return done(s, logged('add', seat, { id: piece.id, what: a.what.kind, ...addedData(piece) }));
}

/** Takes a piece off the table and out of the game (a deck with its cards, a bag with what is in it). */
export function remove(s: SandboxState, seat: SeatId, a: Act<'remove'>): Outcome {
  const piece = findPiece(s, a.id);
  if (isRuleError(piece)) return piece;
  if (piece.locked) return lockedRefusal(piece);
  const name = shownName(s, piece);
  removePiece(s, piece);
  return done(s, logged('remove', seat, { id: piece.id, piece: name }));
}

/** Locks a piece where it lies, or unlocks it. */
export function lock(s: SandboxState, seat: SeatId, a: Act<'lock'>): Outcome {
  const piece = findPiece(s, a.id);
  if (isRuleError(piece)) return piece;
  if (Boolean(piece.locked) === a.locked) {
    return fail('already', 'sandbox.refusal.already', { piece: pieceName(piece, true), locked: a.locked ? 'yes' : 'no' });
  }
  if (a.locked) piece.locked = true;
  else delete piece.locked;
  return done(s, logged('lock', seat, { id: piece.id, locked: a.locked, piece: shownName(s, piece) }));
}

/** The most a counter shows either way. */
export const COUNTER_LIMIT = 9999;

/** Raises or lowers a counter, within ±COUNTER_LIMIT. */
export function count(s: SandboxState, seat: SeatId, a: Act<'count'>): Outcome {
  const piece = findPiece(s, a.id);
  if (isRuleError(piece)) return piece;
  if (piece.kind !== 'counter') return fail('not-a-counter', 'sandbox.refusal.not-a-counter', { piece: pieceName(piece, true) });
  const value = piece.value + a.by;
  if (Math.abs(value) > COUNTER_LIMIT) return fail('counter-limit', 'sandbox.refusal.counter-limit', { max: COUNTER_LIMIT });
  piece.value = value;
  return done(s, logged('count', seat, { id: piece.id, value, label: piece.label }));
}

/**
 * Moves a selection by one offset, keeping how its pieces lie on one another: the lowest
 * moves first, so what rested on it lands on it again at the new spot.
 */
export function moveGroup(s: SandboxState, seat: SeatId, a: Act<'moveGroup'>): Outcome {
  if (new Set(a.ids).size !== a.ids.length) return fail('duplicate-piece', 'sandbox.refusal.duplicate-piece');
  const pieces: Piece[] = [];
  for (const id of a.ids) {
    const piece = findPiece(s, id);
    if (isRuleError(piece)) return piece;
    if (piece.locked) return lockedRefusal(piece);
    const off = checkOnTable(piece, piece.x + a.dx, piece.z + a.dz, piece.rot);
    if (off) return off;
    pieces.push(piece);
  }
  pieces.sort((p, q) => p.y - q.y);
  for (const piece of pieces) {
    // Each is found again: moving one may have settled another (draft.ts owns what it changes).
    const now = findPiece(s, piece.id) as Piece;
    relocate(s, now, round(piece.x + a.dx), round(piece.z + a.dz), now.rot);
  }
  const named = pieces.length === 1 ? { piece: shownName(s, pieces[0]!) } : { n: pieces.length };
  return done(s, logged('moveGroup', seat, { ids: a.ids, ...named }));
}

function round(v: number): number {
  return Math.round(v * 1e6) / 1e6;
}
