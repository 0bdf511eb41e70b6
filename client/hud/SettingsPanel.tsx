import { useUi } from '../interaction/ui-store.ts';
import { reducedMotionQuery } from '../interaction/settings.ts';
import { DiceSoundControl, DiceSpeedControl, SoundKindsControl, TurnNotifyControl, TurnSoundControl } from './SettingsControls.tsx';
import { TopPanel } from './TopPanel.tsx';

/** This browser's table settings (kept in localStorage): dice speed, table sounds and your-turn alerts. */
export function SettingsPanel() {
  const speedSaved = useUi((s) => s.speedSaved);
  const reduced = !speedSaved && (reducedMotionQuery()?.matches ?? false);
  return (
    <TopPanel panel="settings" title="Settings">
      <dl className="settings-list">
        <dt>Dice throws</dt>
        <dd>
          <DiceSpeedControl />
          <p className="muted small">
            {reduced
              ? 'Skipped because your system asks for reduced motion; pick a speed to watch them.'
              : 'Skip shows the result at once.'}
          </p>
        </dd>
        <dt>Table sounds</dt>
        <dd>
          <DiceSoundControl />
          <SoundKindsControl />
          <p className="muted small">Cards, tokens, tiles, the bag and dice as they land (after your first click on the page).</p>
        </dd>
        <dt>Your-turn sound</dt>
        <dd>
          <TurnSoundControl />
          <p className="muted small">When the table waits on you while this tab is in the background; the tab title and icon always show it.</p>
        </dd>
        <dt>Your-turn notification</dt>
        <dd>
          <TurnNotifyControl />
        </dd>
      </dl>
    </TopPanel>
  );
}
