import type { GameStatus } from '../../core/types.ts';
import { phrase, sayPhrase, seatName, type PhraseValue } from '../../core/words.ts';
import type { DelveState } from './state.ts';
import { charPhrase, delveSay, listPhrase, whoPhrase } from './words.ts';

/** A status with the headline `delve.headline.<id>`: its phrase, and its English worded when first read (the simulator reads none). */
function headline(over: boolean, winners: number[] | undefined, id: string, values: Readonly<Record<string, PhraseValue>>): GameStatus {
  const words = phrase(`delve.headline.${id}`, values);
  let text: string | undefined;
  const status: GameStatus = {
    over,
    get headline(): string { return (text ??= sayPhrase(words, delveSay)); },
    set headline(v: string) { text = v; },
    headlineWords: words,
  };
  if (winners) status.winners = winners;
  return status;
}

/**
 * Over with every seat winning (victory: every monster defeated) or nobody (defeat: every
 * character exhausted); otherwise a headline with the round and what the table waits for.
 * Never names a choice made in secret: only who still has to choose.
 */
export function statusDelve(s: DelveState): GameStatus {
  const round = s.round;
  if (s.result) {
    const winners = s.result.victory ? Array.from({ length: s.seats }, (_, i) => i) : [];
    return headline(true, winners, s.result.victory ? 'victory' : 'defeat', { round });
  }
  const name = (seat: number): PhraseValue => (s.chars[seat] ? whoPhrase(s.chars[seat].id, seat) : seatName(seat));
  if (s.phase === 'select') {
    const pending = s.sealed.waiting.filter((x) => !Object.hasOwn(s.sealed.choices, String(x)));
    return headline(false, undefined, 'select', { round, names: listPhrase(pending.map(name)) });
  }
  if (s.phase === 'cleanup') return headline(false, undefined, 'cleanup', { round, names: listPhrase(s.cleanup.waiting.map(name)) });
  const t = s.turn;
  const c = t ? s.chars[t.seat] : undefined;
  return c ? headline(false, undefined, 'turn', { round, name: charPhrase(c.id), who: name(c.seat) }) : headline(false, undefined, 'monsters', { round });
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
