/**
 * Per-client token bucket (Colyseus 0.16 has no rate limiting of its own, DESIGN §9).
 * A bucket holds up to `burst` tokens and refills at `perSecond`; each message takes one.
 */
export type Clock = () => number;

export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: Clock = () => performance.now(),
  ) {
    this.tokens = burst;
    this.last = now();
  }

  /** Takes one token; false when the bucket is empty (the message is over the limit). */
  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) / 1000) * this.perSecond);
    this.last = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
