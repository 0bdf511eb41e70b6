/**
 * Root's line on the streaming scoreboard: the seat's faction in its colour, its victory
 * points (or the dominance card it plays for instead), and whether it decides now.
 */
import type { Projection } from '../../../engine/core/match.ts';
import { cardDef } from '../../../engine/games/root/data/base-deck.ts';
import type { RootView } from '../../../engine/games/root/view.ts';
import type { ScoreLine } from '../../kit/types.ts';
import { say } from '../../words/say.ts';
import { phraseText } from '../../words/phrase.ts';

export function rootScoreboard(projection: Projection, seat: number): ScoreLine {
  const v = projection.view as RootView;
  const s = v.seats.find((x) => x.seat === seat);
  const active = v.winners === undefined && v.decision.seat === seat;
  if (!s) return { active };
  const picking = v.picks?.seats.includes(seat) ?? false;
  const score = s.dominance ? say('root.score.dominance', { suit: cardDef(s.dominance).suit }) : say('root.vp', { vp: s.vp });
  return picking ? { score, active } : { role: phraseText(s.nameWords, s.name, say), color: s.color, score, active };
}
