/**
 * Which layer of an image array holds which image (pure; image-layers.ts keeps the pixels).
 * An image is taken by the pieces that show it and given back when they stop: while anyone
 * holds it its layer is fixed, so an instance may keep naming it. An image nobody holds
 * stays in its layer as a cache, the least recently given back first to go when a new
 * image needs room. A new image takes the lowest free layer, so the images in use gather
 * at the bottom of the array and the array can be made shallower when the top empties.
 */

/** Room an array keeps above the layers it needs when it is made (an eighth, at least one layer). */
export function depthFor(layers: number): number {
  return layers + Math.max(1, Math.ceil(layers / 8));
}

/** The fewest layers an array is made with once it holds any. */
export const FIRST_DEPTH = 8;

/**
 * How deep an array of `depth` layers is made again when `need` layers do not fit: twice
 * as deep (images come in one by one as they load, and each remake copies every layer and
 * makes the mipmaps of all of them again), at least FIRST_DEPTH and an eighth above the
 * need, never deeper than `max`.
 */
export function grownDepth(depth: number, need: number, max: number): number {
  return Math.min(max, Math.max(FIRST_DEPTH, depthFor(need), depth * 2));
}

export interface Taken {
  layer: number;
  /** The layer does not hold the image yet (newly allocated): it must be filled. */
  fresh: boolean;
}

export class LayerSlots {
  /** Most layers the array may have. */
  readonly max: number;
  /** Layer → the key it holds (undefined: free). */
  private readonly keys: Array<string | undefined> = [];
  private readonly layers = new Map<string, number>();
  private readonly refs = new Map<string, number>();
  /** Keys nobody holds, least recently given back first (a Map keeps insertion order). */
  private readonly idle = new Map<string, true>();

  constructor(max: number) {
    this.max = max;
  }

  /** The layer holding `key`, held or cached; undefined when it is in none. */
  layerOf(key: string): number | undefined {
    return this.layers.get(key);
  }

  /** How many hold `key`. */
  holders(key: string): number {
    return this.refs.get(key) ?? 0;
  }

  /**
   * Takes `key`: its layer if it has one (cached or held), else the lowest free layer, else
   * the layer of the image given back longest ago. Null when every layer up to `max` is
   * held: the caller draws without the image and asks again when one is given back.
   */
  take(key: string): Taken | null {
    const had = this.layers.get(key);
    if (had !== undefined) {
      this.idle.delete(key);
      this.refs.set(key, (this.refs.get(key) ?? 0) + 1);
      return { layer: had, fresh: false };
    }
    let layer = this.keys.findIndex((k) => k === undefined);
    if (layer < 0 && this.keys.length < this.max) layer = this.keys.length;
    if (layer < 0) {
      const oldest = this.idle.keys().next();
      if (oldest.done) return null;
      layer = this.layers.get(oldest.value)!;
      this.forget(oldest.value);
    }
    this.keys[layer] = key;
    this.layers.set(key, layer);
    this.refs.set(key, 1);
    return { layer, fresh: true };
  }

  /** Gives back one hold of `key`; with none left its layer becomes a cache. */
  give(key: string): void {
    const n = this.refs.get(key);
    if (n === undefined) return;
    if (n > 1) {
      this.refs.set(key, n - 1);
      return;
    }
    this.refs.delete(key);
    if (this.layers.has(key)) this.idle.set(key, true);
  }

  /** Empties `key`'s layer at once, held or not (an image that failed to load). */
  forget(key: string): void {
    const layer = this.layers.get(key);
    if (layer !== undefined) this.keys[layer] = undefined;
    this.layers.delete(key);
    this.refs.delete(key);
    this.idle.delete(key);
    while (this.keys.length > 0 && this.keys[this.keys.length - 1] === undefined) this.keys.pop();
  }

  /** One above the highest layer in use, held or cached (how deep the array must be). */
  get top(): number {
    return this.keys.length;
  }

  /** One above the highest held layer. */
  get heldTop(): number {
    let top = 0;
    for (const [key, layer] of this.layers) if (this.refs.has(key) && layer + 1 > top) top = layer + 1;
    return top;
  }

  /** Images held by at least one piece. */
  get held(): number {
    return this.refs.size;
  }

  /**
   * The depth an array of `depth` layers should shrink to, or null to keep it: when what is
   * held fits in a quarter of it (so an array that just grew does not shrink straight back;
   * none held: no array at all, 0), the cached layers above the new depth are dropped and
   * the array made again that deep.
   */
  shrinkTo(depth: number): number | null {
    const top = this.heldTop;
    if (top === 0) {
      if (this.top === 0 && depth === 0) return null;
      this.dropFrom(0);
      return 0;
    }
    const want = depthFor(top);
    if (top * 4 > depth || want >= depth) return null;
    this.dropFrom(want);
    return want;
  }

  private dropFrom(depth: number): void {
    for (let layer = this.keys.length - 1; layer >= depth; layer--) {
      const key = this.keys[layer];
      if (key !== undefined) this.forget(key);
    }
  }
}
