/** Words for the Honeycomb Clergy's actions on the HUD and in a clearing's menu. */
import type { RootView } from '../../../../../engine/games/root/view.ts';
import type { CraftWords, LabelWords } from '../types.ts';

export function clergyActionLabel(_v: RootView, a: Record<string, unknown>, w: LabelWords): string | null {
  switch (a.t) {
    case 'hcc.setup':
    case 'hcc.place':
    case 'hcc.intervene': return w.clearing(a.clearing);
    case 'hcc.bloom': return `Spend ${w.card()}`;
    case 'hcc.repent': return `Give ${w.card()}`;
    case 'hcc.swarm': return `Spend ${w.card()} for 2 warriors in ${w.clearing(a.clearing)}`;
    case 'hcc.replant': return `In ${w.clearing(a.clearing)}: replace the ${w.str(a.flower)} flower`;
    case 'hcc.score': return `Offer the ${w.str(a.flower)} flower in ${w.clearing(a.clearing)}`;
    case 'hcc.build': {
      const birds = w.int(a.birds);
      return `Build in ${w.clearing(a.clearing)}${birds > 0 ? ` (using ${birds} bird flower${birds === 1 ? '' : 's'})` : ''}`;
    }
    case 'hcc.poke': return `Place ${w.int(a.warriors)} warrior${w.int(a.warriors) === 1 ? '' : 's'}`;
    case 'hcc.mission': return 'Mission';
    case 'hcc.crusade': return 'Crusade';
    default: return null;
  }
}

export function clergyOfferLabel(_v: RootView | null, a: Record<string, unknown>, w: LabelWords): string | null {
  switch (a.t) {
    case 'hcc.swarm': return `Swarm: spend ${w.card()}`;
    case 'hcc.score': return `Score: spend a ${w.str(a.flower)} flower`;
    case 'hcc.replant': return `Replant the ${w.str(a.flower)} flower`;
    case 'hcc.build': return `Build${typeof a.birds === 'number' && a.birds > 0 ? ` (${a.birds} bird flower${a.birds === 1 ? '' : 's'})` : ''}`;
    case 'hcc.poke': return `Place ${w.str(a.warriors)} warrior${a.warriors === 1 ? '' : 's'}`;
    default: return null;
  }
}

/** Its crafting pieces (HCC.5.2.III): flowers of a suit at a cathedral, "c5:fox" → "fox flower in Beach (rabbit)". */
export function clergyCraftPieceWords(id: string, w: CraftWords): string | null {
  const m = /^c(\d+):(\w+)$/.exec(id);
  return m ? `${m[2]} flower in ${w.clearing(Number(m[1]))}` : null;
}
