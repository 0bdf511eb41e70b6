/**
 * What the table sends one client or everyone outside the pipeline's patches: a refusal
 * (to its sender only), the welcome, a full snapshot (then where every die rests and the
 * clocks), the greeting a (re)joiner gets, and the table events — who sat down, left, was
 * removed — told to everyone connected as chat goes, the latest kept for later joiners.
 */
import type { Client } from 'colyseus';
import type { Viewer } from '../../../engine/core/types.ts';
import { PROTOCOL_VERSION, S2C, type RejectedMessage, type TableEvent, type WelcomeMessage } from '../../../wire/protocol.ts';
import { sendTo } from '../broadcast.ts';
import type { Member } from '../members.ts';
import type { Table } from './table.ts';

/** How many of the table's latest events (joins, leaves, removals) a joiner is sent. */
const TABLE_EVENTS_KEPT = 50;

/** A refusal to its sender alone. */
export function sendRejection(client: Client, message: RejectedMessage): void {
  try {
    client.send(S2C.rejected, message);
  } catch {
    // The sender is gone; there is nobody to answer.
  }
}

export type OutboxTable = Pick<
  Table, 'code' | 'game' | 'match' | 'seed' | 'state' | 'members' | 'seating' | 'cast' | 'sync' | 'dice' | 'keeper' | 'now'
>;

export class Outbox {
  /** The latest table events, oldest first, for joiners (`TABLE_EVENTS_KEPT`). */
  private readonly events: TableEvent[] = [];

  constructor(private readonly table: OutboxTable) {}

  reject(client: Client, message: RejectedMessage): void {
    sendRejection(client, message);
  }

  /** A table event to everyone connected; the last `TABLE_EVENTS_KEPT` are kept for whoever joins later (sent after its snapshot). */
  announce(event: Omit<TableEvent, 'at' | 'v'>): void {
    const told: TableEvent = { ...event, at: this.table.now(), v: this.table.match.version };
    this.events.push(told);
    if (this.events.length > TABLE_EVENTS_KEPT) this.events.shift();
    sendTo(this.table.members.connected(), S2C.event, told);
  }

  /** Welcome, then the snapshot, then the table's latest events: what a client gets on (re)joining. */
  greet(member: Member): void {
    this.welcome(member);
    this.snapshot(member);
    // Who sat down (and left) before this joiner came, for its log.
    for (const event of this.events) member.client.send(S2C.event, event);
  }

  /** A full snapshot to one client, then where every die rests (`rolls`, possibly empty), the clocks and, to a spectator, the seats' cameras. */
  snapshot(member: Member): void {
    const { cast, sync, match, dice, keeper } = this.table;
    // Parked behind its device's cover: nothing of its seat's view goes to the device.
    if (member.parked) return;
    if (member.delayed) {
      // The delayed feed's version, never the live one.
      const feed = cast.spectators;
      if (feed.has(member.client)) feed.resend(member.client);
      else feed.join(member.client, this.table.now());
      return;
    }
    sync.sendSnapshot(member, match);
    member.client.send(S2C.rolls, dice.rests.message());
    keeper.sendClocks(member.client);
    // A live spectator may follow a seat's camera: each seat's latest pose (server/room/camera.ts).
    if (member.seat !== 'spectator') return;
    for (const m of this.table.members.values()) if (m.seat !== 'spectator' && m.pose) member.client.send(S2C.camera, m.pose);
  }

  welcome(member: Member): void {
    const delayed = member.delayed ? { caster: false, seconds: this.table.cast.spectators.delayMs / 1000 } : undefined;
    const welcome = this.welcomeOf(member.seat, member.sessionId, delayed);
    if (member.resume !== null) welcome.resume = member.resume;
    if (this.table.seating.isHost(member.seat)) welcome.host = true;
    member.client.send(S2C.welcome, welcome);
  }

  welcomeOf(seat: Viewer, sessionId: string, delayed?: WelcomeMessage['delayed']): WelcomeMessage {
    const { code, game, state } = this.table;
    const welcome: WelcomeMessage = { protocol: PROTOCOL_VERSION, code, gameId: game.id, seat, sessionId, seedCommit: state.seedCommit };
    // The seed tells that the game is over: a delayed viewer learns it from its own feed.
    if (delayed) welcome.delayed = delayed;
    else if (state.over) welcome.seed = this.table.seed;
    return welcome;
  }
}
