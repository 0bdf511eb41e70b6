/**
 * Root's status headline while the game goes on — whose turn, which phase, who must
 * decide what — written by one function for the engine's `status` and for the view
 * (GameModule.headline), so the room can leave the headline out of what it sends.
 */
import type { Phase } from './state.ts';
import type { RootView } from './view.ts';

const PHASE_NAMES = { setup: 'Setup', birdsong: 'Birdsong', daylight: 'Daylight', evening: 'Evening' } as const;

/** "Turn 4, Daylight — The Honeycomb Clergy takes its actions" (`what`: the decision's words). */
export function headlineWords(turn: { phase: Phase; number: number }, what: string): string {
  const when = turn.phase === 'setup' ? 'Setup' : `Turn ${turn.number}, ${PHASE_NAMES[turn.phase]}`;
  return `${when} — ${what}`;
}

/** The headline worded from a view; undefined once the game is over (the status words its end). */
export function headlineRoot(view: RootView): string | undefined {
  if (view.winners !== undefined) return undefined;
  return headlineWords(view.turn, view.decision.what);
}
