import { useEffect, useState, type MouseEvent } from 'react';
import { ACCOUNT_HTTP, type HistoryGame, type Profile } from '../../wire/account-protocol.ts';
import { accountJson } from '../net/account.ts';
import { profilePath, replayPagePath } from '../net/paths.ts';
import { navigate } from '../net/route.ts';
import { lengthText, outcomeBadge, ratingDelta, ratingValue, resultText } from './format.ts';
import './profile.css';
import { useSay } from '../words/say.ts';

type Loaded = { profile: Profile } | { error: string } | null;

/** A link inside the app: followed without reloading the page (a modified click opens a tab as usual). */
function onInside(path: string) {
  return (e: MouseEvent<HTMLAnchorElement>): void => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(path);
  };
}

/**
 * The page at /u/<id>: a player's name and colour, their ratings (a game's, a Root
 * faction's: openskill's ordinal, μ − 3σ), and their finished games newest first — who
 * played, the results, each rating change, why a game moved no rating, and its replay.
 */
export function ProfilePage({ accountId }: { accountId: string }) {
  const say = useSay();
  const [loaded, setLoaded] = useState<Loaded>(null);
  useEffect(() => {
    let live = true;
    setLoaded(null);
    accountJson<Profile>(`${ACCOUNT_HTTP.accountPrefix}${encodeURIComponent(accountId)}`).then(
      (profile) => live && setLoaded({ profile }),
      (e: unknown) => live && setLoaded({ error: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [accountId]);

  return (
    <main className="start-page profile-page" data-testid="profile-page">
      <nav className="profile-nav">
        <a href="/" className="profile-home" onClick={onInside('/')}>{'Woodland Table' /* the product's name, the same in every language */}</a>
      </nav>
      {loaded === null ? <p className="muted">{say('profile.loading')}</p>
        : 'error' in loaded ? <p className="form-error" role="alert">{loaded.error}</p>
          : <ProfileBody profile={loaded.profile} />}
    </main>
  );
}

function ProfileBody({ profile }: { profile: Profile }) {
  const say = useSay();
  const { account, ratings, games } = profile;
  return (
    <>
      <h1 className="profile-name" data-testid="profile-name">
        <span className="profile-dot" style={{ background: account.color }} aria-hidden="true" />
        {account.name}
      </h1>
      <section className="panel" aria-labelledby="profile-ratings">
        <h2 id="profile-ratings">{say('profile.ratings')}</h2>
        {ratings.length === 0 ? <p className="muted">{say('profile.ratings.none')}</p> : (
          <table className="profile-ratings">
            <thead>
              <tr><th scope="col">{say('profile.col.game')}</th><th scope="col">{say('profile.col.rating')}</th><th scope="col">{say('profile.col.games')}</th></tr>
            </thead>
            <tbody>
              {ratings.map((r) => (
                <tr key={r.key} data-testid="profile-rating" data-key={r.key}>
                  <td>{r.label}</td>
                  <td title={`μ ${r.mu.toFixed(2)}, σ ${r.sigma.toFixed(2)}`}>{ratingValue(r.ordinal)}</td>
                  <td>{r.games}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="muted profile-note">{say('profile.ratings.note')}</p>
      </section>
      <section className="panel" aria-labelledby="profile-games">
        <h2 id="profile-games">{say('profile.games')}</h2>
        {games.length === 0 ? <p className="muted">{say('profile.games.none')}</p> : (
          <ol className="profile-games">
            {games.map((g) => <GameRow key={g.code} game={g} self={account.id} />)}
          </ol>
        )}
      </section>
    </>
  );
}

function GameRow({ game, self }: { game: HistoryGame; self: string }) {
  const say = useSay();
  const badge = outcomeBadge(game.outcome);
  const replay = replayPagePath(game.code);
  return (
    <li className="profile-game" data-testid="profile-game" data-code={game.code}>
      <div className="profile-game-head">
        <strong>{game.gameName}</strong>
        {badge && <span className="profile-badge">{badge}</span>}
        <span className="muted">{new Date(game.finishedAt).toLocaleDateString()}</span>
        <span className="muted">{lengthText(game)}</span>
        <a className="profile-replay" href={replay} onClick={onInside(replay)}>{say('profile.replay')}</a>
      </div>
      <ul className="profile-players">
        {game.players.map((p) => {
          const delta = ratingDelta(p.rating);
          const path = p.accountId ? profilePath(p.accountId) : null;
          return (
            <li key={p.seat} className={p.accountId === self ? 'self' : undefined}>
              <span className="profile-player">
                {path && p.accountId !== self ? <a href={path} onClick={onInside(path)}>{p.name}</a> : p.name}
                {p.bot && <span className="muted"> {say('profile.bot')}</span>}
                {p.role && <span className="muted"> · {p.role}</span>}
              </span>
              <span className={p.won ? 'profile-won' : 'profile-lost'}>{resultText(p, game)}</span>
              {delta && <span className={`profile-delta${delta.startsWith('−') ? ' down' : ''}`}>{delta}</span>}
            </li>
          );
        })}
      </ul>
    </li>
  );
}
