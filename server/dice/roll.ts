/**
 * A throw from its request and the seed of its spin to the roll message's physical part:
 * what the dice thread (worker.ts) computes. The same request and seed give the same
 * bytes on any thread.
 */
import type { RollFrames } from '../../wire/dice-frames.ts';
import { encodeRoll } from './encode.ts';
import type { ThrowRequest } from './launch.ts';
import { mulberry32 } from './rand.ts';
import { simulateThrow } from './simulate.ts';

export function rollOf(request: ThrowRequest, seed: number): RollFrames {
  return encodeRoll(simulateThrow(request, mulberry32(seed)));
}
