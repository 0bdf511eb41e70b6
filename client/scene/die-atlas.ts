/**
 * The label atlas of one die style: every distinct label of the die drawn once, in white,
 * into a grid of cells, pips for a plain d6. Shared by all dice of a kind with the same
 * labels; each die prints it in its own ink (its instance's colour) and in its own rotation
 * (which cell each label quad shows, die-labels.ts `labelCells`).
 */
import { CanvasTexture, SRGBColorSpace } from 'three';
import type { DieKind } from '../../assets/models/dice.ts';
import { FONT, fitText } from './textures.ts';

const CELL = 128;

/** Pip positions on a unit square (0..1), per value, as on a western d6. */
const PIPS: Record<number, Array<[number, number]>> = {
  1: [[0.5, 0.5]],
  2: [[0.27, 0.27], [0.73, 0.73]],
  3: [[0.27, 0.27], [0.5, 0.5], [0.73, 0.73]],
  4: [[0.27, 0.27], [0.73, 0.27], [0.27, 0.73], [0.73, 0.73]],
  5: [[0.27, 0.27], [0.73, 0.27], [0.5, 0.5], [0.27, 0.73], [0.73, 0.73]],
  6: [[0.27, 0.25], [0.73, 0.25], [0.27, 0.5], [0.73, 0.5], [0.27, 0.75], [0.73, 0.75]],
};

/** One label style: its atlas (white on clear) and where each value's cell is. */
export interface DieLabelStyle {
  key: string;
  kind: DieKind;
  texture: CanvasTexture;
  cols: number;
  rows: number;
  cellOf: (v: number) => [number, number];
}

/** Whether a d6 with these labels shows pips (its labels are absent or just 1..6). */
export function usesPips(kind: DieKind, labels: readonly string[]): boolean {
  return kind === 'd6' && labels.every((l, i) => l === '' || l === String(i + 1));
}

function drawCell(g: CanvasRenderingContext2D, x: number, y: number, text: string, value: number, pips: boolean, underline: boolean): void {
  if (pips) {
    for (const [px, py] of PIPS[value] ?? []) {
      g.beginPath();
      g.arc(x + px * CELL, y + py * CELL, CELL * (value === 1 ? 0.13 : 0.1), 0, Math.PI * 2);
      g.fill();
    }
    return;
  }
  fitText(g, text, x + CELL / 2, y + CELL / 2 + 4, CELL * 0.86, text.length <= 2 ? 84 : 46, FONT, '800');
  if (underline) g.fillRect(x + CELL * 0.32, y + CELL * 0.86, CELL * 0.36, CELL * 0.06);
}

const styles = new Map<string, DieLabelStyle>();

/** The label style of a die of `kind` printing `labels` (index = value − 1; empty: its numbers, or pips on a d6). */
export function dieLabelStyle(kind: DieKind, sides: number, labels: readonly string[]): DieLabelStyle {
  const pips = usesPips(kind, labels);
  const key = `${kind}|${pips ? 'pips' : labels.join('\u0001')}`;
  let style = styles.get(key);
  if (!style) {
    style = { key, kind, ...buildAtlas(sides, labels, pips) };
    styles.set(key, style);
  }
  return style;
}

function buildAtlas(sides: number, labels: readonly string[], pips: boolean): Omit<DieLabelStyle, 'key' | 'kind'> {
  const text = (v: number) => labels[v - 1] || String(v);
  const values = Array.from({ length: sides }, (_, i) => i + 1);
  const cells = new Map<string, number>();
  for (const v of values) if (!cells.has(pips ? String(v) : text(v))) cells.set(pips ? String(v) : text(v), cells.size);
  const cols = Math.ceil(Math.sqrt(cells.size));
  const rows = Math.ceil(cells.size / cols);
  const canvas = document.createElement('canvas');
  canvas.width = cols * CELL;
  canvas.height = rows * CELL;
  const g = canvas.getContext('2d')!;
  g.fillStyle = '#ffffff';
  for (const v of values) {
    const label = pips ? String(v) : text(v);
    const i = cells.get(label)!;
    // 6 and 9 look alike upside down on dice with more than six sides.
    const underline = !pips && sides > 6 && (label === '6' || label === '9');
    drawCell(g, (i % cols) * CELL, Math.floor(i / cols) * CELL, label, v, pips, underline);
  }
  const map = new CanvasTexture(canvas);
  map.colorSpace = SRGBColorSpace;
  map.anisotropy = 4;
  const cellOf = (v: number): [number, number] => {
    const i = cells.get(pips ? String(v) : text(v)) ?? 0;
    return [i % cols, Math.floor(i / cols)];
  };
  return { texture: map, cols, rows, cellOf };
}
