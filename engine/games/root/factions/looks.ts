import type { LooksTable } from '../faction.ts';
import { FACTION_MANIFESTS, looksTable } from './index.ts';

/**
 * Each faction's looks (its pieces' models, the table pieces beside its board, a token's id
 * that survives its flip) with none of its rules: what the client needs to lay out the
 * table (`tableRoot`) without loading the faction modules, their action schemas (zod) or
 * their bot hints. Read from the factions' manifests, which each faction module spreads.
 */
export const FACTION_LOOKS: LooksTable = looksTable(FACTION_MANIFESTS);
