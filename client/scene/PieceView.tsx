/**
 * One table piece: subscribes to that piece alone and draws it with its kind's component,
 * inside its own Suspense (a model still loading hides only this piece) and a boundary
 * that swaps in a plain stand-in if its model cannot be loaded.
 */
import { Suspense } from 'react';
import type { TablePiece } from '../../engine/core/projection.ts';
import { useTable } from '../net/store.ts';
import { ModelBoundary } from './ModelBoundary.tsx';
import { Bag } from './pieces/Bag.tsx';
import { Board, isBoardModel } from './pieces/Board.tsx';
import { Card } from './pieces/Card.tsx';
import { Counter } from './pieces/Counter.tsx';
import { Deck } from './pieces/Deck.tsx';
import { Die } from './pieces/Die.tsx';
import { FallbackPiece } from './pieces/FallbackPiece.tsx';
import { Meeple } from './pieces/Meeple.tsx';
import { Slab } from './pieces/Slab.tsx';
import { Tile } from './pieces/Tile.tsx';
import { Token } from './pieces/Token.tsx';
import { Zone } from './pieces/Zone.tsx';

function KindView({ piece }: { piece: TablePiece }) {
  switch (piece.kind) {
    case 'die': return <Die piece={piece} />;
    case 'card': return <Card piece={piece} />;
    case 'deck': return <Deck piece={piece} />;
    case 'tile': return <Tile piece={piece} />;
    case 'token': case 'marker': return <Token piece={piece} />;
    case 'meeple': case 'cube': return <Meeple piece={piece} />;
    case 'bag': return <Bag piece={piece} />;
    case 'counter': return <Counter piece={piece} />;
    case 'zone': return <Zone piece={piece} />;
    // A game's board model, else a board the group brings at its own size.
    case 'board': return isBoardModel(piece.model) ? <Board piece={piece} /> : piece.size ? <Slab piece={piece} /> : <FallbackPiece piece={piece} />;
    default: return <FallbackPiece piece={piece} />;
  }
}

export function PieceView({ id }: { id: string }) {
  const piece = useTable((s) => s.projection?.table.pieces[id]);
  if (!piece) return null;
  return (
    <ModelBoundary fallback={<FallbackPiece piece={piece} />}>
      <Suspense fallback={null}>
        <KindView piece={piece} />
      </Suspense>
    </ModelBoundary>
  );
}
