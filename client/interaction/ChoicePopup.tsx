/**
 * The table's small question (how many warriors go, which prompted action a click means):
 * a popup next to where it was asked. Mouse: click an answer. Keyboard: ↑ / ↓ (or ← / →)
 * move the highlight, Enter takes it, a digit takes the answer it stands beside at once (the
 * count itself where the answers are counts: 2 is "2 warriors"), Escape asks nothing.
 * The highlighted answer starts at the choice's `initial` (all the warriors that may go).
 */
import { useEffect, useState, type CSSProperties } from 'react';
import { sendIntent } from '../net/connection.ts';
import { sceneHooks } from './pointer-controller.ts';
import { uiStore, useUi } from './ui-store.ts';
import { choiceDigits, choiceKey } from './choice.ts';
import { useSay } from '../words/say.ts';

const WIDTH = 230;

const BOX: CSSProperties = {
  position: 'fixed', width: WIDTH, zIndex: 30, padding: '8px 8px 6px', borderRadius: 10,
  background: 'rgba(30, 42, 28, 0.94)', border: '1px solid #8fae6b', color: '#f3ead2',
  boxShadow: '0 6px 18px rgba(0, 0, 0, 0.45)', font: '14px system-ui, sans-serif',
};
const TITLE: CSSProperties = { fontWeight: 600, margin: '0 2px 6px' };
const OPTION: CSSProperties = {
  display: 'block', width: '100%', textAlign: 'left', margin: '2px 0', padding: '5px 8px', borderRadius: 6,
  border: '1px solid transparent', background: 'transparent', color: 'inherit', font: 'inherit', cursor: 'pointer',
};
const CURRENT: CSSProperties = { ...OPTION, background: '#f0c35a', color: '#2a1c13', borderColor: '#ffe7a3' };
const KEY: CSSProperties = {
  display: 'inline-block', minWidth: 18, marginRight: 8, padding: '0 4px', borderRadius: 4, textAlign: 'center',
  fontSize: 11, lineHeight: '16px', border: '1px solid currentColor', opacity: 0.7, font: '600 11px ui-monospace, monospace',
};
const CANCEL: CSSProperties = { ...OPTION, opacity: 0.75, fontSize: 12, marginTop: 4 };

export function ChoicePopup() {
  const say = useSay();
  const choice = useUi((s) => s.choice);
  const [at, setAt] = useState(0);

  useEffect(() => {
    if (choice) setAt(choice.initial);
  }, [choice]);

  useEffect(() => {
    if (!choice) return;
    const onKey = (e: KeyboardEvent) => {
      const step = choiceKey(e.key, at, choice.options);
      if (step.kind === 'ignore') return;
      e.preventDefault();
      e.stopPropagation();
      if (step.kind === 'move') setAt(step.index);
      else if (step.kind === 'cancel') uiStore.getState().setChoice(null);
      else {
        const option = choice.options[step.index];
        uiStore.getState().setChoice(null);
        if (option) sendIntent(option.action);
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [choice, at]);

  if (!choice) return null;
  const digits = choiceDigits(choice.options);
  const screen = sceneHooks.toScreen(choice.x, 0.5, choice.z);
  const left = Math.max(8, Math.min(window.innerWidth - WIDTH - 8, (screen?.[0] ?? window.innerWidth / 2) + 16));
  const top = Math.max(8, Math.min(window.innerHeight - 40 - choice.options.length * 34, (screen?.[1] ?? window.innerHeight / 2) - 20));
  const pick = (i: number) => {
    const option = choice.options[i];
    uiStore.getState().setChoice(null);
    if (option) sendIntent(option.action);
  };
  return (
    <div
      role="dialog"
      aria-label={choice.title}
      data-testid="choice-popup"
      style={{ ...BOX, left, top }}
      onPointerDown={(e) => e.stopPropagation()}
    >
      <div style={TITLE}>{choice.title}</div>
      {choice.options.map((o, i) => (
        <button
          key={`${i}-${o.label}`}
          type="button"
          data-testid={`choice-option-${i}`}
          style={i === at ? CURRENT : OPTION}
          onMouseEnter={() => setAt(i)}
          onClick={() => pick(i)}
        >
          {digits[i] !== null && <kbd style={KEY}>{digits[i]}</kbd>}{o.label}
        </button>
      ))}
      <button type="button" style={CANCEL} data-testid="choice-cancel" onClick={() => uiStore.getState().setChoice(null)}>
        <kbd style={KEY}>{say('interaction.choice.escKey')}</kbd>{say('interaction.choice.cancel')}
      </button>
    </div>
  );
}
