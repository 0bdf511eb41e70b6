/** A frame standing in a piece's frame (frame.ts), raised and scaled: a deck's top card on its stack, a warrior drawn larger, a label above a piece. */
import { useLayoutEffect, useMemo } from 'react';
import { invalidate } from '@react-three/fiber';
import { Frame } from './frame.ts';

export function useChildFrame(parent: Frame, y: number, scale = 1): Frame {
  const frame = useMemo(() => new Frame(parent), [parent]);
  useLayoutEffect(() => {
    frame.local.makeScale(scale, scale, scale).setPosition(0, y, 0);
    frame.changed();
    invalidate();
  }, [frame, y, scale]);
  return frame;
}
