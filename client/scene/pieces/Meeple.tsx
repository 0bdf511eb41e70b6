/**
 * A meeple (or a cube): its model tinted with the piece's colour, else its owner's seat
 * colour; a meeple standing for several (a Root warrior stack) carries a count badge, and one
 * that belongs to a seat carries that seat's glyph (told apart without telling colours apart).
 */
import { useEffect } from 'react';
import { invalidate } from '@react-three/fiber';
import type { TablePiece } from '../../../engine/core/projection.ts';
import { useTable } from '../../net/store.ts';
import { modelFor, useModelClone } from '../model.ts';
import { useGlow } from '../use-glow.ts';
import { PieceMotion } from '../PieceMotion.tsx';
import { CountBadge } from '../CountBadge.tsx';
import { SeatGlyphMark } from '../SeatGlyphMark.tsx';

const NEUTRAL = '#d8c7a4';
/** Half the width of the count badge (CountBadge at scale 0.8). */
const BADGE_HALF = (1.3 * 0.8) / 2;

export function Meeple({ piece }: { piece: TablePiece }) {
  const model = useModelClone(modelFor(piece.model, piece.kind === 'cube' ? 'cube' : 'meeple'));
  const { selected, target } = useGlow(piece.id, piece.highlighted, model.materials);
  const seatColor = useTable((s) => (piece.owner === undefined ? undefined : s.seats.find((m) => m.seat === piece.owner)?.color));
  const body = piece.color ?? seatColor ?? NEUTRAL;
  const counted = (piece.count ?? 0) > 1;

  useEffect(() => {
    for (const m of model.materials) m.color.set(body);
    invalidate();
  }, [model, body]);

  return (
    <PieceMotion
      piece={piece}
      height={model.size.y}
      halfWidth={model.size.x / 2}
      radius={Math.max(model.size.x, model.size.z) / 2 + 0.1}
      selected={selected}
      target={target}
      overlay={(
        <>
          {counted && <CountBadge count={piece.count ?? 0} y={model.size.y + 0.45} scale={0.8} />}
          {piece.owner !== undefined && <SeatGlyphMark seat={piece.owner} color={seatColor ?? body} y={model.size.y + (counted ? 0.45 : 0.4)} besideBadge={counted ? BADGE_HALF : undefined} />}
        </>
      )}
    >
      <primitive object={model.object} />
    </PieceMotion>
  );
}
