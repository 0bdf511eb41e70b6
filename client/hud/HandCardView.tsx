import { useEffect, useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import type { HandCard } from '../../engine/core/projection.ts';
import { uiStore } from '../interaction/ui-store.ts';
import { sendIntent } from '../net/connection.ts';
import { useTable } from '../net/store.ts';
import { cardLook } from './card-look.ts';
import { FaceImage } from './FaceImage.tsx';
import type { FanSlot } from './hand-layout.ts';
import { useSay } from '../words/say.ts';
import { pieceLabel } from '../words/phrase.ts';

/** Pointer travel (px) that turns a press into a drag. */
const DRAG_THRESHOLD = 6;
/** Give up waiting for the server's answer to a drop after this long. */
const PENDING_MS = 5_000;

interface Props {
  card: HandCard;
  slot: FanSlot;
  selected: boolean;
  token: boolean;
  onSelect(id: string): void;
}

interface Press {
  x0: number;
  y0: number;
  moved: boolean;
}

/** The table canvas under a screen point, ignoring the card being dragged. */
function canvasUnder(x: number, y: number, dragged: Element): boolean {
  const hit = document.elementsFromPoint(x, y).find((el) => !dragged.contains(el));
  return hit instanceof HTMLCanvasElement;
}

/**
 * One card of the hand. Click selects it; dragging it onto the table plays it there
 * (face up, or face down with Shift). The drag is plain DOM transforms — no React
 * state per pointer move; the card waits faded until the server answers.
 */
export function HandCardView({ card, slot, selected, token, onSelect }: Props) {
  const say = useSay();
  const el = useRef<HTMLButtonElement>(null);
  const press = useRef<Press | null>(null);
  const dragged = useRef(false);
  const [dragging, setDragging] = useState(false);
  const [pendingRef, setPendingRef] = useState<string | null>(null);
  const rejected = useTable((s) => pendingRef !== null && s.rejection?.ref === pendingRef);
  const pending = pendingRef !== null && !rejected;
  useEffect(() => {
    if (!pending) return;
    const t = setTimeout(() => setPendingRef(null), PENDING_MS);
    return () => clearTimeout(t);
  }, [pending]);

  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    if (e.button !== 0 || pending) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    press.current = { x0: e.clientX, y0: e.clientY, moved: false };
  };
  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => {
    const p = press.current;
    if (!p || !el.current) return;
    const dx = e.clientX - p.x0;
    const dy = e.clientY - p.y0;
    if (!p.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    if (!p.moved) {
      p.moved = true;
      setDragging(true);
    }
    el.current.style.translate = `${dx}px ${dy}px`;
  };
  const onPointerUp = (e: PointerEvent<HTMLButtonElement>) => {
    const p = press.current;
    press.current = null;
    if (!p?.moved || !el.current) return;
    dragged.current = true; // swallow the click that follows this pointerup
    el.current.style.translate = '';
    setDragging(false);
    if (!canvasUnder(e.clientX, e.clientY, el.current)) return;
    const at = uiStore.getState().pointerToTable?.(e.clientX, e.clientY);
    if (!at) return;
    const [x, z] = at.map((v) => Math.round(v * 100) / 100) as [number, number];
    setPendingRef(sendIntent({ t: 'play', id: card.id, x, z, faceUp: !e.shiftKey }));
  };
  const onPointerCancel = () => {
    press.current = null;
    if (el.current) el.current.style.translate = '';
    setDragging(false);
  };

  const look = cardLook(card);
  const style = { '--x': `${slot.x}px`, '--y': `${slot.y}px`, '--rot': `${slot.rot}deg`, color: look.ink } as CSSProperties;
  const classes = ['hand-card', token ? 'token' : 'card', look.title.length > 8 && 'long', selected && 'selected', dragging && 'dragging', pending && 'pending']
    .filter(Boolean).join(' ');
  return (
    <button
      ref={el}
      type="button"
      className={classes}
      style={style}
      data-testid="hand-card"
      data-id={card.id}
      aria-pressed={selected}
      title={say('hud.hand.card.title', { name: pieceLabel(card, say) || card.face })}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onClick={() => {
        if (dragged.current) dragged.current = false;
        else onSelect(card.id);
      }}
    >
      <span className="corner top">{look.corner}</span>
      <span className="title">{look.title}</span>
      {look.suit && <span className="label">{pieceLabel(card, say)}</span>}
      <span className="corner bottom">{look.corner}</span>
      {card.image && <FaceImage imageRef={card.image} />}
    </button>
  );
}
