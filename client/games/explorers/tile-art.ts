/**
 * Faces of the Explorers forest tiles, drawn on canvas from the content data: the tile's
 * colour, its printed paths (unrotated: north at the top of the image, so the piece's
 * rotation turns them with it), a clearing where they meet, its icons as symbols in the
 * corners (top to bottom: north-west, north-east, south-west, south-east), its rune and name.
 */
import type { CanvasTexture } from 'three';
import type { TablePiece } from '../../../engine/core/projection.ts';
import { CONTENT } from '../../../engine/games/explorers/content/index.ts';
import type { TileIcon } from '../../../engine/games/explorers/content/schema.ts';
import { fitText, make, roundRect, type TextureTarget } from '../../scene/textures.ts';
import { pieceLabel } from '../../words/phrase.ts';
import { say } from '../../words/say.ts';

const S = 512;
const U = S / 4;
const PATH = '#e2cf9f';
const PATH_EDGE = '#9c8155';
// words-ok: a canvas font family, not words
const SERIF = 'Georgia, serif';

/** Colours of the monster types' runes. */
const RUNE: Record<string, string> = { mushroom: '#d35400', plant: '#27ae60', spirit: '#5dade2', skeleton: '#ecf0f1', snake: '#f1c40f' };

/** Disc colour of each icon. */
const ICON_BG: Record<TileIcon, string> = {
  treasure: '#b8860b', event: '#6c3483', monster: '#7b241c', boss: '#4a235a', lair: '#3b2f2f',
  vortex: '#2e4053', well: '#148f77', campfire: '#ca6f1e', thorns: '#4d5d22', peddler: '#7e5109',
};

function glyph(g: CanvasRenderingContext2D, icon: TileIcon, r: number): void {
  g.fillStyle = '#fbf5e8';
  g.strokeStyle = '#fbf5e8';
  g.lineWidth = r * 0.14;
  g.lineCap = 'round';
  g.lineJoin = 'round';
  const k = r * 0.55;
  switch (icon) {
    case 'treasure':
      g.fillRect(-k, -k * 0.2, 2 * k, k * 1.1);
      g.beginPath();
      g.moveTo(-k, -k * 0.3);
      g.quadraticCurveTo(0, -k * 1.3, k, -k * 0.3);
      g.closePath();
      g.fill();
      g.fillStyle = ICON_BG.treasure;
      g.fillRect(-k * 0.18, -k * 0.25, k * 0.36, k * 0.5);
      return;
    case 'event':
      fitText(g, '!', 0, r * 0.05, r * 1.5, r * 1.5, SERIF, '900');
      return;
    case 'monster':
      for (const dx of [-0.5, 0, 0.5]) {
        g.beginPath();
        g.moveTo(dx * k - k * 0.25, -k);
        g.lineTo(dx * k + k * 0.25, k);
        g.stroke();
      }
      return;
    case 'boss':
      g.beginPath();
      g.moveTo(-k, k * 0.6);
      g.lineTo(-k, -k * 0.6);
      g.lineTo(-k * 0.5, 0);
      g.lineTo(0, -k);
      g.lineTo(k * 0.5, 0);
      g.lineTo(k, -k * 0.6);
      g.lineTo(k, k * 0.6);
      g.closePath();
      g.fill();
      return;
    case 'lair':
      g.beginPath();
      g.arc(0, k * 0.7, k, Math.PI, 0);
      g.closePath();
      g.fill();
      g.fillStyle = '#000000';
      g.beginPath();
      g.arc(0, k * 0.7, k * 0.5, Math.PI, 0);
      g.closePath();
      g.fill();
      return;
    case 'vortex':
      g.beginPath();
      for (let a = 0; a < Math.PI * 5; a += 0.2) {
        const rr = (a / (Math.PI * 5)) * k;
        if (a === 0) g.moveTo(0, 0);
        else g.lineTo(Math.cos(a) * rr, Math.sin(a) * rr);
      }
      g.stroke();
      return;
    case 'well':
      g.beginPath();
      g.moveTo(0, -k);
      g.quadraticCurveTo(k * 0.9, k * 0.1, 0, k);
      g.quadraticCurveTo(-k * 0.9, k * 0.1, 0, -k);
      g.fill();
      return;
    case 'campfire':
      g.fillStyle = '#f9e79f';
      g.beginPath();
      g.moveTo(0, -k);
      g.quadraticCurveTo(k * 0.9, 0, k * 0.5, k * 0.6);
      g.lineTo(-k * 0.5, k * 0.6);
      g.quadraticCurveTo(-k * 0.9, 0, 0, -k);
      g.fill();
      g.fillRect(-k, k * 0.65, 2 * k, k * 0.25);
      return;
    case 'thorns':
      g.beginPath();
      g.moveTo(-k, 0);
      g.lineTo(k, 0);
      for (let i = -2; i <= 2; i++) {
        g.moveTo(i * k * 0.4, 0);
        g.lineTo(i * k * 0.4 + k * 0.2, i % 2 === 0 ? -k * 0.6 : k * 0.6);
      }
      g.stroke();
      return;
    case 'peddler':
      g.beginPath();
      g.arc(0, 0, k, 0, Math.PI * 2);
      g.stroke();
      fitText(g, '3', 0, r * 0.04, r, r * 1.0, SERIF, '900');
      return;
  }
}

const CORNERS: Array<[number, number]> = [[-1, -1], [1, -1], [-1, 1], [1, 1]];

/** The face of Explorers tile `id` (a known id; unknown ones get a plain face), its name in the reader's language. */
export function explorersTileTexture(id: string, target: TextureTarget = 'model'): CanvasTexture | null {
  const def = CONTENT.tiles[id];
  if (!def) return null;
  const name = say(`explorers.name.tile.${id}`);
  return make(`ex-tile:${id}:${name}`, S, S, (g) => {
    g.fillStyle = def.color;
    g.fillRect(0, 0, S, S);
    // Undergrowth: darker and lighter specks, the same on every screen.
    let seed = [...id].reduce((a, c) => a * 31 + c.charCodeAt(0), 7) >>> 0;
    const rnd = () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 4294967296);
    g.globalAlpha = 0.14;
    for (let i = 0; i < 220; i++) {
      g.fillStyle = rnd() > 0.5 ? '#ffffff' : '#000000';
      g.beginPath();
      g.arc(rnd() * S, rnd() * S, 3 + rnd() * 8, 0, Math.PI * 2);
      g.fill();
    }
    g.globalAlpha = 1;
    // Paths: sandy bands from the clearing to each printed edge.
    const w = U * 0.8;
    const c = S / 2;
    const band = (dir: string, pad: number): void => {
      if (dir === 'N') g.fillRect(c - w / 2 - pad, 0, w + 2 * pad, c);
      if (dir === 'S') g.fillRect(c - w / 2 - pad, c, w + 2 * pad, c);
      if (dir === 'E') g.fillRect(c, c - w / 2 - pad, c, w + 2 * pad);
      if (dir === 'W') g.fillRect(0, c - w / 2 - pad, c, w + 2 * pad);
    };
    g.fillStyle = PATH_EDGE;
    for (const d of def.paths) band(d, 6);
    g.beginPath();
    g.arc(c, c, U * 0.75 + 6, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = PATH;
    for (const d of def.paths) band(d, 0);
    g.beginPath();
    g.arc(c, c, U * 0.75, 0, Math.PI * 2);
    g.fill();
    if (def.rune) {
      g.strokeStyle = RUNE[def.rune] ?? '#ffffff';
      g.lineWidth = 10;
      g.beginPath();
      g.arc(c, c, U * 0.62, 0, Math.PI * 2);
      g.stroke();
    }
    // Icons in the corners between the paths.
    const r = U * 0.42;
    def.icons.forEach((icon, i) => {
      const [sx, sy] = CORNERS[i] ?? [0, 0];
      g.save();
      g.translate(c + sx * U * 1.4, c + sy * U * 1.4);
      g.fillStyle = ICON_BG[icon];
      g.beginPath();
      g.arc(0, 0, r, 0, Math.PI * 2);
      g.fill();
      g.strokeStyle = 'rgba(251,245,232,0.9)';
      g.lineWidth = 5;
      g.stroke();
      glyph(g, icon, r);
      g.restore();
    });
    // The name on a small banner across the southern edge.
    g.fillStyle = 'rgba(251,247,239,0.82)';
    roundRect(g, S * 0.28, S - 58, S * 0.44, 44, 10);
    g.fill();
    g.fillStyle = '#2b1d12';
    fitText(g, name, c, S - 35, S * 0.41, 30);
    g.strokeStyle = 'rgba(0,0,0,0.35)';
    g.lineWidth = 10;
    g.strokeRect(5, 5, S - 10, S - 10);
  }, target);
}

/** A marker's look: the disc colour, the tile icon drawn on it (if any) and a caption. */
interface MarkerLook { bg: string; icon?: TileIcon; draw?: (g: CanvasRenderingContext2D, r: number) => void; caption?: string }

const M = 256;

function leaf(g: CanvasRenderingContext2D, r: number): void {
  const k = r * 0.6;
  g.fillStyle = '#fbf5e8';
  g.beginPath();
  g.moveTo(0, -k);
  g.quadraticCurveTo(k, -k * 0.1, 0, k);
  g.quadraticCurveTo(-k, -k * 0.1, 0, -k);
  g.fill();
  g.strokeStyle = '#1e8449';
  g.lineWidth = r * 0.07;
  g.beginPath();
  g.moveTo(0, -k * 0.7);
  g.lineTo(0, k * 1.15);
  g.stroke();
}

function frost(g: CanvasRenderingContext2D, r: number): void {
  const k = r * 0.6;
  g.strokeStyle = '#1b4f72';
  g.lineWidth = r * 0.1;
  g.lineCap = 'round';
  for (let i = 0; i < 3; i++) {
    const a = (i * Math.PI) / 3;
    g.beginPath();
    g.moveTo(-Math.cos(a) * k, -Math.sin(a) * k);
    g.lineTo(Math.cos(a) * k, Math.sin(a) * k);
    g.stroke();
  }
}

function drop(g: CanvasRenderingContext2D, r: number): void {
  const k = r * 0.55;
  g.fillStyle = '#fbf5e8';
  g.beginPath();
  g.moveTo(0, -k * 1.1);
  g.quadraticCurveTo(k, k * 0.1, k * 0.65, k * 0.55);
  g.arc(0, k * 0.35, k * 0.7, 0.3, Math.PI - 0.3);
  g.quadraticCurveTo(-k, k * 0.1, 0, -k * 1.1);
  g.fill();
}

function question(g: CanvasRenderingContext2D, r: number): void {
  g.fillStyle = '#e8d9b5';
  fitText(g, '?', 0, r * 0.12, r, r * 1.2, SERIF, '900');
}

/** What an Explorers marker shows, by its piece id (see engine/games/explorers/table.ts). */
function markerLook(p: Pick<TablePiece, 'id' | 'face' | 'faceUp' | 'label' | 'labelWords'>): MarkerLook | null {
  const id = p.id;
  if (id.startsWith('chest_')) return { bg: '#b8860b', icon: 'treasure' };
  if (id.startsWith('event_')) return { bg: '#6c3483', icon: 'event' };
  if (id.startsWith('well_') || id.startsWith('well-')) return { bg: '#148f77', icon: 'well', ...(p.face?.startsWith('well-') ? { caption: p.face.slice(5) } : {}) };
  if (id.startsWith('thorns-')) return { bg: '#4d5d22', icon: 'thorns' };
  if (id.startsWith('poison-')) return { bg: '#7d3c98', draw: drop };
  if (id.includes('_leaf_') || id.startsWith('boss_leaf_')) return { bg: '#52be80', draw: leaf };
  if (id.endsWith('_frost')) return { bg: '#d6eaf8', draw: frost };
  if (id.startsWith('monster_') || id === 'pile-monsters') {
    if (!p.faceUp || id === 'pile-monsters') return { bg: '#4d3b2f', draw: question };
    return { bg: '#7b241c', icon: 'monster', caption: pieceLabel(p, say) ?? p.face ?? '' };
  }
  return null;
}

/** The face of an Explorers marker token (chest, event, well, thorns, leaf, frost, monster), or null. */
export function explorersMarkerTexture(p: Pick<TablePiece, 'id' | 'face' | 'faceUp' | 'label' | 'labelWords'>, target: TextureTarget = 'model'): CanvasTexture | null {
  const look = markerLook(p);
  if (!look) return null;
  const key = `ex-marker:${look.bg}:${look.icon ?? ''}:${look.caption ?? ''}`; // each drawn symbol has its own colour
  return make(key, M, M, (g) => {
    const c = M / 2;
    g.fillStyle = look.bg;
    g.fillRect(0, 0, M, M);
    g.strokeStyle = 'rgba(251,245,232,0.85)';
    g.lineWidth = 8;
    g.beginPath();
    g.arc(c, c, M * 0.44, 0, Math.PI * 2);
    g.stroke();
    const r = M * (look.caption ? 0.3 : 0.4);
    g.save();
    g.translate(c, look.caption ? c - M * 0.08 : c);
    if (look.icon) glyph(g, look.icon, r);
    else look.draw?.(g, r);
    g.restore();
    if (look.caption) {
      g.fillStyle = '#fbf5e8';
      fitText(g, look.caption, c, c + M * 0.27, M * 0.62, 34);
    }
  }, target);
}
