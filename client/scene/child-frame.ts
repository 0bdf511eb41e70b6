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

/** A frame standing in `parent`, stretched to `w` × `d` across the table (a board, a mat or a zone drawn from a 1 × 1 model). */
export function useStretchedFrame(parent: Frame, w: number, d: number): Frame {
  const frame = useMemo(() => new Frame(parent), [parent]);
  useLayoutEffect(() => {
    frame.local.makeScale(w, 1, d);
    frame.changed();
    invalidate();
  }, [frame, w, d]);
  return frame;
}
