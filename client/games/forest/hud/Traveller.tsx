import { Termed } from '../../../hud/RuleTerm.tsx';
import type { SeatMeta } from '../../../net/store-types.ts';
import { dirLetter, dirWord, GLYPH, ICON_COLOR } from '../look.ts';
import { MAX_HEALTH, type TravellerRow } from './model.ts';
import type { ForestAction } from '../../../../engine/games/forest/actions.ts';
import { sendAction } from '../../../net/send-action.ts';
import { useSay } from '../../../words/say.ts';
import { sideName } from '../names.ts';

function MapIcons({ row }: { row: TravellerRow }) {
  const say = useSay();
  if (!row.map) return <p className="fo-map fo-muted">{say('forest.traveller.noMap')}</p>;
  return (
    <div className="fo-map" data-testid="map-icons">
      <span className="fo-map-name">{row.map.name}</span>
      <span className="fo-icons">
        {row.map.icons.map((icon, i) => (
          <span key={i} className={`fo-icon${icon.lit ? ' lit' : ''}`} data-lit={icon.lit} title={say(icon.lit ? 'forest.traveller.met' : 'forest.traveller.missing', { dir: dirWord(icon.dir) })} style={{ color: icon.lit ? ICON_COLOR[icon.dir] : undefined }}>
            {GLYPH[icon.dir]}
          </span>
        ))}
      </span>
      <span className="fo-muted">★ {row.map.reward}</span>
    </div>
  );
}

/** Where the direction goes in the worded sentence: it is shown bold there. */
const DIR_MARK = '\u0000';

/** "Oak’s wild icon stands for **↑ north**": the sentence with its terms explained and the direction in bold. */
function StandsFor({ text, dir }: { text: string; dir: string }) {
  const [before = '', after = ''] = text.split(DIR_MARK);
  return <span><Termed text={before} /><b>{dir}</b>{after && <Termed text={after} />}</span>;
}

/** The wild icons of the tableau, with their directions (the owner reassigns them here on their turn). */
function Wilds({ row }: { row: TravellerRow }) {
  const say = useSay();
  const wilds = row.tableau.filter((c) => c.side.icon === 'wild');
  if (wilds.length === 0) return null;
  return (
    <ul className="fo-wilds">
      {wilds.map((c) => (
        <li key={c.id} data-testid="wild-entry" data-card={c.id}>
          <StandsFor text={say('forest.traveller.standsFor', { name: sideName(c.side.id, say), dir: DIR_MARK })} dir={c.as ? `${GLYPH[c.as]} ${dirWord(c.as)}` : say('forest.traveller.nothingYet')} />
          {c.assign.length > 0 && (
            <span className="fo-dirs">
              {c.assign.map(({ dir, action }) => (
                <button key={dir} type="button" data-testid={`assign-${dir}`} title={say('forest.traveller.assignTitle', { dir: dirWord(dir) })} onClick={() => sendAction<ForestAction>(action)}>{GLYPH[dir]}{dirLetter(dir)}</button>
              ))}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Wayfinder's Cairn: the cards the owner may turn over now. */
function TurnOver({ row }: { row: TravellerRow }) {
  const say = useSay();
  const cards = row.tableau.filter((c) => c.turnOver.length > 0);
  if (cards.length === 0) return null;
  return (
    <div className="fo-turnover" data-testid="turn-over">
      <b>{say('forest.traveller.turnOver')}</b>
      {cards.map((c) => c.turnOver.map((a) => (
        <button key={`${c.id}-${'as' in a ? a.as ?? '' : ''}`} type="button" onClick={() => sendAction<ForestAction>(a)}>
          {sideName(c.side.id, say)}{'as' in a && a.as ? ` (${GLYPH[a.as]}${dirLetter(a.as)})` : ''}
        </button>
      )))}
    </div>
  );
}

/** A number with its sign ("+3", "-1", "+0"). */
const signed = (n: number): string => `${n >= 0 ? '+' : ''}${n}`;

export interface TravellerProps {
  row: TravellerRow;
  meta: SeatMeta | undefined;
  open: boolean;
  /** Unfolded by hand (a phone shows details only then). */
  chosen: boolean;
  onToggle(): void;
}

/** One traveller's panel: health, renown, Guard, Strategy, the map's icons lit as met, effects and totals. */
export function Traveller({ row, meta, open, chosen, onToggle }: TravellerProps) {
  const say = useSay();
  const state = !meta?.occupied ? 'empty' : meta.connected ? 'online' : 'away';
  return (
    <article className={`fo-traveller hud-panel${row.active ? ' active' : ''}${row.you ? ' mine' : ''}${open ? ' open' : ''}${chosen ? ' chosen' : ''} ${row.phase}`} data-testid="traveller" data-seat={row.seat}>
      <header>
        <span className="swatch-dot" style={{ background: meta?.color || '#777' }} aria-hidden="true" />
        <b className="fo-name">{row.name}</b>
        {row.you && <span className="marker">{say('forest.traveller.you')}</span>}
        <span className={`conn-dot ${state}`} role="img" aria-label={say(`forest.conn.${state}`)} />
        <span className="fo-stat" title={say('forest.health')}>♥ <b data-testid="health">{row.health}</b>/{MAX_HEALTH}</span>
        <span className="fo-stat" title={say('forest.renown')}>★ <b data-testid="renown">{row.renown}</b></span>
      </header>
      <button type="button" className="fo-fold" aria-expanded={open} aria-label={say(open ? 'forest.traveller.fold' : 'forest.traveller.unfold', { name: row.name })} onClick={onToggle}>{open ? '▾' : '▸'}</button>
      <MapIcons row={row} />
      {row.you && <Wilds row={row} />}
      {row.you && <TurnOver row={row} />}
      {open && (
        <div className="fo-details">
          <p className="fo-line">
            <span className={`fo-status ${row.phase}`}><Termed text={row.active ? say('forest.status.drawing') : row.status} /></span>
            <Termed text={` · ${say(row.ambushes > 0 ? 'forest.traveller.statsAmbushed' : 'forest.traveller.stats', { guard: row.guard, strategy: row.strategy, n: row.tableau.length, ambushes: row.ambushes })}`} />
          </p>
          {row.totals && (
            <p className="fo-line" data-testid="totals">
              {say('forest.totals.danger')} <b>{row.totals.danger}</b> <Termed text={say(row.totals.wounds > 0 ? 'forest.totals.wounded' : 'forest.totals.rest', { guard: row.guard, wounds: row.totals.wounds, renown: signed(row.totals.renown) })} />
            </p>
          )}
          {row.effects.length > 0 && <ul className="fo-effects">{row.effects.map((e, i) => <li key={i}>{e}</li>)}</ul>}
          {!row.you && <Wilds row={row} />}
          {row.encounter && (
            <p className="fo-line fo-encounter" data-testid="encounter">
              <Termed text={say('forest.encounter', {
                round: row.encounter.round, outcome: row.encounter.outcome, danger: row.encounter.danger, guard: row.encounter.guard, wounds: row.encounter.wounds, gained: signed(row.encounter.gained),
              })} />
            </p>
          )}
        </div>
      )}
    </article>
  );
}
