import { useMemo } from 'react';
import type { RulesReference } from '../kit/types.ts';
import type { SeatMeta } from '../net/store-types.ts';
import { logSegments, type LogLine as Line } from './log-merge.ts';
import { dieName, quotedValues, rollOf, type RolledDie, type RollSummary } from './roll-log.ts';
import { citeSegments, sectionForCode } from './rules-lookup.ts';
import { rulesStore } from './rules-store.ts';
import { nameInk } from './seat-glyph.ts';
import { sayWith } from './slots.tsx';
import { useSay } from '../words/say.ts';

/** Plain log text with each rule number it cites ("HCC.4.3") linked to the part that explains it. */
function Cited({ text, rules }: { text: string; rules: RulesReference | undefined }) {
  const say = useSay();
  if (!rules) return <>{text}</>;
  return (
    <>
      {citeSegments(text, rules).map((c, i) => c.section
        ? <button key={i} type="button" className="log-cite" data-testid="log-cite" title={say('hud.log.rules', { title: c.section.title })} onClick={() => rulesStore.getState().show({ section: c.section!.id })}>{c.text}</button>
        : c.text)}
    </>
  );
}

/** Game event text with each "Seat N" shown as that player's name, in their colour. */
function EventText({ text, seats, rules }: { text: string; seats: readonly SeatMeta[]; rules?: RulesReference | undefined }) {
  const segments = useMemo(() => logSegments(text, seats.map((s) => (s.occupied ? s.name : undefined))), [text, seats]);
  return (
    <span className="text">
      {segments.map((s, i) => s.seat === undefined
        ? <Cited key={i} text={s.text} rules={rules} />
        : <span key={i} className="who" style={{ color: nameInk(seats[s.seat]?.color) || undefined }}>{s.text}</span>)}
    </span>
  );
}

/** The line's rule code (its kind), as a small link to the part of the rules that explains it. */
function RuleCode({ code, rules }: { code: string; rules: RulesReference }) {
  const say = useSay();
  const section = sectionForCode(rules, code);
  if (!section) return null;
  return (
    <button
      type="button"
      className="log-rule"
      data-testid="log-rule"
      data-code={code}
      title={say('hud.log.rulesCode', { title: section.title, code })}
      aria-label={say('hud.log.rulesLine', { title: section.title })}
      onClick={() => rulesStore.getState().show({ code })}
    >
      §
    </button>
  );
}

/** A throw: who rolled, then each die as "d6 (red) 4" with a chip of its colour. */
function RollText({ roll, seats }: { roll: RollSummary; seats: readonly SeatMeta[] }) {
  const say = useSay();
  const seat = roll.seat;
  const meta = seat === undefined ? undefined : seats[seat];
  const who = seat === undefined ? say('hud.log.someone') : (meta?.occupied && meta.name) || say('hud.seat', { n: seat + 1 });
  const dice = roll.dice.map((d, i) => (
    <span key={d.id} className="die" data-die={d.id}>
      {i > 0 ? ', ' : ''}
      {d.color && <span className="die-chip" style={{ background: d.color }} aria-hidden="true" />}
      {dieName(d)} <span className="die-value">{d.label}</span>
    </span>
  ));
  return (
    <span className="text">
      {sayWith(say, 'hud.log.rolled', {}, { who: <span className="who" style={{ color: nameInk(meta?.color) || undefined }}>{who}</span>, dice })}
    </span>
  );
}

/** One die of a throw: a chip of its colour and what it shows. */
function DieValue({ d }: { d: RolledDie }) {
  return (
    <span className="die" data-die={d.id} title={dieName(d)}>
      {d.color && <span className="die-chip" style={{ background: d.color }} aria-hidden="true" />}
      <span className="die-value">{d.label}</span>
    </span>
  );
}

/**
 * A throw a game explains in its own sentence (a battle's hits). Where the sentence quotes
 * the values, the dice stand there in their place; otherwise they come first. Each value
 * is shown once.
 */
function ExplainedRoll({ roll, text, seats, rules }: { roll: RollSummary; text: string; seats: readonly SeatMeta[]; rules?: RulesReference | undefined }) {
  const quoted = quotedValues(text, roll);
  if (quoted) {
    return (
      <>
        <EventText text={quoted.before} seats={seats} rules={rules} />
        {roll.dice.map((d, i) => <span key={d.id}>{i > 0 ? quoted.joints[i - 1] : ''}<DieValue d={d} /></span>)}
        <EventText text={quoted.after} seats={seats} rules={rules} />
      </>
    );
  }
  return (
    <>
      {roll.dice.map((d) => <span key={d.id}><DieValue d={d} />{' '}</span>)}
      <EventText text={text} seats={seats} rules={rules} />
    </>
  );
}

/**
 * One line of the log panel: a game event or a chat message. With `rules` (the table's own
 * log, not a broadcast overlay), a game event links its rule code and the rule numbers it
 * cites to the Rules panel.
 */
export function LogLine({ line, seats, rules }: { line: Line; seats: readonly SeatMeta[]; rules?: RulesReference }) {
  const say = useSay();
  if (line.type === 'chat' && line.chat.event) {
    return <li className="log-line table-event" data-testid="table-event" data-event={line.chat.event}>{line.chat.text}</li>;
  }
  if (line.type === 'chat') {
    const { chat } = line;
    const color = typeof chat.seat === 'number' ? seats[chat.seat]?.color : undefined;
    return (
      <li className="log-line chat" data-testid="chat-entry">
        <span className="who" style={{ color: nameInk(color) }}>{say('hud.chat.who', { name: chat.name, watching: chat.seat === 'spectator' ? 'yes' : 'no' })}</span>{' '}
        <span className="text">{chat.text}</span>
      </li>
    );
  }
  const { entry } = line;
  const color = entry.seat !== undefined ? seats[entry.seat]?.color : undefined;
  const roll = rollOf(entry);
  // A plain throw reads "<who> rolled …"; any other sentence is the game explaining the outcome.
  const explained = roll !== null && !/ rolled /.test(entry.text);
  return (
    <li
      className={`log-line event kind-${entry.kind.replace(/[^a-z0-9-]/gi, '')}`}
      data-testid="log-entry"
      data-v={entry.v}
      data-roll={roll ? roll.dice.map((d) => `${d.id}=${d.value}`).join(' ') : undefined}
      style={{ borderLeftColor: color || 'transparent' }}
    >
      {roll && explained ? <ExplainedRoll roll={roll} text={entry.text} seats={seats} rules={rules} />
        : roll ? <RollText roll={roll} seats={seats} /> : <EventText text={entry.text} seats={seats} rules={rules} />}
      {rules && <RuleCode code={entry.kind} rules={rules} />}
    </li>
  );
}
