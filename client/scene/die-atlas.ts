/**
 * The label atlas of one die style: every distinct label of the die drawn once into a
 * grid of cells, pips for a plain d6. Shared by all dice with the same labels and ink,
 * together with the one-draw-call label geometry.
 */
import { CanvasTexture, MeshStandardMaterial, SRGBColorSpace, type BufferGeometry } from 'three';
import type { DieKind } from '../../assets/models/dice.ts';
import { labelGeometry } from './die-labels.ts';
import { labelMapKey } from './dice-playback.ts';
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

/** The atlas and material of one label style, shared by every label rotation of it. */
interface Atlas {
  material: MeshStandardMaterial;
  cols: number;
  rows: number;
  cellOf: (v: number) => [number, number];
}

export interface DieLabels {
  geometry: BufferGeometry;
  material: MeshStandardMaterial;
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

const atlases = new Map<string, Atlas>();
const cache = new Map<string, DieLabels>();

/**
 * The shared label mesh parts for a die of `kind` printing `labels` (index = value − 1) in
 * `ink`; `labelMap` (a roll's label rotation, labelMap[f] = value on face f) moves the
 * labels to other faces. Cached per style and rotation; the atlas is shared by rotations.
 */
export function dieLabels(kind: DieKind, sides: number, labels: readonly string[], ink: string, labelMap?: readonly number[] | null): DieLabels {
  const pips = usesPips(kind, labels);
  const style = `${kind}|${ink}|${pips ? 'pips' : labels.join('\u0001')}`;
  const key = `${style}|${labelMapKey(labelMap)}`;
  const hit = cache.get(key);
  if (hit) return hit;
  let atlas = atlases.get(style);
  if (!atlas) {
    atlas = buildAtlas(sides, labels, pips, ink);
    atlases.set(style, atlas);
  }
  const out: DieLabels = {
    geometry: labelGeometry(kind, atlas.cols, atlas.rows, atlas.cellOf, labelMap),
    material: atlas.material,
  };
  cache.set(key, out);
  return out;
}

function buildAtlas(sides: number, labels: readonly string[], pips: boolean, ink: string): Atlas {
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
  g.fillStyle = ink;
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
  return {
    cols, rows, cellOf,
    material: new MeshStandardMaterial({
      map, transparent: true, alphaTest: 0.25, roughness: 0.55,
      polygonOffset: true, polygonOffsetFactor: -2, polygonOffsetUnits: -2,
    }),
  };
}
