import { useEffect, useMemo, useRef, useState } from 'react';
import { useTable } from '../net/store.ts';
import { HandActions } from './HandActions.tsx';
import { HandCardView } from './HandCardView.tsx';
import { handItemKinds, ownHand, viewHands } from './hand-items.ts';
import { DEFAULT_FAN, fanLayout } from './hand-layout.ts';
import { useSay } from '../words/say.ts';

/**
 * The player's own hand, fanned along the bottom edge, never wider than the space it has (a
 * phone's screen too), so every card stays on screen. Spectators have none.
 */
export function Hand() {
  const say = useSay();
  const cards = useTable((s) => ownHand(s.projection, s.seat));
  const hands = useTable((s) => viewHands(s.projection?.view));
  const spectator = useTable((s) => s.seat === 'spectator');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const kinds = useMemo(() => handItemKinds(hands), [hands]);
  const box = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState(DEFAULT_FAN.maxWidth);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setRoom(Math.round(el.getBoundingClientRect().width) - 16));
    observer.observe(el);
    return () => observer.disconnect();
  }, [spectator]);
  const slots = useMemo(() => fanLayout(cards.length, { ...DEFAULT_FAN, maxWidth: Math.max(DEFAULT_FAN.cardWidth, Math.min(DEFAULT_FAN.maxWidth, room)) }), [cards.length, room]);
  if (spectator) return null;
  const selected = cards.some((c) => c.id === selectedId) ? selectedId : null;

  return (
    <div className="hand-area">
      {selected && (
        <HandActions id={selected} kind={kinds[selected] ?? 'card'} onDone={() => setSelectedId(null)} />
      )}
      <div ref={box} className="hand" data-testid="hand" data-count={cards.length} aria-label={say('hud.hand.label', { n: cards.length })}>
        {cards.length === 0 && <span className="hand-empty">{say('hud.hand.empty')}</span>}
        {cards.map((card, i) => (
          <HandCardView
            key={card.id}
            card={card}
            slot={slots[i]!}
            selected={card.id === selected}
            token={kinds[card.id] === 'token'}
            onSelect={(id) => setSelectedId((cur) => (cur === id ? null : id))}
          />
        ))}
      </div>
    </div>
  );
}
