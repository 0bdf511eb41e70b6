import { lazy, Suspense, useState } from 'react';
import type { BoxListing } from '../../wire/protocol.ts';
import { navigate } from '../net/route.ts';
import { tablePath } from '../net/paths.ts';
import { tableReady, useGames } from './use-games.ts';
import { defaultGameId, gameTitle, loadClientGame } from '../kit/registry.ts';
import { loadConnection, loadTablePage } from '../pages.ts';
import { useGameOptions } from './use-game-options.ts';
import { useSay } from '../words/say.ts';
import { DEFAULT_TABLE_RULES, TableRulesFields, tableRulesRequest, type TableRulesChoice } from './TableRulesFields.tsx';

// "Start from a box" loads when the host opens it: the start page stays light.
const BoxStart = lazy(() => import('./BoxStart.tsx'));

/**
 * Choose a game, a number of seats and the game's options — for a game that takes boxes,
 * perhaps a box to lay the table out from —, then sit down at seat 1 of a new table.
 */
export function CreateTableForm() {
  const say = useSay();
  const games = useGames();
  const [gameId, setGameId] = useState(defaultGameId);
  const [seats, setSeats] = useState(4);
  // Each game's choices, kept while the host looks at another game.
  const [choices, setChoices] = useState<Record<string, unknown>>({});
  const [rules, setRules] = useState<TableRulesChoice>(DEFAULT_TABLE_RULES);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [boxOpen, setBoxOpen] = useState(false);
  const [box, setBox] = useState<BoxListing | null>(null);
  const ready = games.filter((g) => tableReady(g.id));
  const coming = games.filter((g) => !tableReady(g.id));
  const game = ready.find((g) => g.id === gameId) ?? ready[0];
  const min = game?.minSeats ?? 1;
  const max = Math.min(10, game?.maxSeats ?? 10);
  const seatCount = Math.min(max, Math.max(min, seats));
  const { ui, pending, failed } = useGameOptions(game?.id ?? null);
  const mine: unknown = game && ui ? (choices[game.id] ?? ui.defaults) : undefined;

  const fromBox = game?.boxes === true ? box : null;

  const create = async (laidOut: BoxListing | null = fromBox) => {
    if (!game) return;
    const chosen = ui && mine !== undefined ? ui.toOptions(seatCount, mine) : { options: {} };
    if ('error' in chosen) {
      setError(chosen.error);
      return;
    }
    setBusy(true);
    setError(null);
    // The table's code and its game's start loading while the server sets the table up.
    loadTablePage().catch(() => undefined);
    loadClientGame(game.id).catch(() => undefined);
    try {
      const { createTable } = await loadConnection();
      const table = game.turns ? tableRulesRequest(rules, seatCount) : {};
      const boxed = laidOut ? { box: laidOut.id } : {};
      const code = await createTable({ game: game.id, seats: seatCount, options: chosen.options, ...table, ...boxed });
      navigate(tablePath(code));
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  };

  return (
    <section className="panel create">
      <h2>{say('hud.create.title')}</h2>
      <label className="field">
        <span>{say('hud.create.game')}</span>
        <select data-testid="create-game" value={game?.id} onChange={(e) => setGameId(e.target.value)}>
          {ready.map((g) => <option key={g.id} value={g.id}>{gameTitle(g.id, g.name)}</option>)}
          {coming.length > 0 && (
            <optgroup label={say('hud.create.coming')}>
              {coming.map((g) => <option key={g.id} value={g.id} disabled>{gameTitle(g.id, g.name)}</option>)}
            </optgroup>
          )}
        </select>
      </label>
      <label className="field">
        <span>{say('hud.create.seats')}</span>
        <select data-testid="create-seats" value={seatCount} onChange={(e) => setSeats(Number(e.target.value))}>
          {Array.from({ length: max - min + 1 }, (_, i) => min + i).map((n) => (
            <option key={n} value={n}>{say('hud.create.seatCount', { n })}</option>
          ))}
        </select>
      </label>
      {game && ui && mine !== undefined && (
        <ui.Fields seats={seatCount} choices={mine} onChange={(next) => setChoices({ ...choices, [game.id]: next })} />
      )}
      {game?.turns && <TableRulesFields seats={seatCount} value={rules} onChange={setRules} />}
      {game?.boxes && (
        <div className="box-section">
          <button type="button" className="link-button" aria-expanded={boxOpen} data-testid="box-start-open" onClick={() => setBoxOpen(!boxOpen)}>
            {boxOpen ? '▾' : '▸'} {fromBox && !boxOpen ? say('hud.create.fromBoxNamed', { name: fromBox.name }) : say('hud.create.fromBox')}
          </button>
          {boxOpen && (
            <Suspense fallback={<p className="muted">{say('hud.loading')}</p>}>
              <BoxStart chosen={fromBox} onChoose={setBox} busy={busy} onStart={(b) => {
                setBox(b);
                void create(b);
              }} />
            </Suspense>
          )}
        </div>
      )}
      <button type="button" className="primary" data-testid="create-table" disabled={busy || pending || failed} onClick={() => void create()}>
        {busy ? say('hud.create.setting') : pending ? say('hud.create.loadingGame') : fromBox ? say('hud.create.goFromBox') : say('hud.create.go')}
      </button>
      {failed && <p className="form-error" role="alert">{say('hud.create.failed')}</p>}
      {error && <p className="form-error" role="alert">{error}</p>}
    </section>
  );
}
