/**
 * A round token: token.glb's instances tinted with the piece's colour; face up, its 'face' cap shows
 * the group's image, else the label (or the initials of a long one) in contrasting ink. A
 * token whose `shape` is square is a square of the same size (flat-models.ts). At an Explorers table the
 * game's markers (chests, events, wells, thorns, leaves, frost, monsters) show drawn faces;
 * at a Root table flowers show their suit and the victory point spaces their number. A token
 * standing for several carries a count badge, as a warrior stack does, and one a seat owns (a
 * Root faction's tokens) that seat's glyph beside it; a seat's colour on it is the colour the
 * seat palette shows (use-seat-palette.ts).
 */
import { useEffect } from 'react';
import { invalidate } from '@react-three/fiber';
import type { TablePiece } from '../../../engine/core/projection.ts';
import { Color } from 'three';
import { modelFor } from '../model.ts';
import { useModelInstances, useModelParts } from '../instanced/InstancedTable.tsx';
import type { ModelParts } from '../instanced/model-parts.ts';
import { squareTokenModel } from '../instanced/flat-models.ts';
import { readyFace } from '../instanced/image-layers.ts';
import { useLookSetup } from '../use-look.ts';
import { tokenFaceTexture } from '../textures.ts';
import { useImageFace } from '../use-image-face.ts';
import { pinAt, useLockPin } from '../lock-pin.ts';
import { useGlow } from '../use-glow.ts';
import { PieceShell, usePieceMotion } from '../PieceMotion.tsx';
import { useChildFrame } from '../child-frame.ts';
import { useTable } from '../../net/store.ts';
import { gameTokenArt } from '../game-token-art.ts';
import { CountBadge } from '../CountBadge.tsx';
import { OwnerGlyph } from '../SeatGlyphMark.tsx';
import { BADGE } from '../screen-floor.ts';
import { useShownColour } from '../use-seat-palette.ts';
import { pieceLabel } from '../../words/phrase.ts';
import { useSay } from '../../words/say.ts';
import type { Say } from '../../../engine/core/words.ts';

const DEFAULT_BODY = '#c9a66b';
/** The count badge's scale over a token (CountBadge), as over a meeple. */
const BADGE_SCALE = 0.8;

/** What fits on a token: a short label (in the reader's words) as is, else the initials of its words. */
export function tokenText(piece: Pick<TablePiece, 'label' | 'labelWords' | 'face'>, say: Say): string {
  const text = (pieceLabel(piece, say) ?? piece.face ?? '').trim();
  if (text.length <= 3) return text;
  const words = text.split(/[\s_-]+/).filter(Boolean);
  return (words.length > 1 ? words.map((w) => w[0]).join('') : text[0]!).slice(0, 2).toUpperCase();
}

export function Token({ piece }: { piece: TablePiece }) {
  return piece.shape === 'square' ? <TokenOf piece={piece} model={squareTokenModel()} square /> : <RoundToken piece={piece} />;
}

function RoundToken({ piece }: { piece: TablePiece }) {
  return <TokenOf piece={piece} model={useModelParts(modelFor(piece.model, 'token'))} square={false} />;
}

function TokenOf({ piece, model, square }: { piece: TablePiece; model: ModelParts; square: boolean }) {
  const { relief } = useLookSetup();
  // Drawn larger than its model where the game says.
  const s = piece.scale ?? 1;
  const r = (Math.min(model.size.x, model.size.z) * s) / 2;
  const moving = usePieceMotion(piece, { height: model.size.y * s, halfWidth: r, flips: true });
  const scaled = useChildFrame(moving.body, 0, s);
  const inst = useModelInstances(piece.id, model, 'plain', relief, scaled);
  const { selected, target } = useGlow(piece.id, piece.highlighted, inst);
  const color = useShownColour()(piece.color, piece.owner);
  const body = color ?? DEFAULT_BODY;
  const say = useSay();
  const text = piece.faceUp ? tokenText(piece, say) : '';
  const gameId = useTable((s) => s.gameId);
  const art = gameTokenArt(gameId, color === piece.color ? piece : { ...piece, color });
  const image = readyFace(useImageFace(piece.faceUp ? piece.image : undefined, 'square'));

  useEffect(() => {
    inst.color(body);
    if (inst.has('edge')) inst.color(new Color(body).multiplyScalar(0.8), 'edge');
    // Face up, the game's art (or the label) is on the face cap; face down, a game may
    // paint the back the token shows (a plot's feather) on the back cap.
    const painted = square ? tokenFaceTexture(text, body, 'model', 'square') : text ? tokenFaceTexture(text, body) : null;
    const face = piece.faceUp ? image ?? art ?? painted : null;
    inst.face(face, 'face');
    if (face) inst.color('#ffffff', 'face');
    const back = piece.faceUp ? null : art;
    inst.face(back, 'back');
    if (back) inst.color('#ffffff', 'back');
    invalidate();
  }, [inst, body, text, art, image, square, piece.faceUp]);
  useLockPin(piece.id, moving.upright, piece.locked, pinAt(2 * r, 2 * r, model.size.y * s));

  // A token standing for several (a pile of markers, a clearing's flowers of one suit) carries its count.
  const counted = (piece.count ?? 0) > 1;
  const top = model.size.y * s;
  const badge = { width: BADGE.width * BADGE_SCALE, height: BADGE.height * BADGE_SCALE, ...(piece.countAt ? { corner: piece.countAt } : {}), ...(piece.countRow ? { row: piece.countRow } : {}) };
  return (
    <>
      {counted && <CountBadge frame={moving.upright} count={piece.count ?? 0} y={top + 0.45} scale={BADGE_SCALE} corner={piece.countAt} row={piece.countRow} />}
      <OwnerGlyph piece={piece} frame={moving.upright} y={top + (counted ? 0.45 : 0.4)} {...(counted ? { badge } : {})} fallback={body} />
      <PieceShell moving={moving} radius={r} selected={selected} target={target} />
    </>
  );
}
