import { useLayoutEffect, useMemo, useRef } from 'react';
import type { LogEntry } from '../../engine/core/types.ts';
import { useTable } from '../net/store.ts';
import { useShownSeats } from '../scene/use-seat-palette.ts';
import { landedLog, useDice } from '../net/dice-store.ts';
import { ChatInput } from './ChatInput.tsx';
import { LogLine } from './LogLine.tsx';
import { mergeLog } from './log-merge.ts';
import { commitLine, revealLine } from './seed.ts';
import { useRulesReference } from './use-rules.ts';
import { useLang, useSay } from '../words/say.ts';
import { clientGame } from '../kit/registry.ts';
import { wordedLog } from './log-words.ts';

const NO_LOG: readonly LogEntry[] = [];
/** Within this many pixels of the bottom, new lines keep the view pinned to the bottom. */
const STICKY_PX = 48;

/**
 * The game log with chat interleaved, newest at the bottom, and the chat box; above it the
 * seed commitment, below it (once the game is over) the revealed seed. Each line the game
 * words from its data is shown in the reader's language (log-words.ts).
 */
export function LogPanel() {
  const say = useSay();
  const logged = useTable((s) => s.projection?.log ?? NO_LOG);
  const view = useTable((s) => s.projection?.view);
  const logText = useTable((s) => clientGame(s.gameId).logText);
  const lang = useLang();
  // `say` changes with the language (useSay), so the lines are worded again with it.
  const log = useMemo(() => wordedLog(logged, view, logText, say, lang === 'en'), [logged, view, logText, say, lang]);
  const chat = useTable((s) => s.chat);
  // Names in their seat's colour as the seat palette shows it.
  const seats = useShownSeats();
  const commit = useTable((s) => s.seedCommit);
  const seed = useTable((s) => s.seed);
  const rules = useRulesReference();
  // A throw's lines wait until its dice come to rest on this screen.
  const landing = useDice((s) => s.landing);
  const lines = useMemo(() => mergeLog(landedLog(log, landing), chat), [log, landing, chat]);
  const list = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);

  useLayoutEffect(() => {
    const el = list.current;
    if (el && pinned.current) el.scrollTop = el.scrollHeight;
  }, [lines, seed]);

  return (
    <aside className="log hud-panel" aria-label={say('hud.log.panel')}>
      <h3>{say('hud.log.title')}</h3>
      <div
        ref={list}
        className="log-lines"
        data-testid="log"
        role="log"
        // The table's live region (LiveRegion.tsx) reads each new line once, worded and batched;
        // the list itself stays quiet so a line is not read twice.
        aria-live="off"
        aria-label={say('hud.log.list')}
        tabIndex={0}
        onScroll={(e) => {
          const el = e.currentTarget;
          pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICKY_PX;
        }}
      >
        <ol className="log-list">
          {commit && (
            <li className="log-line seed" data-testid="seed-commit-line" title={say('hud.log.commit.title', { commit })}>{commitLine(commit)}</li>
          )}
          {lines.map((line) => <LogLine key={line.key} line={line} seats={seats} rules={rules} />)}
          {seed && (
            <li className="log-line seed" data-testid="seed-reveal-line" title={say('hud.log.seed.title', { seed })}>{revealLine(seed)}</li>
          )}
        </ol>
      </div>
      <ChatInput />
    </aside>
  );
}
