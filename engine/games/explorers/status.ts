import type { GameStatus } from '../../core/types.ts';
import { CONTENT } from './content/index.ts';
import { deciderHero, stepOf, type Pending, type Step } from './readings.ts';
import { heroName, seatName } from './ops.ts';
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
  const headline = headlineExplorers(s);
  if (s.result) {
    return { over: true, winners: s.result.victory ? Array.from({ length: s.seats }, (_, i) => i) : [], headline };
  }
  return { over: false, headline };
}

/** What the headline reads: public parts only, the same in the state and in every view. */
type Shown = Pending & Pick<ExState, 'heroes' | 'round' | 'threat'>;

/**
 * The headline, from what every viewer sees: the end and its reason, or the round, the
 * phase, whose decision it is and the threat. The engine's `status` and the view's
 * headline (GameModule.headline, which lets the room leave it out of what it sends) are
 * both this function.
 */
export function headlineExplorers(s: Shown): string {
  if (s.result) return s.result.victory ? `Victory in round ${s.round}: ${s.result.reason}` : `Defeat in round ${s.round}: ${s.result.reason}`;
  const step = stepOf(s);
  const i = deciderHero(s);
  const phase = s.phase === 'explore' ? 'Phase 1, exploration' : 'Phase 2, adventure';
  const hero = i === null ? undefined : s.heroes[i];
  const who = hero ? `${heroName(hero)} (${seatName(hero.seat)}) ${DOING[step]}` : '';
  const threat = s.threat === null ? '' : ` · threat ${s.threat + 1}`;
  return `Round ${s.round} · ${phase}: ${who}${threat}`;
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
