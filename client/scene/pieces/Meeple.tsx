/**
 * A meeple (or a cube): its model's instances tinted with the piece's colour, else its owner's seat
 * colour (as the seat palette shows it, use-seat-palette.ts); a meeple standing for several (a
 * Root warrior stack) carries a count badge, and one that belongs to a seat carries that seat's
 * glyph (told apart without telling colours apart).
 */
import { useEffect } from 'react';
import { invalidate } from '@react-three/fiber';
import type { TablePiece } from '../../../engine/core/projection.ts';
import { useTable } from '../../net/store.ts';
import { modelFor } from '../model.ts';
import { useModelInstances, useModelParts } from '../instanced/InstancedTable.tsx';
import { useGlow } from '../use-glow.ts';
import { PieceShell, usePieceMotion } from '../PieceMotion.tsx';
import { useChildFrame } from '../child-frame.ts';
import { CountBadge } from '../CountBadge.tsx';
import { BADGE } from '../screen-floor.ts';
import { OwnerGlyph } from '../SeatGlyphMark.tsx';
import { useShownColour } from '../use-seat-palette.ts';

const NEUTRAL = '#d8c7a4';
/** The count badge's scale over a meeple (CountBadge). */
const BADGE_SCALE = 0.8;

export function Meeple({ piece }: { piece: TablePiece }) {
  const model = useModelParts(modelFor(piece.model, piece.kind === 'cube' ? 'cube' : 'meeple'));
  // Drawn larger than its model where the game says (a Root warrior on the map).
  const s = piece.scale ?? 1;
  const top = model.size.y * s;
  const moving = usePieceMotion(piece, { height: top, halfWidth: (model.size.x * s) / 2, flips: true });
  const scaled = useChildFrame(moving.body, 0, s);
  const inst = useModelInstances(piece.id, model, 'plain', false, scaled);
  const { selected, target } = useGlow(piece.id, piece.highlighted, inst);
  const seatColor = useTable((st) => (piece.owner === undefined ? undefined : st.seats.find((m) => m.seat === piece.owner)?.color));
  const shown = useShownColour();
  const body = shown(piece.color ?? seatColor, piece.owner) ?? NEUTRAL;
  const counted = (piece.count ?? 0) > 1;
  const badge = { width: BADGE.width * BADGE_SCALE, height: BADGE.height * BADGE_SCALE, ...(piece.countAt ? { corner: piece.countAt } : {}), ...(piece.countRow ? { row: piece.countRow } : {}) };

  useEffect(() => {
    inst.color(body);
    invalidate();
  }, [inst, body]);

  return (
    <>
      {counted && <CountBadge frame={moving.upright} count={piece.count ?? 0} y={top + 0.45} scale={BADGE_SCALE} corner={piece.countAt} row={piece.countRow} />}
      <OwnerGlyph piece={piece} frame={moving.upright} y={top + (counted ? 0.45 : 0.4)} {...(counted ? { badge } : {})} fallback={body} />
      <PieceShell moving={moving} radius={(Math.max(model.size.x, model.size.z) * s) / 2 + 0.1} selected={selected} target={target} />
    </>
  );
}
