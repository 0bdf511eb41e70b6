/**
 * The Clergy's blind bag on the table: the flower just drawn lies out of its mouth;
 * pressing the bag (or the flower) and dragging takes the flower out, the clearings it may
 * go to glow, and a drop there places it. While Bloom is offered, a click on the bag spends
 * the bird card (asking which when there are several) and draws.
 */
import type { Projection } from '../../../../../engine/core/match.ts';
import type { Prompt } from '../../../../../engine/core/types.ts';
import type { RootAction } from '../../../../../engine/games/root/actions.ts';
import { DRAWN_FLOWER_PIECE } from '../../../../../engine/games/root/factions/clergy/looks.ts';
import type { RootView } from '../../../../../engine/games/root/view.ts';
import type { DropOutcome, GameAction } from '../../../../kit/types.ts';
import { clearingAt, clearingGlow, nameOf } from '../../spots.ts';
import { say } from '../../../../words/say.ts';
import type { FactionPieces } from '../types.ts';

/** The bag piece of the Honeycomb Clergy. */
export const BAG_PIECE = 'clergy-bag';

function actions(p: Projection | null): RootAction[] {
  return ((p?.prompts ?? []) as Prompt<RootAction>[]).flatMap((pr) => pr.actions);
}

function bloomActions(p: Projection | null): RootAction[] {
  return actions(p).filter((a) => a.t === 'hcc.bloom');
}

/** The clearings the flower just drawn may be placed in (the prompted hcc.place actions). */
export function flowerSpots(p: Projection | null): Map<number, RootAction> {
  const out = new Map<number, RootAction>();
  for (const a of actions(p)) {
    const c = (a as { clearing?: unknown }).clearing;
    if (a.t === 'hcc.place' && typeof c === 'number') out.set(c, a);
  }
  return out;
}

/** Whether the viewer holds the drawn flower's decision (and so may take it out of the bag). */
function mayPlaceFlower(p: Projection | null): boolean {
  return !!p?.table.pieces[DRAWN_FLOWER_PIECE] && flowerSpots(p).size > 0;
}

function dropFlower(x: number, z: number, p: Projection | null): DropOutcome {
  const to = clearingAt(x, z);
  const spots = flowerSpots(p);
  const action = to === null ? undefined : spots.get(to);
  if (action) return { kind: 'send', action: action as GameAction };
  const where = [...spots.keys()].map((id) => nameOf(id)).join(', ');
  const flower = p?.table.pieces[DRAWN_FLOWER_PIECE]?.label ?? say('root.piece.flower');
  return {
    kind: 'reject', code: to === null ? 'ui/no-clearing' : 'ui/bad-flower-spot',
    message: say('root.clergy.drop.flower', { flower: flower.replace(' (drawn)', ''), where }),
  };
}

export const clergyPieces: FactionPieces = {
  owns: (id) => id === BAG_PIECE || id === DRAWN_FLOWER_PIECE,
  canDrag: (_piece, p) => mayPlaceFlower(p),
  grabs: (piece, p) => (piece.id === BAG_PIECE && mayPlaceFlower(p) ? DRAWN_FLOWER_PIECE : null),
  click: (piece, p) => {
    if (piece.id !== BAG_PIECE) return null;
    const bloom = bloomActions(p);
    return bloom.length === 1 ? bloom[0]! : null;
  },
  clickChoice: (piece, p) => {
    const bloom = piece.id === BAG_PIECE ? bloomActions(p) : [];
    if (bloom.length < 2) return null;
    const hand = (p?.view as RootView | undefined)?.seats.find((s) => s.seat === p?.viewer)?.hand ?? [];
    return {
      title: say('root.clergy.bloom.which'), initial: 0, x: piece.x, z: piece.z,
      options: bloom.map((a) => ({ label: hand.find((c) => c.id === (a as { card?: string }).card)?.name ?? say('root.clergy.bloom.a-bird-card'), action: a as GameAction })),
    };
  },
  drop: (_piece, x, z, p) => dropFlower(x, z, p),
  hints: (_piece, p) => (mayPlaceFlower(p) ? [...flowerSpots(p).keys()].flatMap((id) => clearingGlow(`flower-${id}`, id, say('root.clergy.glow.place'))) : []),
  targets: (p) => [
    ...(bloomActions(p).length > 0 && p?.table.pieces[BAG_PIECE] ? [BAG_PIECE] : []),
    ...(mayPlaceFlower(p) ? [DRAWN_FLOWER_PIECE] : []),
  ],
};
