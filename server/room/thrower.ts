/**
 * A room's dice desk: the physical throw of an accepted action, the throw limit per seat,
 * and where every die rests (server/room/dice.ts) for `rolls` after each snapshot.
 *
 * The throw runs synchronously on the room's thread (≈ 1 ms per die, DESIGN §5; see
 * server/dice/README.md): pools of more than ~8 dice belong in a worker thread —
 * `simulateThrow(request, rand)` is pure apart from `rand` and would move there
 * unchanged. A simulation failure is logged and the action stands without a `roll`
 * message. The die map is not touched by `throw`: a throw is recorded only once its
 * action is stored.
 */
import type { Match } from '../../engine/core/match.ts';
import type { TablePiece } from '../../engine/core/projection.ts';
import { encodeRoll } from '../dice/encode.ts';
import { secureRand } from '../dice/rand.ts';
import { simulateThrow } from '../dice/simulate.ts';
import { LIMITS, type RollMessage } from '../protocol.ts';
import type { StoredRoll } from '../store/types.ts';
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
  /** Server randomness for the dice physics (not the engine's seeded RNG). */
  private readonly rand = secureRand();

  constructor(private readonly log: Log) {}

  /** Takes one throw from the seat's allowance; false when it is spent. */
  take(seat: number): boolean {
    let bucket = this.buckets.get(seat);
    if (!bucket) {
      bucket = new TokenBucket(LIMITS.throws.perSecond, LIMITS.throws.burst);
      this.buckets.set(seat, bucket);
    }
    return bucket.take();
  }

  /** Simulates the throw of an accepted action (the `roll` message and its anchors), or null. */
  throw(
    code: string, seat: number, next: Match, pieces: Record<string, TablePiece>, input: ThrowInput, ref: string | undefined,
  ): StoredRoll | null {
    const resting = this.rests.resting(pieces, new Set(input.dice.map((d) => d.id)));
    const planned = planThrow(input.dice, seat, next.seats, pieces, input.fling, resting);
    if (!planned) return null;
    try {
      const frames = encodeRoll(simulateThrow(planned.request, this.rand));
      const message: RollMessage = { rollId: `${code}:${next.version}`, version: next.version, seat, ...frames };
      if (ref !== undefined) message.ref = ref;
      return { message, anchors: planned.anchors };
    } catch (e) {
      this.log(`table ${code}: dice throw at ${next.version} failed: ${e instanceof Error ? e.message : String(e)}`);
      return null;
    }
  }
}
