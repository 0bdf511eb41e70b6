/**
 * Structural sharing for values worked out on the client (a projection's table, from its
 * view): every part of `next` that equals the same part of `prev` is replaced by `prev`'s,
 * so a narrow selector on an unchanged piece keeps its identity and does not re-render.
 * Plain JSON only (objects, arrays, primitives).
 */
export function share<T>(prev: T | null | undefined, next: T): T {
  return (prev === null || prev === undefined ? next : shareAt(prev, next)) as T;
}

function shareAt(a: unknown, b: unknown): unknown {
  if (a === b) return a;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return b;
  if (Array.isArray(a) !== Array.isArray(b)) return b;
  if (Array.isArray(a)) {
    const bs = b as unknown[];
    let same = a.length === bs.length;
    const out = bs.map((x, i) => {
      const y = i < a.length ? shareAt(a[i], x) : x;
      if (y !== a[i]) same = false;
      return y;
    });
    return same ? a : out;
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  let same = true;
  let count = 0;
  for (const key of Object.keys(bo)) {
    const had = Object.prototype.hasOwnProperty.call(ao, key);
    const y = had ? shareAt(ao[key], bo[key]) : bo[key];
    if (!had || y !== ao[key]) same = false;
    Object.defineProperty(out, key, { value: y, enumerable: true, writable: true, configurable: true });
    count++;
  }
  if (same && count === Object.keys(ao).length) return a;
  return out;
}
