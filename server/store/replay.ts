/**
 * Rebuilds a match from the store: the latest snapshot (or a fresh match from the seed)
 * plus every action after it, through the deterministic engine (DESIGN §2.1). An undo
 * replays as one: the match (and its snapshots) carry what may be taken back.
 */
import { createMatch, type Match } from '../../engine/core/match.ts';
import { act, takeBack } from '../../engine/core/undo.ts';
import type { AnyGameModule } from '../../engine/core/module.ts';
import { isRuleError } from '../../engine/core/result.ts';
import type { LoadedTable } from './types.ts';

/** Throws when the stored log does not replay (a corrupt or foreign store). */
export function replayTable(module: AnyGameModule, loaded: LoadedTable): Match {
  const { table, snapshot, actions } = loaded;
  let match: Match;
  if (snapshot) {
    match = snapshot.match;
  } else {
    const created = createMatch(module, table.options, table.seats, table.seed);
    if (isRuleError(created)) throw new Error(`table ${table.code}: ${created.code} ${created.message}`);
    match = created;
  }
  for (const a of actions) {
    if (a.version !== match.version + 1) {
      throw new Error(`table ${table.code}: action log jumps from ${match.version} to ${a.version}`);
    }
    const result = a.undo ? takeBack(module, match, a.seat) : act(module, match, a.seat, a.action);
    if (isRuleError(result)) {
      throw new Error(`table ${table.code}: stored action ${a.version} does not replay (${result.code})`);
    }
    match = result.match;
  }
  return match;
}
