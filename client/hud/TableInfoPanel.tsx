import { useEffect, useState, type MouseEvent } from 'react';
import { glyphInk, seatGlyph } from './seat-glyph.ts';
import { StreamerKit } from '../broadcast/StreamerKit.tsx';
import { Copyable } from './Copyable.tsx';
import { replayPagePath, shareLink } from '../net/paths.ts';
import { useTable } from '../net/store.ts';
import { useShownColour } from '../scene/use-seat-palette.ts';
import { exportPath, sha256Hex, shortHex } from './seed.ts';
import { fetchSavedGame } from './saved-game.ts';
import { TopPanel } from './TopPanel.tsx';
import { useGameName } from './use-games.ts';
import { useSay } from '../words/say.ts';
import { TextViewButton } from './TextView.tsx';

/** Whether the revealed seed hashes to the commitment (checked here, in the browser). */
function useSeedCheck(seed: string | null, commit: string | null): 'none' | 'checking' | 'match' | 'mismatch' | 'unavailable' {
  const [result, setResult] = useState<{ key: string; ok: boolean | null } | null>(null);
  const key = `${seed}|${commit}`;
  useEffect(() => {
    if (!seed || !commit) return;
    let live = true;
    sha256Hex(seed).then(
      (hash) => live && setResult({ key, ok: hash === null ? null : hash === commit.toLowerCase() }),
      () => live && setResult({ key, ok: null }),
    );
    return () => {
      live = false;
    };
  }, [seed, commit, key]);
  if (!seed || !commit) return 'none';
  if (!result || result.key !== key) return 'checking';
  return result.ok === null ? 'unavailable' : result.ok ? 'match' : 'mismatch';
}

/** The saved game's link: downloads it, or says why the server holds it back for now. */
function DownloadSavedGame({ code }: { code: string }) {
  const say = useSay();
  const [note, setNote] = useState<string | null>(null);
  const url = exportPath(code);
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    setNote(null);
    void fetchSavedGame(url, code).then((got) => {
      if (!got.ok) {
        setNote(got.reason);
        return;
      }
      const href = URL.createObjectURL(got.blob);
      const a = document.createElement('a');
      a.href = href;
      a.download = got.name;
      a.click();
      setTimeout(() => URL.revokeObjectURL(href), 10_000);
    });
  };
  return (
    <>
      <a className="download" href={url} download onClick={onClick} data-testid="download-game">
        {say('hud.info.download')}
      </a>
      {note && <p className="small" role="status" data-testid="download-note">{note}</p>}
    </>
  );
}

/** The table's code, game, seats and its fairness proof (seed commitment, revealed seed, saved game). */
export function TableInfoPanel() {
  const say = useSay();
  const code = useTable((s) => s.code);
  const gameName = useGameName(useTable((s) => s.gameId));
  const seats = useTable((s) => s.seats);
  const shown = useShownColour();
  const mySeat = useTable((s) => s.seat);
  const spectators = useTable((s) => s.spectators);
  const commit = useTable((s) => s.seedCommit);
  const seed = useTable((s) => s.seed);
  const over = useTable((s) => s.projection?.status.over === true) || seed !== null;
  const check = useSeedCheck(seed, commit);
  return (
    <TopPanel panel="info" title={say('hud.info.title')}>
      <p><TextViewButton wide /></p>
      <dl className="info-list">
        <dt>{say('hud.info.code')}</dt>
        <dd>{code ? <Copyable text={shareLink(window.location.origin, code)} shown={code} testId="info-code" /> : '—'}</dd>
        <dt>{say('hud.create.game')}</dt>
        <dd data-testid="info-game">{gameName}</dd>
        <dt>{say('hud.create.seats')}</dt>
        <dd>
          <ul className="info-seats" data-testid="info-seats">
            {seats.map((s) => (
              <li key={s.seat}>
                <span className="seat-glyph" style={{ background: s.occupied ? shown(s.color, s.seat) : 'transparent', color: glyphInk(s.occupied ? shown(s.color, s.seat) : undefined) }} aria-hidden="true">
                  {seatGlyph(s.seat)}
                </span>
                {s.occupied ? s.name || say('hud.seat', { n: s.seat + 1 }) : <span className="muted">{say('hud.info.empty')}</span>}
                {s.seat === mySeat ? say('hud.info.you') : ''}
                {s.occupied && !s.connected ? <span className="muted">{say('hud.info.away')}</span> : null}
              </li>
            ))}
          </ul>
          {spectators > 0 && <span className="muted small">{say('hud.watching', { n: spectators })}</span>}
        </dd>
        <dt>{say('hud.info.commit')} <span className="small">{say('hud.info.commit.hash')}</span></dt>
        <dd>
          {commit ? <Copyable text={commit} shown={shortHex(commit)} testId="info-seed-commit" /> : '—'}
          <p className="muted small">
            {say('hud.info.commit.note')}
          </p>
        </dd>
        {seed && (
          <>
            <dt>{say('hud.info.seed')}</dt>
            <dd>
              <Copyable text={seed} shown={shortHex(seed)} testId="info-seed" />
              <p className={`small seed-check ${check}`} data-testid="seed-check" data-check={check}>{check === 'none' ? '' : say(`hud.info.check.${check}`)}</p>
            </dd>
          </>
        )}
        {code && (
          <>
            <dt>{say('hud.my.replay')}</dt>
            <dd>
              <a href={replayPagePath(code)} data-testid="replay-link">{say('hud.info.replay')}</a>
              <p className="muted small">
                {over ? say('hud.info.replay.over') : say('hud.info.replay.live')}
              </p>
            </dd>
          </>
        )}
        {over && code && (
          <>
            <dt>{say('hud.info.saved')}</dt>
            <dd>
              <DownloadSavedGame code={code} />
              <p className="muted small">{say('hud.info.verify')} <code>{say('hud.info.verify.command')}</code></p>
            </dd>
          </>
        )}
      </dl>
      {code && <StreamerKit code={code} />}
    </TopPanel>
  );
}
