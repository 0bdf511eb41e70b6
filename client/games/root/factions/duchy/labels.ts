/** Words for the Underground Duchy's actions on the HUD and in a clearing's menu. */
import { cardName } from '../../../../../engine/games/root/describe.ts';
import type { RootView } from '../../../../../engine/games/root/view.ts';
import type { CraftWords, LabelWords } from '../types.ts';
import { say } from '../../../../words/say.ts';
import { pieceNoun } from '../../board-common.ts';

/** The ministers (their names: `root.duchy.minister.<id>`). */
export const MINISTERS = new Set(['foremole', 'captain', 'marshal', 'brigadier', 'banker', 'mayor', 'duchess', 'baron', 'earl']);

/** The ministers whose action the Mayor's or their own label names (`root.duchy.minister-act.<id>`). */
const MINISTER_ACTS = new Set(['captain', 'marshal', 'brigadier', 'banker', 'duchess', 'baron', 'earl']);

/** A minister's name by id (an unknown id as it is). */
export const minister = (id: unknown): string => (MINISTERS.has(String(id)) ? say(`root.duchy.minister.${String(id)}`) : String(id));

/** A building's word ("citadel", "market"). */
const building = (w: LabelWords, x: unknown): string => pieceNoun(w.str(x));

/** The names of cards of the viewer's hand by id (the only hand a view lists). */
function handNames(v: RootView | null, ids: unknown): string {
  const hand = v?.seats.find((s) => s.hand)?.hand ?? [];
  const list = Array.isArray(ids) ? ids : [];
  return list.map((id) => {
    const c = hand.find((h) => h.id === id);
    return c ? cardName(c.key) : say('root.a-card');
  }).join(', ');
}

function ministerLabel(a: Record<string, unknown>, w: LabelWords): string {
  const as = a.as === undefined ? a.minister : a.as;
  const who = a.as === undefined ? minister(a.minister) : say('root.duchy.mayor-as-the', { minister: minister(a.as) });
  if (as === 'foremole') return say('root.duchy.action.foremole', { who, card: w.card(), building: building(w, a.building), kind: w.str(a.building), clearing: w.clearing(a.clearing) });
  return say('root.duchy.action.minister', { who, what: MINISTER_ACTS.has(String(as)) ? say(`root.duchy.minister-act.${String(as)}`) : say('root.duchy.minister-act.other') });
}

export function duchyActionLabel(v: RootView, a: Record<string, unknown>, w: LabelWords): string | null {
  switch (a.t) {
    case 'ud.setup': return w.clearing(a.clearing);
    case 'ud.build': return say('root.duchy.action.build', { card: w.card(), building: building(w, a.building), kind: w.str(a.building), clearing: w.clearing(a.clearing) });
    case 'ud.recruit': return say('root.duchy.action.recruit');
    case 'ud.dig': return typeof a.from === 'number'
      ? say('root.duchy.action.dig-from', { card: w.card(), clearing: w.clearing(a.clearing), from: w.clearing(a.from) })
      : say('root.duchy.action.dig', { card: w.card(), clearing: w.clearing(a.clearing) });
    case 'ud.minister': return ministerLabel(a, w);
    case 'ud.bank': return say('root.duchy.action.bank', { card: w.card() });
    case 'ud.sway': return say('root.duchy.action.sway', { cards: handNames(v, a.cards) });
    case 'ud.price': return say('root.duchy.action.price', { minister: minister(a.minister) });
    default: return null;
  }
}

export function duchyOfferLabel(_v: RootView | null, a: Record<string, unknown>, w: LabelWords): string | null {
  switch (a.t) {
    case 'ud.build': return say('root.duchy.offer.build', { building: building(w, a.building), kind: w.str(a.building), card: w.card() });
    case 'ud.dig': return typeof a.from === 'number' ? say('root.duchy.offer.dig-from', { card: w.card(), from: w.clearing(a.from) }) : say('root.duchy.offer.dig', { card: w.card() });
    case 'ud.minister': return say('root.duchy.offer.foremole', {
      who: a.as === undefined ? minister(a.minister) : say('root.duchy.mayor-as', { minister: minister(a.as) }), building: building(w, a.building), kind: w.str(a.building), card: w.card(),
    });
    default: return null;
  }
}

/** Its crafting pieces (12.6.2): its citadels and markets, "c5:2:market" → "market in Beach (rabbit)". */
export function duchyCraftPieceWords(id: string, w: CraftWords): string | null {
  const m = /^c(\d+):\d+:(\w+)$/.exec(id);
  return m ? say('root.duchy.craft-piece', { piece: w.piece(m[2]!), clearing: w.clearing(Number(m[1])) }) : null;
}
