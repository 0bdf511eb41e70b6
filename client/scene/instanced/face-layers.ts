/**
 * Faces as layers of texture arrays: every face a piece shows (a card's front, a tile's
 * print, a token's label, a board's painting) is copied once into a layer of the array for
 * its size, and a piece names its face by layer, so a deck of different faces draws in one
 * call. The layers are filled here, on the client, from the faces this client's projection
 * shows it (the same canvases the pieces were drawn with before): nothing is fetched, and a
 * face this viewer may not see never reaches a layer, because it never reached the page.
 */
import type { DataArrayTexture, Texture } from 'three';
import { arrayTexture } from './array-texture.ts';

/** Room an array keeps beyond the faces it holds when it is made (an eighth, at least one layer). */
function depthFor(layers: number): number {
  return layers + Math.max(1, Math.ceil(layers / 8));
}

/**
 * One array of equal-sized layers, shared by every batch that draws faces of that size.
 * Faces are copied in as they are first asked for and go to the GPU just before the next
 * draw (`flush`), all at once: an array is made as deep as the faces it holds and an eighth
 * more, and made again deeper only when they outgrow it — a table of 300 different cards
 * takes about 340 layers, not the next power of two.
 */
export class FaceArray {
  readonly width: number;
  readonly height: number;
  /** The uniform the batches' materials read: its value changes when the array is made again. */
  readonly uniform: { value: DataArrayTexture };
  private readonly layers = new Map<Texture, number>();
  /** Pixels of faces copied in since the last flush, in layer order from `inTexture`. */
  private staged: Uint8ClampedArray[] = [];
  /** Layers already in the texture. */
  private inTexture = 0;
  private readonly scratch: CanvasRenderingContext2D;
  /** The texture has not gone up yet: its first upload takes every layer, so none is named. */
  private fresh = true;

  constructor(width: number, height: number) {
    this.width = width;
    this.height = height;
    this.uniform = { value: this.make(1, null) };
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    this.scratch = canvas.getContext('2d', { willReadFrequently: true })!;
  }

  /** Bytes the array takes on the GPU (every layer allocated, with its mipmaps). */
  get bytes(): number {
    return Math.round(this.width * this.height * 4 * this.uniform.value.image.depth * (4 / 3));
  }

  private get layerBytes(): number {
    return this.width * this.height * 4;
  }

  private make(depth: number, from: Uint8Array | null): DataArrayTexture {
    const t = arrayTexture(this.width, this.height, depth, from);
    this.fresh = true;
    t.onUpdate = () => {
      this.fresh = false;
    };
    return t;
  }

  /**
   * The layer showing `face` (a canvas texture), copied in the first time it is asked for.
   * The copy keeps the texture's orientation: a texture drawn for a plain quad (flipY) is
   * turned the way a model's UVs read it.
   */
  layerOf(face: Texture): number {
    const hit = this.layers.get(face);
    if (hit !== undefined) return hit;
    const image = face.image as CanvasImageSource & { width: number; height: number };
    const layer = this.layers.size;
    const g = this.scratch;
    g.save();
    g.clearRect(0, 0, this.width, this.height);
    if (face.flipY) {
      g.translate(0, this.height);
      g.scale(1, -1);
    }
    g.drawImage(image, 0, 0, this.width, this.height);
    g.restore();
    this.staged.push(g.getImageData(0, 0, this.width, this.height).data);
    this.layers.set(face, layer);
    return layer;
  }

  /** Puts the faces copied in since the last draw into the texture (made again, deeper, if they do not fit). */
  flush(): void {
    if (this.staged.length === 0) return;
    const need = this.inTexture + this.staged.length;
    let t = this.uniform.value;
    if (need > t.image.depth) {
      const old = t;
      t = this.make(depthFor(need), old.image.data as Uint8Array);
      this.uniform.value = t;
      old.dispose();
    }
    const data = t.image.data as Uint8Array;
    this.staged.forEach((pixels, i) => {
      const layer = this.inTexture + i;
      data.set(pixels, layer * this.layerBytes);
      // Once the texture is on the GPU, only the new layers go up.
      if (!this.fresh) t.addLayerUpdate(layer);
    });
    t.needsUpdate = true;
    this.inTexture = need;
    this.staged = [];
  }

  dispose(): void {
    this.uniform.value.dispose();
    this.layers.clear();
    this.staged = [];
  }
}

/** The arrays of one canvas, by layer size. */
export class FaceArrays {
  private readonly arrays = new Map<string, FaceArray>();

  /** The array for faces of `face`'s size. */
  arrayFor(face: Texture): FaceArray {
    const image = face.image as { width: number; height: number };
    const key = `${image.width}x${image.height}`;
    let a = this.arrays.get(key);
    if (!a) {
      a = new FaceArray(image.width, image.height);
      this.arrays.set(key, a);
    }
    return a;
  }

  all(): FaceArray[] {
    return [...this.arrays.values()];
  }

  /** Every array's new faces into its texture (just before a draw). */
  flush(): void {
    for (const a of this.arrays.values()) a.flush();
  }

  dispose(): void {
    for (const a of this.arrays.values()) a.dispose();
    this.arrays.clear();
  }
}
