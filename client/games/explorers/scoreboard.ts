/**
 * Explorers' line on the streaming scoreboard: the seat's hero (both heroes of a solo
 * seat), their health, and whether the seat's hero decides now.
 */
import type { Projection } from '../../../engine/core/match.ts';
import { CONTENT } from '../../../engine/games/explorers/content/index.ts';
import { MAX_HEALTH } from '../../../engine/games/explorers/ops.ts';
import { deciderHero } from '../../../engine/games/explorers/readings.ts';
import type { ExView } from '../../../engine/games/explorers/state.ts';
import type { ScoreLine } from '../../kit/types.ts';
import { say } from '../../words/say.ts';
import { nameOf } from '../../../engine/games/explorers/names.ts';

export function explorersScoreboard(projection: Projection, seat: number): ScoreLine {
  const v = projection.view as ExView;
  const heroes = v.heroes.filter((h) => h.seat === seat);
  const decider = v.result ? null : deciderHero(v);
  const active = decider !== null && v.heroes[decider]?.seat === seat;
  if (heroes.length === 0) return { active };
  return {
    role: heroes.map((h) => nameOf('hero', h.id, say)).join(' & '),
    ...(heroes.length === 1 ? { color: CONTENT.heroes[heroes[0]!.id].color } : {}),
    score: heroes.map((h) => (h.down ? say('explorers.score.down') : `♥ ${h.health}/${Math.max(MAX_HEALTH, h.health)}`)).join(' · '),
    active,
  };
}
