/**
 * A label facing the camera (a count badge, a seat's glyph) drawn as an instance of the
 * label batch for its face's size: the returned anchor stands where the label's anchor
 * point is; instancing.ts turns it to the camera and grows it to its least size on screen.
 */
import { useLayoutEffect, useMemo } from 'react';
import { invalidate } from '@react-three/fiber';
import { MeshBasicMaterial, Object3D, PlaneGeometry, type Texture } from 'three';
import { PartBatch, instanceMaterial } from './batch.ts';
import { useInstancing } from './InstancedTable.tsx';

const QUAD = new PlaneGeometry(1, 1);

/** Drawn over the table's pieces (as the sprites they replace were). */
const LABEL_ORDER = 10;

export function useLabel(face: Texture, width: number, height: number, centerX: number, centerY: number, minPx: number): Object3D {
  const reg = useInstancing();
  const anchor = useMemo(() => new Object3D(), []);
  useLayoutEffect(() => {
    const owner = reg.own('label', anchor, { width, height, center: [centerX, centerY], minPx });
    const array = reg.faces.arrayFor(face);
    const key = `label|${array.width}x${array.height}`;
    const batch = reg.batch(key, () => new PartBatch(
      key, QUAD,
      instanceMaterial(new MeshBasicMaterial({ transparent: true, depthTest: false, depthWrite: false, toneMapped: false }), array, 0),
      array, { castShadow: false, pick: false, renderOrder: LABEL_ORDER },
    ));
    const e = reg.add(owner, batch, null);
    batch.setLayer(e.slot, array.layerOf(face));
    invalidate();
    return () => {
      reg.release(owner);
      invalidate();
    };
  }, [reg, anchor, face, width, height, centerX, centerY, minPx]);
  return anchor;
}
