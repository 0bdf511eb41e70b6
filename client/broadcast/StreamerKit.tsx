/**
 * The "Streamer kit" in the table's info panel: the broadcast page and each overlay as a
 * link with a Copy button (for an OBS browser source), and for the host the caster link —
 * made (for anyone holding it, or for one account only), replaced or revoked here — and
 * the caster and spectator delays.
 */
import { useState } from 'react';
import { sendCast } from '../net/connection.ts';
import { useCast } from '../net/cast-store.ts';
import { Copyable } from '../hud/Copyable.tsx';
import { CAST_DELAY } from '../../wire/protocol.ts';
import { streamerLinks } from './route.ts';
import { casterAccountId } from './caster-account.ts';
import { FollowLinks } from './FollowLinks.tsx';

const DELAYS = [30, 60, 120, 300, 600].filter((s) => s >= CAST_DELAY.min && s <= CAST_DELAY.max);

function delayName(seconds: number): string {
  if (seconds === 0) return 'live';
  return seconds < 60 ? `${seconds} s` : `${seconds / 60} min`;
}

function Links({ code, caster, prefix }: { code: string; caster: string | null; prefix: string }) {
  return (
    <ul className="kit-links">
      {streamerLinks(window.location.origin, code, caster).map((l) => (
        <li key={l.key}>
          <span className="small">{l.label}</span>
          <Copyable text={l.url} shown={l.url.replace(/^https?:\/\/[^/]+/, '').replace(/caster=[^&]+/, 'caster=…')} testId={`${prefix}-${l.key}`} />
        </li>
      ))}
    </ul>
  );
}

function HostControls({ code }: { code: string }) {
  const status = useCast((s) => s.status);
  const [only, setOnly] = useState('');
  if (!status) return null;
  const token = status.casterToken;
  const account = casterAccountId(only);
  const makeLink = () => {
    if (account === null) return;
    sendCast(account === '' ? { op: 'link' } : { op: 'link', account });
  };
  return (
    <div className="kit-host" data-testid="kit-host">
      <h4>Caster link</h4>
      <p className="muted small">
        The caster sees every hand, plot and deck order, but only {delayName(status.casterDelay)} behind the
        table. Keep the link secret; revoking it stops every caster at once.
      </p>
      <div className="row">
        <button type="button" className="small-button" data-testid="kit-make-caster" disabled={account === null} onClick={makeLink}>
          {token ? 'New caster link' : 'Make caster link'}
        </button>
        {token && (
          <button type="button" className="small-button" data-testid="kit-revoke" onClick={() => sendCast({ op: 'revoke' })}>
            Revoke
          </button>
        )}
        {status.casters > 0 && <span className="muted small">{status.casters} caster{status.casters === 1 ? '' : 's'} watching</span>}
      </div>
      <label className="kit-delay">
        Only for account{' '}
        <input type="text" value={only} placeholder="id or profile link (optional)" data-testid="kit-caster-account"
          onChange={(e) => setOnly(e.target.value)} />
      </label>
      {account === null && <p className="muted small">That is no account id or profile link.</p>}
      {token && status.boundTo && (
        <p className="small" data-testid="kit-caster-bound">Only {status.boundTo.name}&apos;s account opens this link, signed in.</p>
      )}
      <label className="kit-delay">
        Caster delay{' '}
        <select value={status.casterDelay} data-testid="kit-caster-delay"
          onChange={(e) => sendCast({ op: 'delays', caster: Number(e.target.value) })}>
          {DELAYS.map((s) => <option key={s} value={s}>{delayName(s)}</option>)}
        </select>
      </label>
      <label className="kit-delay">
        Spectator delay{' '}
        <select value={status.spectatorDelay} data-testid="kit-spectator-delay"
          onChange={(e) => sendCast({ op: 'delays', spectators: Number(e.target.value) })}>
          {[0, ...DELAYS].map((s) => <option key={s} value={s}>{delayName(s)}</option>)}
        </select>
      </label>
      {token && (
        <>
          <p className="small">With the caster view (delayed):</p>
          <Links code={code} caster={token} prefix="kit-caster" />
        </>
      )}
    </div>
  );
}

export function StreamerKit({ code }: { code: string }) {
  const host = useCast((s) => s.host);
  return (
    <section className="streamer-kit" data-testid="streamer-kit">
      <h4>Streamer kit</h4>
      <p className="muted small">
        Add these as browser sources in OBS (1920 × 1080; the overlays are transparent). They show
        what any spectator sees{host ? '' : '; the host can also make a delayed caster link'}.
      </p>
      <Links code={code} caster={null} prefix="kit" />
      <FollowLinks code={code} />
      {host && <HostControls code={code} />}
    </section>
  );
}
