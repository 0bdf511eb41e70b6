import { useState, type MouseEvent } from 'react';
import type { AccountInfo } from '../../wire/account-protocol.ts';
import { useAccount } from '../net/account.ts';
import { passkeysAvailable, signInWithPasskey, signOut, signUpWithPasskey } from '../net/passkeys.ts';
import { navigate } from '../net/route.ts';
import { cleanProfile } from '../net/storage.ts';
import { profileStore, setProfile } from './profile-store.ts';
import { useSay } from '../words/say.ts';

type Busy = 'signup' | 'signin' | 'signout' | 'signout-all';

/** An account's profile page (client route `/u/<id>`). */
const profilePath = (account: AccountInfo): string => `/u/${encodeURIComponent(account.id)}`;

/**
 * Signing in with a passkey, or out: on the start page (`at="start"`, under the name and
 * colour form, whose name and colour a new account takes) and in a table's Settings
 * (`at="table"`), where a seated guest who signs in or up keeps their seat — it is joined
 * again with the session cookie, which binds it to the account.
 */
export function AccountPanel({ at }: { at: 'start' | 'table' }) {
  const say = useSay();
  const account = useAccount();
  const [busy, setBusy] = useState<Busy | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);

  const run = (what: Busy, job: () => Promise<string | null>) => {
    setBusy(what);
    setError(null);
    setNote(null);
    job().then(setNote, (err: unknown) => setError(err instanceof Error ? err.message : String(err))).finally(() => setBusy(null));
  };

  /** At a table, the seat follows the new sign-in; a failure there is said apart from the sign-in's. */
  const seated = async (signedIn: AccountInfo): Promise<string | null> => {
    if (at !== 'table') return null;
    try {
      // The table page has loaded the connection already; the start page never loads it.
      await (await import('../net/connection.ts')).reseatSignedIn();
      return say('hud.account.seatKept', { name: signedIn.name });
    } catch (err) {
      throw new Error(say('hud.account.seatNotMoved', { why: err instanceof Error ? err.message : String(err) }), { cause: err });
    }
  };

  const signUp = () => run('signup', async () => {
    const typed = profileStore.getState();
    if (at === 'start' && typed.name.trim() === '') throw new Error(say('hud.account.nameFirst'));
    return seated(await signUpWithPasskey(cleanProfile(typed)));
  });
  const signIn = () => run('signin', async () => {
    const signedIn = await signInWithPasskey();
    // This browser now plays under the account's name and colour, as a new account does.
    setProfile({ name: signedIn.name, color: signedIn.color });
    return seated(signedIn);
  });
  const out = (everywhere: boolean) => run(everywhere ? 'signout-all' : 'signout', async () => {
    const ended = await signOut(everywhere);
    return everywhere ? say('hud.account.signedOutOn', { n: ended }) : null;
  });
  const openProfile = (e: MouseEvent<HTMLAnchorElement>, a: AccountInfo) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(profilePath(a));
  };

  const className = ['account-panel', at === 'start' ? 'panel' : 'compact'].join(' ');
  if (account === undefined) {
    return <section className={className} aria-label={say('hud.account.title')} aria-busy="true"><p className="muted small">{say('hud.account.checking')}</p></section>;
  }
  const status = busy ? <p className="muted small" role="status">{say(`hud.account.busy.${busy}`)}</p> : note && <p className="muted small" role="status">{note}</p>;
  const problem = error && <p className="form-error" role="alert" data-testid="account-error">{error}</p>;

  if (account) {
    return (
      <section className={className} aria-label={say('hud.account.title')}>
        <p className="account-who">
          {say('hud.account.signedInAs')}{' '}
          <strong data-testid="account-name" style={{ color: account.color }}>{account.name}</strong>
          {' · '}
          <a href={profilePath(account)} onClick={(e) => openProfile(e, account)}>{say('hud.account.profile')}</a>
        </p>
        <div className="row">
          <button type="button" data-testid="account-signout" disabled={busy !== null} onClick={() => out(false)}>{say('hud.account.signOut')}</button>
          <button
            type="button"
            data-testid="account-signout-all"
            disabled={busy !== null}
            title={say('hud.account.signOutAll.title')}
            onClick={() => out(true)}
          >
            {say('hud.account.signOutAll')}
          </button>
        </div>
        {status}
        {problem}
      </section>
    );
  }

  const supported = passkeysAvailable();
  return (
    <section className={className} aria-label={say('hud.account.title')}>
      {at === 'start' && <h2>{say('hud.account.title')}</h2>}
      <p className="muted small">
        {at === 'start'
          ? say('hud.account.pitch.start')
          : say('hud.account.pitch.table')}
      </p>
      <div className="row">
        <button type="button" className="primary" data-testid="account-signup" disabled={busy !== null || !supported} onClick={signUp}>
          {say('hud.account.signUp')}
        </button>
        <button type="button" data-testid="account-signin" disabled={busy !== null || !supported} onClick={signIn}>
          {say('hud.account.signIn')}
        </button>
      </div>
      {!supported && <p className="muted small">{say('hud.account.noPasskeys')}</p>}
      {status}
      {problem}
    </section>
  );
}
