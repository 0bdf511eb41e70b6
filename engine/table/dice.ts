import type { Result } from '../core/result.ts';
import { tableRefusal } from './words.en.ts';
import type { Rng } from '../core/rng.ts';

/**
 * Dice as plain data. A die has `sides` faces numbered 1..sides (the face VALUE); each
 * face carries a printed LABEL, by default its number. `labels[value - 1]` is the label
 * of face `value`, the same convention as `TablePiece.die` in engine/core/projection.ts.
 *
 * The engine always decides a roll with the seeded Rng (DESIGN §5): physics only shows it.
 */

/** The polyhedral dice the table has models for. */
export const DIE_SIDES = [4, 6, 8, 10, 12, 20] as const;

/** Number of faces of a supported die. */
export type DieSides = (typeof DIE_SIDES)[number];

/** Model ids in assets/models, one per die shape. */
export type DieModel = 'd4' | 'd6' | 'd8' | 'd10' | 'd12' | 'd20';

/** A kind of die: shape, printed labels, colour. */
export interface DieSpec {
  sides: DieSides;
  /** Printed label of each face, index = value - 1. Absent: the numbers 1..sides. */
  labels?: string[];
  /** CSS colour of the body. */
  color?: string;
  /** Short name for logs and tooltips ("Root d12"). */
  name?: string;
}

/**
 * Labels of Root's d12 (seed 001, DESIGN §5): the numbers 0–3, three faces each.
 * Interleaved, so face value v shows `(v - 1) % 4`: equal labels sit on faces four
 * indices apart, which spreads them around the model rather than bunching them.
 */
export const ROOT_D12_LABELS: readonly string[] = Object.freeze(
  Array.from({ length: 12 }, (_, i) => String(i % 4)),
);

/** True for a supported number of sides. */
export function isDieSides(n: number): n is DieSides {
  return (DIE_SIDES as readonly number[]).includes(n);
}

/** Builds a plain numbered die spec. */
export function dieSpec(sides: DieSides, options: { color?: string; name?: string; labels?: readonly string[] } = {}): DieSpec {
  const spec: DieSpec = { sides };
  if (options.labels) spec.labels = options.labels.slice();
  if (options.color !== undefined) spec.color = options.color;
  spec.name = options.name ?? `d${sides}`;
  return spec;
}

/** Root's d12, labelled 0–3 (see `ROOT_D12_LABELS`). */
export function rootD12(color?: string): DieSpec {
  return dieSpec(12, { labels: ROOT_D12_LABELS, name: 'Root d12', ...(color === undefined ? {} : { color }) });
}

/** Checks a spec built from outside data: supported sides, one label per face. */
export function validateDieSpec(spec: DieSpec): Result<DieSpec> {
  if (!isDieSides(spec.sides)) return tableRefusal('dice/bad-sides', 'table.refusal.dice.bad-sides', { sides: String(spec.sides) });
  if (spec.labels && spec.labels.length !== spec.sides) {
    return tableRefusal('dice/bad-labels', 'table.refusal.dice.bad-labels', { sides: String(spec.sides), count: String(spec.labels.length) });
  }
  return spec;
}

/** The label printed on every face, index = value - 1. */
export function dieLabels(spec: DieSpec): string[] {
  return spec.labels ? spec.labels.slice() : Array.from({ length: spec.sides }, (_, i) => String(i + 1));
}

/** The model id for a die's shape. */
export function dieModel(spec: DieSpec): DieModel {
  return `d${spec.sides}`;
}

/** Rolls one die: a face value in 1..sides, uniform. */
export function rollDie(spec: DieSpec, rng: Rng): number {
  return rng.int(spec.sides) + 1;
}

/** Rolls several dice in order (the order of `specs` fixes which value is whose). */
export function rollDice(specs: readonly DieSpec[], rng: Rng): number[] {
  return specs.map((spec) => rollDie(spec, rng));
}

/** True when `value` is a face of the die. */
export function isFaceValue(spec: DieSpec, value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= spec.sides;
}

/** The label printed on face `value`. */
export function dieLabel(spec: DieSpec, value: number): Result<string> {
  if (!isFaceValue(spec, value)) return tableRefusal('dice/bad-value', 'table.refusal.dice.bad-value', { sides: String(spec.sides), value: String(value) });
  return spec.labels ? (spec.labels[value - 1] as string) : String(value);
}

/** Every face value that shows `label` (several on Root's d12; none if it is not printed). */
export function dieValuesWithLabel(spec: DieSpec, label: string): number[] {
  return dieLabels(spec).flatMap((l, i) => (l === label ? [i + 1] : []));
}

/**
 * The numeric result of face `value`: its label read as a number when the label is
 * numeric (Root's d12 face 7 counts 2), else the face value itself.
 */
export function dieNumber(spec: DieSpec, value: number): number {
  const label = dieLabel(spec, value);
  if (typeof label !== 'string') return value;
  const n = Number(label);
  return label.trim() !== '' && Number.isFinite(n) ? n : value;
}
