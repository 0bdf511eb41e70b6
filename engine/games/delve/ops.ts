/**
 * Small pieces every Delve rule file uses: the context an action runs in, its log lines, and
 * lookups that fail loudly on a programming error.
 */
import type { Rng } from '../../core/rng.ts';
import type { GameEvent, SeatId } from '../../core/types.ts';
import { gameEvent } from '../../core/words.ts';
import { CONTENT } from './content/index.ts';
import { lineText } from './log-text.ts';
import type { Character, DelveState, Monster } from './state.ts';

/** What a rule step reads and writes: the draft state, the Rng, the events so far. */
export interface Ctx {
  s: DelveState;
  rng: Rng;
  ev: GameEvent[];
}

/** Logs a line of `kind` worded from its `data` (log-text.ts), by `seat` when given. */
export function log(ctx: Ctx, kind: string, data: Record<string, unknown>, seat?: SeatId): void {
  ctx.ev.push(gameEvent(kind, lineText(kind, data, seat), data, seat));
}

export function charAt(s: DelveState, seat: SeatId): Character {
  const c = s.chars[seat];
  if (!c) throw new Error(`no character at seat ${seat}`);
  return c;
}

export const living = (s: DelveState): Character[] => s.chars.filter((c) => !c.exhausted);

/** Removes one copy of `card` from `pile`; false when it is not there. */
export function take(pile: string[], card: string): boolean {
  const i = pile.indexOf(card);
  if (i < 0) return false;
  pile.splice(i, 1);
  return true;
}

/** The monsters that act: alive, in an open room, in kind order then number. */
export function awakeMonsters(s: DelveState): Monster[] {
  const rank = (k: string): number => CONTENT.kindOrder.indexOf(k);
  return s.monsters.filter((m) => s.open[m.room]).sort((a, b) => rank(a.kind) - rank(b.kind) || a.n - b.n);
}
