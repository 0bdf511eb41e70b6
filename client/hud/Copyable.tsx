import { useEffect, useState } from 'react';
import { copyText } from './seed.ts';
import { useSay } from '../words/say.ts';

/** A value with a Copy button (shows "Copied" for a moment; selects it where copying is refused). */
export function Copyable({ text, shown, testId }: { text: string; shown: string; testId: string }) {
  const say = useSay();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const t = setTimeout(() => setState('idle'), 1_500);
    return () => clearTimeout(t);
  }, [state]);
  return (
    <span className="copyable">
      <code title={text} data-testid={testId} data-full={text}>{state === 'failed' ? text : shown}</code>
      <button type="button" className="small-button" onClick={() => void copyText(text).then((ok) => setState(ok ? 'copied' : 'failed'))}>
        {state === 'copied' ? say('hud.copy.done') : say('hud.copy')}
      </button>
    </span>
  );
}
