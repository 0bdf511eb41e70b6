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
 * The room diffs the packed lists (a move that takes one option away removes one row);
 * the client unpacks them before anything reads them (client/net/action-rows.ts).
 */
import type { Prompt } from '../../engine/core/types.ts';

type Json = Record<string, unknown>;

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
  const rows: unknown[][] = [];
  for (const a of actions) {
    if (!isObject(a) || a.t !== t) return null;
    const own = Object.keys(a);
    if (own[0] !== 't') return null;
    const row: unknown[] = [];
    for (let i = 1; i < own.length; i++) {
      const key = own[i]!;
      if (i - 1 === keys.length) keys.push(key);
      else if (keys[i - 1] !== key) return null;
      row.push(a[key]);
    }
    rows.push(row);
  }
  return [[t, ...keys], ...rows];
}

/**
 * `p` (a projection owned by the caller) with each prompt's actions packed where they
 * share a shape. Sets `p.prompts` to a new array, leaving the prompts it had unchanged,
 * and returns `p`.
 */
export function withActionRows<P extends { prompts: Prompt<unknown>[] }>(p: P): P {
  p.prompts = p.prompts.map((prompt) => {
    const rows = packActions(prompt.actions);
    return rows ? { ...prompt, actions: rows } : prompt;
  });
  return p;
}

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
