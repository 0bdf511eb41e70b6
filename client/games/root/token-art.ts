/**
 * Faces of Root's round pieces on the table: a suited token (its face `<kind>-<suit>`, as
 * the engine writes every token of a suit) shows its suit's emblem and name on the suit's
 * colour (readable from across the table), a victory point space its number. Null for
 * anything else: a faction's own tokens wear the faces its client paints (factions/<id>/,
 * asked first by client.ts), the rest the generic face.
 */
import type { CanvasTexture } from 'three';
import type { Suit } from '../../../engine/games/root/data/autumn-map.ts';
import { fitText, make, type TextureTarget } from '../../scene/textures.ts';
import { inkOn, SUIT_COLORS } from './colors.ts';
import { drawSuit } from './map-art.ts';

const N = 256;
const SUITS: readonly Suit[] = ['fox', 'rabbit', 'mouse', 'bird'];

function ring(g: CanvasRenderingContext2D, ink: string, alpha: number): void {
  g.strokeStyle = ink;
  g.globalAlpha = alpha;
  g.lineWidth = 10;
  g.beginPath();
  g.arc(N / 2, N / 2, N * 0.43, 0, Math.PI * 2);
  g.stroke();
  g.globalAlpha = 1;
}

export function rootTokenTexture(face: string | undefined, color: string | undefined, target: TextureTarget = 'model'): CanvasTexture | null {
  if (!face) return null;
  const suited = /^[a-z]+-(\w+)$/.exec(face);
  const suit = suited && (SUITS as readonly string[]).includes(suited[1]!) ? (suited[1] as Suit) : null;
  if (suit) {
    const bg = SUIT_COLORS[suit];
    const ink = inkOn(bg);
    return make(`root-suited:${suit}`, N, N, (g) => {
      g.fillStyle = bg;
      g.fillRect(0, 0, N, N);
      ring(g, ink, 0.55);
      drawSuit(g, suit, N / 2, N * 0.42, N * 0.2, ink);
      g.fillStyle = ink;
      fitText(g, suit.toUpperCase(), N / 2, N * 0.74, N * 0.6, 40);
    }, target);
  }
  const vp = /^vp-(\d+)$/.exec(face);
  if (vp) {
    const bg = color ?? '#f4ead2';
    return make(`root-vp:${vp[1]}:${bg}`, N, N, (g) => {
      g.fillStyle = bg;
      g.fillRect(0, 0, N, N);
      ring(g, '#5a4326', 0.5);
      g.fillStyle = '#3b2a16';
      // words-ok: a canvas font family, never shown
      fitText(g, vp[1]!, N / 2, N / 2 + 6, N * 0.62, 120, 'Georgia, serif');
    }, target);
  }
  return null;
}
