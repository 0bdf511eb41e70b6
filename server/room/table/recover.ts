/**
 * Containment after an unexpected error (server/room/table/table.ts `recover` queues it):
 * the live table is rebuilt from the store — which has every action that was ever sent —
 * and every connected client gets a fresh snapshot. A table that cannot be rebuilt is
 * closed by its caller; its clients are told, and it can be reopened from the store.
 */
import { commitEvents } from '../../fairness.ts';
import { loadForReplay, replayTable } from '../../store/replay.ts';
import { feedEntry } from '../caster.ts';
import { ProjectionSync } from '../sync.ts';
import type { Table } from './table.ts';

export type RebuildingTable = Pick<
  Table, 'code' | 'ctx' | 'game' | 'seed' | 'match' | 'sync' | 'deciding' | 'dice' | 'members' | 'outbox' | 'cast' | 'pieces' | 'now' | 'log'
>;

/** Rebuilds the live table from its log and resends everyone's snapshot; throws when it cannot. */
export async function rebuild(table: RebuildingTable): Promise<void> {
  const loaded = await loadForReplay(table.ctx.store, table.game, table.code);
  if (!loaded) throw new Error('the table is not in the store');
  const match = replayTable(table.game, loaded);
  commitEvents(table.seed, match.log);
  table.match = match;
  table.deciding.reset(match);
  table.dice.rests.restore(loaded, table.pieces(match));
  table.sync = new ProjectionSync(table.game);
  for (const m of table.members.values()) {
    m.last = null;
    if (m.connected && !m.delayed) table.outbox.snapshot(m);
  }
  table.cast.record(feedEntry(match, table.now(), null, table.dice.rests.message()));
  table.log(`rebuilt from its log at version ${match.version}`);
}
