import { useEffect, useState } from 'react';
import { fetchTables, type TableListing } from '../net/api.ts';
import { navigate } from '../net/route.ts';
import { tablePath } from '../net/paths.ts';
import { useGames } from './use-games.ts';
import { useSay } from '../words/say.ts';
import { gameTitle } from '../kit/registry.ts';

/** How often the list of open tables is refreshed. */
const REFRESH_MS = 4_000;

/** Tables running on this server, refreshed every few seconds, with Join / Watch. */
export function OpenTables() {
  const say = useSay();
  const games = useGames();
  const [tables, setTables] = useState<TableListing[] | null>(null);
  const [offline, setOffline] = useState(false);

  useEffect(() => {
    let live = true;
    const refresh = () => {
      fetchTables().then(
        (t) => {
          if (!live) return;
          setTables(t);
          setOffline(false);
        },
        () => {
          if (live) setOffline(true);
        },
      );
    };
    refresh();
    const timer = setInterval(refresh, REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);

  return (
    <section className="panel open-tables">
      <h2>{say('hud.open.title')}</h2>
      {offline && <p className="muted">{say('hud.open.offline')}</p>}
      {tables?.length === 0 && <p className="muted">{say('hud.open.none')}</p>}
      <ul>
        {tables?.map((t) => (
          <li key={t.code} className="table-row" data-testid="open-table">
            <span className="code">{t.code}</span>
            <span className="game">{gameTitle(t.gameId, games.find((g) => g.id === t.gameId)?.name ?? t.gameId)}</span>
            <span className="muted">
              {say('hud.open.seated', { players: t.players, seats: t.seats, watching: t.spectators })}
            </span>
            <button type="button" disabled={t.players >= t.seats} title={t.players >= t.seats ? say('hud.open.full') : undefined} onClick={() => navigate(tablePath(t.code))}>{say('hud.join.join')}</button>
            <button type="button" onClick={() => navigate(tablePath(t.code, true))}>{say('hud.join.watch')}</button>
          </li>
        ))}
      </ul>
    </section>
  );
}
