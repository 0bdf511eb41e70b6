/** The arc a flying piece follows: straight over the table, up and down like a toss. */

/** Peak height above the higher end, table units, for a flight of `dist`. */
export function arcHeight(dist: number): number {
  return Math.min(4, 1 + dist * 0.18);
}

/** The point at `t` (0…1) of the flight from `a` to `b`, eased in and out, written into `out`. */
export function flightPoint(a: readonly [number, number, number], b: readonly [number, number, number], t: number, out: [number, number, number]): [number, number, number] {
  const u = Math.min(1, Math.max(0, t));
  const e = u * u * (3 - 2 * u);
  const dist = Math.hypot(b[0] - a[0], b[2] - a[2]);
  out[0] = a[0] + (b[0] - a[0]) * e;
  out[2] = a[2] + (b[2] - a[2]) * e;
  out[1] = a[1] + (b[1] - a[1]) * e + Math.sin(Math.PI * e) * arcHeight(dist);
  return out;
}
