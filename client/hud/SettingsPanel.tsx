import { useUi } from '../interaction/ui-store.ts';
import { reducedMotionQuery } from '../interaction/settings.ts';
import type { Look, LookChoice } from '../scene/look.ts';
import { addressLook, drawsInSoftware, useLook } from '../scene/use-look.ts';
import { DiceSoundControl, DiceSpeedControl, LookControl, SoundKindsControl, TurnNotifyControl, TurnSoundControl } from './SettingsControls.tsx';
import { TopPanel } from './TopPanel.tsx';
import { AccountPanel } from './AccountPanel.tsx';
import { PushToggle } from './PushToggle.tsx';
import { LanguageControl } from './LanguageControl.tsx';
import { say as sayNow, useSay } from '../words/say.ts';
import { PaletteControl } from './PaletteControl.tsx';

/** Why the table draws the look it does. */
function lookNote(choice: LookChoice, look: Look): string {
  if (addressLook()) return sayNow('hud.settings.lookNote.address', { look });
  if (choice !== 'auto') return '';
  return drawsInSoftware() ? sayNow('hud.settings.lookNote.software') : sayNow('hud.settings.lookNote.gpu');
}

/** This browser's table settings (kept in localStorage): dice speed, table sounds, your-turn alerts and the table's look. */
export function SettingsPanel() {
  const speedSaved = useUi((s) => s.speedSaved);
  const reduced = !speedSaved && (reducedMotionQuery()?.matches ?? false);
  const lookChoice = useUi((s) => s.lookChoice);
  const look = useLook();
  const say = useSay();
  return (
    <TopPanel panel="settings" title={say('hud.settings.title')}>
      <dl className="settings-list">
        <dt>{say('settings.language')}</dt>
        <dd>
          <LanguageControl compact />
          <p className="muted small">{say('settings.language.note')}</p>
        </dd>
        <dt>{say('hud.account.title')}</dt>
        <dd><AccountPanel at="table" /></dd>
        <dt>{say('hud.settings.dice')}</dt>
        <dd>
          <DiceSpeedControl />
          <p className="muted small">
            {reduced
              ? say('hud.settings.dice.reduced')
              : say('hud.settings.dice.note')}
          </p>
        </dd>
        <dt>{say('hud.settings.sounds')}</dt>
        <dd>
          <DiceSoundControl />
          <SoundKindsControl />
          <p className="muted small">{say('hud.settings.sounds.note')}</p>
        </dd>
        <dt>{say('hud.settings.turnSound')}</dt>
        <dd>
          <TurnSoundControl />
          <p className="muted small">{say('hud.settings.turnSound.note')}</p>
        </dd>
        <dt>{say('hud.settings.turnNotify')}</dt>
        <dd>
          <TurnNotifyControl />
          <PushToggle />
        </dd>
        <dt>{say('palette.title')}</dt>
        <dd><PaletteControl /></dd>
        <dt>{say('hud.settings.look')}</dt>
        <dd>
          <LookControl />
          <p className="muted small" data-testid="table-look-note">
            {say('hud.settings.look.note', { why: lookNote(lookChoice, look) })}
          </p>
        </dd>
      </dl>
    </TopPanel>
  );
}
