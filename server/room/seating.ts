/**
 * Who sits where at one table, and who is its host: the seats' public metadata (name,
 * colour, occupied, connected, away — the Schema state's), the spectator count, the
 * seats the host banned, and the host's rights.
 *
 * The host is the first player to sit at the table (in this room's life). Only the host
 * may remove a player (server/room/removal.ts), make, revoke or set the delays of the
 * caster link (server/room/cast-messages.ts), end a table for everyone (a prompt flagged
 * `ends`, server/room/table/decide.ts) and open the box (server/room/box.ts), which lets
 * every seated player do what only the host may otherwise: bring images and components
 * and take them off; everyone else is answered `room/not-host`.
 * The streaming code asks the seating who the host is.
 */
import { seatColor } from '../../engine/table/tokens.ts';
import type { Viewer } from '../../engine/core/types.ts';
import { ROOM_ERRORS, type RejectedMessage, type TableSettings } from '../../wire/protocol.ts';
import type { RoomWordId } from '../../wire/room-words.en.ts';
import { roomRefusal } from './checks.ts';
import { SeatBans } from './removal.ts';
import { SeatMeta, TableState } from './schema.ts';
import { botName } from './stand-ins.ts';

/** What only the host may do. */
export type HostRight = 'remove' | 'cast' | 'end' | 'box';

const HOST_ONLY: Record<HostRight, RoomWordId> = {
  remove: 'room.host.remove',
  cast: 'room.host.cast',
  end: 'room.host.end',
  box: 'room.host.box',
};

/** A new room's Schema state: the table's public metadata, its bot seats taken from the start. */
export function tableState(code: string, gameId: string, seedCommit: string, seats: number, settings: TableSettings): TableState {
  const state = new TableState();
  state.code = code;
  state.gameId = gameId;
  state.seedCommit = seedCommit;
  for (let seat = 0; seat < seats; seat++) {
    const bot = settings.bots[seat] ?? null;
    const meta = new SeatMeta().assign({ seat });
    if (bot) meta.assign({ name: botName(seat), color: seatColor(seat), occupied: true, connected: true, bot });
    state.seats.push(meta);
  }
  return state;
}

export class Seating {
  /** The seat of the first player to sit down: the host. */
  private hostSeat: number | null = null;
  /** Who the host banned from the seats. */
  readonly bans = new SeatBans();

  constructor(private readonly state: TableState) {}

  /** The seats' public metadata. */
  get seats(): readonly SeatMeta[] {
    return this.state.seats;
  }

  meta(seat: number): SeatMeta {
    const meta = this.state.seats[seat];
    if (!meta) throw new Error(`no seat ${seat}`);
    return meta;
  }

  isHost(seat: Viewer): boolean {
    return seat !== 'spectator' && seat === this.hostSeat;
  }

  /** Null when `seat` may use the host's `right`, else the refusal its sender is answered. */
  hostOnly(seat: Viewer, right: HostRight, ref?: string): RejectedMessage | null {
    return this.isHost(seat) ? null : roomRefusal(ROOM_ERRORS.notHost, HOST_ONLY[right], undefined, ref);
  }

  /**
   * Null when `seat` may change the box — upload images, compose components, take them off
   * the table (server/room/box.ts) —: the host, or any seated player while the host has
   * opened it; else the refusal its sender is answered.
   */
  boxRight(seat: Viewer, ref?: string): RejectedMessage | null {
    if (this.isHost(seat) || (seat !== 'spectator' && this.state.boxOpen)) return null;
    return roomRefusal(ROOM_ERRORS.notHost, 'room.host.boxClosed', undefined, ref);
  }

  /** Whether every seated player may change the box now. */
  get boxOpen(): boolean {
    return this.state.boxOpen;
  }

  /** The host opens the box to everyone, or closes it. */
  setBoxOpen(open: boolean): void {
    this.state.boxOpen = open;
  }

  /** A player sat down at `seat`; the first one becomes the host. */
  sit(seat: number, name: string, color: string): void {
    this.meta(seat).assign({ name, color, occupied: true, connected: true });
    if (this.hostSeat === null) this.hostSeat = seat;
  }

  /** The seat is free for the next joiner. */
  free(seat: number): void {
    this.meta(seat).assign({ name: '', color: '', occupied: false, connected: false });
  }

  setConnected(seat: number, connected: boolean): void {
    this.meta(seat).connected = connected;
  }

  /** Shows the seat as away ('bot', 'skip') or back (''). */
  markAway(seat: number, away: string): void {
    this.meta(seat).away = away;
  }

  /** The seat's name as the table shows it. */
  name(seat: number): string {
    return this.state.seats[seat]?.name || `Seat ${seat + 1}`;
  }

  /** Whether every seat is taken now (by a person or a bot). */
  allTaken(): boolean {
    return this.state.seats.every((s) => s.occupied);
  }

  players(): number {
    let players = 0;
    for (const s of this.state.seats) if (s.occupied) players++;
    return players;
  }

  get spectators(): number {
    return this.state.spectators;
  }

  /** Changes the public count of connected spectators. */
  countSpectators(delta: number): void {
    this.state.spectators += delta;
  }
}
