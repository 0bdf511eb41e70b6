import { useState } from 'react';
import { sendRemove } from '../net/connection.ts';
import { useSay } from '../words/say.ts';

type Step = 'closed' | 'menu' | 'kick' | 'ban';

/**
 * The host's menu on another player's seat: remove them from the table (they may come
 * back), or remove and ban them (their browser may not sit here again). Each asks first.
 */
export function SeatMenu({ seat, name }: { seat: number; name: string }) {
  const say = useSay();
  const [step, setStep] = useState<Step>('closed');
  const confirm = (ban: boolean) => {
    sendRemove({ seat, ban });
    setStep('closed');
  };
  return (
    <>
      <button
        type="button"
        className="seat-menu-button"
        data-testid="seat-menu"
        aria-label={say('hud.seatMenu.label', { name })}
        aria-expanded={step !== 'closed'}
        onClick={() => setStep(step === 'closed' ? 'menu' : 'closed')}
      >
        ⋯
      </button>
      {step === 'menu' && (
        <div className="seat-menu" role="menu">
          <button type="button" role="menuitem" data-testid="seat-kick" onClick={() => setStep('kick')}>{say('hud.seatMenu.kick')}</button>
          <button type="button" role="menuitem" data-testid="seat-ban" onClick={() => setStep('ban')}>{say('hud.seatMenu.ban')}</button>
        </div>
      )}
      {(step === 'kick' || step === 'ban') && (
        <div className="seat-menu confirm" role="alertdialog" aria-label={say('hud.seatMenu.confirm')} data-testid="seat-confirm">
          <p>
            {step === 'kick'
              ? say('hud.seatMenu.kick.ask', { name })
              : say('hud.seatMenu.ban.ask', { name })}
          </p>
          <div className="row">
            <button type="button" className="danger" data-testid="seat-confirm-yes" onClick={() => confirm(step === 'ban')}>
              {step === 'kick' ? say('hud.seatMenu.kick.yes') : say('hud.seatMenu.ban.yes')}
            </button>
            <button type="button" onClick={() => setStep('closed')}>{say('hud.cancel')}</button>
          </div>
        </div>
      )}
    </>
  );
}
