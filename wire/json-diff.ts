/**
 * RFC 6902 JSON Patch between two JSON documents (add / replace / remove only).
 *
 * The room only ever diffs two projections made for the same viewer, so a patch can
 * carry nothing that viewer's next snapshot would not carry. Objects are diffed key by
 * key, recursively (a small object whose ops would be longer than itself is replaced
 * whole). Arrays are diffed by index, except that a window that slid forward (the
 * projected log: oldest entries dropped, new ones appended) becomes removes at the front
 * plus appends, and a run of entries cut out of the middle becomes that many removes,
 * instead of rewriting every entry after it.
 *
 * Inputs must be plain JSON (the room JSON-normalises projections before diffing);
 * `undefined` object members are treated as absent.
 */
import { isMadePlain } from '../engine/core/clone.ts';
import type { JsonPatchOp } from './protocol.ts';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** Longest slide the array diff looks for before falling back to index-by-index. */
const MAX_SLIDE = 64;

/** Escapes one JSON Pointer reference token (RFC 6901: "~" → "~0", "/" → "~1"). */
export function escapePointer(token: string): string {
  if (token.indexOf('~') < 0 && token.indexOf('/') < 0) return token;
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The ops that turn `a` into `b`; empty when they are deep-equal. */
export function diff(a: unknown, b: unknown): JsonPatchOp[] {
  const ops: JsonPatchOp[] = [];
  diffAt(a as Json, b as Json, '', ops);
  return ops;
}

function isObject(x: unknown): x is { [k: string]: Json } {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/**
 * The ops last found from a value made plain once (`frozenPlain`: deep-frozen, never
 * changed) to another such value at one path. A part every viewer shares (the free
 * table's pieces, say) is then diffed once an action, not once per viewer: the ops depend
 * only on the two values and the path. The ops are shared too; nothing changes an op once
 * made (the room replaces an op it rewrites).
 */
const remembered = new WeakMap<object, { b: object; path: string; ops: JsonPatchOp[] }>();

function diffAt(a: Json, b: Json, path: string, ops: JsonPatchOp[]): void {
  if (a === b) return;
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null && isMadePlain(a) && isMadePlain(b)) {
    const known = remembered.get(a);
    if (known === undefined || known.b !== b || known.path !== path) {
      const found: JsonPatchOp[] = [];
      diffValues(a, b, path, found);
      remembered.set(a, { b, path, ops: found });
      for (const op of found) ops.push(op);
    } else {
      for (const op of known.ops) ops.push(op);
    }
    return;
  }
  diffValues(a, b, path, ops);
}

function diffValues(a: Json, b: Json, path: string, ops: JsonPatchOp[]): void {
  if (Array.isArray(a) && Array.isArray(b)) {
    diffArray(a, b, path, ops);
  } else if (isObject(a) && isObject(b)) {
    diffObject(a, b, path, ops);
  } else if (!deepEqual(a, b)) {
    ops.push({ op: 'replace', path, value: b });
  }
}

function diffObject(a: { [k: string]: Json }, b: { [k: string]: Json }, path: string, ops: JsonPatchOp[]): void {
  const own: JsonPatchOp[] = [];
  let kept = 0;
  for (const key of Object.keys(a)) {
    if (a[key] === undefined) continue;
    if (!Object.prototype.hasOwnProperty.call(b, key) || b[key] === undefined) {
      own.push({ op: 'remove', path: `${path}/${escapePointer(key)}` });
    }
  }
  let deep = false;
  for (const key of Object.keys(b)) {
    const bv = b[key];
    if (bv === undefined) continue;
    if (bv === a[key]) {
      kept++;
      continue;
    }
    const child = `${path}/${escapePointer(key)}`;
    if (!Object.prototype.hasOwnProperty.call(a, key) || a[key] === undefined) {
      own.push({ op: 'add', path: child, value: bv });
    } else {
      const before = own.length;
      diffAt(a[key] as Json, bv, child, own);
      if (own.length === before) kept++;
      else if (own.length > before + 1 || own[before]!.path !== child) deep = true;
    }
  }
  // Every member changed, each as a whole — or, for a small object, its ops would take more
  // bytes than the object itself: one replace says the same.
  if (path !== '' && own.length > 1 && ((kept === 0 && !deep) || replaceIsShorter(own, path, b))) {
    ops.push({ op: 'replace', path, value: b });
    return;
  }
  for (const op of own) ops.push(op);
}

/** Whether one replace of `b` at `path` takes fewer bytes than `ops` (their JSON, roughly as the wire carries it). */
function replaceIsShorter(ops: readonly JsonPatchOp[], path: string, b: { [k: string]: Json }): boolean {
  let parts = 0;
  for (const op of ops) parts += op.path.length + 4 + (op.op === 'remove' ? 0 : jsonLength(op.value as Json, Infinity));
  return path.length + jsonLength(b, parts - path.length) < parts;
}

/**
 * About how long `x` is as JSON text (escapes not counted), or more than `limit` as soon as
 * that is certain: a large object is not walked to its end.
 */
function jsonLength(x: Json, limit: number): number {
  if (x === null) return 4;
  switch (typeof x) {
    case 'string': return x.length + 2;
    case 'number': return String(x).length;
    case 'boolean': return x ? 4 : 5;
  }
  let n = 2;
  if (Array.isArray(x)) {
    for (const v of x) {
      n += jsonLength(v, limit - n) + 1;
      if (n > limit) return n;
    }
    return n;
  }
  for (const key in x) {
    const v = x[key];
    if (v === undefined) continue;
    n += key.length + 4 + jsonLength(v, limit - n);
    if (n > limit) return n;
  }
  return n;
}

function diffArray(a: Json[], b: Json[], path: string, ops: JsonPatchOp[]): void {
  const byIndex: JsonPatchOp[] = [];
  const common = Math.min(a.length, b.length);
  // A slide is looked for as soon as the index-by-index diff needs more than one op; once
  // that diff needs more ops than the slide, the rest of it is not worked out.
  // (No closure here: the server runs under tsx, whose named closures cost a call each.)
  let slide = -1;
  let slideOps = Infinity;
  for (let i = 0; i < common && byIndex.length <= slideOps; i++) {
    if (a[i] === b[i]) continue;
    diffAt(a[i] as Json, b[i] as Json, `${path}/${i}`, byIndex);
    if (slide < 0 && byIndex.length > 1) {
      slide = findSlide(a, b);
      slideOps = slideCost(a, b, slide);
    }
  }
  if (byIndex.length <= slideOps) {
    // Removals from the end downwards, so each index is valid when applied.
    for (let i = a.length - 1; i >= b.length; i--) byIndex.push({ op: 'remove', path: `${path}/${i}` });
    for (let i = a.length; i < b.length; i++) byIndex.push({ op: 'add', path: `${path}/${i}`, value: b[i] as Json });
    if (slide < 0 && byIndex.length > 1) {
      slide = findSlide(a, b);
      slideOps = slideCost(a, b, slide);
    }
  }
  if (slide > 0 && slideOps < byIndex.length) {
    for (let i = 0; i < slide; i++) ops.push({ op: 'remove', path: `${path}/0` });
    for (let i = a.length - slide; i < b.length; i++) ops.push({ op: 'add', path: `${path}/${i}`, value: b[i] as Json });
    return;
  }
  // A run cut out of the middle (a list that lost some entries): that many removes.
  const cut = byIndex.length > 1 ? findCut(a, b) : -1;
  if (cut >= 0 && a.length - b.length < byIndex.length) {
    for (let i = b.length; i < a.length; i++) ops.push({ op: 'remove', path: `${path}/${cut}` });
    return;
  }
  for (const op of byIndex) ops.push(op);
}

/** How many ops a slide by `slide` takes (removes at the front, appends at the end); Infinity for none. */
function slideCost(a: Json[], b: Json[], slide: number): number {
  return slide > 0 ? slide + b.length - (a.length - slide) : Infinity;
}

/**
 * Where `b` is `a` with one run of entries cut out — the index the run started at — or -1
 * when it is not.
 */
function findCut(a: Json[], b: Json[]): number {
  if (b.length >= a.length) return -1;
  let p = 0;
  while (p < b.length && deepEqual(a[p], b[p])) p++;
  const gone = a.length - b.length;
  for (let i = p; i < b.length; i++) if (!deepEqual(a[i + gone], b[i])) return -1;
  return p;
}

/**
 * The smallest k > 0 such that a[k..] equals the start of b, or 0 when there is none.
 * The caller uses it only when it gives fewer ops than the index-by-index diff.
 */
function findSlide(a: Json[], b: Json[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  // Cheap pre-check: the old element that would land at b[0].
  const limit = Math.min(MAX_SLIDE, a.length - 1);
  for (let k = 1; k <= limit; k++) {
    const kept = a.length - k;
    if (kept > b.length) continue;
    if (!deepEqual(a[k] as Json, b[0] as Json)) continue;
    let same = true;
    for (let i = 1; i < kept && same; i++) same = deepEqual(a[k + i] as Json, b[i] as Json);
    if (same) return k;
  }
  return 0;
}

/** Structural equality with JSON semantics (undefined members are absent). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  let count = 0;
  for (const key of Object.keys(ao)) {
    if (ao[key] === undefined) continue;
    count++;
    if (!Object.prototype.hasOwnProperty.call(bo, key) || !deepEqual(ao[key], bo[key])) return false;
  }
  for (const key of Object.keys(bo)) if (bo[key] !== undefined) count--;
  return count === 0;
}
