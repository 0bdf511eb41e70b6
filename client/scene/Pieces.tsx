/** Every piece on the table, one `PieceView` per id (each subscribes to its own piece). */
import { useShallow } from 'zustand/react/shallow';
import { useTable } from '../net/store.ts';
import { PieceView } from './PieceView.tsx';

const NONE: Record<string, unknown> = {};

export function Pieces() {
  const ids = useTable(useShallow((s) => Object.keys(s.projection?.table.pieces ?? NONE)));
  return (
    <>
      {ids.map((id) => (
        <PieceView key={id} id={id} />
      ))}
    </>
  );
}
