/**
 * Checks on what a request carries before anything recursive or costly looks at it:
 * its size, the nesting depth of a JSON value, and a per-address token bucket for costly
 * requests.
 */
import { TokenBucket, type Clock } from './room/rate-limit.ts';

/** Largest request body read (the JSON API, and matchmaking requests before Colyseus buffers them). */
export const MAX_BODY_BYTES = 16 * 1024;

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
 * The key a client address is limited under. An IPv4 address is its own key (also when
 * the socket reports it IPv4-mapped, `::ffff:10.0.0.1`); an IPv6 address is keyed by its
 * /64 prefix, since one host is routinely given a whole /64 and could otherwise take a
 * fresh bucket for every request. Anything that does not parse is its own key.
 */
export function addressKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const a = address.toLowerCase().replace(/%.*$/, ''); // drop an IPv6 zone (fe80::1%eth0)
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(a);
  if (mapped) return mapped[1] as string;
  if (!a.includes(':')) return a;
  const halves = a.split('::');
  if (halves.length > 2) return a;
  const groups = (half: string | undefined): string[] | null => {
    if (!half) return [];
    const parts = half.split(':');
    const last = parts[parts.length - 1] as string;
    if (last.includes('.')) { // an embedded IPv4 tail is the last two groups
      const v4 = last.split('.').map(Number);
      if (v4.length !== 4 || v4.some((n) => !Number.isInteger(n) || n < 0 || n > 255)) return null;
      const [b0, b1, b2, b3] = v4 as [number, number, number, number];
      parts.splice(-1, 1, ((b0 << 8) | b1).toString(16), ((b2 << 8) | b3).toString(16));
    }
    return parts.every((p) => /^[0-9a-f]{1,4}$/.test(p)) ? parts : null;
  };
  const head = groups(halves[0]);
  const tail = groups(halves[1]);
  if (!head || !tail) return a;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return a;
  const all = [...head, ...Array<string>(missing).fill('0'), ...tail];
  return `${all.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`;
}

/**
 * One token bucket per client (`addressKey`), for requests that cost the server something
 * to keep (creating a table). The map stays bounded: entries are kept in order of last
 * use, those idle for `idleMs` are dropped as new requests come, and past `maxAddresses`
 * the least recently seen is dropped (it comes back with a full burst, which gains a
 * client holding that many addresses nothing it did not already have).
 */
export class AddressLimiter {
  private readonly buckets = new Map<string, { bucket: TokenBucket; last: number }>();

  constructor(
    readonly perMinute: number,
    readonly burst: number,
    private readonly now: Clock = () => performance.now(),
    private readonly idleMs = 10 * 60_000,
    private readonly maxAddresses = 10_000,
  ) {}

  /** Takes one request from the client at `address` (a socket's remote address); false when over the limit. */
  take(address: string | undefined): boolean {
    const t = this.now();
    const key = addressKey(address);
    let entry = this.buckets.get(key);
    if (entry) {
      this.buckets.delete(key); // re-inserted below: the map stays in order of last use
    } else {
      this.forget(t);
      entry = { bucket: new TokenBucket(this.perMinute / 60, this.burst, this.now), last: t };
    }
    entry.last = t;
    this.buckets.set(key, entry);
    return entry.bucket.take();
  }

  /** Seconds until one more request would be let through (for Retry-After). */
  get retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(60 / this.perMinute));
  }

  /** Drops idle entries from the least recently used end, then the oldest while full. */
  private forget(t: number): void {
    for (const [key, entry] of this.buckets) {
      if (t - entry.last <= this.idleMs && this.buckets.size < this.maxAddresses) break;
      this.buckets.delete(key);
    }
  }
}
