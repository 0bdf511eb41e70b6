/**
 * Who may change the box — bring images (upload tickets, server/room/uploads.ts), put
 * components of the group's own on the table (`compose`, server/room/compose.ts) and take
 * them off (a game's guarded actions, `GameModule.composes`): the host, and every seated
 * player while the host has opened the box (`C2S.box`). Whether it is open is public table
 * metadata (the Schema state's `boxOpen`), so every client can offer the controls it may use.
 * It lasts as long as the room (a reopened table starts closed).
 */
import type { Client } from 'colyseus';
import type { RoomWordId } from '../../wire/room-words.en.ts';
import { ROOM_ERRORS } from '../../wire/protocol.ts';
import { boxSchema } from '../../wire/protocol-schemas.ts';
import { hostMessage, refuseCaster } from './cast-messages.ts';
import { roomRefusal } from './checks.ts';
import { TokenBucket } from './rate-limit.ts';
import type { Table } from './table/table.ts';

/** The box's rate limits: the host's changes to it, and composes (each may cut sheets) per table. */
export class BoxDesk {
  private readonly settings: TokenBucket;
  private readonly composes: TokenBucket;

  constructor() {
    this.settings = new TokenBucket(1, 5);
    this.composes = new TokenBucket(2, 20);
  }

  /** Whether the host may change the setting now. */
  takeSetting(): boolean {
    return this.settings.take();
  }

  /** Whether another compose may start now. */
  takeCompose(): boolean {
    return this.composes.take();
  }
}

/** What a message that changes the box is refused for, as messages of the room's catalogue. */
export interface BoxWords {
  /** Why a game without components refuses it ("{game} takes no components of your own."). */
  noCompose: RoomWordId;
  /** Why a spectator may not. */
  spectator: RoomWordId;
  /** Why too many came at once. */
  rateLimited: RoomWordId;
}

/**
 * The checks every message that changes the box makes, in order (docs/PROTOCOL.md §4): the
 * game takes components, the sender is seated (a caster and a spectator are refused), may
 * change the box (server/room/seating.ts `boxRight`), and the table's rate allows one more.
 * The game's compose spec when all pass; otherwise the sender was answered and null.
 */
export function boxSender(
  table: Pick<Table, 'game' | 'members' | 'seating' | 'outbox' | 'cast' | 'box'>, client: Client, ref: string | undefined, words: BoxWords,
): NonNullable<Table['game']['composes']> | null {
  const spec = table.game.composes;
  const refuse = (code: string, id: RoomWordId, values?: { game: string }): null => {
    table.outbox.reject(client, roomRefusal(code, id, values, ref));
    return null;
  };
  if (!spec) return refuse(ROOM_ERRORS.noCompose, words.noCompose, { game: table.game.name });
  const member = table.members.of(client);
  if (!member) {
    refuseCaster(table, client, ref);
    return null;
  }
  if (member.seat === 'spectator') return refuse(ROOM_ERRORS.spectator, words.spectator);
  const notAllowed = table.seating.boxRight(member.seat, ref);
  if (notAllowed) {
    table.outbox.reject(client, notAllowed);
    return null;
  }
  if (!table.box.takeCompose()) return refuse(ROOM_ERRORS.rateLimited, words.rateLimited);
  return spec;
}

/** The host's `box` message: open the box to every seated player, or close it. */
export function onBox(table: Pick<Table, 'cast' | 'outbox' | 'members' | 'seating' | 'box' | 'port'>, client: Client, payload: unknown): void {
  const asked = hostMessage(table, client, boxSchema, payload, 'box');
  if (!asked) return;
  if (!table.box.takeSetting()) return table.outbox.reject(client, roomRefusal(ROOM_ERRORS.rateLimited, 'room.slowDown.box'));
  table.seating.setBoxOpen(asked.value.open);
  table.port.sendState();
}
