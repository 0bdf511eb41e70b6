import type { FactionIdentity } from '../../faction.ts';

/** Who the Underground Duchy are: id, name, rule code, action prefix, colour (its manifest, manifest.ts, carries it). */
export const DUCHY_IDENTITY = { id: 'duchy', name: 'Underground Duchy', code: 'UD', prefix: 'ud', color: '#b06a2c' } as const satisfies FactionIdentity;

/**
 * Numbers of the Underground Duchy (seed 004, 12.x) and the facts the seed leaves out,
 * from rules/root/README.md ("Underworld facts beyond seed 004"): piece counts, the
 * ministers' ranks and sway costs, the building tracks. The crown spaces' victory points
 * are STAND-INS (the README marks them uncertain: two implementations agree, the printed
 * board was not seen); they live here and nowhere else, marked `standIn: true`.
 */

/** Warriors in the supply (README). */
export const DUCHY_WARRIORS = 20;
/** Tunnel tokens (12.2.4, 12.3.1), citadels and markets (12.3.4). */
export const TUNNELS = 3;
export const CITADELS = 3;
export const MARKETS = 3;

/** The Burrow's id: the first id above the Autumn map's twelve clearings (12.2.2). */
export const BURROW = 13;
export const BURROW_NAME = 'The Burrow';

/** Setup (12.3.3): warriors in the starting corner (with a tunnel) and in each adjacent clearing. */
export const SETUP_CORNER_WARRIORS = 2;
export const SETUP_ADJACENT_WARRIORS = 2;

/** Assembly actions (12.5.1) and the most warriors a Dig moves (12.5.1.V). */
export const ASSEMBLY_ACTIONS = 2;
export const DIG_MOST = 4;

/** Citadels track: warriors recruited into the Burrow in Birdsong with 0, 1, 2, 3 citadels on the map (README). */
export const CITADEL_RECRUITS: readonly number[] = [1, 2, 4, 6];
/** Markets track: cards drawn in Evening with 0, 1, 2, 3 markets on the map (1 + markets, README). */
export const MARKET_DRAWS: readonly number[] = [1, 2, 3, 4];

export type Rank = 'squire' | 'noble' | 'lord';
/** Ranks from the highest down: the Price of Failure returns the highest (12.2.3). */
export const RANKS_HIGH_FIRST: readonly Rank[] = ['lord', 'noble', 'squire'];

/** Cards revealed to sway a minister of each rank (README). */
export const SWAY_CARDS: Readonly<Record<Rank, number>> = { squire: 2, noble: 3, lord: 4 };

/** Crowns of each rank on the faction board at setup (12.3.6: nine crowns, three per rank). */
export const CROWNS_PER_RANK = 3;

/**
 * Victory points printed on the crown spaces of each rank, uncovered from the first space
 * on (12.5.3.III). STAND-IN: squire 1, noble 2, lord 3 per space (README, uncertain).
 */
export const CROWN_SPACES = {
  standIn: true,
  vp: { squire: [1, 1, 1], noble: [2, 2, 2], lord: [3, 3, 3] } as Readonly<Record<Rank, readonly number[]>>,
} as const;

export type MinisterId = 'foremole' | 'captain' | 'marshal' | 'brigadier' | 'banker' | 'mayor' | 'duchess' | 'baron' | 'earl';

export interface MinisterDef {
  id: MinisterId;
  name: string;
  rank: Rank;
}

/** The nine ministers (12.5.2; ranks from the README). */
export const MINISTERS: readonly MinisterDef[] = [
  { id: 'foremole', name: 'Foremole', rank: 'squire' },
  { id: 'captain', name: 'Captain', rank: 'squire' },
  { id: 'marshal', name: 'Marshal', rank: 'squire' },
  { id: 'brigadier', name: 'Brigadier', rank: 'noble' },
  { id: 'banker', name: 'Banker', rank: 'noble' },
  { id: 'mayor', name: 'Mayor', rank: 'noble' },
  { id: 'duchess', name: 'Duchess of Mud', rank: 'lord' },
  { id: 'baron', name: 'Baron of Dirt', rank: 'lord' },
  { id: 'earl', name: 'Earl of Stone', rank: 'lord' },
];

export const MINISTER_IDS: readonly MinisterId[] = MINISTERS.map((m) => m.id);

/** VP the Duchess of Mud scores with all tunnels on the map (12.5.2.VII). */
export const DUCHESS_VP = 2;

export function ministerDef(id: string): MinisterDef {
  const m = MINISTERS.find((x) => x.id === id);
  if (!m) throw new RangeError(`No minister ${id}`);
  return m;
}

export function isMinister(id: unknown): id is MinisterId {
  return typeof id === 'string' && (MINISTER_IDS as readonly string[]).includes(id);
}
