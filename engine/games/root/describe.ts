import { ruleError, type RuleError } from '../../core/result.ts';
import type { SeatId } from '../../core/types.ts';
import { clearingDef } from './data/autumn-map.ts';
import { cardDef } from './data/base-deck.ts';
import type { ReadCtx } from './faction.ts';

/** Words for log lines and errors. Public: they name only what everyone can see. */

/** A core rule error: "root/<code>". */
export function fail(code: string, message: string): RuleError {
  return ruleError(`root/${code}`, message);
}

/** The faction of a seat by name ("the Honeycomb Clergy"). */
export function who(ctx: ReadCtx, seat: SeatId): string {
  const id = ctx.s.players[seat]?.faction;
  const f = id === undefined ? undefined : ctx.f[id];
  return f ? `the ${f.name}` : `Seat ${seat + 1}`;
}

/** Capitalised faction name for the start of a sentence. */
export function Who(ctx: ReadCtx, seat: SeatId): string {
  const w = who(ctx, seat);
  return w.charAt(0).toUpperCase() + w.slice(1);
}

/** "Beach (rabbit)". */
export function where(id: number): string {
  const c = clearingDef(id);
  return `${c.name} (${c.suit})`;
}

/** "Foxfolk Steel (fox)". */
export function cardName(key: string): string {
  const c = cardDef(key);
  return `${c.name} (${c.suit})`;
}

/** "1 card" / "3 cards". */
export function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}
