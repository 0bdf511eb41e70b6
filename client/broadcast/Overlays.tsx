/**
 * The streaming overlays, each a small component reading the table store: the turn banner,
 * the scoreboard, the log ticker, the dice of the last throw (shown once it has landed) and,
 * for a caster, the hands and secrets players do not see.
 * The same components sit over the broadcast page's table and alone on a transparent
 * overlay page.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTable } from '../net/store.ts';
import { landedLog, useDice } from '../net/dice-store.ts';
import { LogLine } from '../hud/LogLine.tsx';
import { mergeLog, withSeatNames } from '../hud/log-merge.ts';
import { dieName, rollOf } from '../hud/roll-log.ts';
import { clientGame } from '../kit/registry.ts';
import { seatLines } from './seat-lines.ts';
import { hiddenInfo } from './hidden.ts';
import { inkOnDie, readableOn } from './ink.ts';
import { useSay } from '../words/say.ts';
import { glyphInk, seatGlyph } from '../hud/seat-glyph.ts';
import { useShownColour, useShownSeats } from '../scene/use-seat-palette.ts';

/** Whose turn, or how the game ended, in seat names. */
export function TurnBanner() {
  const status = useTable((s) => s.projection?.status);
  const seats = useTable((s) => s.seats);
  if (!status?.headline) return null;
  const names = seats.map((s) => (s.occupied ? s.name : undefined));
  return (
    <div className={status.over ? 'cast-banner over' : 'cast-banner'} data-testid="overlay-banner">
      {withSeatNames(status.headline, names)}
    </div>
  );
}

/** Seats with their colours (as the seat palette shows them) and glyphs, what they play, their scores and whose turn it is. */
export function Scoreboard() {
  const projection = useTable((s) => s.projection);
  const seats = useTable((s) => s.seats);
  const game = useTable((s) => clientGame(s.gameId));
  const shown = useShownColour();
  const lines = useMemo(() => seatLines(projection, seats, game.scoreboard?.bind(game)).map((l) => ({ ...l, color: shown(l.color, l.seat) ?? l.color })), [projection, seats, game, shown]);
  if (lines.length === 0) return null;
  return (
    <ol className="cast-seats" data-testid="overlay-seats">
      {lines.map((l) => (
        <li key={l.seat} className={`${l.active ? 'active' : ''} ${l.winner ? 'winner' : ''}`} data-active={l.active || undefined}>
          <span className="swatch" style={{ background: l.color, color: glyphInk(l.color) }} aria-hidden="true">{seatGlyph(l.seat)}</span>
          <span className="name">{l.name}</span>
          {l.role && <span className="detail">{l.role}</span>}
          {l.score !== null && <span className="score">{l.score}</span>}
        </li>
      ))}
    </ol>
  );
}

/** The last `lines` log entries, newest at the bottom. */
export function LogTicker({ lines }: { lines: number }) {
  const log = useTable((s) => s.projection?.log);
  const tableSeats = useShownSeats();
  // Names in their seat's colour, lightened where it would not read on the dark backdrop.
  const seats = useMemo(() => tableSeats.map((s) => ({ ...s, color: readableOn(s.color) })), [tableSeats]);
  const landing = useDice((s) => s.landing);
  const shown = useMemo(() => mergeLog(landedLog(log ?? [], landing), []).slice(-lines), [log, landing, lines]);
  if (shown.length === 0) return null;
  return (
    <ol className="cast-log log-list" data-testid="overlay-log">
      {shown.map((line) => <LogLine key={line.key} line={line} seats={seats} />)}
    </ol>
  );
}

/** How long the last throw's result stays up after it landed (ms). */
const DICE_SHOWN_MS = 12_000;

/** The dice of the last throw, big, once they have landed. */
export function DiceResult() {
  const say = useSay();
  const roll = useDice((s) => s.roll);
  const log = useTable((s) => s.projection?.log);
  const seats = useTable((s) => s.seats);
  const shown = useShownColour();
  const [landed, setLanded] = useState<string | null>(null);
  useEffect(() => {
    if (!roll) return;
    const wait = Math.max(0, roll.receivedAt + roll.durationMs - performance.now());
    const show = setTimeout(() => setLanded(roll.rollId), wait);
    const hide = setTimeout(() => setLanded(null), wait + DICE_SHOWN_MS);
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, [roll]);
  if (!roll || landed !== roll.rollId) return null;
  const version = Number(roll.rollId.slice(roll.rollId.lastIndexOf(':') + 1));
  const entry = log?.find((e) => e.v === version && rollOf(e));
  const summary = entry ? rollOf(entry) : null;
  if (!summary) return null;
  const meta = seats[roll.seat];
  const whoColour = shown(meta?.color, roll.seat);
  return (
    <div className="cast-dice" data-testid="overlay-dice" data-roll={summary.dice.map((d) => `${d.id}=${d.value}`).join(' ')}>
      <span className="who" style={{ color: whoColour ? readableOn(whoColour) : undefined }}>{(meta?.occupied && meta.name) || say('broadcast.seat', { seat: roll.seat + 1 })}</span>
      <span className="dice">
        {summary.dice.map((d) => (
          <span key={d.id} className={`cast-die ink-${inkOnDie(d.color ?? '#f4efe6') === '#ffffff' ? 'light' : 'dark'}`} title={dieName(d)}
            style={{ background: d.color ?? '#f4efe6', color: inkOnDie(d.color ?? '#f4efe6') }}>
            <span className="value">{d.label}</span>
            <span className="kind">{d.name}</span>
          </span>
        ))}
      </span>
    </div>
  );
}

/** A caster's sight of what players keep hidden: every hand and the game's secrets. */
export function HiddenHands() {
  const say = useSay();
  const projection = useTable((s) => s.projection);
  const seats = useTable((s) => s.seats);
  const game = useTable((s) => clientGame(s.gameId));
  const shown = useShownColour();
  const info = useMemo(() => hiddenInfo(projection, seats, game.casterNotes?.bind(game), game.scoreboard?.bind(game)), [projection, seats, game]);
  if (!info) return null;
  return (
    <section className="cast-hidden" data-testid="overlay-hidden" aria-label={say('broadcast.hidden.title')}>
      <h2>{say('broadcast.hidden.title')}</h2>
      {info.seats.map((s) => (
        <div key={s.seat} className="cast-hidden-seat">
          <div className="cast-who"><span className="swatch" style={{ background: shown(s.color, s.seat), color: glyphInk(shown(s.color, s.seat)) }} aria-hidden="true">{seatGlyph(s.seat)}</span>{s.name}</div>
          <div className="cast-hand">{s.hand.length > 0 ? say('broadcast.hidden.hand', { cards: s.hand.join(', ') }) : say('broadcast.hidden.handEmpty')}</div>
          {s.notes.map((n) => <div key={n} className="cast-note">{n}</div>)}
        </div>
      ))}
      {info.table.map((n) => <div key={n} className="cast-note table-note">{n}</div>)}
    </section>
  );
}
