import type { FormEvent } from 'react';
import { saveProfile } from '../net/storage.ts';
import { navigate } from '../net/route.ts';
import { tablePath } from '../net/paths.ts';
import { ProfileForm } from './ProfileForm.tsx';
import { profileStore, useProfile } from './profile-store.ts';
import { useSay } from '../words/say.ts';

/**
 * Before sitting down at a table opened from a link in a browser with no saved name: the
 * start page's name and colour form, then "Sit down" (or just watch).
 */
export function NameFirst({ code, onSit }: { code: string; onSit: () => void }) {
  const say = useSay();
  const named = useProfile((p) => p.name.trim() !== '');
  const sit = (e: FormEvent) => {
    e.preventDefault();
    if (!named) return;
    saveProfile(profileStore.getState());
    onSit();
  };
  return (
    <main className="start-page name-first" data-testid="name-first">
      <header className="start-header">
        <h1>{say('hud.nameFirst.title', { code })}</h1>
        <p className="tagline">{say('hud.nameFirst.who')}</p>
      </header>
      <form onSubmit={sit}>
        <ProfileForm />
        <div className="row">
          <button type="submit" className="primary" data-testid="sit-down" disabled={!named}>{say('hud.nameFirst.sit')}</button>
          <button type="button" data-testid="watch-instead" onClick={() => navigate(tablePath(code, true))}>{say('hud.nameFirst.watch')}</button>
        </div>
      </form>
    </main>
  );
}
