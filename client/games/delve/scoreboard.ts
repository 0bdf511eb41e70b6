/**
 * Delve's line on the streaming scoreboard: the seat's character, its health
 * (or that it is exhausted), and whether the table waits on the seat: a card still to
 * select, a short rest to decide, or its turn.
 */
import type { Projection } from '../../../engine/core/match.ts';
import type { DelveView } from '../../../engine/games/delve/state.ts';
import type { ScoreLine } from '../../kit/types.ts';
import { say } from '../../words/say.ts';

function waitsOn(v: DelveView, seat: number): boolean {
  if (v.result) return false;
  if (v.phase === 'select') return v.sealed.waiting.includes(seat) && !v.sealed.chosen.includes(seat);
  if (v.phase === 'cleanup') return v.cleanup.waiting.includes(seat);
  return v.turn?.seat === seat;
}

export function delveScoreboard(projection: Projection, seat: number): ScoreLine {
  const v = projection.view as DelveView;
  const c = v.chars.find((x) => x.seat === seat);
  const active = waitsOn(v, seat);
  if (!c) return { active };
  return {
    role: say(`delve.name.character.${c.id}`),
    score: c.exhausted ? say('delve.score.exhausted') : `♥ ${c.health}/${c.maxHealth}`,
    active,
  };
}
