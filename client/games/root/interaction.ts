/**
 * Root on the 3D table. Gestures become intents only by matching the seat's prompts (the
 * projection carries them; the rules stay on the server):
 *   - a stack of the seat's warriors ('warriors-<clearing>-<seat>') is picked up while a
 *     prompt offers a move out of its clearing or a battle in it; the clearings it may move
 *     to glow, and so do those where a battle may be declared (noted "Battle");
 *   - a drop on a lit destination sends the move with the most warriors the prompts allow
 *     there (the whole stack when it may all go), leaving tokens where they are when the
 *     prompts offer that; a drop on a clearing where a battle prompt targets (the stack's
 *     own, onto the enemy) declares the battle against the defender whose pieces lie
 *     nearest the drop; a drop on the stack's own clearing otherwise does nothing, and
 *     anywhere else is refused with the reason;
 *   - a click on a clearing that exactly one prompted action points at sends it (Divine
 *     Intervention's landing clearing, a Command Warren battle); otherwise a click only
 *     selects.
 * Clearings: discs of CLEARING_RADIUS at clearingSpot() of the map data (table.ts).
 */
import type { Projection } from '../../../engine/core/match.ts';
import type { TablePiece } from '../../../engine/core/projection.ts';
import type { Prompt } from '../../../engine/core/types.ts';
import type { Act, RootAction } from '../../../engine/games/root/actions.ts';
import { AUTUMN_MAP } from '../../../engine/games/root/data/autumn-map.ts';
import { CLEARING_RADIUS, clearingSpot } from '../../../engine/games/root/table.ts';
import type { RootView } from '../../../engine/games/root/view.ts';
import type { DragHint, DropOutcome, GameAction, GameInteraction } from '../types.ts';

type Move = Act<'move'>;
type Battle = Act<'battle'>;

const SPOTS = AUTUMN_MAP.clearings.map((c) => ({ id: c.id, name: c.name, ...clearingSpot(c.xy) }));

function prompts(p: Projection | null): Prompt<RootAction>[] {
  return (p?.prompts ?? []) as Prompt<RootAction>[];
}

function view(p: Projection | null): RootView | null {
  return p && p.gameId === 'root' ? (p.view as RootView) : null;
}

const isMove = (a: RootAction): a is Move => a.t === 'move';
const isBattle = (a: RootAction): a is Battle => a.t === 'battle';

/** The clearing whose disc holds (x, z) (a little slack at the rim), or null. */
export function clearingAt(x: number, z: number): number | null {
  let best: { id: number; d: number } | null = null;
  for (const s of SPOTS) {
    const d = Math.hypot(s.x - x, s.z - z);
    if (d <= CLEARING_RADIUS + 0.35 && (!best || d < best.d)) best = { id: s.id, d };
  }
  return best?.id ?? null;
}

/** The clearing and seat of a warrior stack piece, or null for any other piece. */
export function stackOf(piece: Pick<TablePiece, 'id'>): { clearing: number; seat: number } | null {
  const m = /^warriors-(\d+)-(\d+)$/.exec(piece.id);
  return m ? { clearing: Number(m[1]), seat: Number(m[2]) } : null;
}

function nameOf(id: number): string {
  return SPOTS.find((s) => s.id === id)?.name ?? `clearing ${id}`;
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
  return view(p)?.seats[seat]?.name ?? `seat ${seat + 1}`;
}

/** Of several battles in one clearing, the one against the seat whose pieces lie nearest (x, z). */
function pickBattle(list: readonly Battle[], x: number, z: number, pieces: Iterable<TablePiece>): Battle {
  if (list.length === 1) return list[0]!;
  let best: { b: Battle; d: number } | null = null;
  for (const piece of pieces) {
    const b = list.find((k) => k.defender === piece.owner && clearingAt(piece.x, piece.z) === k.clearing);
    if (!b) continue;
    const d = Math.hypot(piece.x - x, piece.z - z);
    if (!best || d < best.d) best = { b, d };
  }
  return best?.b ?? list[0]!;
}

function dropStack(piece: TablePiece, x: number, z: number, p: Projection | null, pieces: Iterable<TablePiece>): DropOutcome {
  const st = stackOf(piece);
  if (!st) return { kind: 'none' };
  const to = clearingAt(x, z);
  if (to !== null && to !== st.clearing) {
    const move = moveDestinations(p, st.clearing).get(to);
    if (move) return { kind: 'send', action: move as GameAction };
  }
  const battles = to === null ? undefined : battlesAt(p).get(to);
  if (battles && battles.length > 0) return { kind: 'send', action: pickBattle(battles, x, z, pieces) as GameAction };
  if (to === st.clearing) return { kind: 'none' };
  const from = nameOf(st.clearing);
  if (to === null) {
    return { kind: 'reject', code: 'ui/no-clearing', message: `Drop the warriors on a clearing: the glowing ones are where they may go from ${from}.` };
  }
  if (moveDestinations(p, st.clearing).size === 0) {
    return { kind: 'reject', code: 'ui/no-move', message: `No move out of ${from} is open now. Drop the warriors on a glowing clearing.` };
  }
  return {
    kind: 'reject', code: 'ui/no-path',
    message: `The warriors cannot go from ${from} to ${nameOf(to)}: a move follows one path (rivers are not paths) and you must rule where they leave or arrive. Drop them on a glowing clearing.`,
  };
}

/** The single action a click on `piece` means: the one prompted action that points at it. */
export function clickAction(piece: TablePiece, p: Projection | null): RootAction | null {
  const hits: RootAction[] = [];
  for (const pr of prompts(p)) {
    const targets = pr.targets ?? [];
    if (!targets.includes(piece.id)) continue;
    if (pr.actions.length === 1) hits.push(pr.actions[0]!);
    else if (pr.actions.length === targets.length) targets.forEach((t, i) => { if (t === piece.id) hits.push(pr.actions[i]!); });
    else return null;
  }
  return hits.length === 1 ? hits[0]! : null;
}

export const rootInteraction: GameInteraction = {
  id: 'root',
  canDrag: (piece, p) => isMovable(piece, p),
  click: (piece, p) => clickAction(piece, p) as GameAction | null,
  drop: (piece, x, z, p, _held, pieces) => dropStack(piece, x, z, p, pieces ?? Object.values(p?.table.pieces ?? {})),
  hints: (piece, p) => {
    const st = stackOf(piece);
    if (!st || !isMovable(piece, p)) return [];
    const out: DragHint[] = [];
    const size = 2 * CLEARING_RADIUS;
    for (const [to, move] of moveDestinations(p, st.clearing)) {
      const s = SPOTS.find((k) => k.id === to)!;
      out.push({ key: `move-${to}`, x: s.x, z: s.z, size, look: 'glow', rot: 0, active: true, round: true, note: `Move ${move.n}` });
    }
    for (const [id, list] of battlesAt(p)) {
      if (out.some((h) => h.key === `move-${id}`)) continue;
      const s = SPOTS.find((k) => k.id === id)!;
      out.push({
        key: `battle-${id}`, x: s.x, z: s.z, size, look: 'glow', rot: 0, active: true, round: true,
        note: `Battle ${list.map((b) => seatName(p, b.defender)).join(' / ')}`,
      });
    }
    return out;
  },
  rotatesHeld: () => false,
  sandboxHotkeys: false,
};
