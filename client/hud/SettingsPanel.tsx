import { useUi } from '../interaction/ui-store.ts';
import { reducedMotionQuery } from '../interaction/settings.ts';
import type { Look, LookChoice } from '../scene/look.ts';
import { addressLook, drawsInSoftware, useLook } from '../scene/use-look.ts';
import { DiceSoundControl, DiceSpeedControl, LookControl, SoundKindsControl, TurnNotifyControl, TurnSoundControl } from './SettingsControls.tsx';
import { TopPanel } from './TopPanel.tsx';
import { AccountPanel } from './AccountPanel.tsx';
import { PushToggle } from './PushToggle.tsx';
import { LanguageControl } from './LanguageControl.tsx';
import { PaletteControl } from './PaletteControl.tsx';
import { useSay } from '../words/say.ts';

/** Why the table draws the look it does. */
function lookNote(choice: LookChoice, look: Look): string {
  if (addressLook()) return `This page's address asks for the ${look === 'light' ? 'low-power' : 'full'} look.`;
  if (choice !== 'auto') return '';
  return drawsInSoftware() ? 'Auto: low-power, as this browser draws without a graphics card.' : 'Auto: full, on the graphics card.';
}

/** This browser's table settings (kept in localStorage): dice speed, table sounds, your-turn alerts and the table's look. */
export function SettingsPanel() {
  const speedSaved = useUi((s) => s.speedSaved);
  const reduced = !speedSaved && (reducedMotionQuery()?.matches ?? false);
  const lookChoice = useUi((s) => s.lookChoice);
  const look = useLook();
  const say = useSay();
  return (
    <TopPanel panel="settings" title="Settings">
      <dl className="settings-list">
        <dt>{say('settings.language')}</dt>
        <dd>
          <LanguageControl compact />
          <p className="muted small">{say('settings.language.note')}</p>
        </dd>
        <dt>Account</dt>
        <dd><AccountPanel at="table" /></dd>
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
          <PushToggle />
        </dd>
        <dt>{say('palette.title')}</dt>
        <dd><PaletteControl /></dd>
        <dt>Table look</dt>
        <dd>
          <LookControl />
          <p className="muted small" data-testid="table-look-note">
            {lookNote(lookChoice, look)} Low-power skips reflections, relief and soft shadows: faster on a weak laptop or phone.
          </p>
        </dd>
      </dl>
    </TopPanel>
  );
}
