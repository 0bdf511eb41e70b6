/**
 * The face of Root's Autumn map board ('root-map'), painted from the map data so it matches
 * where engine/games/root/table.ts puts things: a forest ground, the rivers, the paths
 * between clearings, each clearing's name plate (and a dashed ring round the four corners,
 * with a badge on the board's edge naming the opposite corner); and the face of each
 * clearing's disc ('root-clearing'): suit colour and symbol, number, building slots along
 * the north side with the ruin's slot marked. Images read upright from the near (+z) side.
 * Their words (clearing names, the ruin, the corners, the map's name) are in the reader's
 * language, which the cache keys name: the table draws them again when it changes.
 */
import type { CanvasTexture } from 'three';
import { AUTUMN_MAP, type ClearingDef, type Suit } from '../../../engine/games/root/data/autumn-map.ts';
import { BUILDING_SCALE, CLEARING_RADIUS, clearingSpot, MAP_BOARD, slotOffset, SUIT_COLORS } from '../../../engine/games/root/table.ts';
import { fitText, inkFor, make, roundRect, type TextureTarget } from '../../scene/textures.ts';
import { currentLang, say } from '../../words/say.ts';

/** Pixels per table unit. */
const P = 44;

const px = (x: number): number => (x - (MAP_BOARD.x - MAP_BOARD.width / 2)) * P;
const pz = (z: number): number => (z - (MAP_BOARD.z - MAP_BOARD.depth / 2)) * P;

/** Clearing `c`'s centre on the map's face, pixels. */
export function clearingPx(c: ClearingDef): [number, number] {
  const s = clearingSpot(c.xy);
  return [px(s.x), pz(s.z)];
}

/** A small suit symbol centred at (x, y), `r` its half-size. */
export function drawSuit(g: CanvasRenderingContext2D, suit: Suit, x: number, y: number, r: number, ink: string): void {
  g.save();
  g.fillStyle = ink;
  g.strokeStyle = ink;
  g.lineWidth = Math.max(2, r * 0.14);
  g.beginPath();
  if (suit === 'fox') {
    // A fox's head: a downward triangle with two pointed ears.
    g.moveTo(x - r, y - r * 0.35);
    g.lineTo(x - r * 0.75, y - r);
    g.lineTo(x - r * 0.3, y - r * 0.5);
    g.lineTo(x + r * 0.3, y - r * 0.5);
    g.lineTo(x + r * 0.75, y - r);
    g.lineTo(x + r, y - r * 0.35);
    g.lineTo(x, y + r);
    g.closePath();
    g.fill();
  } else if (suit === 'rabbit') {
    // A rabbit's head with two long ears.
    g.ellipse(x - r * 0.32, y - r * 0.45, r * 0.2, r * 0.55, -0.15, 0, Math.PI * 2);
    g.ellipse(x + r * 0.32, y - r * 0.45, r * 0.2, r * 0.55, 0.15, 0, Math.PI * 2);
    g.fill();
    g.beginPath();
    g.arc(x, y + r * 0.35, r * 0.55, 0, Math.PI * 2);
    g.fill();
  } else if (suit === 'mouse') {
    // A mouse's head with two round ears.
    g.arc(x - r * 0.55, y - r * 0.45, r * 0.38, 0, Math.PI * 2);
    g.arc(x + r * 0.55, y - r * 0.45, r * 0.38, 0, Math.PI * 2);
    g.fill();
    g.beginPath();
    g.ellipse(x, y + r * 0.2, r * 0.6, r * 0.7, 0, 0, Math.PI * 2);
    g.fill();
  } else {
    // A bird: a wing chevron.
    g.moveTo(x - r, y - r * 0.2);
    g.quadraticCurveTo(x - r * 0.4, y - r * 0.7, x, y + r * 0.1);
    g.quadraticCurveTo(x + r * 0.4, y - r * 0.7, x + r, y - r * 0.2);
    g.quadraticCurveTo(x + r * 0.3, y + r * 0.2, x, y + r * 0.7);
    g.quadraticCurveTo(x - r * 0.3, y + r * 0.2, x - r, y - r * 0.2);
    g.fill();
  }
  g.restore();
}

function ground(g: CanvasRenderingContext2D, W: number, H: number): void {
  g.fillStyle = '#c9b98a';
  g.fillRect(0, 0, W, H);
  // Woodland patches (a fixed pattern: no randomness, the texture is the same every time).
  for (let k = 0; k < 90; k++) {
    const x = ((k * 397) % 1000) / 1000 * W;
    const y = ((k * 631 + 211) % 1000) / 1000 * H;
    const r = (18 + ((k * 53) % 40)) * (P / 44);
    g.fillStyle = k % 3 === 0 ? 'rgba(78,112,60,0.28)' : 'rgba(96,128,70,0.22)';
    g.beginPath();
    g.arc(x, y, r, 0, Math.PI * 2);
    g.fill();
  }
}

/** The painted end points of each pair of clearings (paths, rivers). */
function* segments(pairs: ReadonlyArray<readonly [number, number]>, byId: Map<number, ClearingDef>): Generator<[[number, number], [number, number]]> {
  for (const [a, b] of pairs) {
    const ca = byId.get(a);
    const cb = byId.get(b);
    if (ca && cb) yield [clearingPx(ca), clearingPx(cb)];
  }
}

function rivers(g: CanvasRenderingContext2D, byId: Map<number, ClearingDef>): void {
  g.save();
  g.strokeStyle = '#5d9cc9';
  g.lineCap = 'round';
  g.lineWidth = 0.42 * P;
  for (const [[x1, y1], [x2, y2]] of segments(AUTUMN_MAP.rivers, byId)) {
    // A gentle S-curve, so a river never reads as a straight path.
    const mx = (x1 + x2) / 2;
    const my = (y1 + y2) / 2;
    const nx = -(y2 - y1) * 0.12;
    const ny = (x2 - x1) * 0.12;
    g.beginPath();
    g.moveTo(x1, y1);
    g.bezierCurveTo(mx + nx - (x2 - x1) * 0.2, my + ny - (y2 - y1) * 0.2, mx - nx + (x2 - x1) * 0.2, my - ny + (y2 - y1) * 0.2, x2, y2);
    g.stroke();
  }
  g.restore();
}

function paths(g: CanvasRenderingContext2D, byId: Map<number, ClearingDef>): void {
  g.save();
  g.lineCap = 'round';
  for (const [width, color] of [[0.62 * P, '#6b4a2b'], [0.42 * P, '#e9d9ae']] as const) {
    g.strokeStyle = color;
    g.lineWidth = width;
    for (const [[x1, y1], [x2, y2]] of segments(AUTUMN_MAP.paths, byId)) {
      g.beginPath();
      g.moveTo(x1, y1);
      g.lineTo(x2, y2);
      g.stroke();
    }
  }
  g.restore();
}

/** A rectangle on the map's face, in pixels. */
export interface PlateRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The board's painted frame, pixels: nothing readable goes under it. */
const FRAME = 14;

/**
 * Where clearing `c`'s name plate (`w` pixels wide) goes: under its disc, or over it where
 * under would run off the board's south edge (Meadow and Weald sit on that edge).
 */
export function namePlate(c: ClearingDef, w: number): PlateRect {
  const [x, y] = clearingPx(c);
  const R = CLEARING_RADIUS * P;
  const h = 0.56 * P;
  const gap = (c.corner ? 0.35 : 0.08) * P;
  const below = y + R + gap;
  const H = MAP_BOARD.depth * P;
  return { x: x - w / 2, y: below + h <= H - FRAME ? below : y - R - gap - h, w, h };
}

/** The widest a name plate is painted, pixels (longer names are squeezed to fit). */
export const PLATE_MAX_WIDTH = 3.2 * P;

/** Under each clearing disc: its shadow ring (dashed for corners) and its name plate. */
function clearingBed(g: CanvasRenderingContext2D, c: ClearingDef): void {
  const [x, y] = clearingPx(c);
  const R = CLEARING_RADIUS * P;
  g.fillStyle = 'rgba(59,42,26,0.35)';
  g.beginPath();
  g.arc(x, y, R + 4, 0, Math.PI * 2);
  g.fill();
  if (c.corner) {
    g.save();
    g.strokeStyle = '#3b2a1a';
    g.lineWidth = 5;
    g.setLineDash([14, 9]);
    g.beginPath();
    g.arc(x, y, R + 0.3 * P, 0, Math.PI * 2);
    g.stroke();
    g.restore();
  }
  const label = say(`root.name.clearing.${c.id}`).toLocaleUpperCase(currentLang());
  g.font = `700 ${Math.round(0.42 * P)}px sans-serif`;
  const plate = namePlate(c, Math.min(g.measureText(label).width + 16, PLATE_MAX_WIDTH));
  g.fillStyle = '#3b2a1a';
  roundRect(g, plate.x, plate.y, plate.w, plate.h, 8);
  g.fill();
  g.fillStyle = '#f1e6c8';
  fitText(g, label, x, plate.y + 0.28 * P, plate.w - 10, 0.42 * P);
}

/** Pixels per table unit on a clearing disc. */
const CP = 64;

/**
 * The face of clearing `id`'s disc ('root-clearing', 2R across): the suit's colour as a
 * ring, the building slots along the north side (a ruin's slot grey), the suit symbol at
 * the west and the clearing's number at the east.
 */
export function clearingTexture(id: number, target: TextureTarget = 'model'): CanvasTexture {
  const c = AUTUMN_MAP.clearings.find((k) => k.id === id);
  const R = CLEARING_RADIUS * CP;
  const S = Math.round(2 * R);
  return make(`root-clearing:${id}:${currentLang()}`, S, S, (g) => {
    if (!c) {
      g.fillStyle = '#f1e6c8';
      g.fillRect(0, 0, S, S);
      return;
    }
    const x = S / 2;
    const y = S / 2;
    const color = SUIT_COLORS[c.suit];
    g.fillStyle = color;
    g.fillRect(0, 0, S, S);
    g.fillStyle = '#f1e6c8';
    g.beginPath();
    g.arc(x, y, R - 0.2 * CP, 0, Math.PI * 2);
    g.fill();
    g.strokeStyle = '#3b2a1a';
    g.lineWidth = 3;
    g.stroke();
    for (let i = 0; i < c.slots; i++) {
      const o = slotOffset(i, c.slots);
      const sx = x + o.dx * CP;
      const sy = y + o.dz * CP;
      // A slot as wide as the buildings drawn on it (BUILDING_SCALE) and a little deeper.
      const sw = 0.92 * BUILDING_SCALE * CP;
      const sd = 0.8 * CP;
      const ruin = c.ruin && i === c.slots - 1;
      g.fillStyle = ruin ? '#8d8478' : '#fffaf0';
      roundRect(g, sx - sw / 2, sy - sd / 2, sw, sd, 8);
      g.fill();
      g.strokeStyle = '#3b2a1a';
      g.lineWidth = 3;
      g.stroke();
      if (ruin) {
        g.fillStyle = '#f1e6c8';
        fitText(g, say('root.map.ruin'), sx, sy + 1, sw - 8, 18);
      }
    }
    const by = y + 0.15 * CP;
    const bx = x - R + 0.62 * CP;
    g.fillStyle = color;
    g.beginPath();
    g.arc(bx, by, 0.42 * CP, 0, Math.PI * 2);
    g.fill();
    g.strokeStyle = '#3b2a1a';
    g.lineWidth = 2.5;
    g.stroke();
    drawSuit(g, c.suit, bx, by, 0.28 * CP, inkFor(color));
    const nx = x + R - 0.62 * CP;
    g.fillStyle = '#3b2a1a';
    g.beginPath();
    g.arc(nx, by, 0.36 * CP, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = '#f1e6c8';
    fitText(g, String(c.id), nx, by + 1, 0.56 * CP, 0.44 * CP);
  }, target);
}

/** The corner badge: a flag on the board's edge by each corner clearing, naming the opposite corner. */
export function cornerBadge(c: ClearingDef): PlateRect {
  const [x, y] = clearingPx(c);
  const W = MAP_BOARD.width * P;
  const H = MAP_BOARD.depth * P;
  const bx = x > W / 2 ? W - 1.35 * P : 1.35 * P;
  const by = y > H / 2 ? H - 0.6 * P : 0.6 * P;
  const w = 2.4 * P;
  return { x: bx - w / 2, y: by - 0.4 * P, w, h: 0.8 * P };
}

function paintCornerBadge(g: CanvasRenderingContext2D, c: ClearingDef): void {
  const b = cornerBadge(c);
  g.fillStyle = '#3b2a1a';
  roundRect(g, b.x, b.y, b.w, b.h, 10);
  g.fill();
  g.fillStyle = '#f1e6c8';
  fitText(g, say('root.map.corner', { id: c.id, opposite: c.opposite ?? '' }), b.x + b.w / 2, b.y + b.h / 2 + 1, b.w - 12, 0.36 * P);
}

/** The Autumn map board's face (the 'root-map' model's 'face' material). */
export function rootMapTexture(target: TextureTarget = 'model'): CanvasTexture {
  const W = Math.round(MAP_BOARD.width * P);
  const H = Math.round(MAP_BOARD.depth * P);
  const byId = new Map(AUTUMN_MAP.clearings.map((c) => [c.id, c]));
  return make(`root-map:${AUTUMN_MAP.id}:${currentLang()}`, W, H, (g) => {
    ground(g, W, H);
    rivers(g, byId);
    paths(g, byId);
    for (const c of AUTUMN_MAP.clearings) clearingBed(g, c);
    for (const c of AUTUMN_MAP.clearings) if (c.corner) paintCornerBadge(g, c);
    g.strokeStyle = '#5d3f25';
    g.lineWidth = 14;
    g.strokeRect(7, 7, W - 14, H - 14);
    g.fillStyle = '#3b2a1a';
    fitText(g, say('root.map.autumn'), W / 2, H - 0.5 * P, 4 * P, 0.5 * P);
  }, target);
}
