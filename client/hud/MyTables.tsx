import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { ACCOUNT_HTTP, type MyTable } from '../../wire/account-protocol.ts';
import { accountJson, useAccount } from '../net/account.ts';
import { replayPagePath, tablePath } from '../net/paths.ts';
import { navigate } from '../net/route.ts';
import { say as sayNow, useLang, useSay } from '../words/say.ts';
import { gameTitle, hasClientGame, loadClientGame, loadedGames } from '../kit/registry.ts';
import { lastMoveText, wordsLastMove } from './my-tables-words.ts';

/** "2 h 10 min", "3 d 4 h", "45 s": the time on a clock, coarse as a list wants it. */
export function clockWords(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const min = Math.floor((s % 3600) / 60);
  if (d > 0) return h > 0 ? sayNow('hud.clock.dh', { d, h }) : sayNow('hud.clock.d', { d });
  if (h > 0) return min > 0 ? sayNow('hud.clock.hmin', { h, min }) : sayNow('hud.clock.h', { h });
  if (min > 0) return sayNow('hud.clock.min', { min });
  return sayNow('hud.clock.s', { s });
}

/** This seat's clock as it stands at `now`: a running one has run on since its reading. */
export function clockLine(clock: NonNullable<MyTable['clock']>, now: number): string {
  const left = clock.running ? clock.leftMs - Math.max(0, now - clock.at) : clock.leftMs;
  return sayNow('hud.my.clockLeft', { left: clockWords(left), running: clock.running ? 'yes' : 'no' });
}

/** "Your turn", or who the game waits on by name. */
export function turnLine(t: MyTable): string {
  if (t.yourTurn) return sayNow('hud.my.yourTurn');
  if (t.waitingOn.length === 0) return sayNow('hud.my.nobody');
  return sayNow('hud.my.waitingOn', { names: t.waitingOn.map((seat) => t.players[seat] ?? sayNow('hud.seat', { n: seat + 1 })).join(', ') });
}

/**
 * The start page's "My tables" (signed in only): every table the account sits at, from
 * any device — whose turn, the clock, the last move — with "Take your seat", and the
 * finished ones below with their replay. Read again whenever the page comes back into view.
 */
export function MyTables() {
  const say = useSay();
  const account = useAccount();
  const [tables, setTables] = useState<MyTable[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const signedIn = account !== null && account !== undefined;
  const lang = useLang();
  const games = useStore(loadedGames);

  // A last move in another language than English is worded by its game's client: loaded for it.
  useEffect(() => {
    if (lang === 'en' || !tables) return;
    for (const id of new Set(tables.filter(wordsLastMove).map((t) => t.gameId))) {
      if (hasClientGame(id)) loadClientGame(id).catch((e: unknown) => console.warn(`could not load the words of ${id}:`, e));
    }
  }, [lang, tables]);

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    const refresh = () => {
      accountJson<{ tables: MyTable[] }>(ACCOUNT_HTTP.myTables).then(
        (answer) => {
          if (!live) return;
          setTables(answer.tables);
          setProblem(null);
        },
        (e: unknown) => {
          if (live) setProblem(e instanceof Error ? e.message : String(e));
        },
      );
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    refresh();
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [signedIn]);

  if (!signedIn) return null;
  const now = Date.now();
  const playing = tables?.filter((t) => t.finishedAt === null) ?? [];
  const finished = tables?.filter((t) => t.finishedAt !== null) ?? [];
  return (
    <section className="panel my-tables" data-testid="my-tables">
      <h2>{say('hud.my.title')}</h2>
      {problem && <p className="muted">{problem}</p>}
      {tables?.length === 0 && <p className="muted">{say('hud.my.none')}</p>}
      <ul>
        {playing.map((t) => (
          <li key={t.code} className={`table-row${t.yourTurn ? ' your-turn' : ''}`} data-testid="my-table" data-code={t.code}>
            <span className="code">{t.code}</span>
            <span className="game">{gameTitle(t.gameId, t.gameName)}</span>
            <span className={t.yourTurn ? 'turn' : 'muted'}>{turnLine(t)}</span>
            {t.clock && <span className="muted small">{clockLine(t.clock, now)}</span>}
            {t.lastMove && <span className="muted small last-move">{lastMoveText(t, games[t.gameId], say)}</span>}
            <button type="button" data-testid="my-table-take" onClick={() => navigate(tablePath(t.code))}>{say('hud.my.take')}</button>
          </li>
        ))}
      </ul>
      {finished.length > 0 && (
        <>
          <h3>{say('hud.my.finished')}</h3>
          <ul>
            {finished.map((t) => (
              <li key={t.code} className="table-row" data-testid="my-table" data-code={t.code}>
                <span className="code">{t.code}</span>
                <span className="game">{gameTitle(t.gameId, t.gameName)}</span>
                <span className="muted small">{t.players.filter((p) => p !== null).join(', ')}</span>
                <button type="button" data-testid="my-table-replay" onClick={() => navigate(replayPagePath(t.code))}>{say('hud.my.replay')}</button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
