import { useMemo, useState } from 'react';
import { useTable } from '../net/store.ts';
import { HandActions } from './HandActions.tsx';
import { HandCardView } from './HandCardView.tsx';
import { handItemKinds, ownHand, viewHands } from './hand-items.ts';
import { fanLayout } from './hand-layout.ts';

/** The player's own hand, fanned along the bottom edge. Spectators have none. */
export function Hand() {
  const cards = useTable((s) => ownHand(s.projection, s.seat));
  const hands = useTable((s) => viewHands(s.projection?.view));
  const spectator = useTable((s) => s.seat === 'spectator');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const kinds = useMemo(() => handItemKinds(hands), [hands]);
  const slots = useMemo(() => fanLayout(cards.length), [cards.length]);
  if (spectator) return null;
  const selected = cards.some((c) => c.id === selectedId) ? selectedId : null;

  return (
    <div className="hand-area">
      {selected && (
        <HandActions id={selected} kind={kinds[selected] ?? 'card'} onDone={() => setSelectedId(null)} />
      )}
      <div className="hand" data-testid="hand" data-count={cards.length} aria-label={`Your hand: ${cards.length}`}>
        {cards.length === 0 && <span className="hand-empty">Your hand is empty</span>}
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
