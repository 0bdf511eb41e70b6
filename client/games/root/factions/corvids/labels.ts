/** Words for the Corvid Conspiracy's actions (and the Exposure it offers others) on the HUD. */
import type { RootView } from '../../../../../engine/games/root/view.ts';
import type { CraftWords, LabelWords } from '../types.ts';
import { say } from '../../../../words/say.ts';
import { pieceNoun, suitWord } from '../../board-common.ts';

export function corvidActionLabel(_v: RootView, a: Record<string, unknown>, w: LabelWords): string | null {
  switch (a.t) {
    case 'cc.setup': return w.clearing(a.clearing);
    case 'cc.flip': return say('root.corvids.action.flip', { clearing: w.clearing(a.clearing) });
    case 'cc.recruit': return say('root.corvids.action.recruit', { card: w.card(), suit: suitWord(w.str(a.suit)) });
    case 'cc.plot': return say('root.corvids.action.plot', { plot: w.str(a.plot), clearing: w.clearing(a.clearing) });
    case 'cc.trick': return say('root.corvids.action.trick', { a: w.clearing(a.a), b: w.clearing(a.b) });
    case 'cc.expose': return say('root.corvids.action.expose', { card: w.card(), clearing: w.clearing(a.clearing), guess: w.str(a.guess) });
    default: return null;
  }
}

export function corvidOfferLabel(_v: RootView | null, a: Record<string, unknown>, w: LabelWords): string | null {
  switch (a.t) {
    case 'cc.flip': return say('root.corvids.offer.flip');
    case 'cc.plot': return say('root.corvids.offer.plot', { plot: w.str(a.plot) });
    case 'cc.expose': return say('root.corvids.offer.expose', { guess: pieceNoun(w.str(a.guess)) });
    default: return null;
  }
}

/** Its crafting pieces (13.2.1): a plot, face up or down, "c5" → "plot in Beach (rabbit)" (never its type). */
export function corvidCraftPieceWords(id: string, w: CraftWords): string | null {
  const m = /^c(\d+)$/.exec(id);
  return m ? say('root.corvids.craft-piece', { clearing: w.clearing(Number(m[1])) }) : null;
}
