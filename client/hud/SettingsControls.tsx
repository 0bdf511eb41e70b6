/** The table settings as small segmented controls, shared by the settings panel and the help. */
import { useState } from 'react';
import { useUi, uiStore } from '../interaction/ui-store.ts';
import { DICE_SPEEDS } from '../scene/dice-playback.ts';
import { SOUND_KINDS } from '../interaction/settings.ts';
import { LOOK_CHOICES } from '../scene/look.ts';
import { useSay } from '../words/say.ts';

/** Dice throw animation: 1×, 2× or skipped (the result at once). */
export function DiceSpeedControl() {
  const say = useSay();
  const speed = useUi((s) => s.diceSpeed);
  return (
    <div className="segmented" role="radiogroup" aria-label={say('hud.settings.speed')} data-testid="dice-speed">
      {DICE_SPEEDS.map((s) => (
        <button
          key={s} type="button" role="radio" aria-checked={speed === s} data-speed={s}
          onClick={() => uiStore.getState().setDiceSpeed(s)}
        >{say(`hud.settings.speed.${s}`)}</button>
      ))}
    </div>
  );
}

/** The table's sounds at all: on or muted. */
export function DiceSoundControl() {
  const say = useSay();
  const on = useUi((s) => s.soundOn);
  return (
    <div className="segmented" role="radiogroup" aria-label={say('hud.settings.sounds')} data-testid="dice-sound">
      {([true, false] as const).map((v) => (
        <button
          key={String(v)} type="button" role="radio" aria-checked={on === v} data-sound={v ? 'on' : 'off'}
          onClick={() => uiStore.getState().setSoundOn(v)}
        >{v ? say('hud.settings.on') : say('hud.settings.muted')}</button>
      ))}
    </div>
  );
}

/** Each kind of table sound on or muted on its own (greyed while all sound is muted). */
export function SoundKindsControl() {
  const say = useSay();
  const on = useUi((s) => s.soundOn);
  const muted = useUi((s) => s.mutedSounds);
  return (
    <div className="sound-kinds" role="group" aria-label={say('hud.settings.kinds')} data-testid="sound-kinds">
      {SOUND_KINDS.map((k) => (
        <label key={k} className={on ? undefined : 'muted'}>
          <input
            type="checkbox" checked={!muted.includes(k)} disabled={!on} data-sound-kind={k}
            onChange={(e) => uiStore.getState().setSoundMuted(k, !e.currentTarget.checked)}
          />
          {say(`hud.settings.kind.${k}`)}
        </label>
      ))}
    </div>
  );
}

/** The table's look: auto (by the renderer), full, or low-power (look.ts). */
export function LookControl() {
  const say = useSay();
  const choice = useUi((s) => s.lookChoice);
  return (
    <div className="segmented" role="radiogroup" aria-label={say('hud.settings.look')} data-testid="table-look">
      {LOOK_CHOICES.map((c) => (
        <button
          key={c} type="button" role="radio" aria-checked={choice === c} data-look={c}
          onClick={() => uiStore.getState().setLookChoice(c)}
        >{say(`hud.settings.look.${c}`)}</button>
      ))}
    </div>
  );
}

/** A short tone when the table starts waiting on you while the tab is in the background. */
export function TurnSoundControl() {
  const say = useSay();
  const on = useUi((s) => s.turnSound);
  return (
    <div className="segmented" role="radiogroup" aria-label={say('hud.settings.turnSound')} data-testid="turn-sound">
      {([true, false] as const).map((v) => (
        <button
          key={String(v)} type="button" role="radio" aria-checked={on === v} data-turn-sound={v ? 'on' : 'off'}
          onClick={() => uiStore.getState().setTurnSound(v)}
        >{v ? say('hud.settings.on') : say('hud.settings.off')}</button>
      ))}
    </div>
  );
}

/**
 * A browser notification then. Turning it on asks the browser's permission (only here,
 * never unasked); when the browser refuses, it stays off and says why.
 */
export function TurnNotifyControl() {
  const say = useSay();
  const on = useUi((s) => s.turnNotify);
  const [refused, setRefused] = useState(false);
  const supported = typeof Notification !== 'undefined';
  const turnOn = async () => {
    const answer = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
    setRefused(answer !== 'granted');
    uiStore.getState().setTurnNotify(answer === 'granted');
  };
  if (!supported) return <p className="muted small">{say('hud.settings.noNotifications')}</p>;
  return (
    <>
      <div className="segmented" role="radiogroup" aria-label={say('hud.settings.turnNotify')} data-testid="turn-notify">
        {([true, false] as const).map((v) => (
          <button
            key={String(v)} type="button" role="radio" aria-checked={on === v} data-turn-notify={v ? 'on' : 'off'}
            onClick={() => (v ? void turnOn() : uiStore.getState().setTurnNotify(false))}
          >{v ? say('hud.settings.on') : say('hud.settings.off')}</button>
        ))}
      </div>
      {refused && <p className="muted small" role="status">{say('hud.settings.blocked')}</p>}
    </>
  );
}
