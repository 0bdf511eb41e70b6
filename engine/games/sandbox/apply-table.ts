import { isRuleError, type Result } from '../../core/result.ts';
import type { Rng } from '../../core/rng.ts';
import type { SeatId } from '../../core/types.ts';
import { flipCard } from '../../table/deck.ts';
import { dieLabel, dieLabels, rollDie } from '../../table/dice.ts';
import type { SandboxAction } from './actions.ts';
import { isPublic } from './describe.ts';
import { rectOf } from './geometry.ts';
import { logged } from './log-lines.ts';
import { movedWords } from './log-text.ts';
import { nameText, pieceName, privatePieceName } from './names.ts';
import { addToHand, checkOnTable, done, fail, findLoose, findPiece, type Handled, quarterFromRadians, relocate, removePiece, resettleAbove } from './ops.ts';
import type { CardPiece, DiePiece, HandItem, Quarter, SandboxState } from './state.ts';
import { seenByAll, shownName, zoneSeer, zonesOf } from './zones.ts';

/** Handlers for actions on pieces lying on the table: move, rotate, flip, take, roll. */

type Act<K extends SandboxAction['t']> = Extract<SandboxAction, { t: K }>;
type Outcome = Result<Handled>;

/** Moves a piece; dropped onto other pieces it lands on top of them. */
export function move(s: SandboxState, seat: SeatId, a: Act<'move'>): Outcome {
  const piece = findLoose(s, a.id);
  if (isRuleError(piece)) return piece;
  const rot = a.rot === undefined ? piece.rot : quarterFromRadians(a.rot);
  const off = checkOnTable(piece, a.x, a.z, rot);
  if (off) return off;
  relocate(s, piece, a.x, a.z, rot);
  return done(s, {
    kind: 'move', seat, text: movedWords(seat, nameText(shownName(s, piece))), data: { id: piece.id },
  });
}

/** Turns a piece a quarter turn in place; what rests on it follows. */
export function rotate(s: SandboxState, seat: SeatId, a: Act<'rotate'>): Outcome {
  const piece = findLoose(s, a.id);
  if (isRuleError(piece)) return piece;
  const rot = (((piece.rot + a.dir) % 4) + 4) % 4 as Quarter;
  const off = checkOnTable(piece, piece.x, piece.z, rot);
  if (off) return off;
  const before = rectOf(piece);
  piece.rot = rot;
  resettleAbove(s, piece, before);
  return done(s, logged('rotate', seat, { id: piece.id, rot, dir: a.dir, piece: shownName(s, piece) }));
}

/** Turns a card, tile or token over; what was hidden becomes public and vice versa. */
export function flip(s: SandboxState, seat: SeatId, a: Act<'flip'>): Outcome {
  const piece = findPiece(s, a.id);
  if (isRuleError(piece)) return piece;
  const before = shownName(s, piece);
  switch (piece.kind) {
    case 'card':
      // A covered card turned over shows the side it lay on; any other card shows its other side.
      if (piece.faceDown) delete piece.faceDown;
      else piece.card = flipCard(piece.card);
      break;
    case 'token':
    case 'tile': piece.faceUp = !piece.faceUp; break;
    case 'die': return fail('cannot-flip', 'sandbox.refusal.flip-die');
    default: return fail('cannot-flip', 'sandbox.refusal.cannot-flip', { piece: pieceName(piece, true) });
  }
  const after = shownName(s, piece);
  const how = zoneSeer(zonesOf(s), piece as CardPiece) !== undefined && piece.kind === 'card' ? 'zone' : seenByAll(s, piece) ? 'up' : 'down';
  const names = how === 'zone' ? {} : how === 'up' ? { before, after } : { before };
  return done(s, logged('flip', seat, { id: piece.id, faceUp: isPublic(piece), how, ...names }));
}

/** Takes a table card or token into the actor's hand (it keeps its id there). */
export function take(s: SandboxState, seat: SeatId, a: Act<'take'>): Outcome {
  const piece = findLoose(s, a.id);
  if (isRuleError(piece)) return piece;
  let item: HandItem;
  if (piece.kind === 'card') item = { id: piece.id, kind: 'card', card: piece.card };
  else if (piece.kind === 'token') item = { id: piece.id, kind: 'token', token: piece.token };
  else return fail('cannot-take', 'sandbox.refusal.cannot-take', { piece: pieceName(piece, false) });
  const seen = shownName(s, piece);
  removePiece(s, piece);
  addToHand(s, seat, item);
  return done(s, logged('take', seat, { id: piece.id, piece: seen }, { id: piece.id, piece: privatePieceName(piece) }));
}

/** Rolls dice: the engine decides every value with the seeded Rng; values are public. */
export function roll(s: SandboxState, seat: SeatId, a: Act<'roll'>, rng: Rng): Outcome {
  if (new Set(a.ids).size !== a.ids.length) return fail('duplicate-die', 'sandbox.refusal.duplicate-die');
  const dice: DiePiece[] = [];
  for (const id of a.ids) {
    const piece = findPiece(s, id);
    if (isRuleError(piece)) return piece;
    if (piece.kind !== 'die') return fail('not-a-die', 'sandbox.refusal.not-a-die', { piece: pieceName(piece, true) });
    dice.push(piece);
  }
  for (const die of dice) die.value = rollDie(die.spec, rng);
  const rolled = dice.map((d) => {
    const value = d.value as number;
    const label = dieLabel(d.spec, value);
    return {
      id: d.id, sides: d.spec.sides, value, label: typeof label === 'string' ? label : String(value),
      labels: dieLabels(d.spec), ...(d.spec.color === undefined ? {} : { color: d.spec.color }),
      ...(d.spec.name === undefined ? {} : { name: d.spec.name }),
    };
  });
  return done(s, logged('roll', seat, { dice: rolled, dieNames: dice.map((d) => pieceName(d, false)) }));
}
