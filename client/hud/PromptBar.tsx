import { useMemo, useState } from 'react';
import type { Prompt } from '../../engine/core/types.ts';
import { sendIntent } from '../net/connection.ts';
import { useTable } from '../net/store.ts';
import { useCast } from '../net/cast-store.ts';
import { hostOnlyReason } from './host-only.ts';
import { useSay } from '../words/say.ts';
import { promptLabel } from '../words/phrase.ts';

const NO_PROMPTS: readonly Prompt<unknown>[] = [];

function isAction(a: unknown): a is Record<string, unknown> {
  return typeof a === 'object' && a !== null && !Array.isArray(a);
}

/** More single-choice prompts than this fold behind a toggle so they don't cover the table. */
const OPEN_LIMIT = 4;

/**
 * Prompts that are a single choice become buttons here; prompts with several legal
 * actions (placements, targets) are for the scene to show on the table. A prompt that
 * ends the game (`ends`) is confirmed first, and only the host may take it (others see
 * it disabled, with the reason).
 */
export function PromptBar() {
  const say = useSay();
  const prompts = useTable((s) => s.projection?.prompts ?? NO_PROMPTS);
  const buttons = useMemo(() => prompts.filter((p) => p.actions.length === 1 && isAction(p.actions[0])), [prompts]);
  const [open, setOpen] = useState(false);
  const host = useCast((s) => s.host);
  if (buttons.length === 0) return null;
  const folds = buttons.length > OPEN_LIMIT;
  const shown = folds && !open ? [] : buttons;
  return (
    <div className="prompt-bar" role="toolbar" aria-label={say('hud.prompt.bar')}>
      {folds && (
        <button type="button" data-testid="prompt-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? say('hud.prompt.hide') : say('hud.prompt.show', { n: buttons.length })}
        </button>
      )}
      {shown.map((p) => {
        const refused = hostOnlyReason(p, host);
        return (
          <button
            key={p.key}
            type="button"
            className={p.ends ? 'primary ends' : 'primary'}
            data-testid="prompt"
            data-key={p.key}
            disabled={refused !== null}
            title={refused ?? undefined}
            aria-description={refused ?? undefined}
            onClick={() => {
              // A prompt that ends the game asks first: nobody can act afterwards.
              if (p.ends && !window.confirm(say('hud.prompt.confirmEnd', { label: promptLabel(p, say) }))) return;
              sendIntent(p.actions[0] as Record<string, unknown>);
            }}
          >
            {promptLabel(p, say)}
          </button>
        );
      })}
    </div>
  );
}
