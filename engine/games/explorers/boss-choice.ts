import type { RuleError } from '../../core/result.ts';
import type { Act } from './actions.ts';
import { faceUpWeapons, turnOverForBoss } from './boss.ts';
import { beginBattle } from './combat.ts';
import { bossDef, fail, heroAt, heroWord, lootWord, type Ctx } from './ops.ts';
import { listPhrase } from './names.ts';

/**
 * A Boss's turn-over skill (seed 002, Bosses' combat skills: "each Hero on the Boss's tile
 * must turn over one of their equipped cards bearing this icon"): a hero holding several
 * face-up weapons is its player's choice, one hero after another (`ExState.turnOver`); once
 * the last has chosen, the boss battle the skill was rolled for begins.
 */
export function chooseTurnOver(c: Ctx, a: Act<'turnOverLoot'>): RuleError | null {
  const s = c.s;
  const i = s.turnOver?.[0];
  if (i === undefined) return fail('wrong-step', 'no-turn-over');
  const h = heroAt(s, i);
  if (!faceUpWeapons(h).some((x) => x.card === a.card)) {
    return fail('not-yours', 'turn-over-which', { hero: heroWord(h), cards: listPhrase(faceUpWeapons(h).map((x) => lootWord(x.card))) });
  }
  turnOverForBoss(c, i, a.card);
  s.turnOver!.shift();
  if (s.turnOver!.length > 0) return null;
  delete s.turnOver;
  return bossBattleBegins(c);
}

/** The boss battle after the choices: the Boss's own defense (this skill changes neither it nor its immunities). */
function bossBattleBegins(c: Ctx): RuleError | null {
  const t = c.s.turn;
  if (!t || c.s.result) return null;
  const h = heroAt(c.s, t.hero);
  const boss = c.s.tiles[h.at]?.boss;
  if (!boss || h.down) return null;
  return beginBattle(c, 'boss', bossDef(boss.b).defense, []);
}
