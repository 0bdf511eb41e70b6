/**
 * Faces of the Explorers boards, painted to match where engine/games/explorers/table.ts
 * puts things on them: a hero board (10 × 7.5: health and orb tracks along the far edge,
 * three loot slots, status marker spots, the hero's name) and the Boss's threat track
 * (6.8 × 3: two rows of eight spaces, up to the Boss's threat). Images read upright from
 * the near (+z) side; 'model' textures for the board GLBs.
 */
import type { CanvasTexture } from 'three';
import { CONTENT } from '../../../engine/games/explorers/content/index.ts';
import { fitText, inkFor, make, roundRect, type TextureTarget } from '../../scene/textures.ts';
import { currentLang, say } from '../../words/say.ts';

const PARCHMENT = '#efe3c4';

function cell(g: CanvasRenderingContext2D, x: number, y: number, s: number, fill: string, text: string): void {
  g.fillStyle = fill;
  roundRect(g, x - s / 2, y - s / 2, s, s, 6);
  g.fill();
  g.strokeStyle = 'rgba(59,42,26,0.6)';
  g.lineWidth = 2;
  g.stroke();
  g.fillStyle = inkFor(fill);
  fitText(g, text, x, y + 1, s - 6, s * 0.55);
}

/** Hero board: 64 px per table unit, (0, 0) at the board's far-left corner; its words in the reader's language. */
export function heroBoardTexture(label: string, color: string, target: TextureTarget = 'model'): CanvasTexture {
  const P = 64;
  const W = 10 * P;
  const H = 7.5 * P;
  const px = (lx: number): number => (lx + 5) * P;
  const py = (lz: number): number => (lz + 3.75) * P;
  return make(`hero-board:${label}:${color}:${currentLang()}`, W, H, (g) => {
    g.fillStyle = PARCHMENT;
    g.fillRect(0, 0, W, H);
    g.strokeStyle = color;
    g.lineWidth = 14;
    g.strokeRect(7, 7, W - 14, H - 14);
    // Tracks: health 0–5 (red), orbs 0–10 (blue), where the cubes sit (table.ts).
    for (let h = 0; h <= 5; h++) cell(g, px(-4.4 + 0.85 * h), py(-3.2), 44, h === 0 ? '#d9c9a3' : '#e6a49c', String(h));
    for (let o = 0; o <= 10; o++) cell(g, px(-4.4 + 0.85 * o), py(-2.4), 44, o === 0 ? '#d9c9a3' : '#a9c8e8', String(o));
    g.fillStyle = '#a93226';
    fitText(g, say('explorers.board.health'), px(1.7), py(-3.2), 110, 24);
    g.fillStyle = '#1f618d';
    fitText(g, say('explorers.board.orbs'), px(3.55), py(-3.2), 80, 24);
    // Loot slots under the cards (2.5 × 3.5 at x −3.3, −0.5, 2.3; z +0.6).
    g.setLineDash([10, 8]);
    g.strokeStyle = 'rgba(59,42,26,0.55)';
    g.lineWidth = 3;
    for (const lx of [-3.3, -0.5, 2.3]) {
      roundRect(g, px(lx - 1.25), py(0.6 - 1.75), 2.5 * P, 3.5 * P, 10);
      g.stroke();
      g.fillStyle = 'rgba(59,42,26,0.35)';
      fitText(g, say('explorers.board.loot'), px(lx), py(0.6), 2 * P, 28);
    }
    g.setLineDash([]);
    // Status marker spots (poison, thorns, energy well).
    const spots: Array<[number, string, string]> = [[-4, say('explorers.board.poison'), '#7d3c98'], [-2.6, say('explorers.board.thorns'), '#6e2c00'], [-1.2, say('explorers.board.well'), '#148f77']];
    for (const [lx, name, c] of spots) {
      g.strokeStyle = c;
      g.lineWidth = 4;
      g.beginPath();
      g.arc(px(lx), py(3.3), 0.62 * P, 0, Math.PI * 2);
      g.stroke();
      g.fillStyle = c;
      fitText(g, name, px(lx), py(3.3), 1.1 * P, 17);
    }
    // The hero's name and powers.
    g.fillStyle = color;
    roundRect(g, px(0), py(2.65), 4.7 * P, 0.85 * P, 12);
    g.fill();
    g.fillStyle = inkFor(color);
    fitText(g, label, px(2.35), py(3.08), 4.4 * P, 30);
  }, target);
}

/** Threat track: 80 px per unit; spaces 1..threat of the Boss `bossId` in two rows of eight. */
export function threatTrackTexture(bossId: string | undefined, label: string, target: TextureTarget = 'model'): CanvasTexture {
  const P = 80;
  const W = 6.8 * P;
  const H = 3 * P;
  const px = (lx: number): number => (lx + 3.4) * P;
  const py = (lz: number): number => (lz + 1.5) * P;
  const threat = (bossId && CONTENT.bosses[bossId]?.threat) || 16;
  return make(`threat:${bossId ?? ''}:${label}`, W, H, (g) => {
    g.fillStyle = '#3d2b3f';
    g.fillRect(0, 0, W, H);
    g.strokeStyle = '#c39bd3';
    g.lineWidth = 8;
    g.strokeRect(4, 4, W - 8, H - 8);
    for (let k = 0; k < 16; k++) {
      const x = px(-2.8 + (k % 8) * 0.8);
      const y = py(-0.8 + Math.floor(k / 8) * 1.2);
      if (k >= threat) continue;
      cell(g, x, y, 0.66 * P, k === threat - 1 ? '#922b21' : '#e8daef', k === threat - 1 ? 'X' : String(k + 1));
    }
    g.fillStyle = '#f4ecf7';
    fitText(g, label, W / 2, py(1.15), W - 40, 26);
  }, target);
}
