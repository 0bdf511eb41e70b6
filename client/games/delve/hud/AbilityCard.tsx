import type { CSSProperties, PointerEventHandler, ReactNode } from 'react';
import { titleFontPx } from '../../../hud/title-fit.ts';
import type { CardInfo, HalfInfo } from './model.ts';
import { useSay } from '../../../words/say.ts';

/** The lost and bonus symbols of a half, with what they mean as their title. */
function Symbols({ h }: { h: HalfInfo }) {
  const say = useSay();
  return (
    <span className="dv-syms">
      {h.lost && <span className="dv-sym lost" title={say('delve.sym.lost')}>✕</span>}
      {h.bonus === 'round' && <span className="dv-sym round" title={say('delve.sym.round')}>{say('delve.sym.round.mark')}</span>}
      {h.bonus === 'persistent' && <span className="dv-sym persistent" title={say('delve.sym.persistent')}>∞</span>}
    </span>
  );
}

function HalfView({ h, label, children }: { h: HalfInfo; label: string; children?: ReactNode }) {
  return (
    <div className={`dv-half${h.lost ? ' lost' : ''}`}>
      <div className="dv-half-head"><span className="dv-half-label">{label}</span><Symbols h={h} /></div>
      {h.lines.map((line) => <div key={line} className="dv-line">{line}</div>)}
      {children}
    </div>
  );
}

export interface AbilityCardProps {
  card: CardInfo;
  owner?: string;
  selected?: boolean;
  dim?: boolean;
  note?: string;
  onClick?: () => void;
  /** Pointer handlers that let the card be dragged (mouse, pen or finger); see useCardDrag. */
  drag?: {
    onPointerDown: PointerEventHandler<HTMLElement>;
    onPointerMove: PointerEventHandler<HTMLElement>;
    onPointerUp: PointerEventHandler<HTMLElement>;
    onPointerCancel: PointerEventHandler<HTMLElement>;
    onLostPointerCapture: PointerEventHandler<HTMLElement>;
  };
  testId?: string;
  /** Extra content under each half (the turn's buttons). */
  top?: ReactNode;
  bottom?: ReactNode;
}

/** The width a card's name has beside its initiative badge (px), on the narrowest card (a phone's, 104 px). */
const NAME_TEXT_PX = 60;

/** One ability card, readable: name, initiative, the top and the bottom action with their symbols. */
export function AbilityCard({ card, owner, selected, dim, note, onClick, drag, testId, top, bottom }: AbilityCardProps) {
  const say = useSay();
  const body = (
    <>
      <div className="dv-card-head">
        <span className="dv-card-name" style={{ '--fit': `${titleFontPx(card.name, NAME_TEXT_PX, 11.5)}px` } as CSSProperties}>{card.name}</span>
        <span className="dv-init" title={say('delve.term.initiative')}>{card.initiative}</span>
      </div>
      <HalfView h={card.top} label={say('delve.card.top')}>{top}</HalfView>
      <HalfView h={card.bottom} label={say('delve.card.bottom')}>{bottom}</HalfView>
      {note && <div className="dv-card-note">{note}</div>}
    </>
  );
  const cls = `dv-card${owner ? ` own-${owner}` : ''}${selected ? ' selected' : ''}${dim ? ' dim' : ''}${drag ? ' draggable' : ''}`;
  if (onClick) {
    return (
      <button type="button" className={cls} data-testid={testId} data-card={card.id} onClick={onClick} {...drag} aria-pressed={selected}>
        {body}
      </button>
    );
  }
  return <div className={cls} data-testid={testId} data-card={card.id}>{body}</div>;
}
