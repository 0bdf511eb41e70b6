import { useMemo, useState } from 'react';
import { useTable } from '../../../net/store.ts';
import { useShownSeats } from '../../../scene/use-seat-palette.ts';
import { usePressWord } from '../../../hud/use-compact.ts';
import { AbilityCard } from './AbilityCard.tsx';
import { Banner } from './Banner.tsx';
import { EndScreen } from './EndScreen.tsx';
import {
  bannerOf, cardInfo, endSummary, foes, isDelveView, itemControls, monsterCard, orderChips, partyRows, playedCards, resting, selecting, stepOf, type DPrompt,
} from './model.ts';
import { Party } from './Party.tsx';
import { RestPanel } from './RestPanel.tsx';
import { Selection } from './Selection.tsx';
import { TurnPanel } from './TurnPanel.tsx';
import { useSay } from '../../../words/say.ts';
import './delve-hud.css';

const NO_PROMPTS: readonly DPrompt[] = [];

/**
 * The Delve HUD: the banner with the initiative order, the party's boards and public piles,
 * and at the bottom what the viewer does now — card selection with its hand and two slots,
 * its turn (the played cards' halves, the current step, items), a short rest — or its hand
 * to read while others act. Controls exist only for prompted actions; spectators see the
 * table read-only and never a hand. The log can fold away on a small screen.
 */
export function DelveHud() {
  const rawView = useTable((s) => s.projection?.view);
  const prompts = useTable((s) => (s.projection?.prompts ?? NO_PROMPTS) as readonly DPrompt[]);
  const viewer = useTable((s) => s.seat);
  // Seats in their colours as the seat palette shows them.
  const seats = useShownSeats();
  const seed = useTable((s) => s.seed);
  const say = useSay();
  const [endClosed, setEndClosed] = useState(false);
  const [logFolded, setLogFolded] = useState(false);
  const [handOpen, setHandOpen] = useState(false);
  const view = isDelveView(rawView) ? rawView : null;
  const press = usePressWord();
  const names = useMemo(() => seats.map((m) => (m.occupied || m.name ? m.name : undefined)), [seats]);
  // Worded again when `say` changes (another language, or the game's words arriving).
  const model = useMemo(() => {
    if (!view) return null;
    return {
      banner: bannerOf(view, prompts, viewer, names),
      chips: orderChips(view, names),
      monster: monsterCard(view),
      party: partyRows(view, names),
      foes: foes(view),
      sel: selecting(view, prompts, viewer),
      played: playedCards(view, prompts, viewer),
      step: view.turn?.seat === viewer ? stepOf(view, prompts, press) : null,
      items: itemControls(prompts),
      rest: resting(view, prompts, viewer),
      end: endSummary(view, names),
    };
  }, [view, prompts, viewer, names, press, say]);
  if (!view || !model) return null;
  const mine = typeof viewer === 'number' ? view.chars[viewer] : undefined;
  const myTurn = view.turn !== null && view.turn.seat === viewer;
  return (
    <div className={`dv-hud${logFolded ? ' log-folded' : ''}`} data-testid="delve-hud">
      <div className="dv-top">
        <Banner banner={model.banner} chips={model.chips} monster={model.monster} seats={seats} />
      </div>
      <div className="dv-right">
        <button type="button" className="dv-log-toggle" onClick={() => setLogFolded(!logFolded)} data-testid="dv-log-toggle">{say('delve.hud.log')} {logFolded ? '▾' : '▴'}</button>
        <Party rows={model.party} seats={seats} foes={model.foes} />
      </div>
      <div className="dv-bottom">
        {model.sel && <Selection sel={model.sel} prompts={prompts} round={view.round} expected={model.banner.expected} />}
        {myTurn && <TurnPanel played={model.played} step={model.step} items={model.items} />}
        {model.rest && <RestPanel rest={model.rest} />}
        {!model.sel && mine?.hand && mine.hand.length > 0 && (
          <section className={`dv-hand-panel hud-panel${handOpen ? ' open' : ''}`} aria-label={say('delve.hud.hand')}>
            <button type="button" className="dv-hand-toggle" data-testid="dv-hand-toggle" onClick={() => setHandOpen(!handOpen)} aria-expanded={handOpen}>
              {say('delve.hud.handCount', { n: mine.hand.length })} {handOpen ? '▾' : '▴'}
            </button>
            {handOpen && (
              <div className="dv-hand compact" data-testid="dv-hand">
                {mine.hand.map((id) => <AbilityCard key={id} card={cardInfo(id)} owner={id.split('-')[0]} testId="dv-hand-card" />)}
              </div>
            )}
          </section>
        )}
      </div>
      {model.end && !endClosed && <EndScreen end={model.end} seed={seed} onClose={() => setEndClosed(true)} />}
    </div>
  );
}
