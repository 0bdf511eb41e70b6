/**
 * A deep copy of plain JSON-shaped data (objects, arrays, primitives — what every game
 * state and RNG state is, DESIGN §3): the private draft `applyAction` hands a game's
 * `apply`. About twice as fast as `structuredClone` on the games' states, which also
 * handles Maps, Dates and cycles that no state holds (docs/PERFORMANCE.md, "Copying the
 * state"). Keys whose value is `undefined` are kept, like `structuredClone` keeps them.
 */
export function cloneJson<T>(value: T): T {
  return typeof value === 'object' && value !== null ? (copy(value) as T) : value;
}

/**
 * The copy of one object or array. Primitives are tested where they are read rather than
 * in a call of their own: most of a state's values are numbers and strings.
 */
function copy(value: object): object {
  if (Array.isArray(value)) {
    const n = value.length;
    const out = new Array<unknown>(n);
    for (let i = 0; i < n; i++) {
      const v: unknown = value[i];
      out[i] = typeof v === 'object' && v !== null ? copy(v) : v;
    }
    return out;
  }
  const out: Record<string, unknown> = {};
  const source = value as Record<string, unknown>;
  for (const key in source) {
    const v = source[key];
    out[key] = typeof v === 'object' && v !== null ? copy(v) : v;
  }
  return out;
}

/**
 * A copy of JSON-shaped data as its JSON text would read back, without the text: members
 * that are `undefined` (or functions) left out, and in arrays written as null; numbers
 * that are not finite become null, and -0 becomes 0. What the room sends is normalised
 * this way so that what it diffs is what a client will hold (docs/PERFORMANCE.md).
 */
export function plainCopy<T>(value: T): T {
  return plain(value) as T;
}

function plain(v: unknown): unknown {
  if (typeof v === 'number') return Number.isFinite(v) ? (v === 0 ? 0 : v) : null;
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) {
    const n = v.length;
    const out = new Array<unknown>(n);
    for (let i = 0; i < n; i++) {
      const x: unknown = v[i];
      out[i] = x === undefined || typeof x === 'function' ? null : plain(x);
    }
    return out;
  }
  const out: Record<string, unknown> = {};
  const source = v as Record<string, unknown>;
  for (const key in source) {
    const x = source[key];
    if (x === undefined || typeof x === 'function') continue;
    // A member named "__proto__" (JSON.parse makes one) stays a member, as in the text.
    if (key === '__proto__') Object.defineProperty(out, key, { value: plain(x), enumerable: true, writable: true, configurable: true });
    else out[key] = plain(x);
  }
  return out;
}

/**
 * Whether two JSON-shaped values have the same JSON text, without writing either: the
 * same members in the same order (members that are `undefined` or functions left out,
 * and null in arrays), numbers that are not finite equal to null, -0 to 0. Stops at the
 * first difference. What the undo reveal check compares projections by (engine/core/undo.ts).
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const ta = typeof a;
  const tb = typeof b;
  if (ta === 'number' || tb === 'number' || a === null || b === null) return asJsonNumber(a) === asJsonNumber(b);
  if (ta !== 'object' || tb !== 'object') return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(inArray(a[i]), inArray(b[i]))) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  // Walk both objects' written members in order, side by side.
  const bk = Object.keys(bo);
  let j = 0;
  for (const key in ao) {
    const x = ao[key];
    if (x === undefined || typeof x === 'function') continue;
    while (j < bk.length && (bo[bk[j]!] === undefined || typeof bo[bk[j]!] === 'function')) j++;
    if (j >= bk.length || bk[j] !== key || !sameJson(x, bo[key])) return false;
    j++;
  }
  while (j < bk.length && (bo[bk[j]!] === undefined || typeof bo[bk[j]!] === 'function')) j++;
  return j === bk.length;
}

/** What an array member is written as: `undefined` and functions as null. */
const inArray = (x: unknown): unknown => (x === undefined || typeof x === 'function' ? null : x);

/**
 * A number, null or anything else as the JSON text tells them apart: every number that
 * is not finite is null, -0 is 0; anything else is a marker of its own that equals nothing.
 */
function asJsonNumber(x: unknown): number | null | symbol {
  if (x === null) return null;
  if (typeof x === 'number') return Number.isFinite(x) ? (x === 0 ? 0 : x) : null;
  return NOT_A_NUMBER;
}
const NOT_A_NUMBER = Symbol('not a number');
