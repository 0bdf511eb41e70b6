/**
 * Reads the public table metadata out of the Colyseus state. The state arrives decoded
 * by reflection, so its collections may be ArraySchema, MapSchema, arrays or plain
 * objects; only the agreed field names are relied on.
 */
import type { SeatMeta } from './store-types.ts';

export interface RoomMeta {
  code?: string;
  gameId?: string;
  seedCommit?: string;
  /** Empty (absent here) until the game is over. */
  seed?: string;
  seats?: SeatMeta[];
  spectators?: number;
  /** The host lets every seated player change the box (the free table's components and images). */
  boxOpen?: boolean;
}

type Loose = Record<string, unknown>;

function isObject(v: unknown): v is Loose {
  return typeof v === 'object' && v !== null;
}

/** Values of an array, Map, ArraySchema, MapSchema or plain object. */
function valuesOf(c: unknown): unknown[] {
  if (!isObject(c)) return [];
  const values = (c as { values?: unknown }).values;
  if (typeof values === 'function') return Array.from((values as () => Iterable<unknown>).call(c));
  return Object.values(c);
}

function sizeOf(c: unknown): number | undefined {
  if (typeof c === 'number') return c;
  if (!isObject(c)) return undefined;
  for (const key of ['length', 'size']) {
    const n = (c as Loose)[key];
    if (typeof n === 'number') return n;
  }
  return valuesOf(c).length;
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

function readSeat(raw: unknown, index: number): SeatMeta | null {
  if (!isObject(raw)) return null;
  const seat = typeof raw.seat === 'number' ? raw.seat : index;
  const meta: SeatMeta = {
    seat,
    name: str(raw.name) ?? '',
    color: str(raw.color) ?? '#888888',
    occupied: raw.occupied === true,
    connected: raw.connected === true,
  };
  const bot = str(raw.bot);
  if (bot) meta.bot = bot;
  const away = str(raw.away);
  if (away) meta.away = away;
  return meta;
}

export function readRoomMeta(state: unknown): RoomMeta {
  if (!isObject(state)) return {};
  const meta: RoomMeta = {};
  const code = str(state.code);
  if (code) meta.code = code;
  const gameId = str(state.gameId);
  if (gameId) meta.gameId = gameId;
  const seedCommit = str(state.seedCommit);
  if (seedCommit) meta.seedCommit = seedCommit;
  const seed = str(state.seed);
  if (seed) meta.seed = seed;
  if (state.seats !== undefined) {
    meta.seats = valuesOf(state.seats)
      .map(readSeat)
      .filter((s): s is SeatMeta => s !== null)
      .sort((a, b) => a.seat - b.seat);
  }
  const spectators = sizeOf(state.spectators);
  if (spectators !== undefined) meta.spectators = spectators;
  if (typeof state.boxOpen === 'boolean') meta.boxOpen = state.boxOpen;
  return meta;
}
