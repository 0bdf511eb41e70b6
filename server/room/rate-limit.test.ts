import { describe, expect, it } from 'vitest';
import { TokenBucket } from './rate-limit.ts';

describe('TokenBucket (per-client rate limit)', () => {
  it('rate limit: a full bucket allows a burst, then refills at the sustained rate', () => {
    let now = 0;
    const bucket = new TokenBucket(20, 40, () => now);
    let allowed = 0;
    for (let i = 0; i < 100; i++) if (bucket.take()) allowed++;
    expect(allowed).toBe(40);
    now += 500; // half a second at 20/s: 10 more
    allowed = 0;
    for (let i = 0; i < 100; i++) if (bucket.take()) allowed++;
    expect(allowed).toBe(10);
  });

  it('rate limit: the bucket never holds more than its burst', () => {
    let now = 0;
    const bucket = new TokenBucket(15, 5, () => now);
    now += 60_000;
    let allowed = 0;
    for (let i = 0; i < 50; i++) if (bucket.take()) allowed++;
    expect(allowed).toBe(5);
  });
});
