/** The choice popup's logic (ChoicePopup): what a key does, and whether a question still stands. */
import type { Choice } from '../games/types.ts';

export type ChoiceStep =
  | { kind: 'move'; index: number }
  | { kind: 'pick'; index: number }
  | { kind: 'cancel' }
  | { kind: 'ignore' };

/** What `key` does with `count` answers and answer `at` highlighted. */
export function choiceKey(key: string, at: number, count: number): ChoiceStep {
  if (count <= 0) return key === 'Escape' ? { kind: 'cancel' } : { kind: 'ignore' };
  switch (key) {
    case 'ArrowDown': case 'ArrowRight': return { kind: 'move', index: (at + 1) % count };
    case 'ArrowUp': case 'ArrowLeft': return { kind: 'move', index: (at - 1 + count) % count };
    case 'Enter': case ' ': return { kind: 'pick', index: Math.min(Math.max(at, 0), count - 1) };
    case 'Escape': return { kind: 'cancel' };
    default: {
      const n = /^[1-9]$/.test(key) ? Number(key) : 0;
      return n >= 1 && n <= count ? { kind: 'pick', index: n - 1 } : { kind: 'ignore' };
    }
  }
}

/**
 * Whether every answer of `choice` is still one of the prompted actions: a question asked
 * before the table moved on (another player acted, the step ended) is withdrawn.
 */
export function choiceStillOffered(choice: Pick<Choice, 'options'>, prompts: ReadonlyArray<{ actions: readonly unknown[] }>): boolean {
  const offered = new Set(prompts.flatMap((p) => p.actions.map((a) => JSON.stringify(a))));
  return choice.options.every((o) => offered.has(JSON.stringify(o.action)));
}
