/**
 * Random legal play for room tests, the simulator's way (scripts/sim.ts): a seeded picker
 * chooses a seat among those with prompts, a prompt by its `weight` hints (`pickPrompt`)
 * and one of its actions. Here the prompts are whatever each client decoded in its own
 * projection, so the same choices can be replayed offline from `projectMatch` to pick a
 * table seed (both sides see the same JSON).
 */
import { createHash } from 'node:crypto';
import { Rng, seedRng } from '../../engine/core/rng.ts';
import type { Prompt } from '../../engine/core/types.ts';
import { pickPrompt } from '../../scripts/sim.ts';

export interface Choice {
  seat: number;
  prompt: Prompt<unknown>;
  action: Record<string, unknown>;
}

/** A picker seeded from a label. */
export function picker(label: string): Rng {
  return new Rng(seedRng(`picker:${label}`));
}

/** A table seed (64 hex characters, like the server's own) derived from a label. */
export function tableSeed(label: string): string {
  return createHash('sha256').update(`table:${label}`).digest('hex');
}

/**
 * One random prompted action: the first seat (in a random order) whose prompts offer
 * something, then a prompt by weight, then one of its actions. Prompts flagged `ends` are
 * left out, as in the simulator. Null when no seat has anything to do.
 */
export function choose(seats: number, promptsOf: (seat: number) => readonly Prompt<unknown>[], rng: Rng): Choice | null {
  for (const seat of rng.shuffle(Array.from({ length: seats }, (_, i) => i))) {
    const prompts = promptsOf(seat).filter((p) => p.actions.length > 0 && !p.ends);
    if (prompts.length === 0) continue;
    const prompt = pickPrompt(prompts, rng);
    return { seat, prompt, action: rng.pick(prompt.actions) as Record<string, unknown> };
  }
  return null;
}

/**
 * Client-side pacing under the room's token buckets (docs/PROTOCOL.md §6), as a polite
 * client would: a bucket a little slower and smaller than the server's, so that the
 * server's (which refills from the moment the message arrives) always has a token left.
 */
export class Pacer {
  private tokens: number;
  private last = performance.now();
  private readonly rate: number;
  private readonly burst: number;

  constructor(perSecond: number, burst: number) {
    this.rate = perSecond * 0.8;
    this.burst = Math.max(1, burst - 1);
    this.tokens = this.burst;
  }

  private refill(now = performance.now()): void {
    if (now <= this.last) return;
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.rate);
    this.last = now;
  }

  /** Waits until a token is available (does not take it). */
  async ready(): Promise<void> {
    this.refill();
    if (this.tokens >= 1) return;
    await new Promise((r) => setTimeout(r, Math.ceil(((1 - this.tokens) / this.rate) * 1000) + 5));
    this.refill();
  }

  /** Takes a token for a message sent at `at` (performance.now(); default now). */
  take(at = performance.now()): void {
    this.refill(at);
    this.tokens -= 1;
  }
}
