import type { FactionIdentity } from '../../faction.ts';

/** Who the Corvid Conspiracy are: id, name, rule code, action prefix, colour (its manifest, manifest.ts, carries it). */
export const CORVIDS_IDENTITY = { id: 'corvids', name: 'Corvid Conspiracy', code: 'CC', prefix: 'cc', color: '#2e4b8f' } as const satisfies FactionIdentity;

/**
 * Numbers of the Corvid Conspiracy (seed 004, 13.3.1, and rules/root/README.md
 * "Underworld facts beyond seed 004").
 */

/** Warriors in the supply (13.3.1). */
export const CORVID_WARRIORS = 15;

/** The four kinds of plot token, two of each (13.2.2). */
export const PLOT_TYPES = ['bomb', 'snare', 'extortion', 'raid'] as const;
export type PlotType = (typeof PLOT_TYPES)[number];

/** The eight plot tokens in the supply at setup (13.3.1). */
export const PLOTS: readonly PlotType[] = ['bomb', 'bomb', 'snare', 'snare', 'extortion', 'extortion', 'raid', 'raid'];

/** Daylight actions (13.5). */
export const DAYLIGHT_ACTIONS = 3;

/** Cards drawn in Evening before face-up extortions (13.6.2). */
export const DRAW_BASE = 1;

/** Words for a plot type ("a bomb", "an extortion"). */
export function plotWords(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}
