import { useEffect } from 'react';
import { invalidate } from '@react-three/fiber';
import type { TablePiece } from '../../engine/core/projection.ts';
import { gameCardFace } from '../kit/art.ts';
import { useTable } from '../net/store.ts';
import type { Texture } from 'three';
import type { PartFace, PieceInstances } from './instanced/piece-instances.ts';
import { readyFace, type ImageState } from './instanced/image-layers.ts';
import { neutralCardTexture } from './custom-faces.ts';
import { cardBackTexture, cardFrontTexture } from './textures.ts';
import { useImageFace } from './use-image-face.ts';
import { pieceLabel } from '../words/phrase.ts';
import { useSay } from '../words/say.ts';

/** The cream of a card's cut edge. */
const EDGE = '#e4dccb';

/**
 * Paints a card's instances: its front (the group's image, else the game's face, else from
 * the piece's face, label and colour), its back (the group's back image, else the shared
 * back), a cream edge. While an image loads the painted face shows; one that fails shows
 * blank card stock.
 */
export function useCardFaces(inst: PieceInstances, piece: Pick<TablePiece, 'face' | 'label' | 'labelWords' | 'color' | 'faceUp' | 'image' | 'backImage'>): void {
  const { face, label, color, faceUp } = piece;
  const shownLabel = pieceLabel(piece, useSay());
  const gameId = useTable((s) => s.gameId);
  const front = useImageFace(piece.image, 'card');
  const back = useImageFace(piece.backImage, 'card');
  useEffect(() => {
    const painted = () => gameCardFace(gameId, { face, label, color, faceUp }) ?? cardFrontTexture(face, shownLabel, color);
    inst.face(shown(front, painted), 'front', 'face');
    inst.color('#ffffff', 'front', 'face');
    inst.face(shown(back, cardBackTexture), 'back');
    inst.color('#ffffff', 'back');
    inst.color(EDGE, 'edge');
    invalidate();
  }, [inst, gameId, face, label, shownLabel, color, faceUp, front, back]);
}

/** What a side shows for its image's state: the image, blank stock if it failed, else (none, or loading) what is painted. */
function shown(image: ImageState | null, painted: () => Texture): PartFace {
  if (image === 'failed') return neutralCardTexture();
  return readyFace(image) ?? painted();
}
