/**
 * Putting one new layer into an image array already on the graphics card, its mipmaps
 * made here: three.js would upload the layer and then make the mipmaps of the whole array
 * again (every layer's), which for a few hundred card faces is a long stall on a weak
 * machine — and a minute on a software renderer. Made on a canvas, a layer's mip chain is
 * a third more pixels than the layer, and goes up level by level into that layer alone.
 */
import type { DataArrayTexture, WebGLRenderer } from 'three';

/** How many mip levels WebGL keeps for a `w` × `h` texture (three allocates as many). */
export function mipLevels(w: number, h: number): number {
  return Math.floor(Math.log2(Math.max(w, h))) + 1;
}

/** The size of mip level `level` of a `w` × `h` texture. */
export function mipSize(w: number, h: number, level: number): [number, number] {
  return [Math.max(1, w >> level), Math.max(1, h >> level)];
}

/** Canvases for each level below the first, made once per array size and reused. */
export class MipChain {
  private readonly levels: CanvasRenderingContext2D[] = [];
  readonly width: number;
  readonly height: number;

  constructor(width: number, height: number) {
    this.width = width;
    this.height = height;
    for (let level = 1; level < mipLevels(width, height); level++) {
      const [w, h] = mipSize(width, height, level);
      const c = document.createElement('canvas');
      c.width = w;
      c.height = h;
      const g = c.getContext('2d', { willReadFrequently: true })!;
      g.imageSmoothingEnabled = true;
      g.imageSmoothingQuality = 'high';
      this.levels.push(g);
    }
  }

  /** The pixels of every level below the first, each halved from the one above, for the picture now on `base`. */
  below(base: HTMLCanvasElement): Uint8ClampedArray[] {
    const out: Uint8ClampedArray[] = [];
    let from: HTMLCanvasElement = base;
    for (const g of this.levels) {
      const { width, height } = g.canvas;
      g.clearRect(0, 0, width, height);
      g.drawImage(from, 0, 0, width, height);
      out.push(g.getImageData(0, 0, width, height).data);
      from = g.canvas;
    }
    return out;
  }
}

interface GlTextureProps {
  __webglTexture?: WebGLTexture;
}

/**
 * Puts `levels` (level 0 first) into layer `layer` of `texture`, already on the GPU of
 * `renderer`. False when the texture is not there yet (three uploads it whole instead).
 */
export function uploadLayer(renderer: WebGLRenderer, texture: DataArrayTexture, layer: number, levels: readonly Uint8ClampedArray[]): boolean {
  const gl = renderer.getContext();
  const tex = (renderer.properties.get(texture) as GlTextureProps).__webglTexture;
  if (!tex || !(gl instanceof WebGL2RenderingContext)) return false;
  renderer.state.bindTexture(gl.TEXTURE_2D_ARRAY, tex);
  gl.pixelStorei(gl.UNPACK_FLIP_Y_WEBGL, false);
  gl.pixelStorei(gl.UNPACK_PREMULTIPLY_ALPHA_WEBGL, false);
  gl.pixelStorei(gl.UNPACK_ALIGNMENT, 4);
  gl.pixelStorei(gl.UNPACK_ROW_LENGTH, 0);
  gl.pixelStorei(gl.UNPACK_IMAGE_HEIGHT, 0);
  gl.pixelStorei(gl.UNPACK_SKIP_PIXELS, 0);
  gl.pixelStorei(gl.UNPACK_SKIP_ROWS, 0);
  gl.pixelStorei(gl.UNPACK_SKIP_IMAGES, 0);
  const { width, height } = texture.image;
  levels.forEach((pixels, level) => {
    const [w, h] = mipSize(width, height, level);
    gl.texSubImage3D(gl.TEXTURE_2D_ARRAY, level, 0, 0, layer, w, h, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
  });
  return true;
}
