/**
 * A piece's hold on a group's image (instanced/image-layers.ts): taken while the piece
 * shows it, given back when it stops or the ref changes. The image is fetched at the size
 * this canvas asks for (image-classes.ts `faceSizeFor`: phone images on a small viewport).
 */
import { useLayoutEffect, useState } from 'react';
import { useThree } from '@react-three/fiber';
import { faceSizeFor, type FaceSize, type ImageClass } from './image-classes.ts';
import { loadFaceImage } from './face-loader.ts';
import { useInstancing } from './instanced/InstancedTable.tsx';
import type { ImageSource, ImageState } from './instanced/image-layers.ts';

/** The image size this canvas asks for. */
export function useFaceSize(): FaceSize {
  return useThree((s) => faceSizeFor(s.size.width, s.size.height));
}

/**
 * The state of image `key` in the array of `cls` (null: no image asked for), loaded by
 * `load` at the canvas's size the first time it is taken.
 */
function useHeldImage(cls: ImageClass, key: string | undefined, load: (size: FaceSize) => Promise<ImageSource> | ImageSource): ImageState | null {
  const reg = useInstancing();
  const size = useFaceSize();
  const [state, setState] = useState<ImageState | null>(null);
  useLayoutEffect(() => {
    if (key === undefined) {
      setState(null);
      return;
    }
    const hold = reg.images.take(cls, size, key, () => load(size));
    setState(hold.state());
    const off = hold.subscribe(() => setState(hold.state()));
    return () => {
      off();
      hold.give();
    };
    // `load` is read once per key: the same key always loads the same image.
  }, [reg, cls, size, key]);
  return key === undefined ? null : state;
}

/** A group's image `ref` (null: the piece has none). */
export function useImageFace(ref: string | undefined, cls: ImageClass): ImageState | null {
  return useHeldImage(cls, ref, (size) => loadFaceImage(ref!, size));
}

/** A face painted here (a counter's number, a zone's name) kept as a layer of `cls` under `key`, so it is freed when no piece shows it. */
export function usePaintedFace(key: string | undefined, cls: ImageClass, paint: () => ImageSource): ImageState | null {
  return useHeldImage(cls, key === undefined ? undefined : `painted:${key}`, () => paint());
}
