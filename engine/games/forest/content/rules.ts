/**
 * STAND-IN NUMBERS authored for Woodland Table. Seed 000 names Strategy ("you can draw up
 * to a total number of cards equal to your Strategy") but gives no value, and it stops
 * where the Bribery phase begins; what a finished tableau leads to (the encounter: its
 * danger against the traveller's guard, its rewards in renown), health, rounds and the
 * solo target are ours (engine/games/forest/README.md).
 */
export const standIn = true;

export const RULES = {
  /** Health a traveller starts with and never exceeds. */
  health: 10,
  /** Guard: the danger a traveller shrugs off at each encounter. */
  guard: 3,
  /** Strategy: how many cards may be drawn before one must be placed. */
  strategy: 3,
  minStrategy: 1,
  maxStrategy: 6,
  /** A tableau that reaches this many cards without completing its map has gone astray. */
  tableauLimit: 8,
  /** Renown lost by a traveller who went astray (instead of the map's reward). */
  astrayPenalty: 2,
  /** Health each traveller still in the forest recovers at the camp ending a round. */
  campHeal: 2,
  /** Solo: renown needed per round of the journey to win (standing at the end): 68 over 8 rounds. */
  soloTargetPerRound: 8.5,
  /** Rounds by number of travellers (the table option `rounds` overrides). */
  rounds: { 1: 8, 2: 5, 3: 4, 4: 3 } as Record<number, number>,
  minRounds: 2,
  maxRounds: 8,
} as const;

/** Solo: the renown a standing traveller needs at the end of a journey of `rounds` rounds. */
export function soloTarget(rounds: number): number {
  return Math.round(RULES.soloTargetPerRound * rounds);
}
