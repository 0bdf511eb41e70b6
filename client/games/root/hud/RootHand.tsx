import { useState, type CSSProperties } from 'react';
import { titleFontPx } from '../../../hud/title-fit.ts';
import type { CardView } from '../../../../engine/games/root/view.ts';
import type { Option } from './choices.ts';
import { SuitChip } from './FactionBoards.tsx';
import type { RootAction } from '../../../../engine/games/root/actions.ts';
import { sendAction } from '../../../net/send-action.ts';
import { useSay } from '../../../words/say.ts';
import { cardText, cardTitle } from '../board-common.ts';

/** The width a hand card gives its title (px): 108 px less its borders and padding, and the phone's 100 px card. */
const CARD_TEXT_PX = 88;

/** The kinds of card the hand names (their words: `root.card-kind.<kind>`). */
const KINDS = new Set(['item', 'persistent', 'immediate', 'ambush', 'dominance']);

/**
 * The seat's own hand (only its owner receives it): each card's suit, kind, crafting cost
 * and reward. A card some prompt may use now is lit; clicking it lists those uses.
 */
export function RootHand({ cards, uses }: { cards: readonly CardView[]; uses: ReadonlyMap<string, ReadonlyArray<Option & { prompt: string }>> }) {
  const say = useSay();
  const [open, setOpen] = useState<string | null>(null);
  const shown = open !== null && cards.some((c) => c.id === open) && (uses.get(open)?.length ?? 0) > 0 ? open : null;
  const openUses = shown ? uses.get(shown) ?? [] : [];
  return (
    <div className="rt-hand-area">
      {shown && (
        <div className="rt-card-uses hud-panel" data-testid="card-uses">
          {openUses.map((u, i) => (
            <button key={i} type="button" className="primary" data-testid="card-use" onClick={() => { sendAction<RootAction>(u.action); setOpen(null); }}>
              <span className="muted">{u.prompt}:</span> {u.label}
            </button>
          ))}
        </div>
      )}
      <div className="rt-hand" data-testid="root-hand" data-count={cards.length} aria-label={say('root.hand.label', { n: cards.length })}>
        {cards.length === 0 && <span className="rt-hand-empty hud-panel">{say('root.hand.empty')}</span>}
        {cards.map((c) => {
          const usable = (uses.get(c.id)?.length ?? 0) > 0;
          const name = cardTitle(c.key, say);
          return (
            <button
              key={c.id}
              type="button"
              className={`rt-card ${c.suit}${usable ? ' usable' : ''}${shown === c.id ? ' open' : ''}`}
              data-testid="root-card"
              data-usable={usable}
              title={cardText(c.key, say) ?? name}
              onClick={() => setOpen(shown === c.id ? null : c.id)}
            >
              <span className="rt-card-name" style={{ '--fit': `${titleFontPx(name, CARD_TEXT_PX, 12.8)}px` } as CSSProperties}>{name}</span>
              <span className="rt-card-line"><SuitChip suit={c.suit} /> <span className="muted">{KINDS.has(c.kind) ? say(`root.card-kind.${c.kind}`) : c.kind}</span></span>
              {c.cost.length > 0 && <span className="rt-card-line">{say('root.hand.craft')} {c.cost.map((i, k) => <SuitChip key={k} suit={i} />)}</span>}
              {(c.item || c.vp > 0) && <span className="rt-card-line muted">{c.item ? `${say('root.name.item', { item: c.item })} · ` : ''}{say('root.vp', { vp: c.vp })}</span>}
            </button>
          );
        })}
      </div>
    </div>
  );
}
