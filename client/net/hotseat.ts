/**
 * Several seats on one device, passed from hand to hand (docs/PROTOCOL.md §6h). The seat
 * in front of the screen is the page's connection (client/net/connection.ts); every other
 * seat of the device keeps its own connection, parked: the server sends it no view of its
 * seat, only whether the table waits on it. Passing the device parks the front seat and
 * empties the page of its view before the cover goes up ("Pass to Ben — tap when ready");
 * the next seat's view is asked for only when its player taps. So one seat's hand or
 * sealed choice is never in the page while another seat plays, and undo and secrecy stay
 * each seat's own, as at separate devices.
 *
 * The device's seats (name, colour, resume token) and the cover are kept in
 * sessionStorage, so a reload comes back to the same seats with the cover where it was.
 */
import type { Room } from 'colyseus.js';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { S2C, type WelcomeMessage } from '../../wire/protocol.ts';
import type { HotseatStatus } from '../../wire/hotseat.ts';
import { frontSeat, pageClient, parkFrontSeat, takeParkedSeat } from './connection.ts';
import { tableStore } from './store.ts';
import { registerLeave } from './leave.ts';

/** A seat of this device that is not in front of the screen. */
export interface DeviceSeat {
  seat: number;
  name: string;
  color: string;
  resume: string;
}

export interface HotseatState {
  /** The table these seats are at. */
  code: string | null;
  /** The device's parked seats, by seat, and whether the table waits on each. */
  parked: Record<number, DeviceSeat & { awaited: boolean }>;
  /** The seat the device is being passed to: the cover is up until its player taps. */
  cover: DeviceSeat | null;
  /** Why adding a seat or taking one failed, for the panel. */
  problem: 'no-seat' | 'lost' | null;
}

export const hotseatStore = createStore<HotseatState>()(() => ({ code: null, parked: {}, cover: null, problem: null }));

export function useHotseat<T>(pick: (s: HotseatState) => T): T {
  return useStore(hotseatStore, pick);
}

const rooms = new Map<number, Room>();
const KEY = 'woodland:hotseat:';

/** What a reload needs: the device's other seats, the seat in front of the screen (its name), and the cover. */
interface Saved { seats: DeviceSeat[]; front: { seat: number; name: string; color: string } | null; cover: number | null }

function save(): void {
  const { code, parked, cover } = hotseatStore.getState();
  if (!code) return;
  const seats = [...Object.values(parked).map(({ awaited: _, ...s }) => s), ...(cover ? [cover] : [])];
  const front = frontSeat();
  const saved: Saved = { seats, front: front ? { seat: front.seat, ...seatLook(front.seat) } : null, cover: cover?.seat ?? null };
  try {
    if (seats.length === 0) sessionStorage.removeItem(KEY + code);
    else sessionStorage.setItem(KEY + code, JSON.stringify(saved));
  } catch {
    // Storage blocked: the device's seats last this page.
  }
}

function loadSaved(code: string): Saved | null {
  try {
    const text = sessionStorage.getItem(KEY + code);
    const saved = text ? (JSON.parse(text) as Saved) : null;
    return saved && Array.isArray(saved.seats) ? saved : null;
  } catch {
    return null;
  }
}

function setParked(seat: DeviceSeat, awaited: boolean): void {
  hotseatStore.setState((s) => ({ parked: { ...s.parked, [seat.seat]: { ...seat, awaited } } }));
}

/** Listens to a parked seat's room: whether the table waits on it, and its loss. */
function keep(seat: DeviceSeat, room: Room): void {
  rooms.set(seat.seat, room);
  room.onMessage(S2C.hotseat, (status: HotseatStatus) => {
    if (rooms.get(seat.seat) !== room || !status.parked) return;
    if (hotseatStore.getState().parked[seat.seat]) setParked(seat, status.awaited);
  });
  room.onLeave(() => {
    if (rooms.get(seat.seat) === room) rooms.delete(seat.seat);
  });
}

/** A parked seat's room, joined again with its resume token when its connection was lost. */
async function roomOf(code: string, seat: DeviceSeat): Promise<Room> {
  const open = rooms.get(seat.seat);
  if (open?.connection.isOpen) return open;
  const room = await pageClient().joinById(code, { name: seat.name, color: seat.color, spectator: false, resume: seat.resume, seat: seat.seat, parked: true });
  keep(seat, room);
  return room;
}

/**
 * Seats a further player at this table on this device, parked until the device is passed
 * to them. Resolves once the server gave them a seat; `no-seat` when none was free.
 */
export async function addDevicePlayer(name: string, color: string): Promise<void> {
  const code = tableStore.getState().code;
  if (!code) return;
  hotseatStore.setState({ code, problem: null });
  const room = await pageClient().joinById(code, { name, color, spectator: false, parked: true });
  const welcome = await new Promise<WelcomeMessage>((resolve) => room.onMessage(S2C.welcome, resolve));
  if (typeof welcome.seat !== 'number' || welcome.resume === undefined) {
    room.leave(true).catch(() => undefined);
    hotseatStore.setState({ problem: 'no-seat' });
    return;
  }
  const seat: DeviceSeat = { seat: welcome.seat, name, color, resume: welcome.resume };
  keep(seat, room);
  if (!hotseatStore.getState().parked[seat.seat]) setParked(seat, false);
  save();
}

/** Passes the device to a parked seat: the front seat parks, the page forgets its view, the cover goes up. */
export function passTo(seat: number): void {
  const target = hotseatStore.getState().parked[seat];
  if (!target || !frontSeat()) return;
  const code = hotseatStore.getState().code ?? tableStore.getState().code;
  parkFront();
  hotseatStore.setState((s) => {
    const { [seat]: _taken, ...rest } = s.parked;
    return { code, cover: target, parked: rest };
  });
  save();
}

/** The cover's player tapped: their seat comes in front of the screen. */
export async function takeCoveredSeat(): Promise<void> {
  const { cover, code } = hotseatStore.getState();
  if (!cover || !code) return;
  let room: Room;
  try {
    room = await roomOf(code, cover);
  } catch {
    hotseatStore.setState({ problem: 'lost' });
    return;
  }
  // A front seat still attached (a reload raced the cover) parks before the next one is taken.
  parkFront();
  rooms.delete(cover.seat);
  hotseatStore.setState({ cover: null, problem: null });
  takeParkedSeat(room);
  save();
}

function seatLook(seat: number): { name: string; color: string } {
  const meta = tableStore.getState().seats?.find((m) => m.seat === seat);
  return { name: meta?.name ?? '', color: meta?.color ?? '#888888' };
}

/**
 * Before the page comes back to table `code` (a reload): the cover goes up again at once
 * where it was, so nothing of the table is drawn until its player taps.
 */
export function restoreCover(code: string): void {
  const saved = loadSaved(code);
  if (!saved || hotseatStore.getState().code === code) return;
  const cover = saved.seats.find((s) => s.seat === saved.cover) ?? null;
  hotseatStore.setState({ code, parked: {}, cover, problem: null });
}

/**
 * Once the page is back at table `code`: the front seat parks again if the cover is up, and
 * the device's other seats join again, parked.
 */
export async function restoreDevice(code: string): Promise<void> {
  const saved = loadSaved(code);
  if (!saved || hotseatStore.getState().code !== code || rooms.size > 0) return;
  // The front seat is known once its welcome came.
  for (let waited = 0; !frontSeat() && waited < 10_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
  const front = frontSeat();
  const cover = hotseatStore.getState().cover;
  const look = (seat: number) => saved.seats.find((s) => s.seat === seat) ?? (saved.front?.seat === seat ? saved.front : undefined);
  if (cover && front) parkFront(look(front.seat));
  for (const seat of saved.seats) {
    if (seat.seat === cover?.seat || seat.seat === front?.seat) continue;
    setParked(seat, false);
    void roomOf(code, seat).catch(() => hotseatStore.setState({ problem: 'lost' }));
  }
}

/** Parks the seat in front of the screen and keeps its room among the device's parked seats. */
function parkFront(look?: { name: string; color: string }): void {
  const front = frontSeat();
  if (!front) return;
  const { name, color } = look ?? seatLook(front.seat);
  const room = parkFrontSeat();
  if (!room) return;
  const seat: DeviceSeat = { seat: front.seat, name, color, resume: front.resume };
  keep(seat, room);
  setParked(seat, false);
}

/** Leaving the table: every parked seat of the device leaves with it. */
export function leaveDevice(): void {
  const { code } = hotseatStore.getState();
  for (const room of rooms.values()) room.leave(true).catch(() => undefined);
  rooms.clear();
  hotseatStore.setState({ code: null, parked: {}, cover: null, problem: null });
  if (code) {
    try {
      sessionStorage.removeItem(KEY + code);
    } catch {
      // Nothing kept.
    }
  }
}

registerLeave(leaveDevice);
