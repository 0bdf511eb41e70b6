/**
 * Names of steps and statuses explained where they appear: a term the game's reference
 * knows shows its one-line meaning on hover or focus (the title, read by screen readers as
 * the description) and opens the Rules panel at its part on a click or tap; a long press
 * on a touch screen shows the meaning in place.
 */
import { useMemo, useRef, useState } from 'react';
import type { RulesTerm } from '../kit/types.ts';
import { rulesStore } from './rules-store.ts';
import { termFor, termSegments } from './rules-lookup.ts';
import { useRulesReference } from './use-rules.ts';
import { useSay } from '../words/say.ts';

const LONG_PRESS_MS = 500;

function TermButton({ term, children }: { term: RulesTerm; children: string }) {
  const say = useSay();
  const [shown, setShown] = useState(false);
  const timer = useRef<number | null>(null);
  const longPressed = useRef(false);
  const clear = () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  };
  return (
    <span className="rule-term-wrap">
      <button
        type="button"
        className="rule-term"
        data-testid="rule-term"
        title={say('hud.term.title', { what: term.what })}
        aria-label={say('hud.term.label', { term: children, what: term.what })}
        onPointerDown={(e) => {
          if (e.pointerType !== 'touch') return;
          longPressed.current = false;
          timer.current = window.setTimeout(() => { longPressed.current = true; setShown(true); }, LONG_PRESS_MS);
        }}
        onPointerUp={clear}
        onPointerLeave={() => { clear(); setShown(false); }}
        onContextMenu={(e) => e.preventDefault()}
        onClick={() => {
          if (longPressed.current) { longPressed.current = false; return; }
          rulesStore.getState().show({ section: term.section });
        }}
      >
        {children}
      </button>
      {shown && <span className="rule-term-tip" role="tooltip">{term.what}</span>}
    </span>
  );
}

/** One term by its words (e.g. a status shown alone); plain text when the reference does not know it. */
export function RuleTerm({ words, children }: { words: string; children?: string }) {
  const ref = useRulesReference();
  const term = termFor(ref, words);
  const text = children ?? words;
  return term ? <TermButton term={term}>{text}</TermButton> : <>{text}</>;
}

/** A HUD sentence with every term the reference knows made explainable. */
export function Termed({ text }: { text: string }) {
  const ref = useRulesReference();
  const parts = useMemo(() => termSegments(text, ref), [text, ref]);
  return <>{parts.map((p, i) => (p.term ? <TermButton key={i} term={p.term}>{p.text}</TermButton> : p.text))}</>;
}
