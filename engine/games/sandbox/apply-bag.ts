import { isRuleError, type Result, type RuleError } from '../../core/result.ts';
import type { Rng } from '../../core/rng.ts';
import type { SeatId } from '../../core/types.ts';
import { bagDraw as drawFromBag, bagPut, bagSearch as searchBag } from '../../table/bag.ts';
import type { TokenFace } from '../../table/tokens.ts';
import type { SandboxAction } from './actions.ts';
import { pieceById } from './describe.ts';
import { spotNextTo } from './geometry.ts';
import { logged } from './log-lines.ts';
import { bagName, pieceName, tokenName } from './names.ts';
import { addPiece, addToHand, checkOnTable, done, fail, findBag, findInHand, freshId, type Handled, lockedRefusal, removeFromHand, removePiece } from './ops.ts';
import type { BagPiece, SandboxState, TokenPiece } from './state.ts';

/**
 * Handlers for the blind bag: bagDraw, bagSearch, bagReturn. What is inside never shows
 * in a public text; a token drawn into a hand is named only in the actor's secret.
 */

type Act<K extends SandboxAction['t']> = Extract<SandboxAction, { t: K }>;
type Outcome = Result<Handled>;

const TOKEN_SIZE = { w: 1.2, d: 1.2, h: 0.2 };

/**
 * A face-up token about to land at (x, z), or next to the bag when no spot is given;
 * `sandbox/bad-position` for half a position, `sandbox/off-table` off the table.
 */
function landing(bag: BagPiece, x: number | undefined, z: number | undefined): TokenPiece | RuleError {
  if ((x === undefined) !== (z === undefined)) return fail('bad-position', 'sandbox.refusal.bad-position');
  const spot = x !== undefined && z !== undefined ? { x, z } : spotNextTo(bag, TOKEN_SIZE);
  const piece: TokenPiece = { id: '', kind: 'token', token: { kind: '', label: '' }, faceUp: true, x: spot.x, z: spot.z, y: 0, rot: 0 };
  return checkOnTable(piece, spot.x, spot.z, 0) ?? piece;
}

function place(s: SandboxState, piece: TokenPiece, token: TokenFace): TokenPiece {
  piece.id = freshId(s);
  piece.token = token;
  addPiece(s, piece);
  return piece;
}

/**
 * Draws one token at random (seeded Rng) into the actor's hand or face up onto the table.
 * What came out, the id it got and where it went are the event's hidden outcome (the
 * server commits to it at once; a draw into a hand stays secret from everyone else until
 * the seed is out).
 */
export function bagDraw(s: SandboxState, seat: SeatId, a: Act<'bagDraw'>, rng: Rng): Outcome {
  const bag = findBag(s, a.bag);
  if (isRuleError(bag)) return bag;
  if (bag.items.length === 0) return fail('bag-empty', 'sandbox.refusal.bag-empty', { bag: bagName(bag.name) });
  const target = a.to === 'table' ? landing(bag, a.x, a.z) : null;
  if (target && isRuleError(target)) return target;
  const res = drawFromBag(bag.items, rng);
  if (isRuleError(res)) return fail('bag-empty', 'sandbox.refusal.bag-empty', { bag: bagName(bag.name) });
  bag.items = res.items;
  if (target) {
    const piece = place(s, target, res.drawn);
    return done(s, {
      ...logged('bagDraw', seat, { bag: bag.id, to: 'table', id: piece.id, count: bag.items.length, piece: pieceName(piece, false), bagName: bagName(bag.name) }),
      hidden: { type: 'draw', container: bag.id, result: { id: piece.id, kind: res.drawn.kind, to: 'table' } },
    });
  }
  const id = freshId(s);
  addToHand(s, seat, { id, kind: 'token', token: res.drawn });
  const data = { bag: bag.id, to: 'hand', count: bag.items.length, bagName: bagName(bag.name) };
  return done(s, {
    ...logged('bagDraw', seat, data, { ...data, id, token: { ...res.drawn }, tokenName: tokenName(res.drawn) }),
    hidden: { type: 'draw', container: bag.id, result: { id, kind: res.drawn.kind, to: 'hand' } },
  });
}

/** Takes the first token of a kind out of the bag, face up onto the table. */
export function bagSearch(s: SandboxState, seat: SeatId, a: Act<'bagSearch'>): Outcome {
  const bag = findBag(s, a.bag);
  if (isRuleError(bag)) return bag;
  if (bag.items.length === 0) return fail('bag-empty', 'sandbox.refusal.bag-empty', { bag: bagName(bag.name) });
  const target = landing(bag, a.x, a.z);
  if (isRuleError(target)) return target;
  const want = a.kind.toLowerCase();
  const res = searchBag(bag.items, (t) => t.kind.toLowerCase() === want || t.label.toLowerCase() === want);
  // Only the searcher receives this rejection, so it tells no one else what is inside.
  if (isRuleError(res)) return fail('none-of-kind', 'sandbox.refusal.none-of-kind', { kind: a.kind, bag: bagName(bag.name) });
  bag.items = res.items;
  const piece = place(s, target, res.found);
  return done(s, logged('bagSearch', seat, { bag: bag.id, id: piece.id, count: bag.items.length, piece: pieceName(piece, false), bagName: bagName(bag.name) }));
}

/** Puts a token from the table or from the actor's hand back into a bag. */
export function bagReturn(s: SandboxState, seat: SeatId, a: Act<'bagReturn'>): Outcome {
  const bag = findBag(s, a.bag);
  if (isRuleError(bag)) return bag;
  const inHand = findInHand(s, seat, a.id);
  const onTable = pieceById(s, a.id);
  if (isRuleError(inHand) && !onTable) return fail('no-piece', 'sandbox.refusal.no-token', { id: a.id });
  if (isRuleError(inHand) && onTable?.locked) return lockedRefusal(onTable);
  const token = !isRuleError(inHand)
    ? (inHand.kind === 'token' ? inHand.token : null)
    : (onTable?.kind === 'token' ? onTable.token : null);
  if (!token) return fail('not-a-token', 'sandbox.refusal.not-a-token', { bag: bagName(bag.name) });
  if (!isRuleError(inHand)) {
    removeFromHand(s, seat, inHand.id);
    bag.items = bagPut(bag.items, { ...token });
    const data = { bag: bag.id, count: bag.items.length, bagName: bagName(bag.name) };
    return done(s, logged('bagReturn', seat, { ...data, fromHand: true }, { ...data, tokenName: tokenName(token) }));
  }
  // A face-down table token goes in unseen: nobody, not even the actor, learns its kind.
  const piece = onTable as TokenPiece;
  const named = pieceName(piece, false);
  removePiece(s, piece);
  bag.items = bagPut(bag.items, { ...token });
  return done(s, logged('bagReturn', seat, { bag: bag.id, count: bag.items.length, piece: named, bagName: bagName(bag.name) }));
}
