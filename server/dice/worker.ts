/**
 * The dice thread (server/dice/pool.ts): a throw is simulated here, never on a room's
 * thread, so a 20-dice throw holds no table. It gets the request and the seed of its
 * spin, and answers with the roll message's physical part, or the error that stopped it
 * (the framing is the worker pool's, server/workers/thread.ts). Nothing but the pool loads
 * this file (on import it listens to its parent).
 */
import { serve } from '../workers/thread.ts';
import type { RollFrames } from '../../wire/dice-frames.ts';
import type { ThrowRequest } from './launch.ts';
import { rollOf } from './roll.ts';

export interface ThrowJob {
  request: ThrowRequest;
  /** Seed of the throw's spin (server randomness: the values are the engine's already). */
  seed: number;
}

serve((job: ThrowJob): RollFrames => rollOf(job.request, job.seed));
