import type { GameStatus } from '../../core/types.ts';
import { CONTENT } from './content/index.ts';
import { deciderHero, stepOf, type Step } from './flow.ts';
import { heroAt, heroName, seatName } from './ops.ts';
import type { ExState } from './state.ts';

/**
 * Status of a table: over with every seat winning (co-operative victory) or nobody
 * (defeat); otherwise a headline with the round, the phase and whose decision it is.
 */

const DOING: Record<Step, string> = {
  over: '', replace: 'discards a loot card', place: 'places a forest tile', bonus: 'may explore one more tile',
  share: 'shares the rewards', frost: 'may freeze the monster', turnOver: 'turns over a weapon for the Boss', battle: 'is in battle', lair: 'explores a lair',
  explorePlace: 'places an explored tile', roll: 'rolls the hero dice', reroll: 'keeps or rerolls dice',
  assign: 'assigns dice', act: 'acts',
};

export function statusExplorers(s: ExState): GameStatus {
  if (s.result) {
    return {
      over: true,
      winners: s.result.victory ? Array.from({ length: s.seats }, (_, i) => i) : [],
      headline: s.result.victory ? `Victory in round ${s.round}: ${s.result.reason}` : `Defeat in round ${s.round}: ${s.result.reason}`,
    };
  }
  const step = stepOf(s);
  const i = deciderHero(s);
  const phase = s.phase === 'explore' ? 'Phase 1, exploration' : 'Phase 2, adventure';
  const who = i === null ? '' : `${heroName(heroAt(s, i))} (${seatName(heroAt(s, i).seat)}) ${DOING[step]}`;
  const threat = s.threat === null ? '' : ` · threat ${s.threat + 1}`;
  return { over: false, headline: `Round ${s.round} · ${phase}: ${who}${threat}` };
}

/** Numbers for the simulator's summary. */
export function statsExplorers(s: ExState): Record<string, number> {
  const boss = Object.values(s.tiles).find((t) => t.boss);
  return {
    rounds: s.round,
    tiles: Object.keys(s.tiles).length,
    bossRevealed: s.threat === null ? 0 : 1,
    bossThreat: boss?.boss && s.threat !== null ? s.threat / ((CONTENT.bosses[boss.boss.b]?.threat ?? 1) - 1) : 0,
    knockedDown: s.heroes.filter((h) => h.down).length,
  };
}
