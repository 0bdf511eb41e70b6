/**
 * A locked piece's pin: a small dome of dark brass near its far left corner, an instance of
 * the one pin batch, standing in the piece's upright frame (so it stays on top and never
 * stretches with a board). Subtle on purpose: it says "fixed", and nothing more.
 */
import { useLayoutEffect } from 'react';
import { invalidate } from '@react-three/fiber';
import { Color, Matrix4, MeshStandardMaterial } from 'three';
import type { Frame } from './frame.ts';
import { useInstancing } from './instanced/InstancedTable.tsx';
import { PartBatch, instanceMaterial } from './instanced/batch.ts';
import { PIN, pinGeometry } from './instanced/flat-models.ts';

const KEY = 'lock-pin';
const BRASS = new Color(PIN.color);

/** Where a pin stands on a piece `w` × `d` whose top is `top` high: inset from its far left corner. */
export function pinAt(w: number, d: number, top: number): [number, number, number] {
  const inset = Math.min(0.35, Math.min(w, d) * 0.2);
  return [-w / 2 + inset, top, -d / 2 + inset];
}

/** Draws the pin on piece `id` while it is `locked`, at `at` in its upright `frame`. */
export function useLockPin(id: string, frame: Frame, locked: boolean | undefined, [x, y, z]: [number, number, number]): void {
  const reg = useInstancing();
  useLayoutEffect(() => {
    if (!locked) return;
    const owner = reg.own(id, frame);
    const batch = reg.batch(KEY, () => new PartBatch(
      KEY, pinGeometry(),
      instanceMaterial(new MeshStandardMaterial({ color: '#ffffff', roughness: 0.35, metalness: 0.6 }), null, 0),
      null, { castShadow: false, pick: false },
    ));
    const e = reg.add(owner, batch, new Matrix4().makeTranslation(x, y, z));
    batch.setColor(e.slot, BRASS);
    invalidate();
    return () => {
      reg.release(owner);
      invalidate();
    };
  }, [reg, id, frame, locked, x, y, z]);
}
