/**
 * A label facing the camera (a count badge, a seat's glyph) drawn as an instance of the
 * label batch for its face's size, its anchor point `y` above the base of the piece whose
 * upright frame is `parent`; instancing.ts turns it to the camera and grows it to its least
 * size on screen.
 */
import { useLayoutEffect } from 'react';
import { invalidate } from '@react-three/fiber';
import { MeshBasicMaterial, PlaneGeometry, type Texture } from 'three';
import type { Frame } from '../frame.ts';
import { useChildFrame } from '../child-frame.ts';
import { PartBatch, instanceMaterial } from './batch.ts';
import type { Billboard } from './instancing.ts';
import { useInstancing } from './InstancedTable.tsx';

const QUAD = new PlaneGeometry(1, 1);

/** Drawn over the table's pieces (as the sprites they replace were). */
const LABEL_ORDER = 10;

/** A label: how it faces the camera (instancing.ts `Billboard`) and what it shows. */
export interface LabelSpec extends Billboard {
  face: Texture;
}

export function useLabel(parent: Frame, y: number, { face, width, height, center: [cx, cy], minPx }: LabelSpec): void {
  const reg = useInstancing();
  const frame = useChildFrame(parent, y);
  useLayoutEffect(() => {
    const owner = reg.own('label', frame, { width, height, center: [cx, cy], minPx });
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
  }, [reg, frame, face, width, height, cx, cy, minPx]);
}
