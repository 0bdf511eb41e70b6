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
import { useSay, type Say } from '../words/say.ts';
import { FollowLinks } from './FollowLinks.tsx';

const DELAYS = [30, 60, 120, 300, 600].filter((s) => s >= CAST_DELAY.min && s <= CAST_DELAY.max);

function delayName(say: Say, seconds: number): string {
  if (seconds === 0) return say('broadcast.delay.live');
  return seconds < 60 ? say('broadcast.delay.seconds', { n: seconds }) : say('broadcast.delay.minutes', { n: seconds / 60 });
}

function Links({ code, caster, prefix }: { code: string; caster: string | null; prefix: string }) {
  const say = useSay();
  return (
    <ul className="kit-links">
      {streamerLinks(window.location.origin, code, caster).map((l) => (
        <li key={l.key}>
          <span className="small">{say(`broadcast.link.${l.key}`)}</span>
          <Copyable text={l.url} shown={l.url.replace(/^https?:\/\/[^/]+/, '').replace(/caster=[^&]+/, 'caster=…')} testId={`${prefix}-${l.key}`} />
        </li>
      ))}
    </ul>
  );
}

function HostControls({ code }: { code: string }) {
  const say = useSay();
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
      <h4>{say('broadcast.kit.casterLink')}</h4>
      <p className="muted small">
        {say('broadcast.kit.casterNote', { delay: delayName(say, status.casterDelay) })}
      </p>
      <div className="row">
        <button type="button" className="small-button" data-testid="kit-make-caster" disabled={account === null} onClick={makeLink}>
          {say(token ? 'broadcast.kit.newLink' : 'broadcast.kit.makeLink')}
        </button>
        {token && (
          <button type="button" className="small-button" data-testid="kit-revoke" onClick={() => sendCast({ op: 'revoke' })}>
            {say('broadcast.kit.revoke')}
          </button>
        )}
        {status.casters > 0 && <span className="muted small">{say('broadcast.kit.watching', { n: status.casters })}</span>}
      </div>
      <label className="kit-delay">
        {say('broadcast.kit.onlyFor')}{' '}
        <input type="text" value={only} placeholder={say('broadcast.kit.accountPlaceholder')} data-testid="kit-caster-account"
          onChange={(e) => setOnly(e.target.value)} />
      </label>
      {account === null && <p className="muted small">{say('broadcast.kit.badAccount')}</p>}
      {token && status.boundTo && (
        <p className="small" data-testid="kit-caster-bound">{say('broadcast.kit.boundTo', { name: status.boundTo.name })}</p>
      )}
      <label className="kit-delay">
        {say('broadcast.kit.casterDelay')}{' '}
        <select value={status.casterDelay} data-testid="kit-caster-delay"
          onChange={(e) => sendCast({ op: 'delays', caster: Number(e.target.value) })}>
          {DELAYS.map((s) => <option key={s} value={s}>{delayName(say, s)}</option>)}
        </select>
      </label>
      <label className="kit-delay">
        {say('broadcast.kit.spectatorDelay')}{' '}
        <select value={status.spectatorDelay} data-testid="kit-spectator-delay"
          onChange={(e) => sendCast({ op: 'delays', spectators: Number(e.target.value) })}>
          {[0, ...DELAYS].map((s) => <option key={s} value={s}>{delayName(say, s)}</option>)}
        </select>
      </label>
      {token && (
        <>
          <p className="small">{say('broadcast.kit.withCaster')}</p>
          <Links code={code} caster={token} prefix="kit-caster" />
        </>
      )}
    </div>
  );
}

export function StreamerKit({ code }: { code: string }) {
  const say = useSay();
  const host = useCast((s) => s.host);
  return (
    <section className="streamer-kit" data-testid="streamer-kit">
      <h4>{say('broadcast.kit.title')}</h4>
      <p className="muted small">
        {say('broadcast.kit.note', { host: host ? 'yes' : 'no' })}
      </p>
      <Links code={code} caster={null} prefix="kit" />
      <FollowLinks code={code} />
      {host && <HostControls code={code} />}
    </section>
  );
}
