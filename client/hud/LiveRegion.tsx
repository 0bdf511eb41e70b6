import { useEffect, useMemo, useRef, useState } from 'react';
import type { LogEntry } from '../../engine/core/types.ts';
import { landedLog, useDice } from '../net/dice-store.ts';
import { useTable } from '../net/store.ts';
import { useSay } from '../words/say.ts';
import { IDLE_ANNOUNCE, announceStep, asksOf, heardLines } from './announce.ts';
import { mergeLog, withSeatNames } from './log-merge.ts';
import { waitingOn } from './turn-alert.ts';
import { headlineText } from '../words/phrase.ts';

const NO_LOG: readonly LogEntry[] = [];
/** Lines arriving within this many milliseconds of one another are said together. */
const GATHER_MS = 400;

/**
 * The table's polite live region, out of sight: a screen reader hears each new log line
 * once (as the log panel words it, once its dice have landed) and "Your turn: …" once when
 * the table starts waiting on this seat. announce.ts decides what to say; this gathers what
 * arrives close together into one announcement.
 */
export function LiveRegion() {
  const say = useSay();
  const log = useTable((s) => s.projection?.log ?? NO_LOG);
  const chat = useTable((s) => s.chat);
  const seat = useTable((s) => s.seat);
  const seats = useTable((s) => s.seats);
  const projection = useTable((s) => s.projection);
  const landing = useDice((s) => s.landing);
  const state = useRef(IDLE_ANNOUNCE);
  const pending = useRef<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [spoken, setSpoken] = useState({ n: 0, text: '' });
  const names = useMemo(() => seats.map((s) => (s.occupied ? s.name : undefined)), [seats]);
  const lines = useMemo(() => mergeLog(landedLog(log, landing), chat), [log, landing, chat]);

  useEffect(() => {
    // Between a drop and a fresh snapshot there is nothing to hear; what the snapshot repeats stays known.
    if (projection === null) return;
    const waiting = waitingOn(projection, seat);
    const asks = withSeatNames(asksOf(projection.prompts, headlineText(projection.status, say), say), names);
    const step = announceStep(state.current, { lines: heardLines(lines, names, seat, say), waiting, asks }, say);
    state.current = step.state;
    if (step.say === null) return;
    pending.current.push(step.say);
    if (timer.current !== null) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      const text = pending.current.join(' ');
      pending.current = [];
      setSpoken((s) => ({ n: s.n + 1, text }));
    }, GATHER_MS);
  }, [lines, projection, seat, names, say]);

  useEffect(() => () => {
    if (timer.current !== null) clearTimeout(timer.current);
  }, []);

  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="live-region">
      {/* A new node each time, so the same words said twice are heard twice. */}
      {spoken.text && <p key={spoken.n}>{spoken.text}</p>}
    </div>
  );
}
