/** Words for the Queenless Legion's actions on the HUD and in a clearing's menu. */
import type { RootView } from '../../../../../engine/games/root/view.ts';
import type { CraftWords, LabelWords } from '../types.ts';
import { say } from '../../../../words/say.ts';
import { suitWord as suit } from '../../board-common.ts';

export function legionActionLabel(v: RootView, a: Record<string, unknown>, w: LabelWords): string | null {
  switch (a.t) {
    case 'ql.setup':
    case 'ql.bootstrap':
    case 'ql.drop': return w.clearing(a.clearing);
    case 'ql.campaign': return typeof a.suit === 'string' ? say('root.legion.action.campaign', { card: w.card(), suit: suit(a.suit) }) : w.card();
    case 'ql.keep': {
      const words = say('root.legion.action.keep', { suit: suit(w.str(a.suit)) });
      return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
    }
    case 'ql.dropCard': return say('root.legion.action.drop-card', { card: w.card(), suit: suit(w.str(a.suit)) });
    case 'ql.colonize': {
      const id = w.int(a.clearing);
      const has = v.map[id - 1]?.tokens.some((t) => t.kind === 'colony') ?? false;
      if (has) return say('root.legion.action.score', { clearing: w.clearing(id) });
      return typeof a.from === 'number' ? say('root.legion.action.colonize-from', { clearing: w.clearing(id), from: w.clearing(a.from) }) : say('root.legion.action.colonize', { clearing: w.clearing(id) });
    }
    default: return null;
  }
}

export function legionOfferLabel(_v: RootView | null, a: Record<string, unknown>, w: LabelWords): string | null {
  if (a.t === 'ql.colonize') return a.from === undefined ? say('root.legion.term.colonize') : say('root.legion.offer.colonize-from', { from: w.clearing(a.from) });
  return null;
}

/** Its crafting pieces (QL.2.1): an enemy's building or token in a colony clearing, "c3:0:cathedral" → "Ana cathedral in Weald (rabbit)". */
export function legionCraftPieceWords(id: string, w: CraftWords): string | null {
  const m = /^c(\d+):(\d+):(.+)$/.exec(id);
  if (!m) return null;
  const owner = w.seat(Number(m[2]));
  const piece = w.piece(m[3]!);
  const clearing = w.clearing(Number(m[1]));
  return owner ? say('root.legion.craft-piece-owned', { owner, piece, clearing }) : say('root.legion.craft-piece', { piece, clearing });
}
