/**
 * The room's side of streaming (server/room/caster.ts holds the desk itself): a caster
 * joining with the link's token, the host's `cast` messages (a link — bound to an account
 * or not —, its revocation, the delays), the status only the host sees, which feed a
 * member watches, and the refusal of anything a caster tries. Who the host is, the
 * seating says (server/room/seating.ts).
 */
import type { RoomWordId } from '../../wire/room-words.en.ts';
import { ErrorCode, type Client } from 'colyseus';
import { CLOSE_CASTER_REVOKED, ROOM_ERRORS, S2C } from '../../wire/protocol.ts';
import { castSchema } from '../../wire/protocol-schemas.ts';
import type { z } from 'zod';
import { checkPayload, joinRefusal, roomRefusal } from './checks.ts';
import type { HostRight } from './seating.ts';
import type { Member } from './members.ts';
import { getAccount, type Account } from '../accounts/accounts.ts';
import type { CastMessage } from '../../wire/protocol.ts';
import type { Table } from './table/table.ts';

/** What a caster's refusal uses of the table. */
export type CasterGate = Pick<Table, 'cast' | 'outbox'>;
/** What streaming uses of the table. */
export type CastTable = Pick<Table, 'cast' | 'views' | 'members' | 'seating' | 'outbox' | 'now' | 'persist' | 'ctx' | 'code' | 'accounts'>;

/** A message from a client that holds no member: a caster (which may not act), or nobody. */
export function refuseCaster(table: CasterGate, client: Client, ref?: string): void {
  if (!table.cast.casters.has(client)) return;
  table.outbox.reject(client, roomRefusal(ROOM_ERRORS.caster, 'room.caster.act', undefined, ref));
}

/** The streaming settings, to the host only. */
export function sendCastStatus(table: Pick<Table, 'cast' | 'members' | 'seating'>): void {
  for (const m of table.members.values()) {
    if (m.connected && table.seating.isHost(m.seat)) m.client.send(S2C.cast, table.cast.status());
  }
}

/** After a joiner's greeting: the host learns the streaming settings. */
export function greetHost(table: Pick<Table, 'cast' | 'seating'>, member: Member): void {
  if (table.seating.isHost(member.seat)) member.client.send(S2C.cast, table.cast.status());
}

/** A member's Schema view and feed: live, or the spectator delay's feed. */
export function watch(table: Pick<Table, 'cast' | 'views'>, member: Member): void {
  member.delayed = member.seat === 'spectator' && table.cast.spectatorsDelayed;
  member.client.view = member.delayed ? table.views.delayed : table.views.live;
}

/**
 * A caster joins with the link's token: refused plainly, or watching the caster feed. An
 * account that holds a seat here is a player, whichever browser it joins from; a bound
 * link opens only for its account.
 */
export function joinCaster(
  table: Pick<Table, 'cast' | 'views' | 'outbox' | 'members' | 'seating' | 'now' | 'accounts'>, client: Client, token: string, resume: string | undefined, account: Account | null,
): void {
  const seated = account !== null && table.accounts.seatOf(account.id) !== undefined;
  const refused = table.cast.refuseCaster(token, resume, account?.id ?? null, seated);
  if (refused) throw joinRefusal(ErrorCode.AUTH_FAILED, refused.id, refused.values);
  client.view = table.views.delayed;
  client.send(S2C.welcome, table.outbox.welcomeOf('spectator', client.sessionId, { caster: true, seconds: table.cast.casters.delayMs / 1000 }));
  table.cast.casters.join(client, table.now());
  sendCastStatus(table);
}

/** A caster's connection closed: false when the client was no caster. */
export function leaveCaster(table: Pick<Table, 'cast' | 'members' | 'seating'>, client: Client): boolean {
  if (!table.cast.casters.leave(client)) return false;
  sendCastStatus(table);
  return true;
}

/** A caster's resync: its feed again, within the resync limit ('limited' when over it); false when the client is no caster. */
export function resendCaster(table: Pick<Table, 'cast'>, client: Client): boolean | 'limited' {
  if (!table.cast.casters.has(client)) return false;
  if (!table.cast.takeResync(client)) return 'limited';
  table.cast.casters.resend(client);
  return true;
}

/**
 * A host's message (streaming settings, removing a player) checked before it is read: its
 * payload against `schema`, the sender a member (a caster is refused as one), the sender's
 * seat the host's. The member and the payload, or null once the sender has been answered.
 */
export function hostMessage<S extends z.ZodType>(
  table: Pick<Table, 'cast' | 'outbox' | 'members' | 'seating'>, client: Client, schema: S, payload: unknown, right: HostRight,
): { member: Member; value: z.infer<S> } | null {
  const checked = checkPayload(schema, payload);
  if (!checked.ok) {
    table.outbox.reject(client, checked.rejection);
    return null;
  }
  const member = table.members.of(client);
  if (!member) {
    refuseCaster(table, client);
    return null;
  }
  const notHost = table.seating.hostOnly(member.seat, right);
  if (notHost) {
    table.outbox.reject(client, notHost);
    return null;
  }
  return { member, value: checked.value };
}

/**
 * The host's streaming settings: a caster link (bound to an account or not), its
 * revocation, the delays. They apply in the order the host sent them: a link bound to an
 * account waits for the account's lookup, and a revoke sent after it waits for that link.
 */
export function onCast(table: CastTable, client: Client, payload: unknown): void {
  const asked = hostMessage(table, client, castSchema, payload, 'cast');
  if (!asked) return;
  const { member, value } = asked;
  if (!table.cast.take()) return table.outbox.reject(client, roomRefusal(ROOM_ERRORS.rateLimited, 'room.slowDown.cast'));
  table.cast.serial(async () => {
    let bound: { id: string; name: string } | null = null;
    if (value.op === 'link' && value.account !== undefined) {
      bound = await linkAccount(table, client, member, value.account);
      if (!bound) return;
    }
    applyCast(table, value, bound);
  }, (e) => {
    table.ctx.log(`table ${table.code}: cast: ${e instanceof Error ? e.stack : String(e)}`);
    table.outbox.reject(client, roomRefusal(ROOM_ERRORS.internal, 'room.internal.cast'));
  });
}

/**
 * The account a caster link is to be bound to, checked: the host signed in, the account
 * known, and no seat of this table its (before the lookup and after it, since a player
 * may sit down meanwhile). Null once the host has been told why not.
 */
async function linkAccount(table: CastTable, client: Client, member: Member, id: string): Promise<{ id: string; name: string } | null> {
  const refuse = (code: string, id: RoomWordId): null => {
    table.outbox.reject(client, roomRefusal(code, id));
    return null;
  };
  if (!member.account) return refuse(ROOM_ERRORS.notSignedIn, 'room.cast.signIn');
  const seated = (): boolean => table.accounts.seatOf(id) !== undefined;
  if (seated()) return refuse(ROOM_ERRORS.accountSeated, 'room.cast.seated');
  const account = await getAccount(table.ctx.store.sql, id);
  if (!account) return refuse(ROOM_ERRORS.noAccount, 'room.cast.noAccount');
  if (seated()) return refuse(ROOM_ERRORS.accountSeated, 'room.cast.seated');
  return { id: account.id, name: account.name };
}

function applyCast(table: CastTable, value: CastMessage, bound: { id: string; name: string } | null): void {
  const outcome = table.cast.apply(value, bound);
  if (outcome.kind === 'delays') {
    const code = table.code;
    const delays = table.cast.delays();
    table.persist(() => table.ctx.store.saveDelays(code, delays));
  }
  if (outcome.kind === 'revoked') {
    // words-ok: the close code says it; the client words CLOSE_CASTER_REVOKED itself
    for (const c of outcome.casters) c.leave(CLOSE_CASTER_REVOKED, 'The host revoked this caster link.');
  }
  if (outcome.kind === 'delays' && outcome.spectators) {
    const live: Client[] = [];
    for (const m of table.members.values()) {
      if (m.seat !== 'spectator' || !m.connected) continue;
      watch(table, m);
      if (!m.delayed) live.push(m.client);
      table.outbox.welcome(m);
      table.outbox.snapshot(m);
    }
    table.views.promote(live);
  }
  sendCastStatus(table);
}
