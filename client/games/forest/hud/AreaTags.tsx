/**
 * Name tags over each traveller's mat and a tag over the drawn cards ("Ana · 2 of 4
 * drawn"), kept on their spots on the table as the camera moves: positions are written to
 * the tags' style each animation frame through refs, never through React state.
 */
import { useEffect, useRef } from 'react';
import { AREA } from '../../../../engine/games/forest/layout.ts';
import { areaCentre, forestLayout } from '../../../../engine/games/forest/table.ts';
import type { ForestView } from '../../../../engine/games/forest/state.ts';
import { sceneHooks } from '../../../interaction/scene-hooks.ts';
import type { SeatMeta } from '../../../net/store-types.ts';
import { seatLabel } from './model.ts';
import { say } from '../../../words/say.ts';

interface Tag {
  key: string;
  x: number;
  z: number;
  text: string;
  color?: string;
  kind: 'seat' | 'drawn';
}

function tagsOf(v: ForestView, viewer: number | 'spectator', names: readonly (string | undefined)[], seats: readonly SeatMeta[]): Tag[] {
  const tags: Tag[] = v.travellers.map((t) => {
    const at = areaCentre(v, viewer, t.seat);
    const color = seats[t.seat]?.color;
    return { key: `seat-${t.seat}`, x: at.x - AREA.width / 2 + 0.4, z: at.z - AREA.depth / 2 + 0.3, text: say(t.phase === 'lost' ? 'forest.tag.fallen' : 'forest.tag.seat', { name: seatLabel(names, t.seat), health: t.health, renown: t.renown }), kind: 'seat' as const, ...(color ? { color } : {}) };
  });
  const turn = v.turn;
  if (turn && !v.result) {
    const lay = forestLayout(v.seats);
    tags.push({ key: 'drawn', x: lay.drawnX - 1.2, z: lay.band - 1.95, text: `${seatLabel(names, turn.seat)} · ${say('forest.draw.count', { n: turn.draws, limit: turn.limit })}`, kind: 'drawn' });
  }
  return tags;
}

export function AreaTags({ view, viewer, names, seats }: { view: ForestView; viewer: number | 'spectator'; names: readonly (string | undefined)[]; seats: readonly SeatMeta[] }) {
  const tags = tagsOf(view, viewer, names, seats);
  const refs = useRef(new Map<string, HTMLDivElement>());
  const spots = useRef(tags);
  spots.current = tags;
  useEffect(() => {
    let frame = 0;
    const tick = () => {
      for (const tag of spots.current) {
        const el = refs.current.get(tag.key);
        const at = el ? sceneHooks.toScreen(tag.x, 0.1, tag.z) : null;
        if (!el) continue;
        if (!at) {
          el.style.visibility = 'hidden';
          continue;
        }
        const next = `translate(${Math.round(at[0])}px, ${Math.round(at[1])}px)`;
        if (el.style.transform !== next) el.style.transform = next;
        el.style.visibility = 'visible';
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div className="fo-tags" aria-hidden="true">
      {tags.map((t) => (
        <div
          key={t.key}
          className={`fo-tag ${t.kind}`}
          data-testid={t.kind === 'drawn' ? 'drawn-tag' : 'seat-tag'}
          ref={(el) => { if (el) refs.current.set(t.key, el); else refs.current.delete(t.key); }}
          style={{ borderColor: t.color, visibility: 'hidden' }}
        >
          {t.text}
        </div>
      ))}
    </div>
  );
}
