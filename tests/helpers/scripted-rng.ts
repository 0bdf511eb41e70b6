/**
 * Rngs for tests: a scripted generator whose `nextU32` returns a fixed sequence, and a
 * helper that forces dice values through it (STYLE: "a test helper that forces dice
 * values"). Engine code never sees the difference: it only calls the Rng methods.
 */
import { Rng } from '../../engine/core/rng.ts';

/** An Rng whose `nextU32` returns `words` in order and throws once they run out. */
export class ScriptedRng extends Rng {
  private at = 0;

  constructor(private readonly words: readonly number[]) {
    super({ s: [0, 0, 0, 0] });
  }

  override nextU32(): number {
    if (this.at >= this.words.length) throw new Error(`ScriptedRng ran out after ${this.words.length} words`);
    return (this.words[this.at++] as number) >>> 0;
  }

  /** How many words have been used. */
  get used(): number {
    return this.at;
  }
}

/** An Rng that returns `words` from `nextU32`, in order. */
export function scriptedRng(...words: number[]): ScriptedRng {
  return new ScriptedRng(words);
}

/**
 * An Rng that makes the next dice rolls come out as `values` (1-based face values), one
 * per die, whatever the dice: `Rng.int(sides)` returns `word % sides` for small words,
 * so the word `value - 1` yields face `value`.
 */
export function forcedDice(...values: number[]): ScriptedRng {
  for (const v of values) if (!Number.isInteger(v) || v < 1) throw new RangeError(`Not a face value: ${v}`);
  return new ScriptedRng(values.map((v) => v - 1));
}
