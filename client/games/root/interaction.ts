/**
 * Root on the 3D table. Gestures become intents only by matching the seat's prompts (the
 * projection carries them; the rules stay on the server):
 *   - a stack of the seat's warriors ('warriors-<clearing>-<seat>') is picked up while a
 *     prompt offers a move out of its clearing or a battle in it; the clearings it may move
 *     to glow, and so do those where a battle may be declared (noted "Battle");
 *   - a drop on a lit destination sends the move when only one is offered there; when
 *     several counts (or carrying tokens or not) are, it asks how many in a small popup,
 *     all that may go (without tokens) first; a drop on a clearing where a battle prompt
 *     targets (the stack's own, onto the enemy) declares the battle against the defender
 *     whose pieces lie nearest the drop; a drop on the stack's own clearing otherwise does
 *     nothing, and anywhere else is refused with the reason;
 *   - a click on a clearing (or on any piece lying in it) sends the one prompted action that
 *     names it (choices.ts: setup, a flower to place, Divine Intervention, Swarm, Score…),
 *     and asks which when several do; every such clearing glows while it is choosable;
 *   - a faction's own pieces (the Clergy's blind bag) answer gestures through the
 *     faction's client module (factions/<id>/, `pieces`); what flies between two
 *     projections comes from the factions too.
 * Clearings: discs of CLEARING_RADIUS at clearingSpot() of the map data (table.ts).
 */
import type { Projection } from '../../../engine/core/match.ts';
import type { TablePiece } from '../../../engine/core/projection.ts';
import type { Prompt } from '../../../engine/core/types.ts';
import type { Act, RootAction } from '../../../engine/games/root/actions.ts';
import { CLEARING_RADIUS } from '../../../engine/games/root/table.ts';
import type { RootView } from '../../../engine/games/root/view.ts';
import type { Choice, DragHint, DropOutcome, GameAction, GameInteraction } from '../../kit/types.ts';
import { say } from '../../words/say.ts';
import { choosableClearings, clearingOffers, offerOptions, rootView } from './choices.ts';
import { pieceOwner, ROOT_FACTIONS } from './factions/index.ts';
import { carryWords } from './hud/choices.ts';
import { clearingAt, nameOf, spotOf } from './spots.ts';

export { clearingAt };

type Move = Act<'move'>;
type Battle = Act<'battle'>;

function prompts(p: Projection | null): Prompt<RootAction>[] {
  return (p?.prompts ?? []) as Prompt<RootAction>[];
}

function view(p: Projection | null): RootView | null {
  return rootView(p);
}

const isMove = (a: RootAction): a is Move => a.t === 'move';
const isBattle = (a: RootAction): a is Battle => a.t === 'battle';

/** The clearing and seat of a warrior stack piece, or null for any other piece. */
export function stackOf(piece: Pick<TablePiece, 'id'>): { clearing: number; seat: number } | null {
  const m = /^warriors-(\d+)-(\d+)$/.exec(piece.id);
  return m ? { clearing: Number(m[1]), seat: Number(m[2]) } : null;
}

/**
 * The moves out of `from` the prompts offer, one per destination: the most warriors, and
 * without tokens when that is offered (tokens stay unless the only legal moves carry them).
 */
export function moveDestinations(p: Projection | null, from: number): Map<number, Move> {
  const out = new Map<number, Move>();
  const better = (a: Move, b: Move): boolean => a.n > b.n || (a.n === b.n && (a.carry?.length ?? 0) < (b.carry?.length ?? 0));
  for (const pr of prompts(p)) {
    for (const a of pr.actions) {
      if (!isMove(a) || a.from !== from) continue;
      const had = out.get(a.to);
      if (!had || better(a, had)) out.set(a.to, a);
    }
  }
  return out;
}

/** Every prompted move from `from` to `to`: most warriors first, then without tokens before with. */
export function moveCounts(p: Projection | null, from: number, to: number): Move[] {
  const out: Move[] = [];
  for (const pr of prompts(p)) {
    for (const a of pr.actions) {
      if (!isMove(a) || a.from !== from || a.to !== to) continue;
      if (!out.some((b) => JSON.stringify(b) === JSON.stringify(a))) out.push(a);
    }
  }
  return out.sort((a, b) => b.n - a.n || (a.carry?.length ?? 0) - (b.carry?.length ?? 0));
}

function moveLabel(m: Move): string {
  const carry = m.carry ?? [];
  if (carry.length === 0) return say('root.move.count', { n: m.n });
  return say('root.move.count-with', { n: m.n, carry: carryWords(carry) });
}

/** The question a drop of a stack on `to` asks when several moves there are offered. */
export function moveChoice(p: Projection | null, from: number, to: number, x: number, z: number): Choice | null {
  const moves = moveCounts(p, from, to);
  if (moves.length < 2) return null;
  return {
    title: say('root.move.how-many', { from: nameOf(from, p), to: nameOf(to, p) }),
    options: moves.map((m) => ({ label: moveLabel(m), action: m as GameAction, key: m.n })),
    initial: 0, x, z,
  };
}

/** The battles the prompts offer, by clearing. */
export function battlesAt(p: Projection | null): Map<number, Battle[]> {
  const out = new Map<number, Battle[]>();
  for (const pr of prompts(p)) {
    for (const a of pr.actions) {
      if (!isBattle(a)) continue;
      const list = out.get(a.clearing) ?? [];
      if (!list.some((b) => b.defender === a.defender)) list.push(a);
      out.set(a.clearing, list);
    }
  }
  return out;
}

/** Whether `piece` is a stack of the viewer's warriors with a prompted move out of, or battle in, its clearing. */
function isMovable(piece: TablePiece, p: Projection | null): boolean {
  const st = stackOf(piece);
  if (!st || !p || p.viewer !== st.seat) return false;
  return moveDestinations(p, st.clearing).size > 0 || battlesAt(p).has(st.clearing);
}

function seatName(p: Projection | null, seat: number): string {
  return view(p)?.seats[seat]?.name ?? say('root.seat', { n: seat + 1 });
}

/** Of several battles in one clearing, the one against the seat whose pieces lie nearest (x, z). */
function pickBattle(list: readonly Battle[], x: number, z: number, pieces: Iterable<TablePiece>, p: Projection | null): Battle {
  if (list.length === 1) return list[0]!;
  let best: { b: Battle; d: number } | null = null;
  for (const piece of pieces) {
    const b = list.find((k) => k.defender === piece.owner && clearingAt(piece.x, piece.z, p) === k.clearing);
    if (!b) continue;
    const d = Math.hypot(piece.x - x, piece.z - z);
    if (!best || d < best.d) best = { b, d };
  }
  return best?.b ?? list[0]!;
}

function dropStack(piece: TablePiece, x: number, z: number, p: Projection | null, pieces: Iterable<TablePiece>): DropOutcome {
  const st = stackOf(piece);
  if (!st) return { kind: 'none' };
  const to = clearingAt(x, z, p);
  if (to !== null && to !== st.clearing) {
    const move = moveDestinations(p, st.clearing).get(to);
    const choice = move ? moveChoice(p, st.clearing, to, x, z) : null;
    if (choice) return { kind: 'choose', choice };
    if (move) return { kind: 'send', action: move as GameAction };
  }
  const battles = to === null ? undefined : battlesAt(p).get(to);
  if (battles && battles.length > 0) return { kind: 'send', action: pickBattle(battles, x, z, pieces, p) as GameAction };
  if (to === st.clearing) return { kind: 'none' };
  const from = nameOf(st.clearing, p);
  if (to === null) {
    return { kind: 'reject', code: 'ui/no-clearing', message: say('root.drop.no-clearing', { from }) };
  }
  if (moveDestinations(p, st.clearing).size === 0) {
    return { kind: 'reject', code: 'ui/no-move', message: say('root.drop.no-move', { from }) };
  }
  return {
    kind: 'reject', code: 'ui/no-path',
    message: say('root.drop.no-path', { from, to: nameOf(to, p) }),
  };
}

/** The clearing a click on `piece` stands for: the clearing's disc, or a piece lying in it (not the map). */
export function clickedClearing(piece: TablePiece, p: Projection | null = null): number | null {
  const m = /^clearing-(\d+)$/.exec(piece.id);
  if (m) return Number(m[1]);
  if (piece.id === 'map' || piece.id.startsWith('vp-')) return null;
  return clearingAt(piece.x, piece.z, p);
}

/** The single action a click on `piece` means: the one prompted action its clearing stands for. */
export function clickAction(piece: TablePiece, p: Projection | null): RootAction | null {
  const owner = pieceOwner(piece.id)?.pieces;
  if (owner) return owner.click?.(piece, p) ?? null;
  const id = clickedClearing(piece, p);
  if (id === null) return null;
  const offers = clearingOffers(p, id);
  return offers.length === 1 ? offers[0]!.action : null;
}

/** The question a click on `piece` asks when its clearing (or the bag) stands for several actions. */
export function clickChoice(piece: TablePiece, p: Projection | null): Choice | null {
  const owner = pieceOwner(piece.id)?.pieces;
  if (owner) return owner.clickChoice?.(piece, p) ?? null;
  const id = clickedClearing(piece, p);
  if (id === null) return null;
  const offers = clearingOffers(p, id);
  if (offers.length < 2) return null;
  return { title: say('root.click.in', { clearing: nameOf(id, p) }), options: offerOptions(offers, view(p)), initial: 0, x: piece.x, z: piece.z };
}

const targetCache = new WeakMap<Projection, ReadonlySet<string>>();

/** The pieces to light up as choosable: clearings some action names, and the factions' own pieces they offer (the Clergy's bag while Bloom is open, the drawn flower). */
export function choosableTargets(p: Projection | null): ReadonlySet<string> {
  if (!p) return new Set();
  const hit = targetCache.get(p);
  if (hit) return hit;
  const out = new Set(choosableClearings(p).map((id) => `clearing-${id}`));
  for (const f of ROOT_FACTIONS) for (const id of f.pieces?.targets?.(p) ?? []) out.add(id);
  targetCache.set(p, out);
  return out;
}

export const rootInteraction: GameInteraction = {
  id: 'root',
  canDrag: (piece, p) => {
    const owner = pieceOwner(piece.id)?.pieces;
    return owner ? owner.canDrag(piece, p) : isMovable(piece, p);
  },
  grabs: (piece, p) => pieceOwner(piece.id)?.pieces?.grabs?.(piece, p) ?? null,
  click: (piece, p) => clickAction(piece, p) as GameAction | null,
  clickChoice,
  targets: choosableTargets,
  flights: (prev, next) => ROOT_FACTIONS.flatMap((f) => f.flights?.(prev, next) ?? []),
  drop: (piece, x, z, p, _held, pieces) => {
    const owner = pieceOwner(piece.id)?.pieces;
    if (owner) return owner.drop?.(piece, x, z, p) ?? { kind: 'none' };
    return dropStack(piece, x, z, p, pieces ?? Object.values(p?.table.pieces ?? {}));
  },
  hints: (piece, p) => {
    const owner = pieceOwner(piece.id)?.pieces;
    if (owner) return owner.hints?.(piece, p) ?? [];
    const st = stackOf(piece);
    if (!st || !isMovable(piece, p)) return [];
    const out: DragHint[] = [];
    const size = 2 * CLEARING_RADIUS;
    for (const [to, move] of moveDestinations(p, st.clearing)) {
      const s = spotOf(to, p);
      if (s) out.push({ key: `move-${to}`, x: s.x, z: s.z, size, look: 'glow', rot: 0, active: true, round: true, note: say('root.hint.move', { n: move.n }) });
    }
    for (const [id, list] of battlesAt(p)) {
      const s = spotOf(id, p);
      if (!s || out.some((h) => h.key === `move-${id}`)) continue;
      out.push({
        key: `battle-${id}`, x: s.x, z: s.z, size, look: 'glow', rot: 0, active: true, round: true,
        note: say('root.hint.battle', { who: list.map((b) => seatName(p, b.defender)).join(' / ') }),
      });
    }
    return out;
  },
  rotatesHeld: () => false,
  sandboxHotkeys: false,
};
