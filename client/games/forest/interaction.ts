/**
 * The Forest on the 3D table. Gestures become intents only by matching the seat's prompts
 * (the projection carries them; the rules stay on the server):
 *   - a click on the Forest Deck draws from its bottom;
 *   - a drawn card is dragged into the player's own area (its free spots glow) and placed
 *     where it is dropped, or clicked to take the first free spot; a card with a wild icon
 *     first asks which direction it stands for;
 *   - a card of one's own tableau is dragged anywhere in one's area (the order never
 *     matters; accepted at any time, not prompted); a click on a wild one asks for the
 *     direction it stands for now; while Wayfinder's Cairn waits, a click turns a card over.
 * Positions are sent in area units (engine/games/forest/layout.ts), from the view's layout.
 */
import type { Projection } from '../../../engine/core/match.ts';
import type { TablePiece } from '../../../engine/core/projection.ts';
import type { Prompt } from '../../../engine/core/types.ts';
import type { ForestAction } from '../../../engine/games/forest/actions.ts';
import { AREA, SLOTS } from '../../../engine/games/forest/layout.ts';
import type { ForestView } from '../../../engine/games/forest/state.ts';
import { areaCentre, toArea } from '../../../engine/games/forest/table.ts';
import type { Choice, DragHint, DropOutcome, GameAction, GameInteraction } from '../../kit/types.ts';
import { dirWord, GLYPH, parseCardFace, type Dir } from './look.ts';
import { say } from '../../words/say.ts';
import { sideName } from './names.ts';
import { pieceLabel } from '../../words/phrase.ts';

type A = ForestAction;

function prompts(p: Projection | null): Prompt<A>[] {
  return (p?.prompts ?? []) as Prompt<A>[];
}

function view(p: Projection | null): ForestView | null {
  return p && p.gameId === 'forest' ? (p.view as ForestView) : null;
}

const cardId = (piece: TablePiece): string | null => (piece.id.startsWith('card-') ? piece.id.slice(5) : null);

/** The prompted actions that target `piece`. */
function aimedAt(p: Projection | null, piece: TablePiece): A[] {
  return prompts(p).filter((pr) => pr.targets?.includes(piece.id)).flatMap((pr) => pr.actions);
}

/** Whether `piece` is a card drawn this turn that the viewer may place. */
function isPlaceable(piece: TablePiece, p: Projection | null): boolean {
  const id = cardId(piece);
  return id !== null && prompts(p).some((pr) => pr.actions.some((a) => a.t === 'place' && a.card === id));
}

/** Whether `piece` lies in the viewer's own tableau. */
function isOwnTableau(piece: TablePiece, p: Projection | null): boolean {
  const v = view(p);
  const id = cardId(piece);
  if (!v || id === null || typeof p?.viewer !== 'number' || v.result) return false;
  return v.travellers[p.viewer]?.tableau.some((c) => c.id === id) ?? false;
}

/** Whether (x, z) lies on the viewer's own mat. */
function inOwnArea(v: ForestView, viewer: number, x: number, z: number): boolean {
  const at = areaCentre(v, viewer, viewer);
  return Math.abs(x - at.x) <= AREA.width / 2 && Math.abs(z - at.z) <= AREA.depth / 2;
}

function titleFor(piece: TablePiece, what: 'turnOver' | 'place' | 'assign'): string {
  const side = parseCardFace(piece.face)?.side;
  const name = side ? sideName(side.id) : (pieceLabel(piece, say) ?? say('forest.choice.theCard'));
  return say(`forest.choice.${what}`, { name });
}

/** Answers for a card whose prompted actions differ by direction (`what`: the question asked, its words' key). */
function directionChoice(piece: TablePiece, actions: A[], what: 'turnOver' | 'place' | 'assign', extra: Partial<A> = {}): Choice | null {
  const options = actions.flatMap((a) => {
    const as = 'as' in a ? (a.as as Dir | undefined) : undefined;
    return as ? [{ label: `${GLYPH[as]} ${dirWord(as)}`, action: { ...a, ...extra } as GameAction }] : [];
  });
  if (options.length === 0) return null;
  return { title: titleFor(piece, what), options, initial: 0, x: piece.x, z: piece.z };
}

/** A click's one action (the deck's draw, a plain card's placement or turn-over), or null. */
export function clickAction(piece: TablePiece, p: Projection | null): A | null {
  const aimed = aimedAt(p, piece).filter((a) => a.t !== 'assign' && !('as' in a && a.as));
  return aimed.length === 1 ? (aimed[0] as A) : null;
}

/** A click on a card with a wild icon: which direction it stands for (placing, reassigning or turning over). */
export function clickChoice(piece: TablePiece, p: Projection | null): Choice | null {
  const aimed = aimedAt(p, piece);
  const turn = aimed.filter((a) => a.t === 'turnOver');
  if (turn.length > 1) return directionChoice(piece, turn, 'turnOver');
  const place = aimed.filter((a) => a.t === 'place');
  if (place.length > 1) return directionChoice(piece, place, 'place');
  const assign = aimed.filter((a) => a.t === 'assign');
  if (assign.length > 0) return directionChoice(piece, assign, 'assign');
  return null;
}

function dropDrawn(piece: TablePiece, x: number, z: number, p: Projection | null): DropOutcome {
  const v = view(p);
  const id = cardId(piece);
  if (!v || id === null || typeof p?.viewer !== 'number') return { kind: 'none' };
  if (!inOwnArea(v, p.viewer, x, z)) {
    return { kind: 'reject', code: 'ui/own-area', message: say('forest.drop.ownMat') };
  }
  const at = toArea(v, p.viewer, p.viewer, x, z);
  const places = prompts(p).flatMap((pr) => pr.actions).filter((a): a is Extract<A, { t: 'place' }> => a.t === 'place' && a.card === id);
  if (places.length === 1) return { kind: 'send', action: { ...places[0], x: at.x, z: at.z } as GameAction };
  const choice = directionChoice({ ...piece, x, z }, places, 'place', { x: at.x, z: at.z });
  return choice ? { kind: 'choose', choice } : { kind: 'none' };
}

function dropOwn(piece: TablePiece, x: number, z: number, p: Projection | null): DropOutcome {
  const v = view(p);
  const id = cardId(piece);
  if (!v || id === null || typeof p?.viewer !== 'number') return { kind: 'none' };
  if (!inOwnArea(v, p.viewer, x, z)) {
    return { kind: 'reject', code: 'ui/own-area', message: say('forest.drop.tableau') };
  }
  const at = toArea(v, p.viewer, p.viewer, x, z);
  return { kind: 'send', action: { t: 'arrange', card: id, x: at.x, z: at.z } };
}

/** The free spots of the viewer's area, glowing while a drawn card is held. */
function spotHints(p: Projection | null): DragHint[] {
  const v = view(p);
  if (!v || typeof p?.viewer !== 'number') return [];
  const own = v.travellers[p.viewer]?.tableau ?? [];
  const at = areaCentre(v, p.viewer, p.viewer);
  return SLOTS.filter((s) => !own.some((c) => Math.abs(c.x - s.x) < 1.4 && Math.abs(c.z - s.z) < 1.8)).map((s, i) => ({
    key: `spot-${i}`, x: at.x + s.x, z: at.z + s.z, size: 2.6, look: 'glow' as const, rot: 0, active: true,
  }));
}

export const forestInteraction: GameInteraction = {
  id: 'forest',
  canDrag: (piece, p) => isPlaceable(piece, p) || isOwnTableau(piece, p),
  click: (piece, p) => clickAction(piece, p) as GameAction | null,
  clickChoice,
  drop: (piece, x, z, p) => (isPlaceable(piece, p) ? dropDrawn(piece, x, z, p) : isOwnTableau(piece, p) ? dropOwn(piece, x, z, p) : { kind: 'none' }),
  hints: (piece, p) => (isPlaceable(piece, p) ? spotHints(p) : []),
  rotatesHeld: () => false,
  sandboxHotkeys: false,
};

