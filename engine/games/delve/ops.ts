/**
 * Small pieces every Delve rule file uses: the context an action runs in, names as the log
 * writes them, and lookups that fail loudly on a programming error.
 */
import type { Rng } from '../../core/rng.ts';
import type { GameEvent, SeatId } from '../../core/types.ts';
import { gameEvent, seatName } from '../../core/words.ts';
import { CONTENT, cardDef, characterDef, kindDef } from './content/index.ts';
import type { Character, DelveState, Monster } from './state.ts';

/** What a rule step reads and writes: the draft state, the Rng, the events so far. */
export interface Ctx {
  s: DelveState;
  rng: Rng;
  ev: GameEvent[];
}

export function log(ctx: Ctx, kind: string, text: string, seat?: SeatId, data?: Record<string, unknown>): void {
  ctx.ev.push(gameEvent(kind, text, data, seat));
}

export function charAt(s: DelveState, seat: SeatId): Character {
  const c = s.chars[seat];
  if (!c) throw new Error(`no character at seat ${seat}`);
  return c;
}

/** "Warden (Seat 1)": clients show the player's name in place of the seat. */
export function who(c: Character): string {
  return `${characterDef(c.id).name} (${seatName(c.seat)})`;
}

/** "Bone Archer 2". */
export function monsterName(m: Monster): string {
  return `${kindDef(m.kind).name} ${m.n}`;
}

export function cardName(id: string): string {
  return cardDef(id).name;
}

export function roomName(i: number): string {
  return CONTENT.scenario.rooms[i]?.name ?? `room ${i + 1}`;
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
