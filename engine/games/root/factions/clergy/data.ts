import type { Suit } from '../../data/autumn-map.ts';
import type { FactionIdentity } from '../../faction.ts';

/** Who the Honeycomb Clergy are: id, name, rule code, action prefix, colour (its manifest, manifest.ts, carries it). */
export const CLERGY_IDENTITY = { id: 'clergy', name: 'Honeycomb Clergy', code: 'HCC', prefix: 'hcc', color: '#e0b020' } as const satisfies FactionIdentity;

/**
 * Numbers of the Honeycomb Clergy (seed 001, HCC.3.1) and the cathedral-track values the
 * seed leaves out. Those are STAND-INS from rules/root/README.md ("Underbrush numbers
 * that seed 001 leaves out"): no public source gives the printed board. They live here
 * and nowhere else, marked `standIn: true`, so the real values can replace them.
 */

/** Warriors in the supply (HCC.3.1). */
export const CLERGY_WARRIORS = 15;

/** The blind bag at setup: 3 fox, 3 rabbit, 3 mouse, 2 bird (HCC.3.1). */
export const FLOWERS: readonly Suit[] = ['fox', 'fox', 'fox', 'rabbit', 'rabbit', 'rabbit', 'mouse', 'mouse', 'mouse', 'bird', 'bird'];

/** Warriors placed with the starting cathedral (HCC.3.2). */
export const SETUP_CATHEDRAL_WARRIORS = 3;
/** Flowers drawn at setup (HCC.3.2). */
export const SETUP_FLOWERS = 3;
/** Warriors placed by Divine Intervention (HCC.4.1) and at most by Poke the Hive (HCC.2.5). */
export const INTERVENTION_WARRIORS = 4;
export const POKE_WARRIORS = 4;
/** Warriors placed by Swarm (HCC.5.1.II). */
export const SWARM_WARRIORS = 2;
/** Daylight actions (HCC.5.1). */
export const DAYLIGHT_ACTIONS = 3;
/** Flowers drawn by Pollinate and cards drawn in Evening before bees (HCC.6.2, HCC.6.3). */
export const POLLINATE_BASE = 2;
export const DRAW_BASE = 1;

/** One space of the cathedral track, left to right (built leftmost first). */
export interface TrackSpace {
  /** Flowers spent to build the cathedral on this space. */
  cost: number;
  /** VP for building it. */
  vp: number;
  /** A bee shows once this space is empty. */
  bee: boolean;
}

/**
 * The cathedral track: 4 cathedrals on the board (a 5th starts on the map, HCC.3.2-3).
 * Costs 1–4 flowers, VP 0–3, bees under the 2nd and 4th space: all stand-ins.
 */
export const CATHEDRAL_TRACK: { standIn: true; source: string; spaces: readonly TrackSpace[] } = {
  standIn: true,
  // words-ok: where the numbers come from, for a reader of the code; no player reads it
  source: 'rules/root/README.md — Underbrush numbers that seed 001 leaves out',
  spaces: [
    { cost: 1, vp: 0, bee: false },
    { cost: 2, vp: 1, bee: true },
    { cost: 3, vp: 2, bee: false },
    { cost: 4, vp: 3, bee: true },
  ],
};

/** Cathedrals off the track at the start: the one placed at setup. */
export const STARTING_CATHEDRALS_OFF_TRACK = 1;
