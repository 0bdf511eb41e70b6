/**
 * Leading + trailing throttle: the first call goes out at once, later calls within the
 * interval collapse into one that carries the latest arguments at the end of it.
 */
export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending trailing call. */
  cancel(): void;
  /** Makes a pending trailing call now (before something that must follow it on the wire). */
  flush(): void;
}

export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  intervalMs: number,
  clock: { now(): number; setTimeout(cb: () => void, ms: number): unknown; clearTimeout(id: unknown): void } = {
    now: () => Date.now(),
    setTimeout: (cb, ms) => setTimeout(cb, ms),
    clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  },
): Throttled<A> {
  let last = -Infinity;
  let timer: unknown = null;
  let pending: A | null = null;

  const flush = () => {
    timer = null;
    if (!pending) return;
    const args = pending;
    pending = null;
    last = clock.now();
    fn(...args);
  };

  const throttled = ((...args: A) => {
    const wait = last + intervalMs - clock.now();
    if (wait <= 0 && timer === null) {
      last = clock.now();
      fn(...args);
      return;
    }
    pending = args;
    if (timer === null) timer = clock.setTimeout(flush, Math.max(0, wait));
  }) as Throttled<A>;

  throttled.flush = () => {
    if (timer !== null) clock.clearTimeout(timer);
    flush();
  };
  throttled.cancel = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}
