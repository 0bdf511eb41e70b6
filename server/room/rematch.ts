/**
 * Rematches (docs/PROTOCOL.md "Rematch"): once the game is over, any seated player — a
 * guest too — asks for the same game again. The room makes ONE new table the way
 * POST /api/tables does (the matchmaker's create, so the table is written to the store
 * before anyone can join), with the same game, seats, options, clock, absent-player
 * policy and bot seats, and every seat an account held here held for that account there:
 * each signed-in player lands in their own seat again, from any device. Every member is
 * told its code (`S2C.rematch`); a later request (a reload, the other player) is answered
 * with the same code, and requests that come while it is being made wait for it.
 *
 * Refused, and nothing made: before the game is over, from a spectator or a caster, over
 * the rate limit, and for a table laid out from a box (its images are sealed to this
 * table; the box itself lays out a new one).
 *
 * The new table waits for its players longer than its room's first seconds: a room nobody
 * joined closes soon, and would forget its table, so a rematch's is kept (`Table.awaited`)
 * and the first join reopens it from the store.
 *
 * The new table's seats are bound by the new room as it opens (`bindRematchSeats`), before
 * it reads its bindings and before anyone can join: the create options travel to whichever
 * process makes the room, and only server code creates rooms (server/app.ts closes the
 * matchmaker's own create), so no client can pass them.
 */
import type { RoomWordId } from '../../wire/room-words.en.ts';
import { matchMaker, type Client } from 'colyseus';
import { z } from 'zod';
import { LIMITS, ROOM_ERRORS, ROOM_NAME, S2C } from '../../wire/protocol.ts';
import type { RematchMessage } from '../../wire/account-protocol.ts';
import { rematchSchema } from '../../wire/protocol-schemas.ts';
import { bindSeat } from '../accounts/seats.ts';
import { logReader } from '../store/replay.ts';
import { sendTo } from './broadcast.ts';
import { refuseCaster } from './cast-messages.ts';
import { checkPayload, roomRefusal } from './checks.ts';
import type { TableContext } from './context.ts';
import { TokenBucket } from './rate-limit.ts';
import type { Table } from './table/table.ts';

/** What a rematch uses of the table. */
export type RematchTable = Pick<Table, 'code' | 'game' | 'match' | 'settings' | 'members' | 'outbox' | 'cast' | 'accounts' | 'ctx' | 'log'>;

/** The create option that carries the seats to bind at the new table: seat → account id. */
export const REMATCH_SEATS = 'rematchSeats';

const rematchSeatsSchema = z.record(z.string().regex(/^\d$/), z.string().min(1).max(64));

/** A rematch the room refuses after looking (the store's row, the box); `id`, a message of the room's catalogue, tells the player why. */
class RematchRefusal extends Error {
  constructor(readonly id: RoomWordId) {
    super(id);
  }
}

/** One table's rematch: made, being made (and who waits for it), and each client's rate. */
interface RematchDesk {
  made: RematchMessage | null;
  pending: Client[] | null;
  readonly rates: WeakMap<Client, TokenBucket>;
}

const desks = new WeakMap<RematchTable, RematchDesk>();

function deskOf(table: RematchTable): RematchDesk {
  let desk = desks.get(table);
  if (!desk) desks.set(table, (desk = { made: null, pending: null, rates: new WeakMap() }));
  return desk;
}

function withinRate(desk: RematchDesk, client: Client): boolean {
  let bucket = desk.rates.get(client);
  if (!bucket) desk.rates.set(client, (bucket = new TokenBucket(LIMITS.rematch.perSecond, LIMITS.rematch.burst)));
  return bucket.take();
}

/** A `rematch` message: answered with the rematch's code, or refused to its sender. */
export function onRematch(table: RematchTable, client: Client, payload: unknown): void {
  const checked = checkPayload(rematchSchema, payload);
  if (!checked.ok) return table.outbox.reject(client, checked.rejection);
  const member = table.members.of(client);
  if (!member) return refuseCaster(table, client);
  const refuse = (code: string, id: RoomWordId): void => table.outbox.reject(client, roomRefusal(code, id));
  if (member.seat === 'spectator') return refuse(ROOM_ERRORS.spectator, 'room.spectator.rematch');
  const desk = deskOf(table);
  if (!withinRate(desk, client)) return refuse(ROOM_ERRORS.rateLimited, 'room.slowDown.rematch');
  if (!table.game.status(table.match.state).over) return refuse(ROOM_ERRORS.notOver, 'room.rematch.notOver');
  if (desk.made) return client.send(S2C.rematch, desk.made);
  if (desk.pending) {
    desk.pending.push(client);
    return;
  }
  const waiting = [client];
  desk.pending = waiting;
  newTable(table).then((code) => {
    const made: RematchMessage = { code, by: member.name };
    desk.made = made;
    table.log(`rematch ${code} asked for by ${member.name}`);
    sendTo(table.members.connected(), S2C.rematch, made);
    // A caster or a player who asked and has no member any more still gets its answer.
    const told = new Set(table.members.connected());
    for (const c of waiting) if (!told.has(c)) c.send(S2C.rematch, made);
  }, (e: unknown) => {
    const id: RoomWordId = e instanceof RematchRefusal ? e.id : 'room.rematch.failed';
    if (!(e instanceof RematchRefusal)) table.log(`rematch failed: ${e instanceof Error ? e.stack : String(e)}`);
    for (const c of waiting) table.outbox.reject(c, roomRefusal(ROOM_ERRORS.rematchFailed, id));
  }).finally(() => {
    desk.pending = null;
  });
}

/** Makes the rematch's table; resolves to its code. */
async function newTable(table: RematchTable): Promise<string> {
  const stored = await table.ctx.store.getTable(table.code);
  if (!stored) throw new Error(`table ${table.code} is not in the store`);
  if (stored.options !== null && typeof stored.options === 'object' && Object.hasOwn(stored.options, 'layout')) {
    throw new RematchRefusal('room.rematch.fromBox');
  }
  // The options as today's rules read them (a migrated table's are brought forward).
  const reader = logReader(table.game, stored);
  const options = 'refused' in reader ? stored.options : reader.options;
  const { clock, absent, bots } = table.settings;
  const seats: Record<string, string> = {};
  for (const [seat, account] of table.accounts.all()) seats[String(seat)] = account;
  const room = (await matchMaker.createRoom(ROOM_NAME, {
    game: table.game.id, seats: table.match.seats, options: options ?? {}, absent, bots,
    ...(clock ? { clock } : {}), [REMATCH_SEATS]: seats,
  })) as { roomId: string };
  return room.roomId;
}

/**
 * A new room's first step after its table is stored: the seats a rematch carries bound to
 * their accounts, before the room reads its bindings. True for a rematch's table (kept
 * though its room closes before anyone sat down), false for any other.
 */
export async function bindRematchSeats(ctx: TableContext, code: string, options: Record<string, unknown>): Promise<boolean> {
  if (options[REMATCH_SEATS] === undefined) return false;
  const parsed = rematchSeatsSchema.safeParse(options[REMATCH_SEATS]);
  if (!parsed.success) throw new Error(`bad ${REMATCH_SEATS} option`);
  const now = ctx.now();
  for (const [seat, account] of Object.entries(parsed.data)) await bindSeat(ctx.store.sql, code, Number(seat), account, now);
  return true;
}
