/**
 * Faces as layers of texture arrays: every face a piece shows (a card's front, a tile's
 * print, a token's label, a board's painting) is copied once into a layer of the array for
 * its size, and a piece names its face by layer, so a deck of different faces draws in one
 * call. The layers are filled here, on the client, from the faces this client's projection
 * shows it (the same canvases the pieces were drawn with before): nothing is fetched, and a
 * face this viewer may not see never reaches a layer, because it never reached the page.
 */
import { DataArrayTexture, LinearFilter, LinearMipmapLinearFilter, SRGBColorSpace, type Texture } from 'three';

/** Pixels an array's first layers hold together: small faces start with several layers, a board's painting with one. */
const FIRST_PIXELS = 1 << 20;

function firstDepth(width: number, height: number): number {
  return Math.max(1, Math.min(16, Math.floor(FIRST_PIXELS / (width * height))));
}

/** One array of equal-sized layers, shared by every batch that draws faces of that size. */
export class FaceArray {
  readonly width: number;
  readonly height: number;
  /** The uniform the batches' materials read: its value changes when the array grows. */
  readonly uniform: { value: DataArrayTexture };
  private readonly layers = new Map<Texture, number>();
  private depth: number;
  private used = 0;
  private readonly scratch: CanvasRenderingContext2D;
  /** The texture has not gone up yet: its first upload takes every layer, so none is named. */
  private fresh = true;

  constructor(width: number, height: number) {
    this.width = width;
    this.height = height;
    this.depth = firstDepth(width, height);
    this.uniform = { value: this.make(this.depth, null) };
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    this.scratch = canvas.getContext('2d', { willReadFrequently: true })!;
  }

  /** Faces held. */
  get size(): number {
    return this.used;
  }

  /** Bytes the array takes on the GPU (every layer allocated, with its mipmaps). */
  get bytes(): number {
    return Math.round(this.width * this.height * 4 * this.depth * (4 / 3));
  }

  private make(depth: number, from: Uint8Array | null): DataArrayTexture {
    const data = new Uint8Array(this.width * this.height * 4 * depth);
    if (from) data.set(from);
    const t = new DataArrayTexture(data, this.width, this.height, depth);
    t.colorSpace = SRGBColorSpace;
    t.generateMipmaps = true;
    t.minFilter = LinearMipmapLinearFilter;
    t.magFilter = LinearFilter;
    t.anisotropy = 4;
    t.needsUpdate = true;
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
    if (this.used === this.depth) this.grow();
    const layer = this.used++;
    const g = this.scratch;
    g.save();
    g.clearRect(0, 0, this.width, this.height);
    if (face.flipY) {
      g.translate(0, this.height);
      g.scale(1, -1);
    }
    g.drawImage(image, 0, 0, this.width, this.height);
    g.restore();
    const pixels = g.getImageData(0, 0, this.width, this.height).data;
    const t = this.uniform.value;
    (t.image.data as Uint8Array).set(pixels, layer * this.width * this.height * 4);
    // Once the texture is on the GPU, only the new layer goes up.
    if (!this.fresh) t.addLayerUpdate(layer);
    t.needsUpdate = true;
    this.layers.set(face, layer);
    return layer;
  }

  private grow(): void {
    const old = this.uniform.value;
    this.depth *= 2;
    // A new texture: its storage is sized once on the GPU; every layer goes up with it.
    this.uniform.value = this.make(this.depth, old.image.data as Uint8Array);
    old.dispose();
  }

  dispose(): void {
    this.uniform.value.dispose();
    this.layers.clear();
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

  dispose(): void {
    for (const a of this.arrays.values()) a.dispose();
    this.arrays.clear();
  }
}
