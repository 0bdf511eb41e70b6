/**
 * The Underground Duchy's painted faces on the table: the Burrow's disc (an earthen
 * chamber with tunnel mouths round its rim, its name across it) and the tunnel token (a
 * dark arch in packed earth). Both drawn from code, once per key, their words in the
 * reader's language (which the key names).
 */
import type { CanvasTexture } from 'three';
import { CLEARING_RADIUS } from '../../../../../engine/games/root/table.ts';
import { fitText, make, type TextureTarget } from '../../../../scene/textures.ts';
import { currentLang, say } from '../../../../words/say.ts';

const EARTH = '#7a4b24';
const DARK = '#2a1a0e';
const CREAM = '#f1e6c8';

/** A tunnel mouth: a dark arch on a lighter rim, its base at (x, y). */
function arch(g: CanvasRenderingContext2D, x: number, y: number, w: number, h: number): void {
  g.fillStyle = '#a8713d';
  g.beginPath();
  g.moveTo(x - w * 0.62, y);
  g.lineTo(x - w * 0.62, y - h * 0.5);
  g.arc(x, y - h * 0.5, w * 0.62, Math.PI, 0);
  g.lineTo(x + w * 0.62, y);
  g.closePath();
  g.fill();
  g.fillStyle = DARK;
  g.beginPath();
  g.moveTo(x - w / 2, y);
  g.lineTo(x - w / 2, y - h * 0.5);
  g.arc(x, y - h * 0.5, w / 2, Math.PI, 0);
  g.lineTo(x + w / 2, y);
  g.closePath();
  g.fill();
}

/** Speckles of soil, the same on every screen. */
function soil(g: CanvasRenderingContext2D, size: number, seed: number): void {
  let s = seed;
  const next = (): number => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
  for (let i = 0; i < size * 0.9; i++) {
    g.fillStyle = next() < 0.5 ? 'rgba(40, 24, 10, 0.25)' : 'rgba(200, 150, 90, 0.18)';
    g.beginPath();
    g.arc(next() * size, next() * size, 1 + next() * size * 0.012, 0, Math.PI * 2);
    g.fill();
  }
}

/** Pixels per table unit on the Burrow's disc (as on the map's clearings). */
const CP = 64;

/** The Burrow's disc ('root-clearing' with face "13"): the Duchy's chamber beside the map. */
export function burrowTexture(target: TextureTarget = 'model'): CanvasTexture {
  const R = CLEARING_RADIUS * CP;
  const S = Math.round(2 * R);
  return make(`root-burrow:${currentLang()}`, S, S, (g) => {
    const x = S / 2;
    const y = S / 2;
    g.fillStyle = '#4a2e16';
    g.fillRect(0, 0, S, S);
    g.fillStyle = EARTH;
    g.beginPath();
    g.arc(x, y, R - 0.16 * CP, 0, Math.PI * 2);
    g.fill();
    soil(g, S, 13);
    g.strokeStyle = DARK;
    g.lineWidth = 4;
    g.beginPath();
    g.arc(x, y, R - 0.16 * CP, 0, Math.PI * 2);
    g.stroke();
    // Tunnel mouths round the south rim, the way the tunnels lead out.
    for (let i = 0; i < 5; i++) {
      const a = Math.PI * (0.1 + i * 0.2);
      g.save();
      g.translate(x + Math.cos(a) * (R - 0.62 * CP), y + Math.sin(a) * (R - 0.62 * CP));
      g.rotate(a + Math.PI / 2);
      arch(g, 0, 0.22 * CP, 0.42 * CP, 0.5 * CP);
      g.restore();
    }
    // The name on a plaque at the north rim (the map is read from the south), clear of the warriors in the middle.
    const ny = y - 1.1 * CP;
    g.fillStyle = 'rgba(26, 16, 8, 0.85)';
    g.beginPath();
    g.ellipse(x, ny, 1.15 * CP, 0.3 * CP, 0, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = CREAM;
    // words-ok: a canvas font family, never shown
    fitText(g, say('root.duchy.art.burrow'), x, ny + 0.02 * CP, 2 * CP, 0.32 * CP, 'Georgia, serif');
  }, target);
}

/** The tunnel token's face: a tunnel mouth in packed earth, its name below. */
export function tunnelTexture(target: TextureTarget = 'model'): CanvasTexture {
  const N = 256;
  return make(`root-tunnel:${currentLang()}`, N, N, (g) => {
    g.fillStyle = EARTH;
    g.fillRect(0, 0, N, N);
    soil(g, N, 7);
    g.strokeStyle = DARK;
    g.globalAlpha = 0.6;
    g.lineWidth = 10;
    g.beginPath();
    g.arc(N / 2, N / 2, N * 0.43, 0, Math.PI * 2);
    g.stroke();
    g.globalAlpha = 1;
    arch(g, N / 2, N * 0.6, N * 0.36, N * 0.42);
    g.fillStyle = CREAM;
    fitText(g, say('root.duchy.art.tunnel'), N / 2, N * 0.76, N * 0.56, 34);
  }, target);
}
