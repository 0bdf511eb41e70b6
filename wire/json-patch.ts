/**
 * A small, immutable RFC-6902 apply for the three operations the server sends
 * (add, replace, remove). The input document is never changed: every container on the
 * path of an operation is shallow-copied once per patch, everything else keeps its
 * reference — so a narrow zustand selector re-renders only when its own subtree changed.
 */
import { opsFromWire, type JsonPatchOp, type PatchMessage } from './protocol.ts';

/** An operation as applied: RFC 6902's, or the wire's `set` (wire/protocol.ts `WireOp`). */
type AppliedOp = JsonPatchOp | { op: 'set'; path: string; value: unknown };

export class PatchError extends Error {
  constructor(message: string, readonly path: string) {
    super(`${message} (${path || '<root>'})`);
    this.name = 'PatchError';
  }
}

type Container = Record<string, unknown> | unknown[];

/** Splits a JSON pointer (RFC 6901) into unescaped reference tokens. "" is the root. */
export function parsePointer(path: string): string[] {
  if (path === '') return [];
  if (!path.startsWith('/')) throw new PatchError('Pointer must start with "/"', path);
  return path.slice(1).split('/').map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function isContainer(v: unknown): v is Container {
  return typeof v === 'object' && v !== null;
}

function arrayIndex(token: string, length: number, allowEnd: boolean, path: string): number {
  if (allowEnd && token === '-') return length;
  if (!/^(0|[1-9][0-9]*)$/.test(token)) throw new PatchError('Bad array index', path);
  const i = Number(token);
  if (i > length || (!allowEnd && i === length)) throw new PatchError('Array index out of range', path);
  return i;
}

function hasKey(obj: Record<string, unknown>, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(obj, key);
}

/** Sets an own data property: a key named "__proto__" stays a plain key, never a prototype. */
function setOwn(obj: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * Applies `ops` to `doc` and returns the new document. Throws `PatchError` when an
 * operation does not fit the document (the caller then asks the server for a snapshot).
 */
export function applyPatch<T>(doc: T, ops: readonly AppliedOp[]): T {
  // Containers created during this patch may be mutated in place by later operations.
  const fresh = new WeakSet<object>();
  const own = (c: Container): Container => {
    if (fresh.has(c)) return c;
    const copy: Container = Array.isArray(c) ? c.slice() : { ...c };
    fresh.add(copy);
    return copy;
  };

  let root: unknown = doc;
  for (const op of ops) {
    const tokens = parsePointer(op.path);
    if (tokens.length === 0) {
      if (op.op === 'remove') throw new PatchError('Cannot remove the root', op.path);
      root = op.value;
      continue;
    }
    if (!isContainer(root)) throw new PatchError('Path into a non-container', op.path);
    root = own(root);
    let parent = root as Container;
    for (const token of tokens.slice(0, -1)) {
      const child: unknown = Array.isArray(parent)
        ? parent[arrayIndex(token, parent.length, false, op.path)]
        : hasKey(parent, token) ? parent[token] : undefined;
      if (!isContainer(child)) throw new PatchError('Missing parent', op.path);
      const copy = own(child);
      if (Array.isArray(parent)) parent[Number(token)] = copy;
      else setOwn(parent, token, copy);
      parent = copy;
    }
    const last = tokens[tokens.length - 1]!;
    if (Array.isArray(parent)) {
      if (op.op === 'add') parent.splice(arrayIndex(last, parent.length, true, op.path), 0, op.value);
      else if (op.op === 'set') parent[arrayIndex(last, parent.length, true, op.path)] = op.value;
      else if (op.op === 'replace') parent[arrayIndex(last, parent.length, false, op.path)] = op.value;
      else parent.splice(arrayIndex(last, parent.length, false, op.path), 1);
    } else {
      if (op.op !== 'add' && op.op !== 'set' && !hasKey(parent, last)) throw new PatchError(`Nothing to ${op.op}`, op.path);
      if (op.op === 'remove') delete parent[last];
      else setOwn(parent, last, op.value);
    }
  }
  return root as T;
}

/**
 * Applies a `patch` message to the projection it was taken from: its ops (`[path]`
 * removes, `[path, value]` sets, `[path, null, n]` removes n), then its version. Throws `PatchError` like `applyPatch`.
 */
export function applyWirePatch<T extends { version: number }>(doc: T, patch: PatchMessage): T {
  let ops: AppliedOp[];
  try {
    ops = opsFromWire(patch.ops);
  } catch (err) {
    throw new PatchError(String(err), '');
  }
  const next = applyPatch(doc, ops);
  return next.version === patch.to ? next : { ...next, version: patch.to };
}
