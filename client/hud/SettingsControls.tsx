/** The table settings as small segmented controls, shared by the settings panel and the help. */
import { useState } from 'react';
import { useUi, uiStore } from '../interaction/ui-store.ts';
import { DICE_SPEEDS, type DiceSpeed } from '../scene/dice-playback.ts';
import { SOUND_KINDS, type SoundKind } from '../interaction/settings.ts';
import { LOOK_CHOICES, type LookChoice } from '../scene/look.ts';

const SPEED_LABEL: Record<DiceSpeed, string> = { '1x': '1×', '2x': '2×', skip: 'Skip' };

/** Dice throw animation: 1×, 2× or skipped (the result at once). */
export function DiceSpeedControl() {
  const speed = useUi((s) => s.diceSpeed);
  return (
    <div className="segmented" role="radiogroup" aria-label="Dice animation speed" data-testid="dice-speed">
      {DICE_SPEEDS.map((s) => (
        <button
          key={s} type="button" role="radio" aria-checked={speed === s} data-speed={s}
          onClick={() => uiStore.getState().setDiceSpeed(s)}
        >{SPEED_LABEL[s]}</button>
      ))}
    </div>
  );
}

/** The table's sounds at all: on or muted. */
export function DiceSoundControl() {
  const on = useUi((s) => s.soundOn);
  return (
    <div className="segmented" role="radiogroup" aria-label="Table sounds" data-testid="dice-sound">
      {([true, false] as const).map((v) => (
        <button
          key={String(v)} type="button" role="radio" aria-checked={on === v} data-sound={v ? 'on' : 'off'}
          onClick={() => uiStore.getState().setSoundOn(v)}
        >{v ? 'On' : 'Muted'}</button>
      ))}
    </div>
  );
}

const KIND_LABEL: Record<SoundKind, string> = { cards: 'Cards', tokens: 'Tokens', tiles: 'Tiles', bag: 'Bag', dice: 'Dice' };

/** Each kind of table sound on or muted on its own (greyed while all sound is muted). */
export function SoundKindsControl() {
  const on = useUi((s) => s.soundOn);
  const muted = useUi((s) => s.mutedSounds);
  return (
    <div className="sound-kinds" role="group" aria-label="Sounds by kind" data-testid="sound-kinds">
      {SOUND_KINDS.map((k) => (
        <label key={k} className={on ? undefined : 'muted'}>
          <input
            type="checkbox" checked={!muted.includes(k)} disabled={!on} data-sound-kind={k}
            onChange={(e) => uiStore.getState().setSoundMuted(k, !e.currentTarget.checked)}
          />
          {KIND_LABEL[k]}
        </label>
      ))}
    </div>
  );
}

const LOOK_LABEL: Record<LookChoice, string> = { auto: 'Auto', full: 'Full', light: 'Low-power' };

/** The table's look: auto (by the renderer), full, or low-power (look.ts). */
export function LookControl() {
  const choice = useUi((s) => s.lookChoice);
  return (
    <div className="segmented" role="radiogroup" aria-label="Table look" data-testid="table-look">
      {LOOK_CHOICES.map((c) => (
        <button
          key={c} type="button" role="radio" aria-checked={choice === c} data-look={c}
          onClick={() => uiStore.getState().setLookChoice(c)}
        >{LOOK_LABEL[c]}</button>
      ))}
    </div>
  );
}

/** A short tone when the table starts waiting on you while the tab is in the background. */
export function TurnSoundControl() {
  const on = useUi((s) => s.turnSound);
  return (
    <div className="segmented" role="radiogroup" aria-label="Your-turn sound" data-testid="turn-sound">
      {([true, false] as const).map((v) => (
        <button
          key={String(v)} type="button" role="radio" aria-checked={on === v} data-turn-sound={v ? 'on' : 'off'}
          onClick={() => uiStore.getState().setTurnSound(v)}
        >{v ? 'On' : 'Off'}</button>
      ))}
    </div>
  );
}

/**
 * A browser notification then. Turning it on asks the browser's permission (only here,
 * never unasked); when the browser refuses, it stays off and says why.
 */
export function TurnNotifyControl() {
  const on = useUi((s) => s.turnNotify);
  const [refused, setRefused] = useState(false);
  const supported = typeof Notification !== 'undefined';
  const turnOn = async () => {
    const answer = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
    setRefused(answer !== 'granted');
    uiStore.getState().setTurnNotify(answer === 'granted');
  };
  if (!supported) return <p className="muted small">This browser cannot show notifications.</p>;
  return (
    <>
      <div className="segmented" role="radiogroup" aria-label="Your-turn notification" data-testid="turn-notify">
        {([true, false] as const).map((v) => (
          <button
            key={String(v)} type="button" role="radio" aria-checked={on === v} data-turn-notify={v ? 'on' : 'off'}
            onClick={() => (v ? void turnOn() : uiStore.getState().setTurnNotify(false))}
          >{v ? 'On' : 'Off'}</button>
        ))}
      </div>
      {refused && <p className="muted small" role="status">The browser blocks notifications for this site; allow them in its site settings.</p>}
    </>
  );
}
