/**
 * Faces of the Corvids' plot tokens: the feather every face-down plot shows, the Corvids'
 * own peek at a face-down plot (the feather with its type written small), and each face-up
 * plot's emblem with its name.
 */
import type { CanvasTexture } from 'three';
import type { TablePiece } from '../../../../../engine/core/projection.ts';
import { fitText, make, type TextureTarget } from '../../../../scene/textures.ts';

const N = 256;
const TYPES = ['bomb', 'snare', 'extortion', 'raid'];
const INK = '#f3ead8';

function feather(g: CanvasRenderingContext2D, alpha: number): void {
  g.save();
  g.globalAlpha = alpha;
  g.translate(N / 2, N / 2);
  g.rotate(-0.6);
  g.fillStyle = INK;
  g.beginPath();
  g.moveTo(0, -N * 0.36);
  g.bezierCurveTo(N * 0.17, -N * 0.18, N * 0.15, N * 0.14, 0, N * 0.28);
  g.bezierCurveTo(-N * 0.15, N * 0.14, -N * 0.17, -N * 0.18, 0, -N * 0.36);
  g.fill();
  g.strokeStyle = '#1c2a44';
  g.lineWidth = 5;
  g.beginPath();
  g.moveTo(0, -N * 0.3);
  g.lineTo(0, N * 0.4);
  g.stroke();
  g.restore();
}

function emblem(g: CanvasRenderingContext2D, type: string): void {
  const c = N / 2;
  g.strokeStyle = INK;
  g.fillStyle = INK;
  g.lineWidth = 10;
  g.beginPath();
  if (type === 'bomb') {
    g.arc(c, c - 6, N * 0.17, 0, Math.PI * 2);
    g.fill();
    g.beginPath();
    g.moveTo(c + N * 0.1, c - N * 0.18);
    g.quadraticCurveTo(c + N * 0.2, c - N * 0.34, c + N * 0.28, c - N * 0.28);
    g.stroke();
  } else if (type === 'snare') {
    g.arc(c, c - 10, N * 0.16, 0, Math.PI * 2);
    g.moveTo(c - N * 0.16, c + N * 0.2);
    g.lineTo(c + N * 0.16, c + N * 0.2);
    g.stroke();
  } else if (type === 'extortion') {
    g.arc(c, c - 8, N * 0.18, 0, Math.PI * 2);
    g.stroke();
    g.font = `bold ${Math.round(N * 0.22)}px sans-serif`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText('¢', c, c - 6);
  } else {
    for (const dx of [-0.14, 0, 0.14]) {
      g.moveTo(c + dx * N - N * 0.06, c - N * 0.2);
      g.lineTo(c + dx * N + N * 0.06, c);
      g.lineTo(c + dx * N - N * 0.06, c + N * 0.2);
    }
    g.stroke();
  }
}

/** The face of a Corvid plot token, or null when the piece is not one. */
export function plotTexture(piece: Pick<TablePiece, 'face' | 'faceUp' | 'color'>, target: TextureTarget): CanvasTexture | null {
  const face = piece.face ?? '';
  const known = TYPES.includes(face);
  if (!known && face !== 'plot') return null;
  const bg = piece.color ?? '#2e4b8f';
  if (!piece.faceUp) {
    // The feather side; the Corvids' own view also names what lies under it.
    return make(`corvid-plot-down:${known ? face : ''}:${bg}`, N, N, (g) => {
      g.fillStyle = bg;
      g.fillRect(0, 0, N, N);
      feather(g, known ? 0.55 : 1);
      if (known) {
        g.fillStyle = '#ffe49a';
        fitText(g, face.toUpperCase(), N / 2, N * 0.8, N * 0.7, 40);
      }
    }, target);
  }
  if (!known) return null;
  return make(`corvid-plot-up:${face}:${bg}`, N, N, (g) => {
    g.fillStyle = bg;
    g.fillRect(0, 0, N, N);
    emblem(g, face);
    g.fillStyle = INK;
    fitText(g, face.toUpperCase(), N / 2, N * 0.82, N * 0.7, 38);
  }, target);
}
