import { useEffect, useRef, useState } from 'react';
import type { FaceSize } from '../../wire/protocol.ts';
import { loadFace } from '../net/faces.ts';
import { useCompact } from './use-compact.ts';

/**
 * An image the table shows this viewer (a group's own card face in the hand), fetched by
 * its ref with the connection's face ticket (client/net/faces.ts) and drawn to fill its
 * box: the phone-sized image on a compact screen, the full one otherwise. Hidden until it
 * is drawn, so the printed label shows while it loads or if the server refuses it.
 */
export function FaceImage({ imageRef, size }: { imageRef: string; size?: FaceSize }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const compact = useCompact();
  const want: FaceSize = size ?? (compact ? 'phone' : 'full');
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let live = true;
    setShown(false);
    loadFace(imageRef, want).then((bitmap) => {
      const c = canvas.current;
      if (!live || !c) return;
      c.width = bitmap.width;
      c.height = bitmap.height;
      c.getContext('2d')?.drawImage(bitmap, 0, 0);
      setShown(true);
    }, () => undefined);
    return () => {
      live = false;
    };
  }, [imageRef, want]);
  return <canvas ref={canvas} className={`face-image${shown ? ' shown' : ''}`} data-testid="face-image" aria-hidden="true" />;
}
