import type { SeatMeta } from '../net/store-types.ts';
import { CardBackFan } from './CardBackFan.tsx';
import { SeatClock } from './SeatClock.tsx';
import { SeatMenu } from './SeatMenu.tsx';
import { glyphInk, seatGlyph, seatGlyphWords } from './seat-glyph.ts';
import { useSay } from '../words/say.ts';
import { useShownColour } from '../scene/use-seat-palette.ts';

/** The role's shadow, so a faction's colour reads on the panel. */
const SEAT_ROLE_SHADOW = '0 1px 1px rgba(0, 0, 0, 0.7)'; // words-ok: a CSS text shadow

/** What a game says about a seat beyond its player: a role (a faction) with its colour, and a score. */
export interface SeatGameInfo {
  role?: string;
  color?: string;
  score?: number;
}

export interface SeatRowProps {
  meta: SeatMeta;
  you: boolean;
  handCount: number;
  game?: SeatGameInfo;
  /** The host sees a kick and ban menu on every other occupied seat. */
  hostMenu?: boolean;
}

/** One seat: colour and glyph, name, markers, the game's role and score, connection dot and hand size. */
export function SeatRow({ meta, you, handCount, game, hostMenu = false }: SeatRowProps) {
  const say = useSay();
  const state = !meta.occupied ? 'empty' : meta.connected ? 'online' : 'away';
  const title = say(`hud.seats.state.${state}`);
  const seatName = meta.name || say('hud.seat', { n: meta.seat + 1 });
  const shown = useShownColour();
  const dot = shown(game?.color ?? (meta.occupied ? meta.color : undefined), meta.seat) ?? 'transparent';
  const menu = hostMenu && meta.occupied && !you && !meta.bot;
  return (
    <li className={`seat-row ${state}${you ? ' you' : ''}${menu ? ' with-menu' : ''}`} data-testid="seat" data-seat={meta.seat}>
      <span
        className="seat-glyph" data-testid="seat-glyph" title={say('hud.seats.glyph', { n: meta.seat + 1, shape: seatGlyphWords(meta.seat) })} aria-hidden="true"
        style={{ background: dot, color: glyphInk(dot === 'transparent' ? undefined : dot) }}
      >{seatGlyph(meta.seat)}</span>
      <span className="seat-name" style={game?.role ? { flexWrap: 'wrap' } : undefined}>
        <span className="name">{meta.occupied ? seatName : <em>{say('hud.seats.empty', { n: meta.seat + 1 })}</em>}</span>
        {you && <span className="marker">{say('hud.seats.you')}</span>}
        {meta.bot && <span className="marker" data-testid="seat-bot">{say('hud.seats.bot')}</span>}
        {meta.away && <span className="marker away" data-testid="seat-away" title={say(`hud.seats.away.${meta.away === 'bot' ? 'bot' : 'skip'}.title`)}>{say(`hud.seats.away.${meta.away === 'bot' ? 'bot' : 'skip'}`)}</span>}
        <SeatClock seat={meta.seat} />
        {(game?.role || game?.score !== undefined) && (
          <span className="seat-game" style={{ flexBasis: '100%', fontSize: '0.76rem' }}>
            {game.role && <span className="seat-role" data-testid="seat-role" style={{ color: shown(game.color, meta.seat), textShadow: SEAT_ROLE_SHADOW }}>{game.role}</span>}
            {game.role && game.score !== undefined && ' · '}
            {game.score !== undefined && <b className="seat-score" data-testid="seat-score">{say('hud.seats.vp', { n: game.score })}</b>}
          </span>
        )}
      </span>
      <span className={`conn-dot ${state}`} role="img" title={title} aria-label={title} />
      <CardBackFan count={handCount} />
      {menu && <SeatMenu seat={meta.seat} name={seatName} />}
    </li>
  );
}
