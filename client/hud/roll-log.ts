/**
 * A dice throw as the log tells it: who threw which dice and what each shows —
 * "Ann rolled d6 (red) 4, d6 (black) 2, d12 3" — read from the roll event's public data
 * (`{dice: [{id, sides, value, label, color?, name?}]}`, the sandbox's roll event), so the
 * line names every die by its kind and colour whatever game wrote it. Entries without
 * such data keep the game's own text.
 */
import type { LogEntry } from '../../engine/core/types.ts';
import { say } from '../words/say.ts';

export interface RolledDie {
  id: string;
  /** "d6", or the die's own name when the event gives one. */
  name: string;
  sides: number;
  /** The engine's value 1..sides (what the physics shows on top). */
  value: number;
  /** What that face prints (Root's d12 prints 0–3). */
  label: string;
  /** CSS colour of the body, if any, and a word for it. */
  color?: string;
  colorName?: string;
}

export interface RollSummary {
  seat?: number;
  dice: RolledDie[];
}

function rgbOf(css: string): [number, number, number] | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(css.trim());
  if (!m) return null;
  const hex = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
}

/** A plain word for a body colour ("red", "black", "purple"…) in the reader's language, or null for what is not #rgb/#rrggbb. */
export function colorName(css: string): string | null {
  const hue = colourOf(css);
  return hue === null ? null : say(`hud.colour.${hue}`);
}

/** The colour family of a body colour (its hud.colour.* key), or null for what is not #rgb/#rrggbb. */
function colourOf(css: string): string | null {
  const rgb = rgbOf(css);
  if (!rgb) return null;
  const [r, g, b] = rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const light = (max + min) / 2;
  const chroma = max - min;
  if (chroma < 0.12 || (light < 0.12 && chroma < 0.2)) return light < 0.22 ? 'black' : light < 0.72 ? 'grey' : 'white';
  // Pale and barely tinted (ivory, cream) reads as white.
  if (light > 0.85 && chroma < 0.25) return 'white';
  let hue: number;
  if (max === r) hue = ((g - b) / chroma + 6) % 6;
  else if (max === g) hue = (b - r) / chroma + 2;
  else hue = (r - g) / chroma + 4;
  hue *= 60;
  if (hue < 14 || hue >= 345) return light < 0.3 ? 'darkRed' : 'red';
  if (hue < 40) return light < 0.45 ? 'brown' : 'orange';
  if (hue < 66) return 'yellow';
  if (hue < 165) return 'green';
  if (hue < 195) return 'teal';
  if (hue < 255) return 'blue';
  if (hue < 300) return 'purple';
  return 'pink';
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The dice of a roll entry, or null when the entry is not a throw with readable dice data. */
export function rollOf(entry: LogEntry): RollSummary | null {
  if (entry.kind !== 'roll' || !isRecord(entry.data) || !Array.isArray(entry.data.dice)) return null;
  const dice: RolledDie[] = [];
  for (const raw of entry.data.dice) {
    if (!isRecord(raw)) return null;
    const { id, sides, value } = raw;
    if (typeof id !== 'string' || typeof sides !== 'number' || typeof value !== 'number') return null;
    const label = typeof raw.label === 'string' && raw.label ? raw.label : String(value);
    const die: RolledDie = { id, name: typeof raw.name === 'string' && raw.name ? raw.name : `d${sides}`, sides, value, label };
    if (typeof raw.color === 'string') {
      die.color = raw.color;
      const word = colorName(raw.color);
      if (word) die.colorName = word;
    }
    dice.push(die);
  }
  if (dice.length === 0) return null;
  return entry.seat === undefined ? { dice } : { seat: entry.seat, dice };
}

/** "d6 (red)" for one die (a name that already says its colour keeps it once). */
export function dieName(d: RolledDie): string {
  const says = d.colorName && d.name.toLowerCase().includes(d.colorName);
  return d.colorName && !says ? say('hud.log.die', { name: d.name, colour: d.colorName }) : d.name;
}

/** "d6 (red) 4" for one die. */
export function dieText(d: RolledDie): string {
  return `${dieName(d)} ${d.label}`;
}

/** The whole line as plain text: "Ann rolled d6 (red) 4, d12 2". */
export function rollText(roll: RollSummary, who: string): string {
  return say('hud.log.rolled', { who, dice: roll.dice.map(dieText).join(', ') });
}

/** A game's sentence about a throw split around the dice values it quotes, so each value is shown once. */
export interface QuotedValues {
  /** The text before the first value ("… against the Cave Rat: "). */
  before: string;
  /** What stands between value i and value i + 1 (", " or " and "). */
  joints: string[];
  /** The text after the last value (". "). */
  after: string;
}

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where a game's sentence quotes the throw's values, in the dice's order, after a colon
 * ("… rolls for the battle: 4, 2." or "Battle dice in Glade: 2 and 1."), or null when it
 * does not. The log shows the dice there, in place of the quoted values.
 */
export function quotedValues(text: string, roll: RollSummary): QuotedValues | null {
  const labels = roll.dice.map((d) => escapeRe(d.label));
  if (labels.length === 0) return null;
  const tail = labels.slice(1).map((l) => `(, | and |, and )${l}`).join('');
  const m = new RegExp(`: (${labels[0]})${tail}(?=$|[.;)\\s]|,(?! ?\\d))`).exec(text);
  if (!m) return null;
  const start = m.index + 2;
  const joints = m.slice(2, 2 + labels.length - 1).map((j) => j ?? ', ');
  return { before: text.slice(0, start), joints, after: text.slice(m.index + m[0].length) };
}
