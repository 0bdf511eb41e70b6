/**
 * A seat's hidden zone: a see-through sheet `size.w` × `size.d` on the table in its owner's
 * colour (as the seat palette shows it), with a dashed rim and the owner's name in its near left corner. Cards lying in it
 * are pieces of their own, drawn as their projection shows them (face up only to the owner).
 * Every zone is an instance of one 1 × 1 sheet stretched by its frame; its rim and name are
 * painted into a layer of the zone array, freed when no zone shows them.
 */
import { useEffect } from 'react';
import { invalidate } from '@react-three/fiber';
import type { TablePiece } from '../../../engine/core/projection.ts';
import { useTable } from '../../net/store.ts';
import { useModelInstances } from '../instanced/InstancedTable.tsx';
import { ZONE_Y, zoneModel } from '../instanced/flat-models.ts';
import { readyFace } from '../instanced/image-layers.ts';
import { useStretchedFrame } from '../child-frame.ts';
import { useGlow } from '../use-glow.ts';
import { paintZone } from '../custom-faces.ts';
import { usePaintedFace } from '../use-image-face.ts';
import { PieceShell, usePieceMotion } from '../PieceMotion.tsx';
import { useShownColour } from '../use-seat-palette.ts';

const NEUTRAL = '#d8cfc0';
const DEFAULT_SIZE = { w: 8, d: 4 };

/** The name a zone shows: its owner's, else its label, else the seat's number. */
export function zoneName(owner: number | undefined, seatName: string | undefined, label: string | undefined): string {
  if (seatName) return seatName;
  if (label) return label;
  return owner === undefined ? '' : `Seat ${owner + 1}`;
}

export function Zone({ piece }: { piece: TablePiece }) {
  const { w, d } = piece.size ?? DEFAULT_SIZE;
  const moving = usePieceMotion(piece, { height: ZONE_Y, halfWidth: w / 2, flips: false });
  const stretched = useStretchedFrame(moving.body, w, d);
  const inst = useModelInstances(piece.id, zoneModel(), 'plain', false, stretched);
  const { selected, target } = useGlow(piece.id, piece.highlighted, inst);
  const seat = useTable((s) => (piece.owner === undefined ? undefined : s.seats.find((m) => m.seat === piece.owner)));
  const color = useShownColour()(piece.color ?? seat?.color, piece.owner) ?? NEUTRAL;
  const name = zoneName(piece.owner, seat?.name, piece.label);
  const sheet = readyFace(usePaintedFace(`zone:${name}:${w}x${d}`, 'zone', () => paintZone(name, w, d)));

  useEffect(() => {
    inst.face(sheet, 'face');
    inst.color(color, 'face');
    invalidate();
  }, [inst, sheet, color]);

  return <PieceShell moving={moving} radius={Math.max(w, d) / 2} selected={selected} target={target} />;
}
