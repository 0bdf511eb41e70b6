/** The choice popup's logic (ChoicePopup): what a key does, and whether a question still stands. */
import type { Choice, ChoiceOption } from '../kit/types.ts';

export type ChoiceStep =
  | { kind: 'move'; index: number }
  | { kind: 'pick'; index: number }
  | { kind: 'cancel' }
  | { kind: 'ignore' };

/**
 * The digit shown beside each answer, or null: an answer that names a number answers to
 * that number (the first answer naming it, so "2 warriors" before "2 warriors with a
 * flower"); otherwise answers 1–9 answer to their position. Once any answer names a number,
 * positions no longer count, so a digit never means two different things in one popup.
 */
export function choiceDigits(options: ReadonlyArray<Pick<ChoiceOption, 'key'>>): Array<number | null> {
  if (!options.some((o) => o.key !== undefined)) return options.map((_, i) => (i < 9 ? i + 1 : null));
  const seen = new Set<number>();
  return options.map((o) => {
    if (o.key === undefined || o.key < 1 || o.key > 9 || seen.has(o.key)) return null;
    seen.add(o.key);
    return o.key;
  });
}

/** What `key` does with these answers and answer `at` highlighted. */
export function choiceKey(key: string, at: number, options: ReadonlyArray<Pick<ChoiceOption, 'key'>>): ChoiceStep {
  const count = options.length;
  if (count <= 0) return key === 'Escape' ? { kind: 'cancel' } : { kind: 'ignore' };
  switch (key) {
    case 'ArrowDown': case 'ArrowRight': return { kind: 'move', index: (at + 1) % count };
    case 'ArrowUp': case 'ArrowLeft': return { kind: 'move', index: (at - 1 + count) % count };
    case 'Enter': case ' ': return { kind: 'pick', index: Math.min(Math.max(at, 0), count - 1) };
    case 'Escape': return { kind: 'cancel' };
    default: {
      const n = /^[1-9]$/.test(key) ? Number(key) : 0;
      const index = n === 0 ? -1 : choiceDigits(options).indexOf(n);
      return index >= 0 ? { kind: 'pick', index } : { kind: 'ignore' };
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
