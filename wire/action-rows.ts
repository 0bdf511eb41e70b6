/**
 * A seat's prompts travel with their actions as rows (docs/PROTOCOL.md, "Prompts"): a
 * prompt whose actions all have the same `t` and the same keys in the same order (some
 * maybe missing at the end) sends them as a header — the `t`, then the other keys — and
 * one row of values per action:
 *
 *   [{t:'move',from:3,to:6,n:1}, {t:'move',from:3,to:6,n:2}]
 *   → [['move','from','to','n'], [3,6,1], [3,6,2]]
 *
 * An action is always an object, so a list whose first member is an array is a packed one.
 * The room diffs the packed lists (a move that takes one option away removes one row)
 * (`withActionRows`); the client unpacks them before anything reads them (`withActions`):
 * an unchanged packed prompt unpacks to the very same object it unpacked to before, so the
 * HUD's selectors see no change.
 */
import { frozenPlain, isMadePlain } from '../engine/core/clone.ts';
import type { Projection, ViewProjection } from '../engine/core/match.ts';
import type { Prompt } from '../engine/core/types.ts';

type Json = Record<string, unknown>;

/** An action as a row: whether `t` is its first key, its other keys, their values. */
interface Row {
  tFirst: boolean;
  keys: string[];
  row: unknown[];
}

/** The rows of actions a game keeps (`frozenPlain`), worked out once each. */
const rows = new WeakMap<Json, Row>();

function rowOf(a: Json): Row {
  const kept = rows.get(a);
  if (kept !== undefined) return kept;
  const own = Object.keys(a);
  const keys = own.slice(1);
  const row: unknown[] = [];
  for (const key of keys) row.push(a[key]);
  const made: Row = { tFirst: own[0] === 't', keys, row };
  if (!isMadePlain(a)) return made;
  // Frozen with its action, so that a prompt packed again holds the very row it held before.
  made.row = frozenPlain(row);
  rows.set(a, made);
  return made;
}

/**
 * `actions` as a header and rows, or null when they do not share one shape (or are too
 * few to gain). Keys an action may leave out are allowed at the end only: the header lists
 * every key in the order the actions have them, and each action's keys are the header's
 * first few (a row as long as the keys it has: `{t,from,to,n}` and `{t,from,to,n,carry}`
 * share `['move','from','to','n','carry']`).
 */
export function packActions(actions: readonly unknown[]): unknown[][] | null {
  if (actions.length < 2) return null;
  const first = actions[0];
  if (!isObject(first) || typeof first.t !== 'string') return null;
  const t = first.t;
  const keys: string[] = [];
  const out: unknown[][] = [];
  for (const a of actions) {
    if (!isObject(a) || a.t !== t) return null;
    const made = rowOf(a);
    if (!made.tFirst) return null;
    const own = made.keys;
    for (let i = 0; i < own.length; i++) {
      if (i === keys.length) keys.push(own[i]!);
      else if (keys[i] !== own[i]) return null;
    }
    out.push(made.row);
  }
  return [headerOf(t, keys), ...out];
}

/** Each shape's header, made once (frozen), so a prompt packed again holds the very header it held. */
const headers = new Map<string, unknown[]>();

function headerOf(t: string, keys: string[]): unknown[] {
  const name = JSON.stringify([t, keys]);
  let header = headers.get(name);
  if (header === undefined) {
    header = frozenPlain([t, ...keys]);
    headers.set(name, header);
  }
  return header;
}

/**
 * `p` (a projection owned by the caller) with each prompt's actions packed where they
 * share a shape. Sets `p.prompts` to a new array, leaving the prompts it had unchanged,
 * and returns `p`.
 */
export function withActionRows<P extends { prompts: Prompt<unknown>[] }>(p: P): P {
  p.prompts = p.prompts.map(packedPrompt);
  return p;
}

/** Prompts a game keeps (`frozenPlain`), packed once: the same packed prompt every time. */
const packedPrompts = new WeakMap<Prompt<unknown>, Prompt<unknown>>();

function packedPrompt(prompt: Prompt<unknown>): Prompt<unknown> {
  const kept = packedPrompts.get(prompt);
  if (kept !== undefined) return kept;
  const rows = packActions(prompt.actions);
  const packed = rows ? { ...prompt, actions: rows } : prompt;
  if (!isMadePlain(prompt)) return packed;
  const made = frozenPlain(packed);
  packedPrompts.set(prompt, made);
  return made;
}

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

// ---------------------------------------------------------------------------------------
// Unpacked by the client

const unpacked = new WeakMap<object, Prompt<unknown>>();

/** The actions a packed list stands for. Throws on a list that is not one. */
export function unpackActions(rows: readonly unknown[]): Record<string, unknown>[] {
  const header = rows[0];
  if (!Array.isArray(header) || header.length === 0 || !header.every((k) => typeof k === 'string')) {
    throw new Error('packed actions without a header');
  }
  const [t, ...keys] = header as string[];
  const out: Record<string, unknown>[] = [];
  for (let r = 1; r < rows.length; r++) {
    const row = rows[r];
    if (!Array.isArray(row) || row.length > keys.length) throw new Error(`packed action row ${r} does not fit its header`);
    const action: Record<string, unknown> = { t };
    // A row as long as the keys its action has; own data properties, so a key named
    // "__proto__" stays a plain key.
    for (let i = 0; i < row.length; i++) Object.defineProperty(action, keys[i]!, { value: row[i], enumerable: true, writable: true, configurable: true });
    out.push(action);
  }
  return out;
}

function isPacked(actions: readonly unknown[]): boolean {
  return actions.length > 0 && Array.isArray(actions[0]);
}

/** `p` with every prompt's actions unpacked; `p` itself when none was packed. */
export function withActions<P extends Projection | ViewProjection>(p: P): P {
  if (!p.prompts.some((x) => isPacked(x.actions))) return p;
  return { ...p, prompts: p.prompts.map(unpack) };
}

function unpack<A>(prompt: Prompt<A>): Prompt<A> {
  if (!isPacked(prompt.actions)) return prompt;
  const known = unpacked.get(prompt);
  if (known) return known as Prompt<A>;
  let actions: A[];
  try {
    actions = unpackActions(prompt.actions) as A[];
  } catch (err) {
    // Not a list the room packs: the prompt offers nothing rather than a broken action.
    console.warn(`prompt ${prompt.key}: ${String(err)}`);
    actions = [];
  }
  const out = { ...prompt, actions };
  unpacked.set(prompt, out);
  return out;
}
