import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageArray, ImageLayers, UPLOAD_GAP_MS, readyFace, uploadDue, type ImageSource } from './image-layers.ts';
import { LAYER_SPECS } from '../image-classes.ts';

const picture = { width: 64, height: 64 } as unknown as ImageSource;

/** A load the test settles by hand. */
function pending(): { load: () => Promise<ImageSource>; resolve: () => void; reject: () => void; calls: () => number } {
  let calls = 0;
  let resolve = () => {};
  let reject = () => {};
  const promise = new Promise<ImageSource>((res, rej) => {
    resolve = () => res(picture);
    reject = () => rej(new Error('404'));
  });
  return { load: () => (calls++, promise), resolve: () => resolve(), reject: () => reject(), calls: () => calls };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('image layers of a canvas', () => {
  let writes: number[];
  beforeEach(() => {
    writes = [];
    // Copying pixels needs a page's canvas; here it only says which layer was filled.
    vi.spyOn(ImageArray.prototype, 'write').mockImplementation((layer: number, _image: ImageSource, up: () => void) => {
      writes.push(layer);
      up();
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('a piece sees its image loading, then in its layer once loaded, and the table is told to draw again', async () => {
    const images = new ImageLayers();
    const changed = vi.fn();
    images.onChange = changed;
    const p = pending();
    const hold = images.take('card', 'full', 'ref-a', p.load);
    const heard = vi.fn();
    hold.subscribe(heard);
    expect(hold.state()).toBe('loading');
    p.resolve();
    await settle();
    const face = readyFace(hold.state());
    expect(face?.layer).toBe(0);
    expect(face?.source.width).toBe(LAYER_SPECS.card.full.width);
    expect(writes).toEqual([0]);
    expect(heard).toHaveBeenCalled();
    expect(changed).toHaveBeenCalled();
  });

  it('an image that fails to load says so, frees its layer and logs nothing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warns = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const images = new ImageLayers();
    const p = pending();
    const hold = images.take('square', 'full', 'bad', p.load);
    p.reject();
    await settle();
    expect(hold.state()).toBe('failed');
    expect(images.arrayFor('square', 'full').slots.top).toBe(0);
    expect(errors).not.toHaveBeenCalled();
    expect(warns).not.toHaveBeenCalled();
  });

  it('pieces showing the same image share one load and one layer; given back, it stays cached and comes back without a load', async () => {
    const images = new ImageLayers();
    const p = pending();
    const a = images.take('card', 'full', 'ref', p.load);
    const b = images.take('card', 'full', 'ref', p.load);
    p.resolve();
    await settle();
    expect(p.calls()).toBe(1);
    expect(readyFace(a.state())).toEqual(readyFace(b.state()));
    a.give();
    expect(readyFace(b.state())?.layer).toBe(0);
    b.give();
    const again = images.take('card', 'full', 'ref', p.load);
    expect(readyFace(again.state())?.layer).toBe(0);
    expect(p.calls()).toBe(1);
  });

  it('an image given back while it still loads leaves nothing behind, and its late arrival is dropped', async () => {
    const images = new ImageLayers();
    const p = pending();
    const hold = images.take('card', 'full', 'slow', p.load);
    hold.give();
    expect(images.arrayFor('card', 'full').slots.top).toBe(0);
    p.resolve();
    await settle();
    expect(writes).toEqual([]);
  });

  it('phone and full images of one ref live in different arrays of their own layer size', () => {
    const images = new ImageLayers();
    images.take('card', 'phone', 'ref', () => picture);
    images.take('card', 'full', 'ref', () => picture);
    const phone = images.arrayFor('card', 'phone');
    const full = images.arrayFor('card', 'full');
    expect(phone).not.toBe(full);
    expect([phone.width, phone.height]).toEqual([LAYER_SPECS.card.phone.width, LAYER_SPECS.card.phone.height]);
    expect(phone.width).toBeLessThan(full.width);
  });

  it('beyond its cap an image waits (its piece draws the plain face) and takes the first layer given back', () => {
    const images = new ImageLayers();
    const max = LAYER_SPECS.board.full.max;
    const holds = Array.from({ length: max }, (_, i) => images.take('board', 'full', `b${i}`, () => picture));
    const late = images.take('board', 'full', 'late', () => picture);
    expect(late.state()).toBe('loading');
    holds[3]!.give();
    expect(readyFace(late.state())?.layer).toBe(3);
  });

  it('the texture is made as deep as the layers in use and freed when no piece shows an image', () => {
    const images = new ImageLayers();
    const holds = Array.from({ length: 5 }, (_, i) => images.take('square', 'phone', `s${i}`, () => picture));
    const array = images.arrayFor('square', 'phone');
    expect(array.depth).toBe(0);
    images.flush(0);
    expect(array.depth).toBeGreaterThanOrEqual(5);
    expect(array.uniform.value.image.depth).toBe(array.depth);
    expect(array.bytes).toBeGreaterThan(0);
    for (const h of holds) h.give();
    images.flush(0);
    expect(array.depth).toBe(0);
    expect(array.bytes).toBe(0);
  });

  it('images arriving one by one go up together, at most one upload of an array every quarter second', () => {
    expect(uploadDue(Number.NEGATIVE_INFINITY, 0, false)).toBe(true);
    expect(uploadDue(1000, 1000 + UPLOAD_GAP_MS - 1, false)).toBe(false);
    expect(uploadDue(1000, 1000 + UPLOAD_GAP_MS, false)).toBe(true);
    // A texture made again goes up whole: its new images with it.
    expect(uploadDue(1000, 1001, true)).toBe(true);
  });

  it('an image given back after it was copied in but before it went up is dropped, and the next draw goes on', async () => {
    vi.restoreAllMocks();
    // Copied in and waiting to go up (as a page's canvas would leave it).
    vi.spyOn(ImageArray.prototype, 'write').mockImplementation(function (this: ImageArray, layer: number, _image: ImageSource, up: () => void) {
      (this as unknown as { staged: Map<number, unknown> }).staged.set(layer, { pixels: new Uint8ClampedArray(this.width * this.height * 4), mips: [], up });
    });
    const images = new ImageLayers();
    images.flush(0);
    const hold = images.take('card', 'phone', 'given-back', () => picture);
    hold.give();
    expect(() => images.flush(1)).not.toThrow();
    expect(images.arrayFor('card', 'phone').depth).toBe(0);
    // And a later image still goes up.
    const next = images.take('card', 'phone', 'next', () => picture);
    images.flush(2);
    expect(readyFace(next.state())?.layer).toBe(0);
  });
});
