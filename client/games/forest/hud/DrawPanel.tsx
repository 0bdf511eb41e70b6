import type { DrawPanelModel } from './model.ts';
import { ForestCard } from './ForestCard.tsx';
import type { ForestAction } from '../../../../engine/games/forest/actions.ts';
import { sendAction } from '../../../net/send-action.ts';
import { dirLetter, dirWord, GLYPH } from '../look.ts';
import { useSay } from '../../../words/say.ts';
import { sideName } from '../names.ts';

/**
 * The cards drawn this turn, spread in a row with the Strategy count ("2 of 4 drawn"), and
 * what the player whose turn it is may do: place a card (a wild one with its direction) or
 * draw again from the bottom. Everyone else watches the same row. `hold`: an Ambush is
 * still resolving on screen, so no choice is offered yet.
 */
export function DrawPanel({ panel, hold }: { panel: DrawPanelModel; hold: boolean }) {
  const say = useSay();
  const busy = hold || undefined;
  return (
    <section className={`fo-draw hud-panel${panel.mine ? ' mine' : ''}`} data-testid="draw-panel" aria-label={say('forest.draw.panel')}>
      <header className="fo-draw-head">
        <b>{panel.mine ? say('forest.draw.you') : say('forest.draw.other', { name: panel.drawerName })}</b>
        <span className="fo-count" data-testid="drawn-count">{panel.count}</span>
        <span className="fo-deck-info">{panel.deck.top ? say('forest.draw.deckTop', { count: panel.deck.count, top: sideName(panel.deck.top.id, say), discard: panel.discard }) : say('forest.draw.deck', { count: panel.deck.count, discard: panel.discard })}</span>
      </header>
      <div className="fo-drawn">
        {panel.cards.map((c) => (
          <ForestCard key={c.id} side={c.side} down={c.down} testId="drawn-card" id={c.id}>
            {c.place && (
              <button type="button" className="fo-place" data-testid="place-card" disabled={busy} onClick={() => sendAction<ForestAction>(c.place!)}>{say('forest.draw.place')}</button>
            )}
            {c.placeAs.length > 0 && (
              <div className="fo-dirs" role="group" aria-label={say('forest.draw.placeAs', { name: sideName(c.side.id, say) })}>
                {c.placeAs.map(({ dir, action }) => (
                  <button key={dir} type="button" data-testid={`place-as-${dir}`} disabled={busy} title={say('forest.draw.placeAsTitle', { dir: dirWord(dir) })} onClick={() => sendAction<ForestAction>(action)}>
                    {GLYPH[dir]}{dirLetter(dir)}
                  </button>
                ))}
              </div>
            )}
          </ForestCard>
        ))}
        {panel.draw && (
          <button type="button" className="fo-draw-button" data-testid="draw-card" disabled={busy} onClick={() => sendAction<ForestAction>(panel.draw!)}>
            <span className="fo-draw-big">{say('forest.draw.draw')}</span>
            <span>{say('forest.draw.fromBottom')}</span>
            <span className="fo-draw-n">{say('forest.draw.next', { n: panel.draws + 1, limit: panel.limit })}</span>
          </button>
        )}
        {!panel.draw && panel.cards.length === 0 && <p className="fo-muted fo-waiting">{panel.mine ? '' : say('forest.draw.about', { name: panel.drawerName })}</p>}
      </div>
      {panel.stop && <p className="fo-stop" data-testid="draw-stop">{panel.stop}</p>}
    </section>
  );
}
