/**
 * What a table looks like to someone away from it, in words: the last public log line
 * with each "Seat N" as the player's name (My tables, turn notifications). Public text
 * only — a seat's own secret wording never leaves this way.
 *
 * The line is the game's English. So that My tables can word it in its reader's language
 * (client/hud/my-tables-words.ts), the entry travels with it, and the part of the public
 * view the game's `logText` reads to word it again (`wordingView`): a reader's client words
 * the line from those exactly as from the whole view, without the whole view travelling.
 */
import { projectEvent, type Match } from '../../engine/core/match.ts';
import type { AnyGameModule } from '../../engine/core/module.ts';
import type { LogEntry } from '../../engine/core/types.ts';
import { namedSeats } from '../../wire/account-protocol.ts';

/**
 * The newest log entry everyone may read, with text; null before any. `byOtherThan`: the
 * newest one another seat's action logged (what the others did while a seat waited), null
 * when there is none.
 */
export function lastPublicEntry(match: Match, byOtherThan?: number): LogEntry | null {
  for (let i = match.log.length - 1; i >= 0; i--) {
    const event = match.log[i];
    if (!event) continue;
    if (byOtherThan !== undefined && (event.seat === undefined || event.seat === byOtherThan)) continue;
    const entry = projectEvent(event, 'spectator');
    if (entry.text.trim() !== '') return entry;
  }
  return null;
}

/** The newest public log line (`lastPublicEntry`), worded with the players' names; null before any. */
export function lastPublicLine(match: Match, names: readonly (string | null | undefined)[], byOtherThan?: number): string | null {
  const entry = lastPublicEntry(match, byOtherThan);
  return entry === null ? null : namedSeats(entry.text.trim(), names);
}

/**
 * What `game.logText` reads of `view` to word `entry` again: a copy of `view` holding
 * exactly the parts it read (every other property or array item null), so the same
 * function given the copy words the same line. Undefined when the game does not word this
 * line again from its data and that view (it keeps its logged text).
 */
export function wordingView(game: AnyGameModule, entry: LogEntry, view: unknown): unknown {
  if (!game.logText) return undefined;
  // A copy the reads are tracked on (the view may be frozen, which a tracking proxy may not lie about).
  const plain: unknown = JSON.parse(JSON.stringify(view ?? null));
  const read = tracked(plain);
  try {
    if (game.logText(entry, read.proxy) !== entry.text) return undefined;
    const part = read.part();
    return game.logText(entry, part) === entry.text ? part : undefined;
  } catch {
    return undefined;
  }
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** `value` behind proxies that copy what is read of it into `part()`. */
function tracked(value: unknown): { proxy: unknown; part: () => unknown } {
  if (typeof value !== 'object' || value === null) return { proxy: value, part: () => value };
  const source = value as Record<string, unknown>;
  const copy: Record<string, Json> | Json[] = Array.isArray(value) ? [] : {};
  const kept = copy as Record<string, Json>;
  const children = new Map<string, { proxy: unknown; part: () => unknown }>();
  const visit = (key: string): unknown => {
    if (!Object.hasOwn(source, key)) return undefined;
    const v = source[key];
    if (typeof v !== 'object' || v === null) {
      kept[key] = v as Json;
      return v;
    }
    let child = children.get(key);
    if (!child) children.set(key, (child = tracked(v)));
    kept[key] = null;
    return child.proxy;
  };
  const proxy = new Proxy(source, {
    get(target, key, receiver) {
      if (typeof key !== 'string' || !Object.hasOwn(target, key)) return Reflect.get(target, key, receiver) as unknown;
      if (Array.isArray(target) && key === 'length') {
        (copy as Json[]).length = target.length;
        return target.length;
      }
      return visit(key);
    },
    has(target, key) {
      if (typeof key === 'string') visit(key);
      return Reflect.has(target, key);
    },
    getOwnPropertyDescriptor(target, key) {
      if (Array.isArray(target) && key === 'length') (copy as Json[]).length = target.length;
      else if (typeof key === 'string') visit(key);
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
    ownKeys(target) {
      if (Array.isArray(target)) (copy as Json[]).length = target.length;
      for (const key of Object.keys(target)) if (!Object.hasOwn(kept, key)) kept[key] = null;
      return Reflect.ownKeys(target);
    },
  });
  const part = (): unknown => {
    if (Array.isArray(copy)) for (let i = 0; i < copy.length; i++) copy[i] ??= null;
    for (const [key, child] of children) kept[key] = child.part() as Json;
    return copy;
  };
  return { proxy, part };
}
