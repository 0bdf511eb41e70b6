import { describe, expect, it } from 'vitest';
import { LayerSlots, depthFor, grownDepth } from './layer-slots.ts';

describe('image layers: which layer holds which image', () => {
  it('a new image takes the lowest free layer and must be filled; one already in a layer is shared', () => {
    const s = new LayerSlots(8);
    expect(s.take('a')).toEqual({ layer: 0, fresh: true });
    expect(s.take('b')).toEqual({ layer: 1, fresh: true });
    expect(s.take('a')).toEqual({ layer: 0, fresh: false });
    expect(s.holders('a')).toBe(2);
    expect(s.top).toBe(2);
  });

  it('an image given back by every holder stays cached in its layer and is taken again without a reload', () => {
    const s = new LayerSlots(8);
    s.take('a');
    s.take('a');
    s.give('a');
    expect(s.holders('a')).toBe(1);
    s.give('a');
    expect(s.holders('a')).toBe(0);
    expect(s.layerOf('a')).toBe(0);
    expect(s.take('a')).toEqual({ layer: 0, fresh: false });
  });

  it('a full array evicts the image given back longest ago, never a held one', () => {
    const s = new LayerSlots(3);
    s.take('a');
    s.take('b');
    s.take('c');
    s.give('b');
    s.give('a');
    // b went back first: its layer goes to d.
    expect(s.take('d')).toEqual({ layer: 1, fresh: true });
    expect(s.layerOf('b')).toBeUndefined();
    expect(s.take('e')).toEqual({ layer: 0, fresh: true });
    expect(s.layerOf('a')).toBeUndefined();
    // c, d and e are held: nothing can make room.
    expect(s.take('f')).toBeNull();
    expect(s.layerOf('c')).toBe(2);
  });

  it('taking a cached image again saves it from eviction', () => {
    const s = new LayerSlots(2);
    s.take('a');
    s.take('b');
    s.give('a');
    s.give('b');
    s.take('a');
    s.give('a');
    // a was given back after b now: b goes first.
    expect(s.take('c')).toEqual({ layer: 1, fresh: true });
    expect(s.layerOf('a')).toBe(0);
  });

  it('a freed layer in the middle is reused before the array grows', () => {
    const s = new LayerSlots(8);
    s.take('a');
    s.take('b');
    s.take('c');
    s.forget('b');
    expect(s.take('d')).toEqual({ layer: 1, fresh: true });
    expect(s.top).toBe(3);
  });

  it('forgetting an image (it failed to load) empties its layer at once, held or not', () => {
    const s = new LayerSlots(4);
    s.take('a');
    s.take('b');
    s.forget('b');
    expect(s.layerOf('b')).toBeUndefined();
    expect(s.holders('b')).toBe(0);
    expect(s.top).toBe(1);
    // Giving back a forgotten image is harmless.
    s.give('b');
    expect(s.held).toBe(1);
  });

  it('an array grows with an eighth to spare (at least one layer), not to the next power of two', () => {
    expect(depthFor(1)).toBe(2);
    expect(depthFor(8)).toBe(9);
    expect(depthFor(300)).toBe(338);
  });

  it('a full array grows twice as deep (at least eight layers, an eighth above the need), never past its cap', () => {
    expect(grownDepth(0, 1, 100)).toBe(8);
    expect(grownDepth(8, 9, 100)).toBe(16);
    expect(grownDepth(16, 40, 100)).toBe(45);
    expect(grownDepth(64, 65, 100)).toBe(100);
  });

  it('the array shrinks once what is held fits in a quarter of it, dropping the cached layers above', () => {
    const s = new LayerSlots(64);
    for (let i = 0; i < 20; i++) s.take(`i${i}`);
    const depth = depthFor(s.top);
    // Everything above the first four is given back: they stay cached at first.
    for (let i = 4; i < 20; i++) s.give(`i${i}`);
    expect(s.top).toBe(20);
    expect(s.shrinkTo(depth)).toBe(depthFor(4));
    expect(s.top).toBe(depthFor(4));
    expect(s.layerOf('i19')).toBeUndefined();
    expect(s.layerOf('i4')).toBe(4);
    // Held layers above a quarter of the depth keep the array as it is.
    const t = new LayerSlots(64);
    for (let i = 0; i < 10; i++) t.take(`j${i}`);
    for (let i = 0; i < 5; i++) t.give(`j${i}`);
    expect(t.shrinkTo(32)).toBeNull();
  });

  it('with nothing held the array is freed entirely (depth 0), and asked again it stays so', () => {
    const s = new LayerSlots(8);
    s.take('a');
    s.give('a');
    expect(s.shrinkTo(2)).toBe(0);
    expect(s.top).toBe(0);
    expect(s.layerOf('a')).toBeUndefined();
    expect(s.shrinkTo(0)).toBeNull();
  });
});
