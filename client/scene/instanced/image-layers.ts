/**
 * A group's own images as layers of texture arrays, one array per image class and size
 * (image-classes.ts): a card face the group uploaded is one layer of the card array, and
 * every card showing an image — a thousand of them — is drawn by the one batch that reads
 * that array. Images are loaded when a piece first shows them (face-loader.ts), copied into
 * the lowest free layer (layer-slots.ts), and given back when no piece shows them: a
 * given-back image stays cached until its layer is wanted, and an array whose held layers
 * fit in half of it is made again shallower — with none held, it is freed.
 *
 * While an image loads (and until its layer has gone up), its pieces draw their plain faces; an image that fails to load
 * says so to its pieces (which draw a neutral face) and nothing is logged.
 */
import { DataArrayTexture, type WebGLRenderer } from 'three';
import { arrayTexture } from './array-texture.ts';
import { LAYER_SPECS, arrayKey, sourceRect, type FaceSize, type ImageClass, type LayerSpec } from '../image-classes.ts';
import { LayerSlots, grownDepth } from './layer-slots.ts';
import { MipChain, uploadLayer } from './layer-upload.ts';

/** Least time between two uploads of one array's new images. */
export const UPLOAD_GAP_MS = 250;

/** Whether an array's new images go up now: when its texture goes up whole anyway, or UPLOAD_GAP_MS after the last upload. */
export function uploadDue(uploadedAt: number, now: number, whole: boolean): boolean {
  return whole || now - uploadedAt >= UPLOAD_GAP_MS;
}

/** What an image is drawn from: a bitmap, or a canvas painted here (a counter's number). */
export type ImageSource = CanvasImageSource & { width: number; height: number };

/** A face shown from an image array: the array (a batch's face source) and the layer. */
export interface ImageFace {
  readonly source: ImageArray;
  readonly layer: number;
}

/** What a piece's image is now: its face, still loading (or waiting for room), or failed. */
export type ImageState = ImageFace | 'loading' | 'failed';

/** The face of an image that is in, else null (none asked for, loading, or failed). */
export function readyFace(state: ImageState | null): ImageFace | null {
  return state !== null && typeof state === 'object' ? state : null;
}

const EMPTY = new Uint8Array(4);

function emptyTexture(): DataArrayTexture {
  const t = new DataArrayTexture(EMPTY, 1, 1, 1);
  t.needsUpdate = true;
  return t;
}

/** One class's array at one size: its layers' pixels (kept here to go up layer by layer) and which image each holds. */
export class ImageArray {
  readonly key: string;
  readonly width: number;
  readonly height: number;
  readonly spec: LayerSpec;
  readonly slots: LayerSlots;
  /** The uniform the batches' materials read: its value changes when the array is made again. */
  readonly uniform: { value: DataArrayTexture };
  /** Layers the texture has (0: none, a 1-texel stand-in). */
  depth = 0;
  /** Pixels of images copied in and not yet uploaded, by layer, with who to tell once they are. */
  private staged = new Map<number, { pixels: Uint8ClampedArray; mips: Uint8ClampedArray[]; up: () => void }>();
  private fresh = true;
  /** When images last went up (ms); -Infinity: never. */
  private uploadedAt = Number.NEGATIVE_INFINITY;
  private scratch: CanvasRenderingContext2D | null = null;
  private chain: MipChain | null = null;

  constructor(key: string, spec: LayerSpec) {
    this.key = key;
    this.spec = spec;
    this.width = spec.width;
    this.height = spec.height;
    this.slots = new LayerSlots(spec.max);
    this.uniform = { value: emptyTexture() };
  }

  private get layerBytes(): number {
    return this.width * this.height * 4;
  }

  /** Bytes the array takes on the graphics card (every layer allocated, with its mipmaps). */
  get bytes(): number {
    return Math.round(this.layerBytes * this.depth * (4 / 3));
  }

  /** Copies `image` into `layer`; it goes up with a coming flush, which then calls `up`. */
  write(layer: number, image: ImageSource, up: () => void): void {
    if (!this.scratch) {
      const canvas = document.createElement('canvas');
      canvas.width = this.width;
      canvas.height = this.height;
      this.scratch = canvas.getContext('2d', { willReadFrequently: true })!;
    }
    const g = this.scratch;
    const { sx, sy, sw, sh } = sourceRect(image.width, image.height, this.spec);
    g.clearRect(0, 0, this.width, this.height);
    g.drawImage(image, sx, sy, sw, sh, 0, 0, this.width, this.height);
    this.chain ??= new MipChain(this.width, this.height);
    this.staged.set(layer, { pixels: g.getImageData(0, 0, this.width, this.height).data, mips: this.chain.below(g.canvas), up });
  }

  private make(depth: number): DataArrayTexture {
    if (depth === 0) return emptyTexture();
    const old = this.uniform.value;
    const t = arrayTexture(this.width, this.height, depth, this.depth > 0 ? (old.image.data as Uint8Array) : null);
    this.fresh = true;
    t.onUpdate = () => {
      this.fresh = false;
    };
    return t;
  }

  private remake(depth: number): void {
    const old = this.uniform.value;
    this.uniform.value = this.make(depth);
    this.depth = depth;
    old.dispose();
  }

  /**
   * Fits the texture to the layers in use and puts the new images in (just before a draw).
   * On a texture already on the GPU of `renderer`, each new layer goes up alone with the
   * mipmaps made for it (layer-upload.ts); otherwise the texture goes up whole and makes its
   * mipmaps, at most once every UPLOAD_GAP_MS, so images arriving one by one go up
   * together. True while some wait.
   */
  flush(now: number, renderer: WebGLRenderer | null = null): boolean {
    const shrink = this.slots.shrinkTo(this.depth);
    if (shrink !== null) {
      for (const layer of this.staged.keys()) if (layer >= shrink) this.staged.delete(layer);
      this.remake(shrink);
    }
    if (this.slots.top > this.depth) this.remake(grownDepth(this.depth, this.slots.top, this.spec.max));
    // An image given back after it was copied in, its layer since dropped, has nowhere to go.
    for (const layer of this.staged.keys()) if (layer >= this.depth) this.staged.delete(layer);
    if (this.staged.size === 0) return false;
    const t = this.uniform.value;
    const direct = !this.fresh && renderer !== null;
    if (!direct && !uploadDue(this.uploadedAt, now, this.fresh)) return true;
    this.uploadedAt = now;
    const data = t.image.data as Uint8Array;
    const up = [...this.staged.values()].map((s) => s.up);
    let whole = false;
    for (const [layer, { pixels, mips }] of this.staged) {
      // Kept here too: a texture made again goes up from these.
      data.set(pixels, layer * this.layerBytes);
      if (direct && uploadLayer(renderer, t, layer, [pixels, ...mips])) continue;
      whole = true;
      // Once the texture is on the GPU, only the new layers go up (and the mipmaps are made again).
      if (!this.fresh) t.addLayerUpdate(layer);
    }
    if (whole) t.needsUpdate = true;
    this.staged.clear();
    for (const f of up) f();
    return false;
  }

  dispose(): void {
    this.uniform.value.dispose();
    this.staged.clear();
    this.depth = 0;
  }
}

interface Request {
  array: ImageArray;
  key: string;
  load: () => Promise<ImageSource> | ImageSource;
  holders: number;
  state: ImageState | 'waiting';
  /** Whether the array's slots hold a reference for it (a layer taken). */
  placed: boolean;
  listeners: Set<() => void>;
}

/** A piece's hold on an image: what it is now, a way to hear when that changes, and giving it back. */
export interface ImageHold {
  state(): ImageState;
  subscribe(f: () => void): () => void;
  give(): void;
}

/** The image arrays of one canvas and the images being loaded into them. */
export class ImageLayers {
  private readonly arrays = new Map<string, ImageArray>();
  private readonly requests = new Map<string, Request>();
  /** Called when an image is in, failed or found room (the scene draws again). */
  onChange: (() => void) | null = null;
  private again: ReturnType<typeof setTimeout> | null = null;

  /** The array of class `cls` at `size` (made the first time). */
  arrayFor(cls: ImageClass, size: FaceSize): ImageArray {
    const key = arrayKey(cls, size);
    let a = this.arrays.get(key);
    if (!a) {
      a = new ImageArray(key, LAYER_SPECS[cls][size]);
      this.arrays.set(key, a);
    }
    return a;
  }

  all(): ImageArray[] {
    return [...this.arrays.values()];
  }

  /**
   * Takes image `key` for a piece (loaded by `load` the first time, into the array of `cls`
   * at `size`): the hold says what it is until the piece gives it back.
   */
  take(cls: ImageClass, size: FaceSize, key: string, load: () => Promise<ImageSource> | ImageSource): ImageHold {
    const array = this.arrayFor(cls, size);
    const id = `${array.key}|${key}`;
    let r = this.requests.get(id);
    if (!r) {
      r = { array, key, load, holders: 0, state: 'loading', placed: false, listeners: new Set() };
      this.requests.set(id, r);
      this.place(r);
    }
    r.holders++;
    const req = r;
    let given = false;
    return {
      state: () => (req.state === 'waiting' ? 'loading' : req.state),
      subscribe: (f) => {
        req.listeners.add(f);
        return () => req.listeners.delete(f);
      },
      give: () => {
        if (given) return;
        given = true;
        this.give(id, req);
      },
    };
  }

  private settle(r: Request, state: ImageState | 'waiting'): void {
    r.state = state;
    for (const f of r.listeners) f();
    this.onChange?.();
  }

  /** Finds `r` a layer and fills it: at once if the image is cached there, else once loaded. */
  private place(r: Request): void {
    const taken = r.array.slots.take(r.key);
    if (!taken) {
      r.state = 'waiting';
      return;
    }
    r.placed = true;
    const face: ImageFace = { source: r.array, layer: taken.layer };
    if (!taken.fresh) {
      this.settle(r, face);
      return;
    }
    r.state = 'loading';
    const current = () => r.placed && r.array.slots.layerOf(r.key) === taken.layer;
    // The piece is shown its image once the layer has gone up (no empty layer is ever drawn).
    const fill = (image: ImageSource) => {
      if (!current()) return;
      r.array.write(taken.layer, image, () => current() && this.settle(r, face));
      // A draw puts it up.
      this.onChange?.();
    };
    const fail = () => {
      if (!current()) return;
      r.array.slots.forget(r.key);
      r.placed = false;
      this.settle(r, 'failed');
      this.retry(r.array);
    };
    try {
      const got = r.load();
      if (got instanceof Promise) got.then(fill, fail);
      else fill(got);
    } catch {
      fail();
    }
  }

  private give(id: string, r: Request): void {
    r.holders--;
    if (r.holders > 0) return;
    this.requests.delete(id);
    r.listeners.clear();
    if (!r.placed) return;
    r.placed = false;
    // An image still loading leaves nothing worth caching: its layer is emptied.
    if (r.state === 'loading') r.array.slots.forget(r.key);
    else r.array.slots.give(r.key);
    this.retry(r.array);
  }

  /** Images waiting for room in `array` try again (one was given back). */
  private retry(array: ImageArray): void {
    for (const r of this.requests.values()) {
      if (r.array === array && r.state === 'waiting') {
        this.place(r);
        if (r.state === 'waiting') return;
      }
    }
  }

  /**
   * Every array's new images into its texture, each fitted to what it holds (just before a
   * draw); images held back to go up together ask for a draw when they are due.
   */
  flush(now: number, renderer: WebGLRenderer | null = null): void {
    let waiting = false;
    for (const a of this.arrays.values()) if (a.flush(now, renderer)) waiting = true;
    if (waiting && !this.again) {
      this.again = setTimeout(() => {
        this.again = null;
        this.onChange?.();
      }, UPLOAD_GAP_MS);
    }
  }

  dispose(): void {
    if (this.again) clearTimeout(this.again);
    this.again = null;
    for (const a of this.arrays.values()) a.dispose();
    this.arrays.clear();
    this.requests.clear();
  }
}
