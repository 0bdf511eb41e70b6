/**
 * Pixels of the table's physical surfaces, made in code (pure: no DOM, no three): wood
 * grain for the table's frame, felt for its playing surface, card stock for cards and
 * tiles, and woven cloth for the bag. Each is RGBA bytes, square, tileable (its noise
 * wraps at the edges, so it repeats without seams) and deterministic: the same size and
 * seed give the same bytes on every screen. surface-textures.ts turns them into textures.
 */

/** An integer hash of a lattice point, 0..1 (a small deterministic mix; no Math.random). */
function hash(x: number, y: number, seed: number): number {
  let h = Math.imul(x, 374761393) ^ Math.imul(y, 668265263) ^ Math.imul(seed, 2246822519);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

const smooth = (t: number): number => t * t * (3 - 2 * t);

/**
 * Value noise at (x, y) on a lattice of `period` × `period` cells that wraps, so a texture
 * whose side is a whole number of periods tiles seamlessly.
 */
export function tileNoise(x: number, y: number, period: number, seed: number): number {
  const xi = Math.floor(x);
  const yi = Math.floor(y);
  const fx = smooth(x - xi);
  const fy = smooth(y - yi);
  const w = (v: number) => ((v % period) + period) % period;
  const a = hash(w(xi), w(yi), seed);
  const b = hash(w(xi + 1), w(yi), seed);
  const c = hash(w(xi), w(yi + 1), seed);
  const d = hash(w(xi + 1), w(yi + 1), seed);
  return a + (b - a) * fx + (c - a) * fy + (a - b - c + d) * fx * fy;
}

/** Fractal noise 0..1 over `octaves`, its base lattice `period` cells across the texture. */
function fbm(u: number, v: number, period: number, octaves: number, seed: number): number {
  let sum = 0;
  let amp = 0.5;
  let norm = 0;
  let p = period;
  for (let o = 0; o < octaves; o++) {
    sum += amp * tileNoise(u * p, v * p, p, seed + o * 17);
    norm += amp;
    amp *= 0.5;
    p *= 2;
  }
  return sum / norm;
}

type Rgb = readonly [number, number, number];

function fill(size: number, pixel: (u: number, v: number, x: number, y: number) => Rgb): Uint8Array {
  const out = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const [r, g, b] = pixel(x / size, y / size, x, y);
      const i = (y * size + x) * 4;
      out[i] = Math.max(0, Math.min(255, Math.round(r)));
      out[i + 1] = Math.max(0, Math.min(255, Math.round(g)));
      out[i + 2] = Math.max(0, Math.min(255, Math.round(b)));
      out[i + 3] = 255;
    }
  }
  return out;
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];

/** Planks across the texture (seams along u), with flowing grain and a tint per plank. */
export function woodPixels(size: number, seed = 1, planks = 4): Uint8Array {
  const light: Rgb = [176, 124, 78];
  const dark: Rgb = [104, 62, 34];
  return fill(size, (u, v) => {
    const plank = Math.min(planks - 1, Math.floor(v * planks));
    const within = v * planks - plank;
    const tint = hash(plank, 3, seed) * 0.18 - 0.09;
    // Grain: stretched rings along u, bent by low-frequency noise.
    const warp = fbm(u, v, 2, 3, seed + plank * 31);
    const rings = 0.5 + 0.5 * Math.sin((within * 9 + warp * 6 + plank * 1.7) * Math.PI * 2);
    const fine = fbm(u, v, 32, 2, seed + 5);
    let t = 0.25 + 0.45 * rings ** 3 + 0.3 * fine;
    // Dark seams between planks.
    const edge = Math.min(within, 1 - within) * (size / planks);
    if (edge < 1.2) t = Math.min(1, t + 0.55 * (1 - edge / 1.2));
    const c = mix(light, dark, Math.max(0, Math.min(1, t)));
    return [c[0] * (1 + tint), c[1] * (1 + tint), c[2] * (1 + tint)];
  });
}

/** Felt: a deep cloth colour with soft mottling and fine fibres catching the light. */
export function feltPixels(size: number, seed = 2, base: Rgb = [52, 86, 62]): Uint8Array {
  return fill(size, (u, v) => {
    const mottle = fbm(u, v, 4, 3, seed) - 0.5;
    const fibre = fbm(u, v, 64, 2, seed + 9) - 0.5;
    const k = 1 + mottle * 0.22 + fibre * 0.3;
    return [base[0] * k, base[1] * k, base[2] * k];
  });
}

/** Card stock: near white, with faint fibres (used as a bump and roughness grain under faces). */
export function cardStockPixels(size: number, seed = 3): Uint8Array {
  return fill(size, (u, v) => {
    const fibres = fbm(u * 1.0, v * 0.35, 48, 2, seed) - 0.5;
    const speck = hash(Math.floor(u * size), Math.floor(v * size), seed) > 0.985 ? -18 : 0;
    const g = 236 + fibres * 36 + speck;
    return [g, g, g];
  });
}

/** Woven cloth: an over-and-under weave, light grey so the bag's colour tints it. */
export function clothPixels(size: number, seed = 4, threads = 32): Uint8Array {
  return fill(size, (u, v) => {
    const su = u * threads;
    const sv = v * threads;
    const over = (Math.floor(su) + Math.floor(sv)) % 2 === 0;
    // Each crossing: a thread bulging along its own direction.
    const along = over ? su - Math.floor(su) : sv - Math.floor(sv);
    const across = over ? sv - Math.floor(sv) : su - Math.floor(su);
    const bulge = Math.sin(across * Math.PI) * (0.75 + 0.25 * Math.sin(along * Math.PI));
    const slub = fbm(u, v, 8, 2, seed) - 0.5;
    const g = 150 + bulge * 100 + slub * 30;
    return [g, g, g];
  });
}

/** Mean brightness (0..255) of an RGBA image's colour channels: a cheap summary for tests. */
export function meanLevel(px: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < px.length; i += 4) sum += (px[i]! + px[i + 1]! + px[i + 2]!) / 3;
  return sum / (px.length / 4);
}
