/**
 * The words of Root's common log lines, one function each, with the data that names what
 * they need: the rule step that logs a line and `logTextRoot` (log-text.ts), which words
 * it again from the entry's data and the view after it, both call these, so the two never
 * drift. Names of factions and clearings come in as words (from the state when logging,
 * from the view when wording again); cards by their key. A faction's own lines are worded
 * in its folder (its `log` policy).
 *
 * A reason ("at setup", "in Evening") goes in the data as its place in the seat's list of
 * reasons (`w`: the core's, then its faction's); a line whose reason is not listed (one
 * that names a clearing) carries no `w` and keeps its text.
 */
import type { Suit } from './data/autumn-map.ts';
import { cardName, plural } from './describe.ts';
import type { SeatId } from '../../core/types.ts';
import type { FactionModule, ReadCtx, RemovedPiece } from './faction.ts';

type ReasonKind = 'draw' | 'discard' | 'place';

/** The core's reasons for drawing ('' for none), discarding and placing warriors; each faction lists its own after them. */
const CORE_REASONS: Readonly<Record<ReasonKind, readonly string[]>> = {
  draw: ['', 'in Evening', 'at setup', 'from Tax Collector', 'from Better Burrow Bank'],
  discard: ['discarded down to the hand limit', 'cancelled the ambush with'],
  place: [],
};

/** The reasons a seat of faction `f` (undefined before it has one) gives for `kind`: the core's, then its own. */
export function reasons(kind: ReasonKind, f: Pick<FactionModule, 'log'> | undefined): readonly string[] {
  const own = f?.log?.reasons?.[kind];
  return own ? [...CORE_REASONS[kind], ...own] : CORE_REASONS[kind];
}

/** The faction module of a seat, or undefined before it has one. */
export function factionAt(ctx: ReadCtx, seat: SeatId): FactionModule | undefined {
  const id = ctx.s.players[seat]?.faction;
  return id === undefined ? undefined : ctx.f[id];
}

/** `{ w: i }` for a reason at place i of `list`, or null when it is not listed (its line keeps its text). */
export function whyData(list: readonly string[], why: string): { w: number } | null {
  const i = list.indexOf(why);
  return i < 0 ? null : { w: i };
}

/** The reason at place `w` of `list`, or undefined (no `w`: a reason not listed). */
export function whyOf(list: readonly string[], w: unknown): string | undefined {
  return typeof w === 'number' && Number.isInteger(w) ? list[w] : undefined;
}

export function turnWords(Who: string, turn: number): string {
  return `Turn ${turn}: ${Who} begin Birdsong.`;
}

export function drawWords(Who: string, n: number, why: string): string {
  return `${Who} drew ${plural(n, 'card')}${why ? ` ${why}` : ''}.`;
}

/** The drawer's own line: the cards by name. */
export function ownDrawWords(keys: readonly string[], why: string): string {
  return `You drew ${keys.map(cardName).join(', ') || 'nothing'}${why ? ` ${why}` : ''}.`;
}

export function discardWords(Who: string, why: string, card: string): string {
  return `${Who} ${why}: ${cardName(card)}.`;
}

/** `k` of the `n` warriors asked for placed in `where`. */
export function placeWords(Who: string, k: number, n: number, where: string, why: string): string {
  const short = k < n ? ` (only ${k} left in the supply)` : '';
  return `${Who} placed ${plural(k, 'warrior')} in ${where} ${why}${short}.`;
}

/** Words for a removed piece ("a warrior", "a cathedral", "a fox flower"). */
export function pieceWords(p: RemovedPiece): string {
  if (p.type === 'warrior') return 'a warrior';
  if (p.type === 'building') return `a ${p.kind}`;
  const kind = p.faceDown ? `face-down ${p.kind}` : p.kind;
  return p.suit ? `a ${p.suit} ${kind}` : /^[aeiou]/.test(kind) ? `an ${kind}` : `a ${kind}`;
}

/** A removed piece in log data: `piece` ('warrior', or its kind and suit), `b` for a building, `fd` face down. */
export function pieceData(p: RemovedPiece): { piece: string; b?: 1; fd?: 1 } {
  if (p.type === 'warrior') return { piece: 'warrior' };
  if (p.type === 'building') return { piece: p.kind, b: 1 };
  const key = p.suit === undefined ? p.kind : `${p.kind}-${p.suit}`;
  return p.faceDown ? { piece: key, fd: 1 } : { piece: key };
}

const SUITS: readonly string[] = ['fox', 'rabbit', 'mouse', 'bird'];

/** The piece that `pieceData` wrote, or undefined. */
export function pieceFromData(d: Readonly<Record<string, unknown>>): RemovedPiece | undefined {
  const key = d.piece;
  if (typeof key !== 'string') return undefined;
  if (key === 'warrior') return { type: 'warrior' };
  if (d.b === 1) return { type: 'building', kind: key };
  const cut = key.lastIndexOf('-');
  const suit = cut > 0 ? key.slice(cut + 1) : '';
  const p: RemovedPiece = SUITS.includes(suit) ? { type: 'token', kind: key.slice(0, cut), suit: suit as Suit } : { type: 'token', kind: key };
  if (d.fd === 1) p.faceDown = true;
  return p;
}

/** `by`: the remover in words ("the Woodland Alliance"), or null for no one; `self` when it is the owner. */
export function removeWords(Who: string, piece: RemovedPiece, where: string, by: string | null, self: boolean): string {
  const byText = by === null ? '' : self ? ` by ${by} themselves` : ` by ${by}`;
  return `${Who} lost ${pieceWords(piece)} in ${where}${byText}.`;
}
