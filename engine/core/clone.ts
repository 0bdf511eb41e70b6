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
  return plain(value, false) as T;
}

/**
 * Values made plain once and frozen (`frozenPlain`): the copies take them as they are, so
 * a projection that holds one holds that very value, and the next projection that holds
 * it again is found unchanged by identity.
 */
const madePlain = new WeakSet<object>();

/** Whether `v` came from `frozenPlain` (frozen first: the cheap test for most values). */
export function isMadePlain(v: object): boolean {
  return Object.isFrozen(v) && madePlain.has(v);
}

/**
 * `plainCopy(value)`, frozen throughout and marked, so that `plainCopy` and `plainShared`
 * keep it as it is instead of copying it. For a game's caches of what it shows (a piece's
 * view made once for every viewer and every action that leaves the piece as it was): a
 * projection holding the same cached value as the one before is then unchanged there by
 * identity, for the copy and for the room's diff.
 */
export function frozenPlain<T>(value: T): T {
  return plain(value, true) as T;
}

/**
 * The plain copy of `v`: what is made plain already kept as it is, everything else new,
 * and with `freeze` each new object and array frozen and marked as it is made.
 */
function plain(v: unknown, freeze: boolean): unknown {
  if (typeof v === 'number') return Number.isFinite(v) ? (v === 0 ? 0 : v) : null;
  if (typeof v !== 'object' || v === null) return v;
  if (isMadePlain(v)) return v;
  let out: object;
  if (Array.isArray(v)) {
    const n = v.length;
    const a = new Array<unknown>(n);
    for (let i = 0; i < n; i++) {
      const x: unknown = v[i];
      a[i] = x === undefined || typeof x === 'function' ? null : plain(x, freeze);
    }
    out = a;
  } else {
    const o: Record<string, unknown> = {};
    const source = v as Record<string, unknown>;
    for (const key in source) {
      const x = source[key];
      if (x === undefined || typeof x === 'function') continue;
      setMember(o, key, plain(x, freeze));
    }
    out = o;
  }
  if (freeze) {
    Object.freeze(out);
    madePlain.add(out);
  }
  return out;
}

/**
 * `plainCopy(value)`, except that each part of the copy whose JSON text would equal the
 * part of `prev` at the same place (the same members in the same order) is that part of
 * `prev` itself, and `prev` whole when all of it is. `prev` must be plain JSON already (an
 * earlier result of `plainCopy` or of this function) and is never changed. The room keeps
 * each viewer's last projection this way, so that what did not change is found by
 * identity rather than walked again (server/room/sync.ts).
 */
export function plainShared<T>(prev: unknown, value: T): T {
  return sharedPlain(prev, value) as T;
}

function sharedPlain(prev: unknown, v: unknown): unknown {
  if (typeof v === 'number') return Number.isFinite(v) ? (v === 0 ? 0 : v) : null;
  if (typeof v !== 'object' || v === null || v === prev) return v;
  if (isMadePlain(v)) return v;
  if (Array.isArray(v)) {
    const n = v.length;
    const before = Array.isArray(prev) ? (prev as unknown[]) : null;
    // The earlier array is kept only while every member so far is its member.
    let out: unknown[] | null = before !== null && before.length === n ? null : new Array<unknown>(n);
    for (let i = 0; i < n; i++) {
      const x: unknown = v[i];
      const was = before !== null ? before[i] : undefined;
      const c = x === undefined || typeof x === 'function' ? null : sharedPlain(was, x);
      if (out !== null) out[i] = c;
      else if (c !== was) {
        out = new Array<unknown>(n);
        for (let j = 0; j < i; j++) out[j] = before![j];
        out[i] = c;
      }
    }
    return out ?? before;
  }
  const source = v as Record<string, unknown>;
  const before = typeof prev === 'object' && prev !== null && !Array.isArray(prev) ? (prev as Record<string, unknown>) : null;
  // While `out` is null, every member written so far is the member of `before` by that name.
  let out: Record<string, unknown> | null = before === null ? {} : null;
  let k = 0;
  for (const key in source) {
    const x = source[key];
    if (x === undefined || typeof x === 'function') continue;
    // A member named "__proto__" is never looked up in `before` (it may not own one); any
    // other name that `before` lacks reads undefined or one of Object.prototype's functions,
    // neither of which a copy can be.
    const was = before !== null && key !== '__proto__' ? before[key] : undefined;
    const c = sharedPlain(was, x);
    if (out === null && (c !== was || key === '__proto__')) out = membersBefore(source, key, before!);
    if (out !== null) setMember(out, key, c);
    k++;
  }
  if (out !== null) return out;
  // Every member is the earlier one; `before` itself when it has no others. (Members in
  // another order make the same value: a diff compares objects member by member.)
  let n = 0;
  for (const _ in before) n++;
  return n === k ? before : membersBefore(source, null, before!);
}

/**
 * A new object with the members of `source` written before `stop` (all of them for null),
 * each the member of `before` by that name, as the copy found them.
 */
function membersBefore(source: Record<string, unknown>, stop: string | null, before: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key in source) {
    if (key === stop) break;
    const x = source[key];
    if (x === undefined || typeof x === 'function') continue;
    out[key] = before[key];
  }
  return out;
}

function setMember(out: Record<string, unknown>, key: string, value: unknown): void {
  // A member named "__proto__" (JSON.parse makes one) stays a member, as in the text.
  if (key === '__proto__') Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  else out[key] = value;
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
