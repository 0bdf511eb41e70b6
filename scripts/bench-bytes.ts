/**
 * `npm run bench -- bytes`: what one action costs on the wire, per viewer, as the room
 * sends it (server/room/sync.ts): the `patch` message between a viewer's projections
 * before and after the action (new log lines the game words itself without their text),
 * encoded as Colyseus encodes it and packed where the room packs it
 * (server/room/packing.ts), plus the WebSocket frame header. Random prompted play (the simulator's picker) on the free table, Explorers and
 * Root; reported for the simple moves the performance issue names (a meeple moved, a
 * tile placed, warriors moved) and for every Root action. The floor beside it is the bare
 * Colyseus room's state patch for one changed field (measured in the `crowd` section).
 */
import type { AnyGameModule } from '../engine/core/module.ts';
import { getGame } from '../engine/games/registry.ts';
import { patchBytes } from '../server/room/packing.ts';
import { randomPatches } from '../tests/room/random-patches.ts';
import { rootTables } from './root-tables.ts';

/** A WebSocket frame's header from the server (unmasked): 2 bytes, 4 from 126 bytes of payload. */
const frameHeader = (payload: number): number => (payload < 126 ? 2 : payload < 65536 ? 4 : 10);

interface Sizes {
  /** The action's `t`, with the sizes its patch had for each seat and for a spectator. */
  kind: string;
  players: number[];
  spectator: number;
}

/** Plays `actions` random prompted actions and measures each one's patch to every viewer. */
function play(module: AnyGameModule, options: unknown, seats: number, label: string, actions: number): Sizes[] {
  return randomPatches(module, options, seats, `bytes:${label}`, actions).map(({ kind, patches }) => {
    // The spectators' patch as the room sends it to a table watched by more than one.
    const sizes = patches.map((message, i) => {
      const payload = patchBytes(module.id, message, i === seats ? 2 : 1).length;
      return payload + frameHeader(payload);
    });
    return { kind, players: sizes.slice(0, seats), spectator: sizes[seats]! };
  });
}

const mean = (xs: number[]): number => Math.round(xs.reduce((s, x) => s + x, 0) / xs.length);
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

function figures(prefix: string, rows: Sizes[]): Record<string, number> {
  const players = rows.flatMap((r) => r.players);
  const spectator = rows.map((r) => r.spectator);
  return {
    [`${prefix}Actions`]: rows.length,
    [`${prefix}ToPlayerMean`]: mean(players),
    [`${prefix}ToPlayerMedian`]: median(players),
    [`${prefix}ToPlayerMax`]: Math.max(...players),
    [`${prefix}ToSpectatorMean`]: mean(spectator),
    [`${prefix}ToSpectatorMedian`]: median(spectator),
    [`${prefix}ToSpectatorMax`]: Math.max(...spectator),
  };
}

export function benchBytes(): Record<string, number> {
  const sandbox = play(getGame('sandbox')!, {}, 4, 'sandbox', 400);
  const explorers = play(getGame('explorers')!, {}, 2, 'explorers', 2000);
  const { pairs, four } = rootTables();
  const root = [
    ...(pairs[0] ? play(getGame('root')!, { factions: pairs[0].factions }, 2, 'root-2', 3000) : []),
    ...(four ? play(getGame('root')!, { factions: four.factions }, 4, 'root-4', 3000) : []),
  ];
  return {
    ...figures('freeTableMeepleMoved', sandbox.filter((r) => r.kind === 'move')),
    ...figures('explorersTilePlaced', explorers.filter((r) => r.kind === 'place')),
    ...figures('rootWarriorsMoved', root.filter((r) => r.kind === 'move')),
    ...figures('rootEveryAction', root),
    ...figures('explorersEveryAction', explorers),
  };
}
