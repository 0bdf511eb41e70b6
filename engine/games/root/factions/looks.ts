import type { LooksTable } from '../faction.ts';
import { CLERGY_IDENTITY, CORVIDS_IDENTITY, DUCHY_IDENTITY, LEGION_IDENTITY } from './identities.ts';
import { clergyLooks } from './clergy/looks.ts';
import { corvidLooks } from './corvids/looks.ts';
import { duchyLooks } from './duchy/looks.ts';
import { legionLooks } from './legion/looks.ts';

/**
 * Each faction's looks (its pieces' models, the table pieces beside its board, a token's id
 * that survives its flip) with none of its rules: what the client needs to lay out the
 * table (`tableRoot`) without loading the faction modules, their action schemas (zod) or
 * their bot hints. Each faction module's `looks` is the same object
 * (`tests/engine/root/table.test.ts` holds the two lists alike).
 */
export const FACTION_LOOKS: LooksTable = Object.freeze({
  [CLERGY_IDENTITY.id]: { looks: clergyLooks },
  [LEGION_IDENTITY.id]: { looks: legionLooks },
  [DUCHY_IDENTITY.id]: { looks: duchyLooks },
  [CORVIDS_IDENTITY.id]: { looks: corvidLooks },
});
