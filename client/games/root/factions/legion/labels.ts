/** Words for the Queenless Legion's actions on the HUD and in a clearing's menu. */
import type { RootView } from '../../../../../engine/games/root/view.ts';
import type { CraftWords, LabelWords } from '../types.ts';

export function legionActionLabel(v: RootView, a: Record<string, unknown>, w: LabelWords): string | null {
  switch (a.t) {
    case 'ql.setup':
    case 'ql.bootstrap':
    case 'ql.drop': return w.clearing(a.clearing);
    case 'ql.campaign': return typeof a.suit === 'string' ? `${w.card()} as a ${a.suit} campaign` : w.card();
    case 'ql.keep': return `${w.str(a.suit).charAt(0).toUpperCase()}${w.str(a.suit).slice(1)} clearings`;
    case 'ql.dropCard': return `Spend ${w.card()} for your ${w.str(a.suit)} colonies`;
    case 'ql.colonize': {
      const id = w.int(a.clearing);
      const has = v.map[id - 1]?.tokens.some((t) => t.kind === 'colony') ?? false;
      if (has) return `Score 1 VP at the colony in ${w.clearing(id)}`;
      return typeof a.from === 'number' ? `Colonize ${w.clearing(id)} (moving the colony from ${w.clearing(a.from)})` : `Colonize ${w.clearing(id)}`;
    }
    default: return null;
  }
}

export function legionOfferLabel(_v: RootView | null, a: Record<string, unknown>, w: LabelWords): string | null {
  if (a.t === 'ql.colonize') return a.from === undefined ? 'Colonize' : `Colonize with the colony from ${w.clearing(a.from)}`;
  return null;
}

/** Its crafting pieces (QL.2.1): an enemy's building or token in a colony clearing, "c3:0:cathedral" → "Ana cathedral in Weald (rabbit)". */
export function legionCraftPieceWords(id: string, w: CraftWords): string | null {
  const m = /^c(\d+):(\d+):(.+)$/.exec(id);
  if (!m) return null;
  const owner = w.seat(Number(m[2]));
  return `${owner ? `${owner} ` : ''}${w.piece(m[3]!)} in ${w.clearing(Number(m[1]))}`;
}
