/** Words for the Corvid Conspiracy's actions (and the Exposure it offers others) on the HUD. */
import type { RootView } from '../../../../../engine/games/root/view.ts';
import type { CraftWords, LabelWords } from '../types.ts';

const an = (w: string): string => (/^[aeiou]/.test(w) ? `an ${w}` : `a ${w}`);

export function corvidActionLabel(_v: RootView, a: Record<string, unknown>, w: LabelWords): string | null {
  switch (a.t) {
    case 'cc.setup': return w.clearing(a.clearing);
    case 'cc.flip': return `Flip the plot in ${w.clearing(a.clearing)}`;
    case 'cc.recruit': return `Spend ${w.card()} for a warrior in each ${w.str(a.suit)} clearing`;
    case 'cc.plot': return `${an(w.str(a.plot))} face down in ${w.clearing(a.clearing)}`;
    case 'cc.trick': return `Swap the plots in ${w.clearing(a.a)} and ${w.clearing(a.b)}`;
    case 'cc.expose': return `Show ${w.card()}: the plot in ${w.clearing(a.clearing)} is ${an(w.str(a.guess))}`;
    default: return null;
  }
}

export function corvidOfferLabel(_v: RootView | null, a: Record<string, unknown>, w: LabelWords): string | null {
  switch (a.t) {
    case 'cc.flip': return 'Flip the plot';
    case 'cc.plot': return `Plot ${an(w.str(a.plot))}`;
    case 'cc.expose': return `Expose: ${w.str(a.guess)}?`;
    default: return null;
  }
}

/** Its crafting pieces (13.2.1): a plot, face up or down, "c5" → "plot in Beach (rabbit)" (never its type). */
export function corvidCraftPieceWords(id: string, w: CraftWords): string | null {
  const m = /^c(\d+)$/.exec(id);
  return m ? `plot in ${w.clearing(Number(m[1]))}` : null;
}
