import type { LogsTable } from '../faction.ts';
import { FACTION_MANIFESTS, logsTable } from './index.ts';

/**
 * Each faction's log policy (its own lines' words and the reasons it gives) with none of
 * its rules: what the client needs to word log lines again (`logTextRoot`) without
 * loading the faction modules, their action schemas (zod) or their bot hints. Read from
 * the factions' manifests, which each faction module spreads.
 */
export const FACTION_LOGS: LogsTable = logsTable(FACTION_MANIFESTS);
