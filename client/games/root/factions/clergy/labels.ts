/** Words for the Honeycomb Clergy's actions on the HUD and in a clearing's menu. */
import type { RootView } from '../../../../../engine/games/root/view.ts';
import type { CraftWords, LabelWords } from '../types.ts';
import { say } from '../../../../words/say.ts';
import { suitWord as suit } from '../../board-common.ts';

export function clergyActionLabel(_v: RootView, a: Record<string, unknown>, w: LabelWords): string | null {
  switch (a.t) {
    case 'hcc.setup':
    case 'hcc.place':
    case 'hcc.intervene': return w.clearing(a.clearing);
    case 'hcc.bloom': return say('root.clergy.action.bloom', { card: w.card() });
    case 'hcc.repent': return say('root.clergy.action.repent', { card: w.card() });
    case 'hcc.swarm': return say('root.clergy.action.swarm', { card: w.card(), clearing: w.clearing(a.clearing) });
    case 'hcc.replant': return say('root.clergy.action.replant', { clearing: w.clearing(a.clearing), flower: suit(w.str(a.flower)) });
    case 'hcc.score': return say('root.clergy.action.score', { clearing: w.clearing(a.clearing), flower: suit(w.str(a.flower)) });
    case 'hcc.build': return say('root.clergy.action.build', { clearing: w.clearing(a.clearing), birds: w.int(a.birds) });
    case 'hcc.poke': return say('root.clergy.action.poke', { n: w.int(a.warriors) });
    case 'hcc.mission': return say('root.clergy.term.mission');
    case 'hcc.crusade': return say('root.clergy.term.crusade');
    default: return null;
  }
}

export function clergyOfferLabel(_v: RootView | null, a: Record<string, unknown>, w: LabelWords): string | null {
  switch (a.t) {
    case 'hcc.swarm': return say('root.clergy.offer.swarm', { card: w.card() });
    case 'hcc.score': return say('root.clergy.offer.score', { flower: suit(w.str(a.flower)) });
    case 'hcc.replant': return say('root.clergy.offer.replant', { flower: suit(w.str(a.flower)) });
    case 'hcc.build': return say('root.clergy.offer.build', { birds: w.int(a.birds) });
    case 'hcc.poke': return say('root.clergy.action.poke', { n: w.int(a.warriors) });
    default: return null;
  }
}

/** Its crafting pieces (HCC.5.2.III): flowers of a suit at a cathedral, "c5:fox" → "fox flower in Beach (rabbit)". */
export function clergyCraftPieceWords(id: string, w: CraftWords): string | null {
  const m = /^c(\d+):(\w+)$/.exec(id);
  return m ? say('root.clergy.craft-piece', { flower: suit(m[2]!), clearing: w.clearing(Number(m[1])) }) : null;
}
