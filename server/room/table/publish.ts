/**
 * The pipeline's last stage (server/room/table/table.ts): `publish` makes a stored action
 * live and sends it. The match moves on; the deciding seats, the die map and the seed (the
 * game is over) follow; a periodic snapshot, the end and the game's history
 * (server/accounts/records.ts) go to the store after it; every viewer gets its patch
 * (server/room/sync.ts), then the throw as one `roll` message — one encoding, the same
 * bytes to every live client —; the delayed feeds keep the version until their delay has
 * passed (server/room/caster.ts); the clocks and stand-ins move on (server/room/absence.ts).
 */
import { S2C } from '../../../wire/protocol.ts';
import { SNAPSHOT_EVERY } from '../../store/types.ts';
import { sendTo } from '../broadcast.ts';
import { feedEntry } from '../caster.ts';
import { recordGame, type RecordingTable } from '../../accounts/records.ts';
import { noticeTurns } from '../turn-notices.ts';
import { noticeParked } from '../hotseat.ts';
import type { Stored } from './submission.ts';
import type { Table } from './table.ts';

export type PublishingTable = Pick<
  Table, 'code' | 'ctx' | 'game' | 'match' | 'deciding' | 'dice' | 'sync' | 'members' | 'cast' | 'keeper' | 'port' | 'persist' | 'revealSeedIfOver'
  | 'seating' | 'state' | 'accounts' | 'settings' | 'later' | 'now' | 'outbox'
> & RecordingTable;

/** Makes a stored action live and sends it to every viewer. */
export function publish(table: PublishingTable, stored: Stored): void {
  const { decision: { seat, next }, pieces, roll, at, prepared } = stored;
  const code = table.code;
  table.match = next;
  table.deciding.update(next, seat);
  if (pieces) table.dice.rests.prune(pieces);
  if (roll) table.dice.rests.record(roll.message, roll.anchors);
  const finished = table.revealSeedIfOver();
  const store = table.ctx.store;
  if (next.version % SNAPSHOT_EVERY === 0) {
    table.persist(() => store.saveSnapshot(code, { version: next.version, rulesVersion: table.game.rulesVersion, match: next }));
  }
  if (finished) table.persist(() => store.markFinished(code, at));
  if (finished) recordGame(table, at);
  table.sync.sendPatches(next, table.members.values(), prepared);
  table.port.sendState();
  // After the patches; delayed viewers get it with its version, once that is old enough.
  if (roll) sendTo(table.members.live(), S2C.roll, roll.message);
  table.cast.record(feedEntry(next, at, roll?.message ?? null, table.dice.rests.message()));
  table.keeper.afterChange();
  noticeTurns(table);
  noticeParked(table);
}
