/**
 * Faces painted for the group's own components where no image stands: a neutral card face
 * (an image that failed to load), a counter's number, a square token's print, a hidden
 * zone's rim and owner (a square token's print is textures.ts `tokenFaceTexture`). Counters and zones are painted on canvases kept only until they
 * are copied into a layer (use-image-face.ts `usePaintedFace`), since a counter's number
 * changes often; the rest are shared textures (textures.ts `make`).
 */
import type { CanvasTexture } from 'three';
import { FONT, fitText, inkFor, make, roundRect } from './textures.ts';

/** A card face with nothing printed: cream stock and its rim (an image that could not be loaded). */
export function neutralCardTexture(): CanvasTexture {
  return make('card-neutral', 256, 358, (g) => {
    g.fillStyle = '#efe8d8';
    g.fillRect(0, 0, 256, 358);
    g.strokeStyle = '#c9bda2';
    g.lineWidth = 4;
    roundRect(g, 10, 10, 236, 338, 14);
    g.stroke();
  }, 'model');
}

/** The text a counter shows for `value` (a minus sign, not a hyphen). */
export function counterText(value: number): string {
  return value < 0 ? `\u2212${Math.abs(value)}` : String(value);
}

/**
 * A counter's face: its colour, the number as large as it fits and its label small above
 * it, in contrasting ink; the number again, upside down and small, at the bottom edge, so
 * it reads from across the table too.
 */
export function paintCounter(value: number, label: string, body: string): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = 256;
  canvas.height = 256;
  const g = canvas.getContext('2d')!;
  const ink = inkFor(body);
  const text = counterText(value);
  g.fillStyle = body;
  g.fillRect(0, 0, 256, 256);
  g.strokeStyle = ink;
  g.globalAlpha = 0.5;
  g.lineWidth = 6;
  g.beginPath();
  g.arc(128, 128, 112, 0, Math.PI * 2);
  g.stroke();
  g.globalAlpha = 1;
  g.fillStyle = ink;
  fitText(g, text, 128, 134, 176, text.length <= 2 ? 132 : 96, FONT, '800');
  if (label) fitText(g, label, 128, 52, 120, 28);
  g.save();
  g.translate(128, 212);
  g.rotate(Math.PI);
  g.globalAlpha = 0.8;
  fitText(g, text, 0, 0, 80, 30, FONT, '800');
  g.restore();
  return canvas;
}

/**
 * A hidden zone's overlay, drawn white (its instance tints it the owner's colour): a faint
 * fill, a dashed rim and the owner's name in the near left corner. The layer is square and
 * stretched over the zone's `w` × `d`, so the rim and the name are drawn squeezed the other
 * way and come out even.
 */
export function paintZone(name: string, w: number, d: number): HTMLCanvasElement {
  const size = 512;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const g = canvas.getContext('2d')!;
  // Texels per table unit along each side; the rim and the text are sized in table units.
  const kx = size / w;
  const ky = size / d;
  g.fillStyle = 'rgba(255,255,255,0.22)';
  g.fillRect(0, 0, size, size);
  g.strokeStyle = 'rgba(255,255,255,0.85)';
  g.lineWidth = 0.12 * Math.min(kx, ky);
  g.setLineDash([0.5 * Math.min(kx, ky), 0.3 * Math.min(kx, ky)]);
  const inset = 0.15;
  g.strokeRect(inset * kx, inset * ky, size - 2 * inset * kx, size - 2 * inset * ky);
  if (name) {
    g.save();
    // The near left corner (the layer's bottom rows lie toward the zone's near edge).
    g.translate(0.5 * kx, size - 0.5 * ky);
    g.scale(kx / 64, ky / 64);
    g.fillStyle = 'rgba(255,255,255,0.95)';
    g.font = `700 36px ${FONT}`;
    g.textAlign = 'left';
    g.textBaseline = 'bottom';
    g.fillText(name, 0, 0, (w - 1) * 64);
    g.restore();
  }
  return canvas;
}
