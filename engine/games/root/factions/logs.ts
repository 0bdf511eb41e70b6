import type { LogsTable } from '../faction.ts';
import { CLERGY_IDENTITY, CORVIDS_IDENTITY, DUCHY_IDENTITY, LEGION_IDENTITY } from './identities.ts';
import { clergyLog } from './clergy/log.ts';
import { corvidsLog } from './corvids/log.ts';
import { duchyLog } from './duchy/log.ts';
import { legionLog } from './legion/log.ts';

/**
 * Each faction's log policy (its own lines' words and the reasons it gives) with none of
 * its rules: what the client needs to word log lines again (`logTextRoot`) without
 * loading the faction modules, their action schemas (zod) or their bot hints. Each
 * faction module's `log` is the same object (`tests/engine/root/table.test.ts` holds the
 * two lists alike).
 */
export const FACTION_LOGS: LogsTable = Object.freeze({
  [CLERGY_IDENTITY.id]: { log: clergyLog },
  [LEGION_IDENTITY.id]: { log: legionLog },
  [DUCHY_IDENTITY.id]: { log: duchyLog },
  [CORVIDS_IDENTITY.id]: { log: corvidsLog },
});
