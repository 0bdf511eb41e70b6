/**
 * The physical surfaces as textures (surface-pixels.ts makes their pixels): each made once,
 * on first use, and shared by every material that shows it; repeating, mipmapped, with
 * anisotropic filtering so grain and weave stay crisp at a glancing angle.
 */
import { DataTexture, LinearFilter, LinearMipmapLinearFilter, LinearSRGBColorSpace, RepeatWrapping, SRGBColorSpace, type Texture } from 'three';
import { cardStockPixels, clothPixels, feltPixels, woodPixels } from './surface-pixels.ts';

export type Surface = 'wood' | 'felt' | 'card-stock' | 'cloth';

const SIZES: Record<Surface, number> = { wood: 512, felt: 256, 'card-stock': 128, cloth: 128 };
const cache = new Map<string, DataTexture>();

function pixels(surface: Surface, size: number): Uint8Array {
  switch (surface) {
    case 'wood': return woodPixels(size);
    case 'felt': return feltPixels(size);
    case 'card-stock': return cardStockPixels(size);
    case 'cloth': return clothPixels(size);
  }
}

/**
 * The shared texture of a surface: `colour` for a colour map (sRGB), else the raw levels
 * for a bump or roughness map. Clone it to give it its own repeat.
 */
export function surfaceTexture(surface: Surface, colour = true): Texture {
  const key = `${surface}:${colour}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const size = SIZES[surface];
  const t = new DataTexture(pixels(surface, size), size, size);
  t.colorSpace = colour ? SRGBColorSpace : LinearSRGBColorSpace;
  t.wrapS = RepeatWrapping;
  t.wrapT = RepeatWrapping;
  t.generateMipmaps = true;
  t.magFilter = LinearFilter;
  t.minFilter = LinearMipmapLinearFilter;
  t.anisotropy = 4;
  t.needsUpdate = true;
  cache.set(key, t);
  return t;
}

/** A copy of a surface's texture repeating `u` × `v` times (its own repeat; same pixels). */
export function repeated(surface: Surface, u: number, v: number, colour = true): Texture {
  const t = surfaceTexture(surface, colour).clone();
  t.repeat.set(u, v);
  t.needsUpdate = true;
  return t;
}
