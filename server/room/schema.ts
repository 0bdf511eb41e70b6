/**
 * Colyseus Schema state: public table metadata only, data and no logic (the room writes
 * it). The game itself never goes here — each viewer's projection travels as messages
 * (see docs/PROTOCOL.md), so nothing secret can reach the shared state.
 *
 * Nothing here changes with an ordinary action, so an action sends each client one frame
 * (its projection's patch) and no Schema patch; the version lives in the projections.
 * The fields that change when the game ends (`over`, `seed`) are `@view()` fields: only
 * live clients, whose StateView holds the state (server/room/caster.ts `SchemaViews`),
 * receive them; a delayed viewer (a caster, a delayed spectator) never learns from them
 * that the live table is further on.
 */
import { ArraySchema, Schema, type, view } from '@colyseus/schema';

export class SeatMeta extends Schema {
  @type('uint8') seat = 0;
  @type('string') name = '';
  @type('string') color = '';
  @type('boolean') occupied = false;
  /** False while its player is away within the reconnection grace period. */
  @type('boolean') connected = false;
  /** A bot plays this seat from the start: its level ('random', 'search'), else ''. */
  @type('string') bot = '';
  /** Its player is gone and a stand-in acts: 'bot' or 'skip' (server/room/stand-ins.ts), else ''. */
  @type('string') away = '';
}

export class TableState extends Schema {
  @type('string') code = '';
  @type('string') gameId = '';
  /** Hex sha256 of the seed, published at setup. */
  @type('string') seedCommit = '';
  /** Empty until the game is over, then the seed (fairness proof, DESIGN §5.5). */
  @view() @type('string') seed = '';
  @view() @type('boolean') over = false;
  @type([SeatMeta]) seats = new ArraySchema<SeatMeta>();
  /** Connected spectators. */
  @type('uint16') spectators = 0;
  /** The host opened the box: every seated player may bring images and components (server/room/box.ts). */
  @type('boolean') boxOpen = false;
}
