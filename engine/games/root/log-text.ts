/**
 * Root's log lines worked out again from their data and the view right after them
 * (GameModule.logText): warriors moved, the commonest line. The words are the ones the
 * action itself logs (`moveWords`); the names come from the view's seats and clearings.
 */
import type { LogEntry, SeatId } from '../../core/types.ts';
import { moveWords } from './describe.ts';
import type { RootView } from './view.ts';

/** "The Honeycomb Clergy", or "Seat 2" before the seat has a faction: `Who` from a view. */
function whoFromView(view: RootView, seat: SeatId): string | undefined {
  const s = view.seats.find((x) => x.seat === seat);
  if (!s) return undefined;
  return s.name === `Seat ${seat + 1}` ? s.name : `The ${s.name}`;
}

/** "Beach (rabbit)": `where` from a view. */
function whereFromView(view: RootView, id: unknown): string | undefined {
  const c = typeof id === 'number' ? view.map.find((x) => x.id === id) : undefined;
  if (!c) return undefined;
  return c.suit === null ? c.name : `${c.name} (${c.suit})`;
}

export function logTextRoot(entry: LogEntry, view: RootView): string | undefined {
  if (entry.kind !== 'move' || entry.seat === undefined || !entry.data) return undefined;
  const { from, to, n, carry } = entry.data as { from?: unknown; to?: unknown; n?: unknown; carry?: unknown };
  const who = whoFromView(view, entry.seat);
  const a = whereFromView(view, from);
  const b = whereFromView(view, to);
  if (!who || !a || !b || typeof n !== 'number' || !Array.isArray(carry) || !carry.every((k) => typeof k === 'string')) return undefined;
  return moveWords(who, a, b, n, carry as string[]);
}
