/**
 * Root's status headline while the game goes on — whose turn, which phase, who must
 * decide what — written by one function for the engine's `status` and for the view
 * (GameModule.headline), so the room can leave the headline out of what it sends.
 */
import { phrase, type Phrase } from '../../core/words.ts';
import { saidText, type Said } from './phrases.ts';
import type { Phase } from './state.ts';
import type { RootView } from './view.ts';

/**
 * "Turn 4, Daylight — The Honeycomb Clergy takes its actions" (`what`: the decision's
 * words), and its phrase unless `plain` (a faction gave plain English in `what`).
 */
export function headlineOf(turn: { phase: Phase; number: number }, what: Said, plain = typeof what === 'string'): { readonly text: string; readonly words?: Phrase } {
  const words = phrase('root.status.headline', { phase: turn.phase, turn: turn.number, what });
  return plain ? { text: saidText(words) } : { text: saidText(words), words };
}

/** The headline worded from a view; undefined once the game is over (the status words its end). */
export function headlineRoot(view: RootView): string | undefined {
  if (view.winners !== undefined) return undefined;
  return headlineOf(view.turn, view.decision.words ?? view.decision.what).text;
}
