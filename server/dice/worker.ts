/**
 * The dice thread (server/dice/pool.ts): a throw is simulated here, never on a room's
 * thread, so a 20-dice throw holds no table. It gets the request and the seed of its
 * spin, and answers with the roll message's physical part, or the error that stopped it.
 * Nothing but the pool loads this file (on import it listens to its parent).
 */
import { parentPort } from 'node:worker_threads';
import type { RollFrames } from '../../wire/dice-frames.ts';
import type { ThrowRequest } from './launch.ts';
import { rollOf } from './roll.ts';

export interface ThrowJob {
  id: number;
  request: ThrowRequest;
  /** Seed of the throw's spin (server randomness: the values are the engine's already). */
  seed: number;
}

export type ThrowReply = { id: number; frames: RollFrames } | { id: number; error: string } | { ready: true };

parentPort?.on('message', (job: ThrowJob) => {
  let reply: ThrowReply;
  try {
    reply = { id: job.id, frames: rollOf(job.request, job.seed) };
  } catch (e) {
    reply = { id: job.id, error: e instanceof Error ? e.message : String(e) };
  }
  parentPort?.postMessage(reply);
});

parentPort?.postMessage({ ready: true } satisfies ThrowReply);
