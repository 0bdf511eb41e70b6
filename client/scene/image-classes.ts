/**
 * How a group's own images are kept for drawing (pure): each goes into a layer of the image
 * array of its class — card faces and backs, square prints (tiles, tokens, counters),
 * boards and mats, hidden zones' overlays — at the layer size of its class for the size of
 * image this screen asks for: 'phone' images on a small viewport, 'full' ones otherwise.
 * A class caps its array, so a table of a thousand different cards cannot take the
 * graphics card's memory: beyond the cap, images nobody shows make room, and a piece whose
 * image finds none draws its plain face until one is given back.
 */
import { isCompact } from '../hud/compact.ts';
import type { FaceSize } from '../../wire/protocol.ts';

/** The two sizes the server serves a face image at. */
export type { FaceSize };

export type ImageClass = 'card' | 'square' | 'board' | 'zone';

/** How an image fills its layer: stretched to it (cut cards, boards sized to their image), or cropped to cover it. */
export type Fit = 'fill' | 'cover';

export interface LayerSpec {
  width: number;
  height: number;
  /** Most layers the class's array may have. */
  max: number;
  fit: Fit;
}

/**
 * Layer sizes per class and image size. Cards keep a card's 5 : 7. A full card layer is
 * 320 × 448 (560 KiB), so the cap of 240 takes about 180 MiB with mipmaps; on a phone
 * 160 × 224 and 400 layers, about 75 MiB.
 */
export const LAYER_SPECS: Readonly<Record<ImageClass, Readonly<Record<FaceSize, LayerSpec>>>> = {
  card: { full: { width: 320, height: 448, max: 240, fit: 'fill' }, phone: { width: 160, height: 224, max: 400, fit: 'fill' } },
  square: { full: { width: 256, height: 256, max: 256, fit: 'cover' }, phone: { width: 128, height: 128, max: 400, fit: 'cover' } },
  board: { full: { width: 1024, height: 1024, max: 12, fit: 'fill' }, phone: { width: 512, height: 512, max: 12, fit: 'fill' } },
  zone: { full: { width: 512, height: 512, max: 24, fit: 'fill' }, phone: { width: 512, height: 512, max: 24, fit: 'fill' } },
};

/** Bytes one layer of `spec` takes on the graphics card, with its mipmaps. */
export function layerBytes(spec: LayerSpec): number {
  return Math.round(spec.width * spec.height * 4 * (4 / 3));
}

/** Most bytes a class's array may take (its cap of layers). */
export function classBudget(spec: LayerSpec): number {
  return layerBytes(spec) * spec.max;
}

/** Viewports this small on their shorter side get phone images even when wide (a phone held sideways). */
export const PHONE_SHORT_SIDE = 600;

/**
 * The image size for a canvas `width` × `height` CSS px: 'phone' where the HUD is compact
 * (at most 820 px wide: phones and tablets held upright) or the shorter side is at most
 * 600 px (a phone held sideways), 'full' otherwise (and before the canvas is measured).
 */
export function faceSizeFor(width: number, height: number): FaceSize {
  if (width <= 0 || height <= 0) return 'full';
  return isCompact(width) || Math.min(width, height) <= PHONE_SHORT_SIDE ? 'phone' : 'full';
}

/**
 * Where an image of `w` × `h` is drawn in a layer of `spec` (source rectangle, whole layer
 * as destination): the whole image stretched for 'fill', its centre cropped to the
 * layer's shape for 'cover'.
 */
export function sourceRect(w: number, h: number, spec: Pick<LayerSpec, 'width' | 'height' | 'fit'>): { sx: number; sy: number; sw: number; sh: number } {
  if (spec.fit === 'fill' || w <= 0 || h <= 0) return { sx: 0, sy: 0, sw: w, sh: h };
  const want = spec.width / spec.height;
  if (w / h > want) {
    const sw = h * want;
    return { sx: (w - sw) / 2, sy: 0, sw, sh: h };
  }
  const sh = w / want;
  return { sx: 0, sy: (h - sh) / 2, sw: w, sh };
}

/** The key an array goes by: one per class and size. */
export function arrayKey(cls: ImageClass, size: FaceSize): string {
  return `${cls}:${size}`;
}
