/** The table settings as small segmented controls, shared by the settings panel and the help. */
import { useUi, uiStore } from '../interaction/ui-store.ts';
import { DICE_SPEEDS, type DiceSpeed } from '../scene/dice-playback.ts';

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

/** The click of dice impacts: on or muted. */
export function DiceSoundControl() {
  const on = useUi((s) => s.soundOn);
  return (
    <div className="segmented" role="radiogroup" aria-label="Dice impact sound" data-testid="dice-sound">
      {([true, false] as const).map((v) => (
        <button
          key={String(v)} type="button" role="radio" aria-checked={on === v} data-sound={v ? 'on' : 'off'}
          onClick={() => uiStore.getState().setSoundOn(v)}
        >{v ? 'On' : 'Muted'}</button>
      ))}
    </div>
  );
}
