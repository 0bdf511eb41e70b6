/**
 * Unpacks the prompts the room sent with their actions as rows (server/room/action-rows.ts):
 * a list whose first member is an array is a header (the `t`, then the other keys) and
 * one row of values per action, as long as the keys that action has. An unchanged packed prompt unpacks to the very same
 * object it unpacked to before, so the HUD's selectors see no change.
 */
import type { Projection, ViewProjection } from '../../engine/core/match.ts';
import type { Prompt } from '../../engine/core/types.ts';

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
