/**
 * Procedural canvas textures for faces, backs, badges and the table top. Each is made
 * once per distinct key and shared; nothing here is per frame.
 */
import { CanvasTexture, RepeatWrapping, SRGBColorSpace } from 'three';
import type { TextureTarget } from '../kit/types.ts';

const cache = new Map<string, CanvasTexture>();

/** Whether a texture goes on a glTF model (defined in the kit, where games name it). */
export type { TextureTarget };

export function make(key: string, w: number, h: number, draw: (g: CanvasRenderingContext2D) => void, target: TextureTarget = 'plain'): CanvasTexture {
  key = `${target}:${key}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const g = canvas.getContext('2d')!;
  draw(g);
  const t = new CanvasTexture(canvas);
  t.colorSpace = SRGBColorSpace;
  t.anisotropy = 4;
  t.flipY = target === 'plain';
  cache.set(key, t);
  return t;
}

/** A small deterministic generator so patterns look the same on every screen. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

// words-ok: a canvas font stack, never shown
export const FONT = 'system-ui, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const SERIF = 'Georgia, "Times New Roman", serif';

export function roundRect(g: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number): void {
  g.beginPath();
  g.roundRect(x, y, w, h, r);
}

/** Writes `text` centred at (x, y), shrinking the font until it fits `maxW`. */
export function fitText(g: CanvasRenderingContext2D, text: string, x: number, y: number, maxW: number, size: number, font = FONT, weight = '700'): void {
  let s = size;
  g.font = `${weight} ${s}px ${font}`;
  while (s > 8 && g.measureText(text).width > maxW) {
    s -= 2;
    g.font = `${weight} ${s}px ${font}`;
  }
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(text, x, y);
}

/** Whether a card label names a red suit. */
export function isRedSuit(text: string): boolean {
  return /[♥♦♡♢]/.test(text);
}

/** Perceived lightness 0..1 of a CSS hex colour (#rgb or #rrggbb); 0.5 when unknown. */
export function lightness(css: string): number {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(css.trim());
  if (!m) return 0.5;
  const hex = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

const DARK_INK = '#1f1a17';
const LIGHT_INK = '#fbf7ef';

/** WCAG relative luminance 0..1 of a CSS hex colour; null when it is not #rgb / #rrggbb. */
export function luminance(css: string): number | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(css.trim());
  if (!m) return null;
  const hex = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  const lin = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(0) + 0.7152 * lin(2) + 0.0722 * lin(4);
}

/**
 * The ink (dark or white) with the higher contrast ratio on `body`: pips and numbers of a
 * die stay legible on any colour (white on red, black, purple, blue; dark on orange,
 * yellow, light green and ivory).
 */
export function contrastInk(body: string): string {
  const l = luminance(body);
  if (l === null) return inkFor(body);
  const dark = luminance(DARK_INK)!;
  const light = luminance(LIGHT_INK)!;
  return (l + 0.05) / (dark + 0.05) >= (light + 0.05) / (l + 0.05) ? DARK_INK : LIGHT_INK;
}

/** Ink that reads on a body colour: dark on light bodies, white on dark ones. */
export function inkFor(body: string): string {
  return lightness(body) > 0.62 ? '#1f1a17' : '#fbf7ef';
}

/**
 * Front of a card. A short label ('Q♥', '10♠') is drawn as a playing card: corner indices
 * and a big centre in the suit's ink (red for ♥ ♦, or the card's colour). A longer one
 * ('Forest 1') gets a band in the card's colour with its title and a large initial.
 */
export function cardFrontTexture(face: string | undefined, label: string | undefined, color?: string, target: TextureTarget = 'model'): CanvasTexture {
  const text = label ?? face ?? '';
  return make(`card:${face ?? ''}:${text}:${color ?? ''}`, 256, 358, (g) => {
    g.fillStyle = '#fbf6ea';
    g.fillRect(0, 0, 256, 358);
    g.strokeStyle = '#c9b48a';
    g.lineWidth = 4;
    roundRect(g, 10, 10, 236, 338, 14);
    g.stroke();
    if (!text) return;
    if (text.length <= 3) {
      g.fillStyle = isRedSuit(text) ? '#c0262d' : color && lightness(color) < 0.75 ? color : '#1f1a17';
      fitText(g, text, 40, 42, 56, 34, SERIF);
      g.save();
      g.translate(216, 316);
      g.rotate(Math.PI);
      fitText(g, text, 0, 0, 56, 34, SERIF);
      g.restore();
      fitText(g, text, 128, 182, 200, 112, SERIF);
      return;
    }
    const band = color ?? '#6b4a2b';
    g.fillStyle = band;
    roundRect(g, 18, 18, 220, 58, 10);
    g.fill();
    g.fillStyle = inkFor(band);
    fitText(g, text, 128, 48, 200, 30);
    g.fillStyle = band;
    g.globalAlpha = 0.18;
    roundRect(g, 18, 90, 220, 250, 10);
    g.fill();
    g.globalAlpha = 1;
    fitText(g, text[0]!.toUpperCase(), 128, 212, 180, 140, SERIF);
  }, target);
}

function leaf(g: CanvasRenderingContext2D, x: number, y: number, size: number, angle: number): void {
  g.save();
  g.translate(x, y);
  g.rotate(angle);
  g.beginPath();
  g.moveTo(0, -size);
  g.quadraticCurveTo(size * 0.6, 0, 0, size);
  g.quadraticCurveTo(-size * 0.6, 0, 0, -size);
  g.fill();
  g.restore();
}

/** The one shared card back: a woodland pattern of leaves round a little tree. */
export function cardBackTexture(target: TextureTarget = 'model'): CanvasTexture {
  return make('card-back', 256, 358, (g) => {
    g.fillStyle = '#2e4a2b';
    g.fillRect(0, 0, 256, 358);
    const rnd = lcg(7);
    g.fillStyle = '#3d6138';
    for (let i = 0; i < 70; i++) leaf(g, rnd() * 256, rnd() * 358, 8 + rnd() * 8, rnd() * Math.PI * 2);
    g.strokeStyle = '#e8d9b0';
    g.lineWidth = 6;
    roundRect(g, 14, 14, 228, 330, 14);
    g.stroke();
    g.lineWidth = 2;
    roundRect(g, 24, 24, 208, 310, 10);
    g.stroke();
    g.fillStyle = '#e8d9b0';
    for (let i = 0; i < 3; i++) {
      const y = 140 + i * 28;
      const w = 30 + i * 16;
      g.beginPath();
      g.moveTo(128, y - 30);
      g.lineTo(128 + w, y + 20);
      g.lineTo(128 - w, y + 20);
      g.closePath();
      g.fill();
    }
    g.fillRect(120, 218, 16, 26);
  }, target);
}

/** Face of a tile: its colour with a soft vignette and the label. */
export function tileFaceTexture(label: string | undefined, color: string | undefined, target: TextureTarget = 'model'): CanvasTexture {
  const body = color ?? '#8fb069';
  return make(`tile:${label ?? ''}:${body}`, 256, 256, (g) => {
    g.fillStyle = body;
    g.fillRect(0, 0, 256, 256);
    const rnd = lcg(label ? label.length * 31 + 5 : 5);
    g.globalAlpha = 0.12;
    for (let i = 0; i < 120; i++) {
      g.fillStyle = rnd() > 0.5 ? '#ffffff' : '#000000';
      g.beginPath();
      g.arc(rnd() * 256, rnd() * 256, 2 + rnd() * 5, 0, Math.PI * 2);
      g.fill();
    }
    g.globalAlpha = 1;
    g.strokeStyle = 'rgba(0,0,0,0.35)';
    g.lineWidth = 8;
    g.strokeRect(4, 4, 248, 248);
    if (label) {
      g.fillStyle = 'rgba(251,247,239,0.85)';
      roundRect(g, 28, 98, 200, 60, 12);
      g.fill();
      g.fillStyle = '#2b1d12';
      fitText(g, label, 128, 129, 184, 40);
    }
  }, target);
}

/** Back of a tile: dark wood with a diamond hatch. */
export function tileBackTexture(target: TextureTarget = 'model'): CanvasTexture {
  return make('tile-back', 256, 256, (g) => {
    g.fillStyle = '#5d3f25';
    g.fillRect(0, 0, 256, 256);
    g.strokeStyle = 'rgba(255,230,190,0.18)';
    g.lineWidth = 3;
    for (let i = -256; i < 512; i += 24) {
      g.beginPath();
      g.moveTo(i, 0);
      g.lineTo(i + 256, 256);
      g.moveTo(i + 256, 0);
      g.lineTo(i, 256);
      g.stroke();
    }
    g.strokeStyle = 'rgba(0,0,0,0.4)';
    g.lineWidth = 8;
    g.strokeRect(4, 4, 248, 248);
  }, target);
}

/**
 * Top of a token: its colour, a ring and the label or letter in contrasting ink. For the
 * token model the whole square is painted (the cap's UVs span it); `plain` leaves the
 * corners clear for a disc. A square token's ring is a rounded square, its label a little
 * wider (an empty label prints nothing).
 */
export function tokenFaceTexture(text: string, body: string, target: TextureTarget = 'model', shape: 'round' | 'square' = 'round'): CanvasTexture {
  return make(`${shape === 'square' ? 'square-token' : 'token'}:${text}:${body}`, 128, 128, (g) => {
    const ink = inkFor(body);
    g.fillStyle = body;
    if (target === 'model') g.fillRect(0, 0, 128, 128);
    g.strokeStyle = ink;
    g.globalAlpha = 0.45;
    g.lineWidth = 5;
    if (shape === 'square') roundRect(g, 10, 10, 108, 108, 10);
    else {
      g.beginPath();
      g.arc(64, 64, 54, 0, Math.PI * 2);
    }
    g.stroke();
    g.globalAlpha = 1;
    g.fillStyle = ink;
    if (text) fitText(g, text, 64, 66, shape === 'square' ? 96 : 92, text.length <= 2 ? 60 : 34);
  }, target);
}

/** A count badge: a dark pill with the number. */
export function badgeTexture(count: number): CanvasTexture {
  return make(`badge:${count}`, 128, 64, (g) => {
    g.fillStyle = 'rgba(30, 20, 12, 0.85)';
    roundRect(g, 4, 4, 120, 56, 28);
    g.fill();
    g.strokeStyle = '#e8d9b0';
    g.lineWidth = 3;
    g.stroke();
    g.fillStyle = '#fbf5e8';
    fitText(g, String(count), 64, 34, 104, 52);
  });
}

/** Warm wood grain for the table top, tiled across it. */
export function woodTexture(): CanvasTexture {
  const t = make('wood', 512, 512, (g) => {
    g.fillStyle = '#9a6a3f';
    g.fillRect(0, 0, 512, 512);
    const rnd = lcg(11);
    for (let plank = 0; plank < 4; plank++) {
      const y0 = plank * 128;
      g.fillStyle = `hsl(27, ${40 + rnd() * 8}%, ${38 + rnd() * 5}%)`;
      g.fillRect(0, y0, 512, 128);
      for (let i = 0; i < 26; i++) {
        const y = y0 + rnd() * 128;
        g.strokeStyle = `rgba(${rnd() > 0.5 ? '60,32,14' : '190,140,90'}, ${0.08 + rnd() * 0.12})`;
        g.lineWidth = 1 + rnd() * 2.5;
        g.beginPath();
        g.moveTo(0, y);
        for (let x = 0; x <= 512; x += 32) g.lineTo(x, y + Math.sin(x / 60 + i) * (2 + rnd() * 3));
        g.stroke();
      }
      g.fillStyle = 'rgba(30, 15, 5, 0.4)';
      g.fillRect(0, y0, 512, 2);
    }
  });
  t.wrapS = RepeatWrapping;
  t.wrapT = RepeatWrapping;
  return t;
}

/** Where an empty pile goes: a dashed outline with the pile's name. */
export function emptySpotTexture(name: string): CanvasTexture {
  return make(`spot:${name}`, 256, 358, (g) => {
    g.strokeStyle = 'rgba(251,245,232,0.7)';
    g.lineWidth = 6;
    g.setLineDash([18, 12]);
    roundRect(g, 8, 8, 240, 342, 16);
    g.stroke();
    g.fillStyle = 'rgba(251,245,232,0.75)';
    fitText(g, name, 128, 179, 210, 34);
  });
}

/** A soft round glow, white at the centre fading out: tinted by the material that uses it. */
export function haloTexture(): CanvasTexture {
  return make('halo', 128, 128, (g) => {
    const grad = g.createRadialGradient(64, 64, 20, 64, 64, 64);
    grad.addColorStop(0, 'rgba(255,255,255,0.0)');
    grad.addColorStop(0.35, 'rgba(255,255,255,0.9)');
    grad.addColorStop(0.6, 'rgba(255,255,255,0.45)');
    grad.addColorStop(1, 'rgba(255,255,255,0)');
    g.fillStyle = grad;
    g.fillRect(0, 0, 128, 128);
  });
}
