/**
 * A room's dice desk: the physical throw of an accepted action, the throw limit per seat,
 * and where every die rests (server/room/dice.ts) for `rolls` after each snapshot.
 *
 * The throw is simulated on the server's dice threads (server/dice/pool.ts), never on the
 * room's thread: while it runs, other tables go on, and so do this table's chat,
 * presence, pings and joins. The room awaits it before it stores the action, so the
 * action's patches wait for its throw (nobody sees a value before the dice show it), and
 * the table's next action is judged on the state this one left, once it is stored and
 * sent. A throw that fails (an error in the simulation, a thread that stopped or gave no
 * answer) refuses its action (`room/dice-failed`): nothing is stored or sent, the table
 * stays as it was. The die map is not touched by `throw`: a throw is recorded only once
 * its action is stored.
 */
import { randomBytes } from 'node:crypto';
import type { Match } from '../../engine/core/match.ts';
import type { TablePiece } from '../../engine/core/projection.ts';
import type { DicePool } from '../dice/pool.ts';
import { LIMITS, ROOM_ERRORS, type RejectedMessage, type RollMessage } from '../../wire/protocol.ts';
import type { StoredRoll } from '../store/types.ts';
import { roomRefusal } from './checks.ts';
import type { Log } from './context.ts';
import { DiceRests, planThrow, type Fling, type rolledDice } from './dice.ts';
import { TokenBucket } from './rate-limit.ts';

/** What an accepted action threw. */
export interface ThrowInput {
  dice: ReturnType<typeof rolledDice>;
  fling: Fling | undefined;
}

export class Thrower {
  /** Where each die rests after its last throw (sent as `rolls` after every snapshot). */
  readonly rests = new DiceRests();
  /** Throws per seat (LIMITS.throws), kept per seat so a reconnect does not refill it. */
  private readonly buckets = new Map<number, TokenBucket>();

  constructor(private readonly log: Log, private readonly pool: () => DicePool) {}

  /** Starts a dice thread ahead of the table's first throw. */
  warm(): void {
    this.pool().warm();
  }

  /** Takes one throw from the seat's allowance; false when it is spent. */
  take(seat: number): boolean {
    let bucket = this.buckets.get(seat);
    if (!bucket) {
      bucket = new TokenBucket(LIMITS.throws.perSecond, LIMITS.throws.burst);
      this.buckets.set(seat, bucket);
    }
    return bucket.take();
  }

  /**
   * Simulates the throw of an accepted action: its `roll` message and anchors, null when
   * it throws nothing physical, or the refusal when the throw failed.
   */
  async throw(
    code: string, seat: number, next: Match, pieces: Record<string, TablePiece>, input: ThrowInput, ref: string | undefined,
  ): Promise<{ roll: StoredRoll | null } | { refused: RejectedMessage }> {
    const resting = this.rests.resting(pieces, new Set(input.dice.map((d) => d.id)));
    const planned = planThrow(input.dice, seat, next.seats, pieces, input.fling, resting);
    if (!planned) return { roll: null };
    try {
      // Server randomness for the spin (the values are the engine's already).
      const frames = await this.pool().throw(planned.request, randomBytes(4).readUInt32LE(0));
      const message: RollMessage = { rollId: `${code}:${next.version}`, version: next.version, seat, ...frames };
      if (ref !== undefined) message.ref = ref;
      return { roll: { message, anchors: planned.anchors } };
    } catch (e) {
      this.log(`table ${code}: dice throw at ${next.version} failed: ${e instanceof Error ? e.message : String(e)}`);
      return { refused: roomRefusal(ROOM_ERRORS.diceFailed, 'room.dice.failed', undefined, ref) };
    }
  }
}
