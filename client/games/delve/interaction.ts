/**
 * Delve on the 3D table. Gestures become intents only by matching the seat's prompts (the
 * projection carries them; the rules stay on the server):
 *   - a click on a glowing hex sends the move (or the push / pull step) that ends there; a
 *     click on a glowing monster the attack on it; on a character the heal for it — each
 *     the one prompted action that targets that piece;
 *   - the viewer's own mini may be picked up while a move is offered: the hexes it may end
 *     on glow, and a drop on one sends that move; elsewhere the drop is refused with why.
 * Hexes: pointy-top, centres from the engine's layout (engine/games/delve/table.ts).
 */
import type { Projection } from '../../../engine/core/match.ts';
import type { TablePiece } from '../../../engine/core/projection.ts';
import type { Prompt } from '../../../engine/core/types.ts';
import type { DelveAction } from '../../../engine/games/delve/actions.ts';
import { HEX_KEYS } from '../../../engine/games/delve/map.ts';
import { HEX, hexCentre } from '../../../engine/games/delve/table.ts';
import type { DragHint, DropOutcome, GameAction, GameInteraction } from '../../kit/types.ts';
import { say } from '../../words/say.ts';

function prompts(p: Projection | null): Prompt<DelveAction>[] {
  return p && p.gameId === 'delve' ? (p.prompts as Prompt<DelveAction>[]) : [];
}

/** The hex whose centre is nearest (x, z), when (x, z) lies on it. */
export function hexAt(x: number, z: number): string | null {
  let best: string | null = null;
  let d = Infinity;
  for (const k of HEX_KEYS) {
    const c = hexCentre(k);
    const e = Math.hypot(c.x - x, c.z - z);
    if (e < d) {
      d = e;
      best = k;
    }
  }
  return d <= HEX ? best : null;
}

/** The single action a click on `piece` means: the one single-action prompt that targets it. */
export function clickAction(piece: Pick<TablePiece, 'id'>, p: Projection | null): DelveAction | null {
  const hits = prompts(p).filter((pr) => pr.actions.length === 1 && pr.targets?.includes(piece.id));
  return hits.length === 1 ? (hits[0]!.actions[0] as DelveAction) : null;
}

/** The moves prompted now, by destination hex. */
export function moveTargets(p: Projection | null): Map<string, DelveAction> {
  const out = new Map<string, DelveAction>();
  for (const pr of prompts(p)) for (const a of pr.actions) if (a.t === 'move') out.set(a.to, a);
  return out;
}

/** The viewer's own mini, when a move is offered. */
function ownMini(piece: TablePiece, p: Projection | null): boolean {
  return piece.kind === 'meeple' && piece.id === `char-${String(p?.viewer)}` && moveTargets(p).size > 0;
}

export const delveInteraction: GameInteraction = {
  id: 'delve',
  canDrag: (piece, p) => ownMini(piece, p),
  click: (piece, p) => clickAction(piece, p) as GameAction | null,
  drop: (piece, x, z, p): DropOutcome => {
    if (!ownMini(piece, p)) return { kind: 'none' };
    const k = hexAt(x, z);
    const from = (p?.view as { chars?: Array<{ at: string | null }> } | undefined)?.chars?.[Number(p?.viewer)]?.at ?? null;
    if (!k || k === from) return { kind: 'none' };
    const move = moveTargets(p).get(k);
    if (move) return { kind: 'send', action: move as GameAction };
    return { kind: 'reject', code: 'ui/out-of-reach', message: say('delve.drop.outOfReach') };
  },
  hints: (piece, p): DragHint[] => {
    if (!ownMini(piece, p)) return [];
    return [...moveTargets(p).keys()].map((k) => {
      const c = hexCentre(k);
      return { key: k, x: c.x, z: c.z, size: HEX * 1.7, look: 'glow', rot: 0, active: true, round: true };
    });
  },
  rotatesHeld: () => false,
  sandboxHotkeys: false,
};
