/**
 * Checks on what a request carries before anything recursive or costly looks at it:
 * the nesting depth of a JSON value, and a per-address token bucket for costly requests.
 */
import { TokenBucket, type Clock } from './room/rate-limit.ts';

/** Deepest nesting of objects and arrays accepted in a request body or table options. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether `text` (JSON) nests objects and arrays at most `max` deep. Scans the characters
 * (skipping strings) without parsing, so a hostile body cannot exhaust the stack of a
 * recursive parser or validator first.
 */
export function jsonDepthWithin(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return false;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return true;
}

/** Nesting depth of a parsed value, counted without recursion; stops once past `max`. */
export function valueDepthWithin(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [v, d] = stack.pop() as [unknown, number];
    if (typeof v !== 'object' || v === null) continue;
    if (d + 1 > max) return false;
    for (const child of Object.values(v as Record<string, unknown>)) stack.push([child, d + 1]);
  }
  return true;
}

/**
 * One token bucket per client address, for requests that cost the server something to
 * keep (creating a table). Idle addresses are forgotten, so the map stays bounded by the
 * addresses active within `idleMs`.
 */
export class AddressLimiter {
  private readonly buckets = new Map<string, { bucket: TokenBucket; last: number }>();

  constructor(
    readonly perMinute: number,
    readonly burst: number,
    private readonly now: Clock = () => performance.now(),
    private readonly idleMs = 10 * 60_000,
  ) {}

  /** Takes one request for `address`; false when it is over the limit. */
  take(address: string): boolean {
    const t = this.now();
    if (this.buckets.size > 1000) this.forgetIdle(t);
    let entry = this.buckets.get(address);
    if (!entry) {
      entry = { bucket: new TokenBucket(this.perMinute / 60, this.burst, this.now), last: t };
      this.buckets.set(address, entry);
    }
    entry.last = t;
    return entry.bucket.take();
  }

  /** Seconds until one more request would be let through (for Retry-After). */
  get retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(60 / this.perMinute));
  }

  private forgetIdle(t: number): void {
    for (const [address, entry] of this.buckets) if (t - entry.last > this.idleMs) this.buckets.delete(address);
  }
}
