import { useState, type MouseEvent } from 'react';
import type { AccountInfo } from '../../wire/account-protocol.ts';
import { useAccount } from '../net/account.ts';
import { passkeysAvailable, signInWithPasskey, signOut, signUpWithPasskey } from '../net/passkeys.ts';
import { navigate } from '../net/route.ts';
import { cleanProfile } from '../net/storage.ts';
import { profileStore, setProfile } from './profile-store.ts';

type Busy = 'signup' | 'signin' | 'signout' | 'signout-all';

const BUSY_TEXT: Record<Busy, string> = {
  signup: 'Waiting for your passkey…',
  signin: 'Waiting for your passkey…',
  signout: 'Signing out…',
  'signout-all': 'Signing out everywhere…',
};

/** An account's profile page (client route `/u/<id>`). */
const profilePath = (account: AccountInfo): string => `/u/${encodeURIComponent(account.id)}`;

/**
 * Signing in with a passkey, or out: on the start page (`at="start"`, under the name and
 * colour form, whose name and colour a new account takes) and in a table's Settings
 * (`at="table"`), where a seated guest who signs in or up keeps their seat — it is joined
 * again with the session cookie, which binds it to the account.
 */
export function AccountPanel({ at }: { at: 'start' | 'table' }) {
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
      return `Your seat is now kept for ${signedIn.name}.`;
    } catch (err) {
      throw new Error(`Signed in, but your seat could not be moved to your account: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
    }
  };

  const signUp = () => run('signup', async () => {
    const typed = profileStore.getState();
    if (at === 'start' && typed.name.trim() === '') throw new Error('Type your name above first: your account takes that name and colour.');
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
    return everywhere ? `Signed out on ${ended === 1 ? 'this browser (the only one)' : `${ended} browsers`}.` : null;
  });
  const openProfile = (e: MouseEvent<HTMLAnchorElement>, a: AccountInfo) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(profilePath(a));
  };

  const className = at === 'start' ? 'panel account-panel' : 'account-panel compact';
  if (account === undefined) {
    return <section className={className} aria-label="Account" aria-busy="true"><p className="muted small">Checking your account…</p></section>;
  }
  const status = busy ? <p className="muted small" role="status">{BUSY_TEXT[busy]}</p> : note && <p className="muted small" role="status">{note}</p>;
  const problem = error && <p className="form-error" role="alert" data-testid="account-error">{error}</p>;

  if (account) {
    return (
      <section className={className} aria-label="Account">
        <p className="account-who">
          Signed in as{' '}
          <strong data-testid="account-name" style={{ color: account.color }}>{account.name}</strong>
          {' · '}
          <a href={profilePath(account)} onClick={(e) => openProfile(e, account)}>Profile</a>
        </p>
        <div className="row">
          <button type="button" data-testid="account-signout" disabled={busy !== null} onClick={() => out(false)}>Sign out</button>
          <button
            type="button"
            data-testid="account-signout-all"
            disabled={busy !== null}
            title="Ends every session of your account, on every device: for a lost phone or a shared computer."
            onClick={() => out(true)}
          >
            Sign out everywhere
          </button>
        </div>
        {status}
        {problem}
      </section>
    );
  }

  const supported = passkeysAvailable();
  return (
    <section className={className} aria-label="Account">
      {at === 'start' && <h2>Account</h2>}
      <p className="muted small">
        {at === 'start'
          ? 'Play as a guest, or keep your seats, history and ratings with an account. A passkey signs you in: no password.'
          : 'Sign in to keep this seat and find the table again from any device.'}
      </p>
      <div className="row">
        <button type="button" className="primary" data-testid="account-signup" disabled={busy !== null || !supported} onClick={signUp}>
          Create an account with a passkey
        </button>
        <button type="button" data-testid="account-signin" disabled={busy !== null || !supported} onClick={signIn}>
          Sign in with a passkey
        </button>
      </div>
      {!supported && <p className="muted small">This browser cannot use passkeys here (they need a current browser and https, or localhost).</p>}
      {status}
      {problem}
    </section>
  );
}
