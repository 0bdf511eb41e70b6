/**
 * The keyboard's way to every prompt (PromptKeys.tsx), pure: the seat's prompts as one list
 * of lines, each sending exactly one of the prompt's own legal actions, and what a key does
 * on that list. A line of a prompt with one action reads as the prompt; a line of a prompt
 * with several reads as the prompt and the game's words for that action (`actionWords`).
 * Actions that differ only by a tile's `rotation` make ONE line (the place), turned with
 * Q / E before it is taken: a tile is placed by choosing its place, then its turn.
 */
import type { Prompt } from '../../engine/core/types.ts';
import type { GameAction } from '../kit/types.ts';

/** One line of the list: its words and the action(s) it may send (several: the turns of a tile). */
export interface KeyLine {
  /** Stable within the prompts (prompt key and action). */
  id: string;
  /** The prompt's label. */
  prompt: string;
  /** The game's words for the action, when they tell it apart from the prompt's others. */
  detail: string | null;
  /** The actions this line may send: one, or one per rotation of a tile at one place. */
  actions: GameAction[];
  /** The rotations of `actions`, in the same order, when the line turns (else null). */
  turns: number[] | null;
  /** The prompt ends the game (asked first). */
  ends: boolean;
  /** Its number among lines worded alike (2 for the second), absent for the first. */
  nth?: number;
}

/** Words for one action, or null (the game's `actionWords` bound to its view and seat). */
export type ActionWords = (action: GameAction) => string | null;

function isAction(a: unknown): a is GameAction {
  return typeof a === 'object' && a !== null && !Array.isArray(a);
}

/** The action without its rotation, as a key: actions alike but for the turn share it. */
function placeKey(a: GameAction): string {
  const { rotation: _turn, ...rest } = a;
  return JSON.stringify(rest);
}

/**
 * Whether a prompt can only be taken on the table by pointing: it holds several legal
 * actions, which the shared prompt bar leaves to the scene (a tile's place and turn, a
 * clearing, a hex, a card). The keyboard list shows every prompt, these included.
 */
export function pointerOnly(p: Pick<Prompt<unknown>, 'actions'>): boolean {
  return p.actions.length > 1;
}

/** The list of lines for `prompts`, in the engine's order; every action of every prompt is on one line. */
/** `label`: a prompt's label as the reader reads it (client/words/phrase.ts `promptLabel`). */
export function keyLines(prompts: ReadonlyArray<Prompt<unknown>>, words: ActionWords, label: (p: Prompt<unknown>) => string = (p) => p.label): KeyLine[] {
  const lines: KeyLine[] = [];
  /** Per line: whether its prompt has that one action only (not a tile's place). */
  const single: boolean[] = [];
  for (const p of prompts) {
    const actions = p.actions.filter(isAction);
    const byPlace = new Map<string, GameAction[]>();
    for (const a of actions) {
      const k = placeKey(a);
      const same = byPlace.get(k);
      if (same) same.push(a);
      else byPlace.set(k, [a]);
    }
    for (const [k, same] of byPlace) {
      const turns = same.length > 1 && same.every((a) => typeof a.rotation === 'number') ? same.map((a) => a.rotation as number) : null;
      const ordered = turns ? [...same].sort((a, b) => (a.rotation as number) - (b.rotation as number)) : same;
      for (const group of turns ? [ordered] : ordered.map((a) => [a])) {
        const first = group[0]!;
        lines.push({
          id: `${p.key}|${turns ? k : JSON.stringify(first)}`,
          prompt: label(p),
          detail: words(first),
          actions: group,
          turns: turns ? group.map((a) => a.rotation as number) : null,
          ends: p.ends === true,
        });
        // A tile's place always says where it lies, even where it has only one.
        single.push(actions.length === 1 && typeof first.rotation !== 'number');
      }
    }
  }
  // A prompt's one action, alone under its label, reads as the label: the game's words would only repeat it.
  const perLabel = new Map<string, number>();
  for (const l of lines) perLabel.set(l.prompt, (perLabel.get(l.prompt) ?? 0) + 1);
  const worded = lines.map((l, i) => (perLabel.get(l.prompt) === 1 && single[i] ? { ...l, detail: null } : l));
  // Lines still worded alike (two copies of one card in a hand) are numbered in their order.
  const seen = new Map<string, number>();
  return worded.map((l) => {
    const text = lineText(l);
    const n = (seen.get(text) ?? 0) + 1;
    seen.set(text, n);
    return n === 1 ? l : { ...l, nth: n };
  });
}

/** What a key does on the list with line `at` current (and `turn`, the index of its current action). */
export type KeyStep =
  | { kind: 'move'; index: number }
  | { kind: 'turn'; turn: number }
  | { kind: 'send' }
  | { kind: 'close' }
  | { kind: 'type'; char: string }
  | { kind: 'ignore' };

/**
 * The step a key takes: ↑ / ↓ (and ← / →) move, Home / End jump, Q / E turn a line with
 * turns (anticlockwise / clockwise), Enter or Space takes the line, Escape leaves the list,
 * any other printable character searches the lines by their words (type-ahead).
 */
export function keyStep(key: string, at: number, lines: ReadonlyArray<Pick<KeyLine, 'turns'>>, turn: number): KeyStep {
  const count = lines.length;
  if (key === 'Escape') return { kind: 'close' };
  if (count === 0) return { kind: 'ignore' };
  switch (key) {
    case 'ArrowDown': case 'ArrowRight': return { kind: 'move', index: (at + 1) % count };
    case 'ArrowUp': case 'ArrowLeft': return { kind: 'move', index: (at - 1 + count) % count };
    case 'Home': case 'PageUp': return { kind: 'move', index: 0 };
    case 'End': case 'PageDown': return { kind: 'move', index: count - 1 };
    case 'Enter': case ' ': return { kind: 'send' };
    default: break;
  }
  const turns = lines[at]?.turns;
  const k = key.toLowerCase();
  if (turns && (k === 'q' || k === 'e')) return { kind: 'turn', turn: (turn + (k === 'e' ? 1 : -1) + turns.length) % turns.length };
  return key.length === 1 && key.trim() !== '' ? { kind: 'type', char: key } : { kind: 'ignore' };
}

/** The words a line reads as. */
export function lineText(line: Pick<KeyLine, 'prompt' | 'detail' | 'nth'>): string {
  const text = line.detail ? `${line.prompt} — ${line.detail}` : line.prompt;
  return line.nth ? `${text} (${line.nth})` : text;
}

/**
 * Type-ahead: the first line from `from` on (round again) whose words — the prompt's, or the
 * action's own — start with `typed`, ignoring case and accents; -1 when none does.
 */
export function typeAhead(lines: ReadonlyArray<Pick<KeyLine, 'prompt' | 'detail'>>, typed: string, from: number): number {
  const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
  const want = fold(typed);
  if (want === '') return -1;
  for (let i = 0; i < lines.length; i++) {
    const at = (from + i) % lines.length;
    const line = lines[at]!;
    if (fold(line.prompt).startsWith(want) || (line.detail !== null && fold(line.detail).startsWith(want))) return at;
  }
  return -1;
}

/** The index a list keeps after the prompts change: the same line if it is still there, else the nearest. */
export function keepAt(prev: string | null, lines: ReadonlyArray<Pick<KeyLine, 'id'>>, at: number): number {
  const same = prev === null ? -1 : lines.findIndex((l) => l.id === prev);
  if (same >= 0) return same;
  return Math.max(0, Math.min(at, lines.length - 1));
}
