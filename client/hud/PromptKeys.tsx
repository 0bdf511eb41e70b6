/**
 * The keyboard's way to every prompt of a rules game: a "Choices" button, and the panel it
 * opens (or the A hotkey opens and focuses), listing each of the seat's legal actions on one
 * line (prompt-keys.ts). The list is a listbox: ↑ / ↓ move, Home / End jump, letters search,
 * Enter or Space takes the line (sends its action), Q / E turn a tile before it is placed,
 * Escape closes. A line is taken exactly as the table would send it, so pointer play and
 * keyboard play send the same intents. A line's turn also turns the tile waiting on the table
 * (`GameInteraction.placing`), so the table shows how it will lie.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Prompt } from '../../engine/core/types.ts';
import { clientGame } from '../kit/registry.ts';
import { sendIntent } from '../net/connection.ts';
import { tableStore, useTable } from '../net/store.ts';
import { turnOf, uiStore } from '../interaction/ui-store.ts';
import type { HeldState } from '../kit/types.ts';
import { useSay } from '../words/say.ts';
import { keepAt, keyLines, keyStep, lineText, typeAhead } from './prompt-keys.ts';
import { promptKeysStore, usePromptKeys } from './prompt-keys-store.ts';
import './prompt-keys.css';
import { promptLabel } from '../words/phrase.ts';

const NO_PROMPTS: readonly Prompt<unknown>[] = [];
/** How long typed letters add up to one search. */
const TYPE_AHEAD_MS = 800;

export function PromptKeys() {
  const say = useSay();
  const prompts = useTable((s) => s.projection?.prompts ?? NO_PROMPTS);
  const view = useTable((s) => s.projection?.view);
  const seat = useTable((s) => (typeof s.seat === 'number' ? s.seat : null));
  const game = useTable((s) => clientGame(s.gameId));
  const open = usePromptKeys((s) => s.open);
  const summoned = usePromptKeys((s) => s.summoned);
  const words = game.actionWords;
  const lines = useMemo(
    () => (words && view !== undefined ? keyLines(prompts, (a) => words(a, view, seat, say), (p) => promptLabel(p, say)) : []),
    [prompts, view, seat, words, say],
  );
  const [at, setAt] = useState(0);
  const [turn, setTurn] = useState(0);
  const current = useRef<string | null>(null);
  const typed = useRef({ text: '', at: 0 });
  const list = useRef<HTMLDivElement>(null);

  // The prompts moved on: keep the same line where it still stands, else the nearest.
  useEffect(() => {
    const next = keepAt(current.current, lines, at);
    if (next !== at) setAt(next);
    current.current = lines[next]?.id ?? null;
  }, [lines]);

  useEffect(() => {
    if (open) list.current?.focus();
  }, [open, summoned]);

  if (!words || seat === null) return null;
  const line = lines[at] ?? null;
  /** The piece waiting to be placed (a drawn tile), which shows the line's turn on the table. */
  const placing = () => {
    const projection = tableStore.getState().projection;
    const id = game.interaction.placing?.(projection) ?? null;
    return id ? projection?.table.pieces[id] ?? null : null;
  };
  /** Takes turn `index` of line `l`, and turns the waiting tile on the table to it. */
  const turnTo = (l: typeof line, index: number) => {
    setTurn(index);
    const rotation = l?.turns?.[index];
    const piece = placing();
    if (piece && rotation !== undefined) uiStore.getState().setTurn(piece, rotation as HeldState['rotation']);
  };
  const move = (index: number) => {
    setAt(index);
    current.current = lines[index]?.id ?? null;
    // A place keeps the tile's turn on the table where it fits there, else its first.
    const next = lines[index] ?? null;
    const piece = placing();
    const now = piece ? next?.turns?.indexOf(turnOf(uiStore.getState().turned, piece)) ?? -1 : -1;
    turnTo(next, Math.max(0, now));
  };
  const take = () => {
    if (!line) return;
    const action = line.actions[Math.min(turn, line.actions.length - 1)];
    if (!action) return;
    // A prompt that ends the game asks first, as the prompt bar does.
    if (line.ends && !window.confirm(say('hud.prompt.confirmEnd', { label: line.prompt }))) return;
    setTurn(0);
    sendIntent(action);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const step = keyStep(e.key, at, lines, turn);
    if (step.kind === 'ignore') return;
    e.preventDefault();
    e.stopPropagation();
    if (e.repeat && (step.kind === 'send' || step.kind === 'close')) return;
    switch (step.kind) {
      case 'move': move(step.index); break;
      case 'turn': turnTo(line, step.turn); break;
      case 'send': take(); break;
      case 'close': promptKeysStore.getState().close(); break;
      case 'type': {
        const now = Date.now();
        const text = now - typed.current.at < TYPE_AHEAD_MS ? typed.current.text + step.char : step.char;
        typed.current = { text, at: now };
        // A new search starts after the current line; a longer one may stay on it.
        const found = typeAhead(lines, text, text.length === 1 ? (at + 1) % Math.max(1, lines.length) : at);
        if (found >= 0) move(found);
        break;
      }
    }
  };
  const turnBy = (dir: 1 | -1) => {
    const n = line?.turns?.length ?? 0;
    if (n > 0) turnTo(line, (turn + dir + n) % n);
  };
  const degrees = line?.turns?.[Math.min(turn, line.turns.length - 1)];

  return (
    <div className="prompt-keys">
      <button
        type="button"
        className="prompt-keys-toggle"
        data-testid="prompt-keys-toggle"
        aria-expanded={open}
        aria-keyshortcuts="A"
        disabled={lines.length === 0 && !open}
        onClick={() => promptKeysStore.getState().toggle()}
      >
        {say('keys.toggle', { n: lines.length })} <kbd>{say('keys.hotkey')}</kbd>
      </button>
      {open && (
        <section className="prompt-keys-panel hud-panel" aria-label={say('keys.title')} data-testid="prompt-keys">
          <p className="prompt-keys-hint">{say('keys.hint')}</p>
          <div
            ref={list}
            className="prompt-keys-list"
            role="listbox"
            tabIndex={0}
            aria-label={say('keys.list')}
            aria-activedescendant={line ? `prompt-key-${at}` : undefined}
            data-testid="prompt-keys-list"
            onKeyDown={onKeyDown}
          >
            {lines.length === 0 && <p className="prompt-keys-none">{say('keys.none')}</p>}
            {lines.map((l, i) => (
              <div
                key={l.id}
                id={`prompt-key-${i}`}
                role="option"
                aria-selected={i === at}
                className={i === at ? 'prompt-key current' : 'prompt-key'}
                data-testid="prompt-key"
                ref={i === at ? (el) => el?.scrollIntoView?.({ block: 'nearest' }) : undefined}
                onClick={() => move(i)}
                onDoubleClick={take}
              >
                {lineText(l)}
                {i === at && degrees !== undefined && <span className="prompt-key-turn">{say('keys.turned', { deg: degrees })}</span>}
              </div>
            ))}
          </div>
          <div className="prompt-keys-actions">
            {line?.turns && (
              <>
                <button type="button" data-testid="prompt-keys-left" aria-keyshortcuts="Q" onClick={() => turnBy(-1)}>{say('keys.turnLeft')}</button>
                <button type="button" data-testid="prompt-keys-right" aria-keyshortcuts="E" onClick={() => turnBy(1)}>{say('keys.turnRight')}</button>
              </>
            )}
            <button type="button" className="primary" data-testid="prompt-keys-take" disabled={!line} onClick={take}>{say('keys.take')}</button>
            <button type="button" data-testid="prompt-keys-close" onClick={() => promptKeysStore.getState().close()}>{say('keys.close')}</button>
          </div>
        </section>
      )}
    </div>
  );
}
