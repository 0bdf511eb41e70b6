import { AbilityCard } from './AbilityCard.tsx';
import type { Control, PlayedCard, Step } from './model.ts';
import type { DelveAction } from '../../../../engine/games/delve/actions.ts';
import { sendAction } from '../../../net/send-action.ts';
import { useSay } from '../../../words/say.ts';

function Buttons({ list, testId }: { list: readonly Control[]; testId: string }) {
  return (
    <>
      {list.map((c) => (
        <button key={c.key} type="button" data-testid={testId} data-key={c.key} onClick={() => sendAction<DelveAction>(c.action)}>{c.label}</button>
      ))}
    </>
  );
}

/**
 * The viewer's turn: the two played cards with a button on each half that may go now
 * (and its plain Attack 2 / Move 2), what the current part of the action asks (with the
 * targets as buttons besides the glowing pieces, and Skip), and the items.
 */
export function TurnPanel({ played, step, items }: { played: readonly PlayedCard[]; step: Step | null; items: readonly Control[] }) {
  const say = useSay();
  return (
    <section className="dv-turn hud-panel" data-testid="dv-turn" aria-label={say('delve.phase.yours')}>
      {played.some((p) => p.halves.some((h) => h.action || h.plain)) && (
        <div className="dv-played">
          {played.map((p) => {
            const half = (k: 0 | 1) => {
              const h = p.halves[k]!;
              if (!h.action && !h.plain) return null;
              return (
                <div className="dv-half-buttons">
                  {h.action && <button type="button" className="primary" data-testid={`dv-use-${h.half}`} data-card={p.info.id} onClick={() => sendAction<DelveAction>(h.action!)}>{say(h.half === 'top' ? 'delve.card.top' : 'delve.card.bottom')}</button>}
                  {h.plain && <button type="button" className="dv-plain" data-testid={`dv-plain-${h.half}`} data-card={p.info.id} onClick={() => sendAction<DelveAction>(h.plain!)} title={say('delve.turn.plainTitle', { effect: h.plainText })}>{say('delve.turn.plain', { effect: h.plainText })}</button>}
                </div>
              );
            };
            return <AbilityCard key={p.info.id} card={p.info} owner={p.info.id.split('-')[0]} dim={p.used} note={p.inUse ? say('delve.turn.inUse') : p.used ? say('delve.turn.used') : undefined} top={half(0)} bottom={half(1)} testId="dv-played-card" />;
          })}
        </div>
      )}
      <div className="dv-step" data-testid="dv-step">
        {step && <p className="dv-step-text">{step.text}</p>}
        {step && (step.choices.length > 0 || step.skip) && (
          <div className="dv-step-buttons">
            <Buttons list={step.choices} testId="dv-choice" />
            {step.skip && <button type="button" className="dv-skip" data-testid="dv-skip" onClick={() => sendAction<DelveAction>(step.skip!.action)}>{step.skip.label}</button>}
          </div>
        )}
        {items.length > 0 && (
          <div className="dv-items"><span className="muted">{say('delve.turn.items')}</span> <Buttons list={items} testId="dv-item" /></div>
        )}
      </div>
    </section>
  );
}
