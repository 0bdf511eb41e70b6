import type { FactionIdentity } from '../../faction.ts';

/** Who the Queenless Legion are: id, name, rule code, action prefix, colour (its manifest, manifest.ts, carries it). */
export const LEGION_IDENTITY = { id: 'legion', name: 'Queenless Legion', code: 'QL', prefix: 'ql', color: '#8a2be2' } as const satisfies FactionIdentity;

/**
 * Numbers of the Queenless Legion (seed 001, QL.3.1, QL.5.3, QL.6.2); the seed gives them
 * all (rules/root/README.md repeats them).
 */

/** Warriors in the supply (QL.3.1). */
export const LEGION_WARRIORS = 20;
/** Colony tokens (QL.2.3, QL.3.1). */
export const COLONIES = 6;
/** Warriors in the starting corner and in the adjacent clearing (QL.3.2). */
export const SETUP_WARRIORS = 3;
/** Warriors placed by Bootstraps (QL.4.1). */
export const BOOTSTRAP_WARRIORS = 3;
/** Warriors a campaign clearing needs to colonize (QL.5.3). */
export const COLONIZE_WARRIORS = 2;
/** Spoils of War: pieces per VP, with a suited or a bird campaign card (QL.6.2). */
export const SPOILS_PER_VP = 2;
export const SPOILS_PER_VP_BIRD = 3;
