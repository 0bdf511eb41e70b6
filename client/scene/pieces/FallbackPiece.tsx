/**
 * A stand-in for a piece whose model could not be loaded: a plain shape of the right size
 * and colour, so the table stays playable.
 */
import type { TablePiece } from '../../../engine/core/projection.ts';
import { useGlow } from '../use-glow.ts';
import { PieceShell, usePieceMotion } from '../PieceMotion.tsx';
import { cardBackTexture, cardFrontTexture, tileBackTexture, tileFaceTexture } from '../textures.ts';
import { CountBadge } from '../CountBadge.tsx';
import { pieceLabel } from '../../words/phrase.ts';
import { useSay } from '../../words/say.ts';

const NO_MATERIALS: never[] = [];

/** Width, height and depth of the stand-in per kind. */
function sizeOf(p: TablePiece): [number, number, number] {
  switch (p.kind) {
    case 'card': return [2.5, 0.03, 3.5];
    case 'deck': return [2.5, 0.03 + Math.min(60, p.count ?? 0) * 0.018, 3.5];
    case 'tile': return [4, 0.2, 4];
    case 'board': return [12, 0.15, 12];
    case 'die': case 'cube': return [1, 1, 1];
    case 'meeple': return [1, 1.4, 0.5];
    case 'bag': return [2.6, 2.4, 2.6];
    default: return [1.2, 0.25, 1.2];
  }
}

export function FallbackPiece({ piece }: { piece: TablePiece }) {
  const { selected, target } = useGlow(piece.id, piece.highlighted, NO_MATERIALS);
  const [w, h, d] = sizeOf(piece);
  const round = piece.kind === 'token' || piece.kind === 'marker' || piece.kind === 'bag';
  const flat = piece.kind === 'card' || piece.kind === 'deck' || piece.kind === 'tile' || piece.kind === 'board';
  const isCard = piece.kind === 'card' || piece.kind === 'deck';
  const label = pieceLabel(piece, useSay());
  const top = isCard
    ? cardFrontTexture(piece.face, label, piece.color, 'plain')
    : tileFaceTexture(label ?? piece.face, piece.color, 'plain');
  const bottom = isCard ? cardBackTexture('plain') : tileBackTexture('plain');
  const body = piece.color ?? (isCard ? '#efe6d2' : '#c9a66b');
  const moving = usePieceMotion(piece, { height: h, halfWidth: w / 2, flips: piece.kind !== 'die' && piece.kind !== 'bag' });
  return (
    <>
      {piece.count !== undefined && <CountBadge frame={moving.upright} count={piece.count} y={h + 0.8} />}
      <PieceShell moving={moving} radius={Math.max(w, d) / 2} selected={selected} target={target}>
        <mesh position-y={h / 2} castShadow receiveShadow>
          {round ? <cylinderGeometry args={[w / 2, w / 2, h, 32]} /> : <boxGeometry args={[w, h, d]} />}
          {flat ? (
            <>
              {[0, 1].map((i) => <meshStandardMaterial key={i} attach={`material-${i}`} color={body} />)}
              <meshStandardMaterial attach="material-2" map={top} />
              <meshStandardMaterial attach="material-3" map={bottom} />
              {[4, 5].map((i) => <meshStandardMaterial key={i} attach={`material-${i}`} color={body} />)}
            </>
          ) : (
            <meshStandardMaterial color={body} roughness={0.6} />
          )}
        </mesh>
      </PieceShell>
    </>
  );
}
