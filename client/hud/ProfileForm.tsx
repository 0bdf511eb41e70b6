import { PROFILE_COLORS } from '../net/storage.ts';
import { useEffect } from 'react';
import { markProfileOffered, setProfile, useProfile } from './profile-store.ts';
import { useSay } from '../words/say.ts';

/** Name and seat colour, remembered in this browser. */
export function ProfileForm() {
  useEffect(markProfileOffered, []);
  const say = useSay();
  const name = useProfile((p) => p.name);
  const color = useProfile((p) => p.color);
  return (
    <section className="panel profile">
      <label className="field">
        <span>{say('hud.profile.name')}</span>
        <input
          data-testid="player-name"
          value={name}
          maxLength={24}
          autoComplete="nickname"
          placeholder={say('hud.profile.guest')}
          onChange={(e) => setProfile({ name: e.target.value })}
        />
      </label>
      <div className="field">
        <span>{say('hud.profile.colour')}</span>
        <div className="swatches" role="radiogroup" aria-label={say('hud.profile.colour')}>
          {PROFILE_COLORS.map((c) => (
            <button
              key={c}
              type="button"
              role="radio"
              aria-checked={c === color}
              aria-label={c}
              className={c === color ? 'swatch selected' : 'swatch'}
              style={{ background: c }}
              onClick={() => setProfile({ color: c })}
            />
          ))}
          <input
            type="color"
            aria-label={say('hud.profile.anyColour')}
            className="swatch-custom"
            value={color}
            onChange={(e) => setProfile({ color: e.target.value })}
          />
        </div>
      </div>
    </section>
  );
}
