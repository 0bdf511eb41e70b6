import { useState } from 'react';
import { sendRemove } from '../net/connection.ts';

type Step = 'closed' | 'menu' | 'kick' | 'ban';

/**
 * The host's menu on another player's seat: remove them from the table (they may come
 * back), or remove and ban them (their browser may not sit here again). Each asks first.
 */
export function SeatMenu({ seat, name }: { seat: number; name: string }) {
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
        aria-label={`Host options for ${name}`}
        aria-expanded={step !== 'closed'}
        onClick={() => setStep(step === 'closed' ? 'menu' : 'closed')}
      >
        ⋯
      </button>
      {step === 'menu' && (
        <div className="seat-menu" role="menu">
          <button type="button" role="menuitem" data-testid="seat-kick" onClick={() => setStep('kick')}>Remove from the table</button>
          <button type="button" role="menuitem" data-testid="seat-ban" onClick={() => setStep('ban')}>Remove and ban</button>
        </div>
      )}
      {(step === 'kick' || step === 'ban') && (
        <div className="seat-menu confirm" role="alertdialog" aria-label="Confirm" data-testid="seat-confirm">
          <p>
            {step === 'kick'
              ? `Remove ${name} from the table? The seat opens; they may join again.`
              : `Remove ${name} and ban them? This browser and name may not sit here again; they may still watch.`}
          </p>
          <div className="row">
            <button type="button" className="danger" data-testid="seat-confirm-yes" onClick={() => confirm(step === 'ban')}>
              {step === 'kick' ? 'Remove' : 'Ban'}
            </button>
            <button type="button" onClick={() => setStep('closed')}>Cancel</button>
          </div>
        </div>
      )}
    </>
  );
}
