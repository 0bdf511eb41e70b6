/**
 * Where the scene gets a group's own images from: `loadFace(ref, size)` of the page's
 * connection (net/faces.ts: one bitmap per ref and size, fetched with this viewer's face
 * ticket). The scene asks through this one function so the loader can be swapped: tests
 * and the bench hand it bitmaps painted on canvases (`setFaceLoader`, also
 * `__woodland.setFaceLoader`; null puts the connection's back).
 */
import { loadFace } from '../net/faces.ts';
import type { FaceSize } from './image-classes.ts';

export type FaceLoader = (ref: string, size: FaceSize) => Promise<ImageBitmap>;

let loader: FaceLoader = loadFace;

/** Sets the loader the scene fetches images with (null: the connection's). */
export function setFaceLoader(next: FaceLoader | null): void {
  loader = next ?? loadFace;
}

/** The image `ref` at `size`, through the loader set now. */
export function loadFaceImage(ref: string, size: FaceSize): Promise<ImageBitmap> {
  try {
    return loader(ref, size);
  } catch (e) {
    return Promise.reject(e instanceof Error ? e : new Error(String(e)));
  }
}

if (typeof window !== 'undefined') {
  const w = window as unknown as { __woodland?: Record<string, unknown> };
  (w.__woodland ??= {}).setFaceLoader = setFaceLoader;
}
