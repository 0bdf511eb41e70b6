import type { GameStatus } from '../../core/types.ts';
import { characterDef } from './content/index.ts';
import { who } from './ops.ts';
import type { DelveState } from './state.ts';

/**
 * Over with every seat winning (victory: every monster defeated) or nobody (defeat: every
 * character exhausted); otherwise a headline with the round and what the table waits for.
 * Never names a choice made in secret: only who still has to choose.
 */
export function statusDelve(s: DelveState): GameStatus {
  if (s.result) {
    return {
      over: true,
      winners: s.result.victory ? Array.from({ length: s.seats }, (_, i) => i) : [],
      headline: s.result.victory ? `Victory in round ${s.round}: ${s.result.reason}` : `Defeat in round ${s.round}: ${s.result.reason}`,
    };
  }
  const name = (seat: number): string => (s.chars[seat] ? who(s.chars[seat]) : `Seat ${seat + 1}`);
  if (s.phase === 'select') {
    const pending = s.sealed.waiting.filter((x) => !Object.hasOwn(s.sealed.choices, String(x)));
    return { over: false, headline: `Round ${s.round} · card selection: waiting for ${pending.map(name).join(', ')}` };
  }
  if (s.phase === 'cleanup') return { over: false, headline: `Round ${s.round} · cleanup: short rests (${s.cleanup.waiting.map(name).join(', ')})` };
  const t = s.turn;
  const c = t ? s.chars[t.seat] : undefined;
  return { over: false, headline: `Round ${s.round} · ${c ? `${characterDef(c.id).name}'s turn (${name(c.seat)})` : 'monsters'}` };
}

/** Numbers for the simulator's summary. */
export function statsDelve(s: DelveState): Record<string, number> {
  return {
    rounds: s.round,
    defeated: s.defeated,
    monstersLeft: s.monsters.length,
    exhausted: s.chars.filter((c) => c.exhausted).length,
    lostCards: s.chars.reduce((n, c) => n + c.lost.length, 0) / Math.max(1, s.chars.length),
    coins: s.chars.reduce((n, c) => n + c.coins, 0),
  };
}
