/**
 * A synthetic crowded table for scripts/bench-frames.ts: pieces as the games' table
 * projections give them (engine/core/projection.ts TablePiece), in the mix of a big real
 * game per thousand pieces — 300 cards (a few decks with counts, cards laid out in rows,
 * piles stacked on one another, fans in front of each seat), 400 tokens and warriors
 * (stacks of tokens, warriors in groups), 100 tiles (square and hex, in a map), 50 dice of
 * every kind, 150 meeples and cubes — each with its own face, label, colour and owner so no
 * two draw alike, spread over the table top (TABLE_SIZE) and stacked where games stack.
 * Seeded: the same list every run.
 */
import { TABLE_SIZE, type TablePiece } from '../engine/core/projection.ts';
import { Rng, seedRng } from '../engine/core/rng.ts';

const COLOURS = ['#c0392b', '#2e6fd8', '#e6b422', '#27ae60', '#7d3c98', '#e67e22', '#4a4a4a', '#f5f0e1', '#8d5524', '#16a085'];
const DICE = [['d4', 4], ['d6', 6], ['d8', 8], ['d10', 10], ['d12', 12], ['d20', 20]] as const;
const TOKEN_FACES = ['vp-1', 'vp-2', 'vp-5', 'chest', 'ruin', 'sympathy', 'wood', 'keep', 'fox', 'rabbit', 'mouse', 'bird'];
const TILE_FACES = ['crossroads', 'straight', 'fork', 'start', 'floor-a', 'floor-b', 'water', 'forest'];

/** One thousand pieces of the mix, `copy` giving each copy its own ids, region and faces. */
function mix(rng: Rng, copy: number, copies: number): TablePiece[] {
  const out: TablePiece[] = [];
  const w = TABLE_SIZE.width - 3;
  const d = TABLE_SIZE.depth - 3;
  // Each copy of the mix has a band of the table; with one copy, the whole table.
  const band = { x0: -w / 2 + (w / copies) * copy, w: w / copies };
  const spot = (): { x: number; z: number } => ({ x: band.x0 + rng.next() * band.w, z: -d / 2 + rng.next() * d });
  const round = (v: number): number => Math.round(v * 1000) / 1000;
  // Kept on the table top, a little in from its edge.
  const onTable = (v: number, half: number): number => Math.max(-half + 0.8, Math.min(half - 0.8, v));
  let n = 0;
  const add = (p: Omit<TablePiece, 'id' | 'draggable' | 'rot'> & { rot?: number }): void => {
    out.push({ id: `s${copy}-${n++}`, draggable: true, rot: 0, ...p, x: round(onTable(p.x, TABLE_SIZE.width / 2)), z: round(onTable(p.z, TABLE_SIZE.depth / 2)), y: round(p.y) });
  };
  const colour = (): string => rng.pick(COLOURS);
  // Cards: 6 decks with counts; 4 piles of 20 stacked; 4 seats' fans of 12; rows of cards laid out.
  for (let i = 0; i < 6; i++) {
    const at = spot();
    add({ kind: 'deck', model: 'deck', ...at, y: 0, faceUp: false, label: `Deck ${copy}-${i}`, count: 10 + rng.int(40) });
  }
  for (let pile = 0; pile < 4; pile++) {
    const at = spot();
    for (let k = 0; k < 20; k++) {
      add({ kind: 'card', model: 'card', x: at.x + (rng.next() - 0.5) * 0.2, z: at.z + (rng.next() - 0.5) * 0.2, y: k * 0.02, rot: (rng.next() - 0.5) * 0.3, faceUp: pile % 2 === 0, face: `card-${copy}-${pile}-${k}`, label: `Card ${pile}·${k}`, color: colour() });
    }
  }
  for (let seat = 0; seat < 4; seat++) {
    const at = spot();
    for (let k = 0; k < 12; k++) {
      add({ kind: 'card', model: 'card', x: at.x + k * 0.45, z: at.z, y: k * 0.01, rot: (k - 6) * 0.05, faceUp: true, face: `hand-${copy}-${seat}-${k}`, label: `Hand ${seat + 1}·${k + 1}`, color: colour(), owner: seat });
    }
  }
  while (out.filter((p) => p.kind === 'card' || p.kind === 'deck').length < 300) {
    const at = spot();
    for (let k = 0; k < 6; k++) {
      add({ kind: 'card', model: 'card', x: at.x + k * 1.5, z: at.z, y: 0, faceUp: rng.next() < 0.8, face: `row-${copy}-${n}`, label: `Card ${n}`, color: colour() });
    }
  }
  out.length = 300;
  // Tokens (250: stacks of 1–5) and warriors (150: groups of 1–6, an owner each).
  let tokens = 0;
  while (tokens < 250) {
    const at = spot();
    const high = Math.min(250 - tokens, 1 + rng.int(5));
    const face = rng.pick(TOKEN_FACES);
    for (let k = 0; k < high; k++, tokens++) add({ kind: 'token', model: 'token', ...at, y: k * 0.15, faceUp: rng.next() < 0.85, face: `${face}-${tokens % 7}`, label: face, color: colour() });
  }
  let warriors = 0;
  while (warriors < 150) {
    const at = spot();
    const group = Math.min(150 - warriors, 1 + rng.int(6));
    const owner = rng.int(4);
    for (let k = 0; k < group; k++, warriors++) add({ kind: 'meeple', model: 'meeple', x: at.x + (k % 3) * 0.5, z: at.z + Math.floor(k / 3) * 0.5, y: 0.12, faceUp: true, label: `Warrior ${owner + 1}`, color: COLOURS[owner]!, owner, count: 1 + rng.int(4) });
  }
  // Tiles: a 10 × 10 map, square and hex.
  const map = spot();
  for (let k = 0; k < 100; k++) {
    const hex = k >= 50;
    add({ kind: 'tile', model: hex ? 'hex-tile' : 'tile', x: Math.min(band.x0 + band.w, map.x + (k % 10) * 0.4), z: Math.max(-d / 2, Math.min(d / 2, map.z - 4 + Math.floor(k / 10) * 0.8)), y: 0, rot: hex ? 0 : (rng.int(4) * Math.PI) / 2, faceUp: true, face: rng.pick(TILE_FACES), label: `Tile ${k}`, color: colour() });
  }
  // Dice: 50 of the six kinds, some rolled.
  for (let k = 0; k < 50; k++) {
    const [model, sides] = DICE[k % DICE.length]!;
    const labels = Array.from({ length: sides }, (_, i) => String(i + 1));
    add({ kind: 'die', model, ...spot(), y: 0, rot: rng.next() * Math.PI, faceUp: true, label: `${model} ${k}`, color: colour(), die: { sides, labels, value: rng.next() < 0.5 ? 1 + rng.int(sides) : null } });
  }
  // Meeples (100) and cubes (50), cubes in small stacks.
  for (let k = 0; k < 100; k++) {
    const owner = k % 4;
    add({ kind: 'meeple', model: k % 5 === 0 ? 'standee' : 'meeple', ...spot(), y: 0, faceUp: true, label: `Meeple ${k}`, color: COLOURS[owner]!, owner, face: k % 5 === 0 ? 'rat' : undefined });
  }
  for (let k = 0; k < 50; k += 2) {
    const at = spot();
    for (let j = 0; j < 2; j++) add({ kind: 'cube', model: 'cube', ...at, y: j * 0.3, faceUp: true, label: `Cube ${k + j}`, color: colour() });
  }
  // Absent optional fields stay absent, as in a projection sent as JSON.
  return out.map((p) => JSON.parse(JSON.stringify(p)) as TablePiece);
}

/** A synthetic table of `thousands` × 1,000 pieces (the mix repeated, side by side). */
export function syntheticTable(thousands: number): Record<string, TablePiece> {
  const rng = new Rng(seedRng(`frames-synthetic-${thousands}`));
  const pieces: Record<string, TablePiece> = {};
  for (let c = 0; c < thousands; c++) for (const p of mix(rng, c, thousands)) pieces[p.id] = p;
  return pieces;
}
