import { useLayoutEffect, useMemo, useRef } from 'react';
import type { SeatMeta } from '../net/store-types.ts';
import { useTable } from '../net/store.ts';
import { logSegments } from '../hud/log-merge.ts';
import { jump, useReplay } from './replay-store.ts';
import { useSay } from '../words/say.ts';

function stepClass(v: number, version: number): string | undefined {
  if (v === version) return 'current';
  return v > version ? 'later' : undefined;
}

/** A step's text with each "Seat N" shown as that player's name, in their colour (as the live log). */
function StepText({ text, seats }: { text: string; seats: readonly SeatMeta[] }) {
  const segments = useMemo(() => logSegments(text, seats.map((s) => s.name)), [text, seats]);
  return (
    <>
      {segments.map((s, i) => s.seat === undefined
        ? s.text
        : <span key={i} className="who" style={{ color: seats[s.seat]?.color || undefined }}>{s.text}</span>)}
    </>
  );
}

/**
 * Every action of the game with its log lines, the one on screen marked and kept in view;
 * a click jumps to it. Version 0 is the table as it was set up.
 */
export function ReplayLog({ open }: { open: boolean }) {
  const say = useSay();
  const steps = useReplay((s) => s.timeline?.steps);
  const version = useReplay((s) => s.version);
  const seats = useTable((s) => s.seats);
  const list = useRef<HTMLOListElement>(null);

  useLayoutEffect(() => {
    const el = list.current?.querySelector<HTMLElement>('[aria-current="step"]');
    const box = list.current;
    if (!el || !box) return;
    if (el.offsetTop < box.scrollTop || el.offsetTop + el.offsetHeight > box.scrollTop + box.clientHeight) {
      box.scrollTop = el.offsetTop - box.clientHeight / 2;
    }
  }, [version, open]);

  if (!steps) return null;
  return (
    <aside className={`replay-log hud-panel${open ? ' open' : ''}`} aria-label={say('replay.log.label')}>
      <h3>{say('replay.log')}</h3>
      <ol ref={list} className="replay-steps" data-testid="replay-log">
        <li aria-current={version === 0 ? 'step' : undefined} className={version === 0 ? 'current' : undefined}>
          <button type="button" onClick={() => jump(0)}><span className="replay-v">0</span> {say('replay.log.setUp')}</button>
        </li>
        {steps.map((step) => (
          <li key={step.v} aria-current={version === step.v ? 'step' : undefined} className={stepClass(step.v, version)}>
            <button type="button" onClick={() => jump(step.v)} data-v={step.v}>
              <span className="replay-v">{step.v}</span>
              {step.roll && <span className="replay-die" title={say('replay.log.dice')} aria-label={say('replay.log.dice.label')}>⚄</span>}
              <StepText text={step.lines.length > 0 ? step.lines.map((l) => l.text).join(' ') : say('replay.log.acted', { seat: `Seat ${step.seat + 1}` })} seats={seats} />
            </button>
          </li>
        ))}
      </ol>
    </aside>
  );
}
