import type { GameStatus, Phrase } from '../../core/types.ts';
import { phrase, worded } from '../../core/words.ts';
import { CONTENT } from './content/index.ts';
import { deciderHero, stepOf, type Pending, type Step } from './readings.ts';
import { heroWord, seatName } from './ops.ts';
import type { ExState } from './state.ts';
import { enWorded, explorersEn } from './words.ts';
import { namePhrase } from './names.ts';

/**
 * Status of a table: over with every seat winning (co-operative victory) or nobody
 * (defeat); otherwise a headline with the round, the phase and whose decision it is.
 */

export function statusExplorers(s: ExState): GameStatus {
  const { text: headline, words: headlineWords } = headlineWorded(s);
  if (s.result) {
    return { over: true, winners: s.result.victory ? Array.from({ length: s.seats }, (_, i) => i) : [], headline, headlineWords };
  }
  return { over: false, headline, headlineWords };
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
  return headlineWorded(s).text;
}

/** The headline in English and as data (`headlineWords`), worded in each reader's language. */
export function headlineWorded(s: Shown): { text: string; words: Phrase } {
  if (s.result) {
    return worded(explorersEn, s.result.victory ? 'explorers.status.victory' : 'explorers.status.defeat', { round: s.round, reason: reasonWords(s.result.reason) });
  }
  const step: Step = stepOf(s);
  const i = deciderHero(s);
  const hero = i === null ? undefined : s.heroes[i];
  const who = hero && step !== 'over' ? enWorded(`explorers.status.doing.${step}`, { hero: heroWord(hero), seat: seatName(hero.seat) }) : { text: '', words: '' };
  const id = `explorers.status.${s.phase === 'explore' ? 'explore' : 'adventure'}${s.threat === null ? '' : '-threat'}`;
  const threat = s.threat === null ? undefined : s.threat + 1;
  const text = explorersEn(id, threat === undefined ? { round: s.round, who: who.text } : { round: s.round, threat, who: who.text });
  return { text, words: phrase(id, threat === undefined ? { round: s.round, who: who.words } : { round: s.round, threat, who: who.words }) };
}

const ENDS = ['boss-defeated', 'threat-out'] as const;

/**
 * Why the game ended, as a phrase: the state keeps the reason in English (`finish`,
 * effects.ts), one of three messages, each with a Boss's name at most.
 */
function reasonWords(reason: string): Phrase | string {
  if (reason === explorersEn('explorers.status.group-down')) return phrase('explorers.status.group-down');
  for (const boss of Object.values(CONTENT.bosses)) {
    for (const end of ENDS) {
      const id = `explorers.status.${end}`;
      if (reason === explorersEn(id, { boss: boss.name })) return phrase(id, { boss: namePhrase('boss', boss.id) });
    }
  }
  return reason;
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
