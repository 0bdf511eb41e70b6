/**
 * The menu a long-press on a piece opens on a touch screen, or a right-click with a mouse
 * (piece-menu.ts): the piece's name and, on the free table, what its hotkeys do (flip,
 * turn, roll, shuffle, draw, take), then the lines its game adds (`menuItems`), each a
 * button big enough for a thumb. A tap outside, Escape or Close closes it.
 */
import { useEffect, useRef } from 'react';
import type { TablePiece } from '../../engine/core/projection.ts';
import { interactionFor } from '../kit/registry.ts';
import { sendIntent } from '../net/connection.ts';
import { tableStore, useTable } from '../net/store.ts';
import { pieceMenuItems } from './piece-menu.ts';
import { uiStore, useUi } from './ui-store.ts';
import { useSay } from '../words/say.ts';
import { pieceLabel } from '../words/phrase.ts';

const WIDTH = 220;

export function PieceMenu() {
  const say = useSay();
  const menu = useUi((s) => s.pieceMenu);
  const pressed = useRef(false);
  useEffect(() => {
    pressed.current = false;
  }, [menu]);
  const selectedIds = useUi((s) => s.selected);
  const piece = useTable((s) => (menu ? s.projection?.table.pieces[menu.id] : undefined));
  const pieces = useTable((s) => s.projection?.table.pieces);
  const canAct = useTable((s) => typeof s.seat === 'number');
  const game = useTable((s) => interactionFor(s.gameId));
  if (!menu || !piece) return null;
  const selected = selectedIds.map((id) => pieces?.[id]).filter((p): p is TablePiece => p !== undefined);
  const shared = game.sandboxHotkeys ? pieceMenuItems(piece, selected, canAct) : [];
  const items = canAct ? [...shared, ...(game.menuItems?.(piece, selected, tableStore.getState().projection) ?? [])] : shared;
  const close = () => uiStore.getState().setPieceMenu(null);
  const left = Math.max(8, Math.min(window.innerWidth - WIDTH - 8, menu.x - WIDTH / 2));
  const top = Math.max(60, Math.min(window.innerHeight - 60 - (items.length + 1) * 48, menu.y + 16));
  return (
    <div className="piece-menu-backdrop" onPointerDown={close}>
      <div
        className="piece-menu hud-panel"
        role="menu"
        aria-label={pieceLabel(piece, say) || piece.kind}
        data-testid="piece-menu"
        style={{ left, top, width: WIDTH }}
        onPointerDown={(e) => {
          e.stopPropagation();
          pressed.current = true;
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') close();
        }}
      >
        <div className="piece-menu-title">{pieceLabel(piece, say) || piece.face || piece.kind}</div>
        {items.map((item) => (
          <button
            key={item.label}
            type="button"
            role="menuitem"
            data-testid="piece-menu-item"
            onClick={(e) => {
              // The finger that opened the menu, lifted over it, clicks nothing: a line
              // takes a press made on the menu (or a keyboard's Enter, detail 0).
              if (e.detail !== 0 && !pressed.current) return;
              close();
              for (const action of item.actions) sendIntent(action);
            }}
          >
            {item.label}
          </button>
        ))}
        <button type="button" className="piece-menu-cancel" data-testid="piece-menu-cancel" onClick={(e) => {
          if (e.detail === 0 || pressed.current) close();
        }}>{say('interaction.menu.close')}</button>
      </div>
    </div>
  );
}
