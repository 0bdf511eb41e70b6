import { RuleTerm } from '../../../hud/RuleTerm.tsx';
import { AbilityCard } from './AbilityCard.tsx';
import type { Resting } from './model.ts';
import type { DelveAction } from '../../../../engine/games/delve/actions.ts';
import { sendAction } from '../../../net/send-action.ts';
import { useSay } from '../../../words/say.ts';

/** Cleanup: take a short rest (what it costs), then keep or let go of the card drawn to be lost. */
export function RestPanel({ rest }: { rest: Resting }) {
  const say = useSay();
  return (
    <section className="dv-rest hud-panel" data-testid="dv-rest" aria-label={say('delve.term.shortRest')}>
      <h4 className="dv-rest-title"><RuleTerm words={say('delve.term.shortRest')} /></h4>
      {rest.drawn && (
        <div className="dv-drawn">
          <AbilityCard card={rest.drawn} owner={rest.drawn.id.split('-')[0]} note={say('delve.rest.drawnNote')} />
        </div>
      )}
      <div className="dv-rest-choices">
        {rest.controls.map((c) => (
          <button key={c.key} type="button" className={c.action.t === 'shortRest' && c.action.rest ? 'primary' : ''} data-testid={`dv-${c.key.replace(':', '-')}`} onClick={() => sendAction<DelveAction>(c.action)}>
            {c.label}
            {c.detail && <small>{c.detail}</small>}
          </button>
        ))}
      </div>
    </section>
  );
}
