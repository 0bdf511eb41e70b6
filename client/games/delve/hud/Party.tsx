import { useState } from 'react';
import { RuleTerm, Termed } from '../../../hud/RuleTerm.tsx';
import type { SeatMeta } from '../../../net/store-types.ts';
import { AbilityCard } from './AbilityCard.tsx';
import type { CardInfo, PartyRow } from './model.ts';
import { useSay } from '../../../words/say.ts';

function Pile({ title, cards, testId }: { title: string; cards: ReadonlyArray<{ card: CardInfo; note?: string }>; testId: string }) {
  return (
    <div className="dv-pile" data-testid={testId}>
      <h4><RuleTerm words={title} /> <span className="muted">({cards.length})</span></h4>
      <div className="dv-pile-cards">
        {cards.map(({ card, note }) => <AbilityCard key={card.id} card={card} owner={card.id.split('-')[0]} note={note} />)}
      </div>
    </div>
  );
}

/**
 * The party: one board per character — health, shield, items, hand size (only a count),
 * and its public piles: active, discard and lost, readable by everyone (unfold a board to
 * read them). The whole panel folds to one line.
 */
export function Party({ rows, seats, foes }: { rows: readonly PartyRow[]; seats: readonly SeatMeta[]; foes: ReadonlyArray<{ id: string; name: string; health: number; maxHealth: number; awake: boolean }> }) {
  const say = useSay();
  const [open, setOpen] = useState<number | null>(null);
  // Folded to its header on a phone, where it would cover the map.
  const [folded, setFolded] = useState(() => typeof window !== 'undefined' && window.matchMedia?.('(max-width: 760px)').matches === true);
  return (
    <section className={`dv-party hud-panel${folded ? ' folded' : ''}`} data-testid="dv-party" aria-label={say('delve.party')}>
      <header>
        <h3>{say('delve.party')}</h3>
        <button type="button" className="dv-fold" onClick={() => setFolded(!folded)} aria-expanded={!folded} data-testid="dv-party-fold">{folded ? '▾' : '▴'}</button>
      </header>
      {!folded && (
        <>
          <ul className="dv-party-rows">
            {rows.map((r) => {
              const colour = seats[r.seat]?.color;
              const expanded = open === r.seat;
              return (
                <li key={r.seat} className={`dv-member${r.current ? ' current' : ''}${r.exhausted ? ' exhausted' : ''}`} data-testid="dv-member" data-seat={r.seat}>
                  <button type="button" className="dv-member-head" onClick={() => setOpen(expanded ? null : r.seat)} aria-expanded={expanded}>
                    <span className="swatch-dot" style={{ background: colour }} aria-hidden="true" />
                    <span className="dv-member-name"><b>{r.name}</b> <span className="muted">{r.player}</span></span>
                    <span className="dv-hp" title={say('delve.party.health')}>{r.exhausted ? '✕' : `♥ ${r.health}/${r.maxHealth}`}</span>
                  </button>
                  <div className="dv-member-line">
                    <span title={say('delve.party.hand')}>{say('delve.party.inHand', { n: r.handCount })}</span>
                    <span title={say('delve.party.discarded')}>🂠 {r.discard.length}</span>
                    <span title={say('delve.term.lost')}>✕ {r.lost.length}</span>
                    {r.active.length > 0 && <span title={say('delve.pile.active')}>◈ {r.active.length}</span>}
                    {r.shield > 0 && <span title={say('delve.party.shieldTitle')}>{say('delve.party.shield', { n: r.shield })}</span>}
                    {r.retaliate > 0 && <span title={say('delve.party.retaliate')}>↯ {r.retaliate}</span>}
                    {r.coins > 0 && <span title={say('delve.party.coins')}>¤ {r.coins}</span>}
                    {r.status && <em><Termed text={r.status} /></em>}
                  </div>
                  <div className="dv-member-items">
                    {r.items.map((i) => <span key={i.name} className={`dv-item${i.spent ? ' spent' : ''}`} title={i.text}>{i.spent ? say('delve.party.spent', { name: i.name }) : i.name}</span>)}
                  </div>
                  {expanded && (
                    <div className="dv-piles">
                      <Pile title={say('delve.pile.active')} testId="dv-pile-active" cards={r.active.map((a) => ({ card: a.card, note: a.note }))} />
                      <Pile title={say('delve.pile.discard')} testId="dv-pile-discard" cards={r.discard.map((card) => ({ card }))} />
                      <Pile title={say('delve.term.lost')} testId="dv-pile-lost" cards={r.lost.map((card) => ({ card }))} />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
          {foes.length > 0 && (
            <div className="dv-foes">
              <h4>{say('delve.monsters')}</h4>
              <ul>
                {foes.map((m) => <li key={m.id} className={m.awake ? '' : 'asleep'}>{m.name} <span>♥ {m.health}/{m.maxHealth}</span>{!m.awake && <em> {say('delve.party.asleep')}</em>}</li>)}
              </ul>
            </div>
          )}
        </>
      )}
    </section>
  );
}
