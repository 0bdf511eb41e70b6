import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { AbilityCard } from './AbilityCard.tsx';
import { Termed } from '../../../hud/RuleTerm.tsx';
import type { DPrompt, Selecting } from './model.ts';
import type { DelveAction } from '../../../../engine/games/delve/actions.ts';
import { sendAction } from '../../../net/send-action.ts';
import { placeCard, selectAction } from './slots.ts';
import { useCardDrag } from './useCardDrag.ts';
import { usePressWord } from '../../../hud/use-compact.ts';
import { useSay } from '../../../words/say.ts';

/**
 * Card selection: the hand as readable cards, two slots in front of it (the first leads
 * for initiative), Play and Long rest. Cards go to a slot by a click (the first free slot)
 * or by dragging them onto one (mouse or finger, with pointer events); a click on a slot
 * card takes it back. What is chosen is
 * sent only on Play, and only this seat ever sees it before the reveal.
 */
export function Selection({ sel, prompts, round, expected }: { sel: Selecting; prompts: readonly DPrompt[]; round: number; expected: string }) {
  const mine = sel.mine && 'cards' in sel.mine ? sel.mine.cards : null;
  const [slots, setSlots] = useState<Array<string | null>>(() => (mine ? [...mine] : [null, null]));
  const [folded, setFolded] = useState(false);
  const press = usePressWord();
  const say = useSay();
  useEffect(() => setSlots(mine ? [...mine] : [null, null]), [round, mine?.[0], mine?.[1]]);
  const put = (card: string, at?: number) => setSlots((now) => placeCard(now, card, at));
  const takeBack = (k: number) => setSlots(slots.map((x, i) => (i === k ? null : x)));
  const { dragging, cardProps, slotRef, swallowClick } = useCardDrag(put);
  const play = selectAction(slots, prompts);
  const same = mine !== null && mine[0] === slots[0] && mine[1] === slots[1];
  const rest = prompts.flatMap((p) => p.actions).find((x) => x.t === 'longRest');
  const byId = new Map(sel.hand.map((c) => [c.id, c]));
  return (
    <section className="dv-select hud-panel" data-testid="dv-select" aria-label={say('delve.phase.select')}>
      <div className="dv-select-bar">
        <div className="dv-slots">
          {[0, 1].map((k) => {
            const card = slots[k] ? byId.get(slots[k]!) : undefined;
            return (
              <div key={k} ref={slotRef(k)} className={`dv-slot${card ? ' filled' : ''}${dragging?.over === k ? ' over' : ''}`} data-testid={`dv-slot-${k}`}>
                <span className="dv-slot-label">{say(k === 0 ? 'delve.select.leads' : 'delve.select.second')}</span>
                {card
                  ? <button type="button" className="dv-slot-card" onClick={() => takeBack(k)} title={say('delve.select.takeBack')}>{card.name} <b>{card.initiative}</b></button>
                  : <span className="dv-slot-empty">{sel.canPlay ? say('delve.select.empty', { press }) : '—'}</span>}
              </div>
            );
          })}
        </div>
        <div className="dv-select-actions">
          {slots[0] && slots[1] && (
            <button type="button" className="dv-swap" onClick={() => setSlots([slots[1]!, slots[0]!])} data-testid="dv-swap">⇄ {say('delve.select.swap')}</button>
          )}
          <button type="button" className="primary" data-testid="dv-play" disabled={!play || same} onClick={() => play && sendAction<DelveAction>(play)}>
            {say(mine ? (same ? 'delve.select.chosen' : 'delve.select.change') : 'delve.select.play')}
          </button>
          <button
            type="button" data-testid="dv-long-rest" disabled={!rest || sel.mine !== null && 'rest' in sel.mine}
            title={rest ? '' : say('delve.select.restNeeds')}
            onClick={() => rest && sendAction<DelveAction>(rest)}
          >
            {sel.mine && 'rest' in sel.mine ? say('delve.select.restChosen') : say('delve.term.longRest')}
            <small>{rest ? say('delve.select.restWhat') : say('delve.select.restShort', { n: sel.discardCount })}</small>
          </button>
        </div>
        <button type="button" className="dv-fold" onClick={() => setFolded(!folded)} aria-expanded={!folded} data-testid="dv-hand-fold" title={say(folded ? 'delve.select.show' : 'delve.select.fold')}>{folded ? '▴' : '▾'}</button>
        <p className="dv-select-note" data-testid="dv-select-note"><Termed text={expected} /></p>
      </div>
      {!folded && <div className="dv-hand" data-testid="dv-hand">
        {sel.hand.map((c) => (
          <AbilityCard
            key={c.id} card={c} owner={c.id.split('-')[0]} testId="dv-hand-card" drag={sel.canPlay ? cardProps(c.id) : undefined}
            selected={slots.includes(c.id)} onClick={sel.canPlay ? () => { if (!swallowClick()) put(c.id); } : undefined}
          />
        ))}
        {sel.hand.length === 0 && <p className="muted">{say('delve.select.noCards')}</p>}
      </div>}
      {/* On the page itself: the panel's backdrop filter would make it the ghost's frame. */}
      {dragging && createPortal(
        <div className="dv-drag-ghost" data-testid="dv-drag-ghost" style={{ left: dragging.x, top: dragging.y }} aria-hidden="true">
          {byId.get(dragging.card)?.name} <b>{byId.get(dragging.card)?.initiative}</b>
        </div>,
        document.body,
      )}
    </section>
  );
}
