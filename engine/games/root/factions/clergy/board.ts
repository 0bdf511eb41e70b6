import type { Suit } from '../../data/autumn-map.ts';
import type { ReadCtx } from '../../faction.ts';
import type { RootState } from '../../state.ts';
import { bagView, type BagView } from '../../../../table/bag.ts';
import { CATHEDRAL_TRACK } from './data.ts';
import { trackView } from './hooks.ts';
import { beesShowing, CLERGY, cs, type ClergyState } from './state.ts';
import { PLACE_FLOWER } from './flowers.ts';

/**
 * The Honeycomb Clergy's board as the view carries it (the seat's `board`). SECRET
 * stripped: the bag shows its count and what is in it by suit, never its order (HCC.2.2.I).
 */
export interface ClergyBoardView {
  /** The flower just drawn and waiting to be placed, or null (public: the draw is announced). */
  drawn: Suit | null;
  /** The blind bag: its count and its flowers by suit (public, see bagBySuit). */
  bag: BagView & { bySuit: Record<Suit, number> };
  /** The cathedral track, left to right: each space's cost, VP and bee, and whether a cathedral still stands on it. */
  track: Array<{ cost: number; vp: number; bee: boolean; cathedral: boolean }>;
  /** The track's numbers are stand-ins (rules/root/README.md). */
  trackIsStandIn: boolean;
  /** Cathedrals neither on the map nor on the track. */
  reserve: number;
  bees: number;
  /** Each enemy seat's Penitence marker, keyed by seat. */
  penitence: Record<string, 'penitent' | 'heretic'>;
  actionsLeft: number;
  /** The Daylight action under way. */
  act: NonNullable<ClergyState['act']> | null;
}

/**
 * The flower just drawn and waiting to be placed, or null. Public: the draw is announced
 * to everyone (the log names its suit) and the flower is placed face up (HCC.2.2.II).
 */
function drawnFlower(s: RootState): Suit | null {
  const top = s.stack[s.stack.length - 1];
  return top && top.kind === 'faction' && top.faction === CLERGY && top.type === PLACE_FLOWER ? String(top.data.suit) as Suit : null;
}

/**
 * The flowers in the bag by suit. Public knowledge, though the bag is blind: every flower
 * starts in it (HCC.3.1) and every flower out of it is in plain sight (on the map, in an
 * enemy's Spoils box, or just drawn and named) — so the counts tell nobody anything the
 * table does not show. The order never leaves the server.
 */
function bagBySuit(bag: readonly Suit[]): Record<Suit, number> {
  const by: Record<Suit, number> = { fox: 0, rabbit: 0, mouse: 0, bird: 0 };
  for (const suit of bag) by[suit] = (by[suit] ?? 0) + 1;
  return by;
}

/** The faction board for the HUD (see ClergyBoardView). */
export function clergyBoard(ctx: ReadCtx): ClergyBoardView {
  const s = ctx.s;
  const st = cs(s);
  return {
    drawn: drawnFlower(s),
    bag: { ...bagView(st.bag), bySuit: bagBySuit(st.bag) },
    track: trackView(s),
    trackIsStandIn: CATHEDRAL_TRACK.standIn,
    reserve: st.reserve,
    bees: beesShowing(s),
    penitence: { ...st.penitence },
    actionsLeft: st.actionsLeft,
    act: st.act ? { ...st.act } : null,
  };
}
