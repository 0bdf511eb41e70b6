/** Words for the Underground Duchy's actions on the HUD and in a clearing's menu. */
import { cardName } from '../../../../../engine/games/root/describe.ts';
import type { RootView } from '../../../../../engine/games/root/view.ts';
import type { CraftWords, LabelWords } from '../types.ts';

const MINISTER_NAMES: Record<string, string> = {
  foremole: 'Foremole', captain: 'Captain', marshal: 'Marshal', brigadier: 'Brigadier', banker: 'Banker', mayor: 'Mayor',
  duchess: 'Duchess of Mud', baron: 'Baron of Dirt', earl: 'Earl of Stone',
};

const MINISTER_ACTS: Record<string, string> = {
  captain: 'initiate a battle', marshal: 'take a move', brigadier: 'two moves or two battles', banker: 'spend cards of one suit for VP',
  duchess: 'score 2 VP for three tunnels', baron: 'score 1 VP per market', earl: 'score 1 VP per citadel',
};

const minister = (id: unknown): string => MINISTER_NAMES[String(id)] ?? String(id);

/** The names of cards of the viewer's hand by id (the only hand a view lists). */
function handNames(v: RootView | null, ids: unknown): string {
  const hand = v?.seats.find((s) => s.hand)?.hand ?? [];
  const list = Array.isArray(ids) ? ids : [];
  return list.map((id) => {
    const c = hand.find((h) => h.id === id);
    return c ? cardName(c.key) : 'a card';
  }).join(', ');
}

function ministerLabel(a: Record<string, unknown>, w: LabelWords): string {
  const as = a.as === undefined ? a.minister : a.as;
  const who = a.as === undefined ? minister(a.minister) : `Mayor as the ${minister(a.as)}`;
  if (as === 'foremole') return `${who}: reveal ${w.card()} for a ${w.str(a.building)} in ${w.clearing(a.clearing)}`;
  return `${who}: ${MINISTER_ACTS[String(as)] ?? 'take its action'}`;
}

export function duchyActionLabel(v: RootView, a: Record<string, unknown>, w: LabelWords): string | null {
  switch (a.t) {
    case 'ud.setup': return w.clearing(a.clearing);
    case 'ud.build': return `Reveal ${w.card()} for a ${w.str(a.building)} in ${w.clearing(a.clearing)}`;
    case 'ud.recruit': return 'Recruit a warrior into the Burrow';
    case 'ud.dig': {
      const from = typeof a.from === 'number' ? ` (moving the tunnel from ${w.clearing(a.from)})` : '';
      return `Spend ${w.card()}: tunnel in ${w.clearing(a.clearing)}${from}`;
    }
    case 'ud.minister': return ministerLabel(a, w);
    case 'ud.bank': return `Spend ${w.card()} for 1 VP`;
    case 'ud.sway': return `Reveal ${handNames(v, a.cards)}`;
    case 'ud.price': return `Return the ${minister(a.minister)}`;
    default: return null;
  }
}

export function duchyOfferLabel(_v: RootView | null, a: Record<string, unknown>, w: LabelWords): string | null {
  switch (a.t) {
    case 'ud.build': return `Build a ${w.str(a.building)}: reveal ${w.card()}`;
    case 'ud.dig': return typeof a.from === 'number' ? `Dig: spend ${w.card()}, tunnel from ${w.clearing(a.from)}` : `Dig: spend ${w.card()}`;
    case 'ud.minister': return a.as === undefined ? `${minister(a.minister)}: a ${w.str(a.building)}, reveal ${w.card()}` : `Mayor as ${minister(a.as)}: a ${w.str(a.building)}, reveal ${w.card()}`;
    default: return null;
  }
}

/** Its crafting pieces (12.6.2): its citadels and markets, "c5:2:market" → "market in Beach (rabbit)". */
export function duchyCraftPieceWords(id: string, w: CraftWords): string | null {
  const m = /^c(\d+):\d+:(\w+)$/.exec(id);
  return m ? `${w.piece(m[2]!)} in ${w.clearing(Number(m[1]))}` : null;
}
