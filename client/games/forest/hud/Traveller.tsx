import { RuleTerm, Termed } from '../../../hud/RuleTerm.tsx';
import type { SeatMeta } from '../../../net/store-types.ts';
import { DIR_WORD, GLYPH, ICON_COLOR } from '../look.ts';
import { MAX_HEALTH, type TravellerRow } from './model.ts';
import type { ForestAction } from '../../../../engine/games/forest/actions.ts';
import { sendAction } from '../../../net/send-action.ts';

function MapIcons({ row }: { row: TravellerRow }) {
  if (!row.map) return <p className="fo-map fo-muted">No map card.</p>;
  return (
    <div className="fo-map" data-testid="map-icons">
      <span className="fo-map-name">{row.map.name}</span>
      <span className="fo-icons">
        {row.map.icons.map((icon, i) => (
          <span key={i} className={`fo-icon${icon.lit ? ' lit' : ''}`} data-lit={icon.lit} title={`${DIR_WORD[icon.dir]}${icon.lit ? ': met' : ': missing'}`} style={{ color: icon.lit ? ICON_COLOR[icon.dir] : undefined }}>
            {GLYPH[icon.dir]}
          </span>
        ))}
      </span>
      <span className="fo-muted">★ {row.map.reward}</span>
    </div>
  );
}

/** The wild icons of the tableau, with their directions (the owner reassigns them here on their turn). */
function Wilds({ row }: { row: TravellerRow }) {
  const wilds = row.tableau.filter((c) => c.side.icon === 'wild');
  if (wilds.length === 0) return null;
  return (
    <ul className="fo-wilds">
      {wilds.map((c) => (
        <li key={c.id} data-testid="wild-entry" data-card={c.id}>
          <span>{c.side.name}’s <RuleTerm words="Wild icon">wild icon</RuleTerm> stands for <b>{c.as ? `${GLYPH[c.as]} ${DIR_WORD[c.as]}` : 'nothing yet'}</b></span>
          {c.assign.length > 0 && (
            <span className="fo-dirs">
              {c.assign.map(({ dir, action }) => (
                <button key={dir} type="button" data-testid={`assign-${dir}`} title={`It stands for ${DIR_WORD[dir]} from now on`} onClick={() => sendAction<ForestAction>(action)}>{GLYPH[dir]}{dir}</button>
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
  const cards = row.tableau.filter((c) => c.turnOver.length > 0);
  if (cards.length === 0) return null;
  return (
    <div className="fo-turnover" data-testid="turn-over">
      <b>Turn over one card:</b>
      {cards.map((c) => c.turnOver.map((a) => (
        <button key={`${c.id}-${'as' in a ? a.as ?? '' : ''}`} type="button" onClick={() => sendAction<ForestAction>(a)}>
          {c.side.name}{'as' in a && a.as ? ` (${GLYPH[a.as]}${a.as})` : ''}
        </button>
      )))}
    </div>
  );
}

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
  const state = !meta?.occupied ? 'empty' : meta.connected ? 'online' : 'away';
  return (
    <article className={`fo-traveller hud-panel${row.active ? ' active' : ''}${row.you ? ' mine' : ''}${open ? ' open' : ''}${chosen ? ' chosen' : ''} ${row.phase}`} data-testid="traveller" data-seat={row.seat}>
      <header>
        <span className="swatch-dot" style={{ background: meta?.color || '#777' }} aria-hidden="true" />
        <b className="fo-name">{row.name}</b>
        {row.you && <span className="marker">you</span>}
        <span className={`conn-dot ${state}`} aria-label={state} />
        <span className="fo-stat" title="health">♥ <b data-testid="health">{row.health}</b>/{MAX_HEALTH}</span>
        <span className="fo-stat" title="renown">★ <b data-testid="renown">{row.renown}</b></span>
      </header>
      <button type="button" className="fo-fold" aria-expanded={open} aria-label={open ? `Fold ${row.name}'s panel` : `Unfold ${row.name}'s panel`} onClick={onToggle}>{open ? '▾' : '▸'}</button>
      <MapIcons row={row} />
      {row.you && <Wilds row={row} />}
      {row.you && <TurnOver row={row} />}
      {open && (
        <div className="fo-details">
          <p className="fo-line">
            <span className={`fo-status ${row.phase}`}><Termed text={row.active ? 'drawing now' : row.status} /></span>
            <Termed text={` · Guard ${row.guard} · Strategy ${row.strategy} · ${row.tableau.length} in tableau${row.ambushes > 0 ? ` · ${row.ambushes} ambushed` : ''}`} />
          </p>
          {row.totals && (
            <p className="fo-line" data-testid="totals">
              Danger <b>{row.totals.danger}</b> <Termed text={`against Guard ${row.guard}${row.totals.wounds > 0 ? ` (${row.totals.wounds} wound${row.totals.wounds > 1 ? 's' : ''})` : ''} · complete now: ${row.totals.renown >= 0 ? '+' : ''}${row.totals.renown} renown`} />
            </p>
          )}
          {row.effects.length > 0 && <ul className="fo-effects">{row.effects.map((e, i) => <li key={i}>{e}</li>)}</ul>}
          {!row.you && <Wilds row={row} />}
          {row.encounter && (
            <p className="fo-line fo-encounter" data-testid="encounter">
              <Termed text={`Round ${row.encounter.round}: ${row.encounter.outcome === 'complete' ? 'map complete' : 'astray'}, danger ${row.encounter.danger}/${row.encounter.guard}, ${row.encounter.wounds} wound${row.encounter.wounds === 1 ? '' : 's'}, ${row.encounter.gained >= 0 ? '+' : ''}${row.encounter.gained} renown`} />
            </p>
          )}
        </div>
      )}
    </article>
  );
}
