/**
 * The forest's line on the streaming scoreboard: the map the traveller follows this round,
 * renown and health (or fallen), and whether it is the seat's turn to draw.
 */
import type { Projection } from '../../../engine/core/match.ts';
import { CONTENT, RULES } from '../../../engine/games/forest/content/index.ts';
import type { ForestView } from '../../../engine/games/forest/state.ts';
import type { ScoreLine } from '../../kit/types.ts';
import { say } from '../../words/say.ts';
import { mapName } from './names.ts';

export function forestScoreboard(projection: Projection, seat: number): ScoreLine {
  const v = projection.view as ForestView;
  const t = v.travellers.find((x) => x.seat === seat);
  const active = !v.result && v.turn?.seat === seat;
  if (!t) return { active };
  const map = t.map && Object.hasOwn(CONTENT.maps, t.map) ? t.map : undefined;
  const health = t.phase === 'lost' ? say('forest.score.fallen') : `♥ ${t.health}/${RULES.health}`;
  return { ...(map ? { role: mapName(map) } : {}), score: `★ ${t.renown} · ${health}`, active };
}
