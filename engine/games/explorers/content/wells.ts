/**
 * STAND-IN CONTENT authored for Woodland Table, not the publisher's markers. Seed 002
 * fixes 4 Energy Well markers, placed face down (one per hero) when the well tile is
 * revealed; each hero may take one and gains the orbs printed on it. The values are ours.
 */
export const WELLS: number[] = [1, 2, 2, 3];
