import type { ReshuffleNotice } from './model.ts';
import type { AmbushNotice } from './model.ts';
import { ForestCard } from './ForestCard.tsx';
import { GLYPH, ICON_COLOR, iconKey } from '../look.ts';
import { useSay } from '../../../words/say.ts';
import { sideName } from '../names.ts';

/**
 * An Ambush just drawn: the card and what it did, big in the middle of the screen before
 * any further choice (`big`), then settled small beside the table until the next action.
 */
export function AmbushFlash({ notices, big, names }: { notices: AmbushNotice[]; big: boolean; names: (text: string) => string }) {
  return (
    <div className={`fo-flash${big ? '' : ' settled'}`} role="alert" data-testid="ambush-flash" data-big={big}>
      {notices.map((n, i) => (
        <div key={i} className="fo-flash-card hud-panel">
          <ForestCard side={n.side} small={!big} />
          <p>{names(n.text)}</p>
        </div>
      ))}
    </div>
  );
}

/**
 * A reshuffle: every card of the discard slides into the new Forest Deck showing the very
 * side it was discarded with — none is turned over.
 */
export function ReshuffleShow({ notice }: { notice: ReshuffleNotice }) {
  const say = useSay();
  const n = notice.cards.length;
  return (
    <div className="fo-reshuffle hud-panel" role="status" data-testid="reshuffle-show">
      <p><b>{say('forest.reshuffle.empty')}</b> {say('forest.reshuffle.what', { n })}</p>
      <div className="fo-reshuffle-cards">
        {notice.cards.map((c, i) => {
          const key = iconKey(c.side.icon);
          return (
            <span
              key={c.id}
              className={`fo-mini${c.side.ambush ? ' ambush' : ''}`}
              data-testid="reshuffle-card"
              data-side={c.side.id}
              style={{ '--icon': ICON_COLOR[key], '--i': i, '--n': n } as React.CSSProperties}
            >
              <span className="fo-mini-glyph">{GLYPH[key]}</span>
              <span className="fo-mini-name">{sideName(c.side.id, say)}</span>
            </span>
          );
        })}
        <span className="fo-mini-deck" style={{ '--n': n } as React.CSSProperties} aria-hidden="true">{say('forest.deck')}</span>
      </div>
    </div>
  );
}

/** The newest action's outcomes worth reading twice (an encounter, a completed map, the camp). */
export function OutcomePanel({ lines, names }: { lines: string[]; names: (text: string) => string }) {
  return (
    <aside className="fo-outcome hud-panel" data-testid="outcome">
      <ul>{lines.map((l, i) => <li key={i}>{names(l)}</li>)}</ul>
    </aside>
  );
}
