/**
 * A seat's glyph on a piece that belongs to it (a meeple, a warrior stack, a building), so
 * players who cannot tell the seat colours apart tell the pieces apart on the table too: a
 * small billboard disc in the seat's colour carrying the seat's shape in a contrasting ink,
 * above the piece and facing the camera. Beside a count badge it stands at the badge's side;
 * like the badge, it keeps a least size on screen. Every mark is an instance of the label
 * batch (instanced/use-label.ts): marks add no draw call, whatever the number of pieces.
 */
import type { TablePiece } from '../../engine/core/projection.ts';
import { glyphInk } from '../hud/seat-glyph.ts';
import { useTable } from '../net/store.ts';
import type { Frame } from './frame.ts';
import { BADGE_MIN_PX, GLYPH_MIN_PX, glyphBesideCenter, type BadgeCorner } from './screen-floor.ts';
import { useLabel } from './instanced/use-label.ts';
import { glyphShape } from './seat-glyph-shape.ts';
import { make } from './textures.ts';
import { useShownColour } from './use-seat-palette.ts';

const SIZE = 128;

function glyphTexture(seat: number, color: string) {
  return make(`seat-glyph:${seat}:${color}`, SIZE, SIZE, (g) => {
    const c = SIZE / 2;
    const ink = glyphInk(color);
    g.beginPath();
    g.arc(c, c, c - 4, 0, Math.PI * 2);
    g.fillStyle = color;
    g.fill();
    g.lineWidth = 7;
    g.strokeStyle = ink;
    g.stroke();
    const shape = glyphShape(seat);
    const r = c * 0.58;
    g.beginPath();
    if (shape.kind === 'circle') g.arc(c, c, r * shape.r, 0, Math.PI * 2);
    else shape.points.forEach(([x, y], i) => (i === 0 ? g.moveTo(c + x * r, c + y * r) : g.lineTo(c + x * r, c + y * r)));
    g.closePath();
    g.fillStyle = ink;
    g.fill();
  });
}

/** World size of the mark standing alone. */
const MARK = 0.7;

/**
 * `y`: the height of the mark's middle above the base of the piece whose upright frame is `frame`. `badge`: the count badge at
 * that height (its size on the table and the corner it stands toward), which the mark then
 * stands beside in screen space (its outer side), as high as the badge and grown with it to keep its least
 * size on screen (screen-floor.ts); alone, the mark keeps a floor of its own.
 */
export function SeatGlyphMark({ frame, seat, color, y, badge }: { frame: Frame; seat: number; color: string; y: number; badge?: { width: number; height: number; corner?: BadgeCorner; row?: number } }) {
  const size = badge?.height ?? MARK;
  const alone = badge === undefined;
  const center: [number, number] = badge === undefined ? [0.5, 0.5] : glyphBesideCenter(badge.width, badge.height, badge.corner, badge.row);
  useLabel(frame, y, { face: glyphTexture(seat, color), width: size, height: size, center, minPx: alone ? GLYPH_MIN_PX : BADGE_MIN_PX });
  return null;
}

/**
 * The mark of the seat that owns `piece` (none for a piece no seat owns), in the seat's colour
 * as shown (use-seat-palette.ts; `fallback` where the seat has none): every piece a seat owns
 * wears it (a meeple, a warrior stack, a building, a token, a bag), so no piece is told apart by
 * colour alone. `y` and `badge` as SeatGlyphMark's.
 */
export function OwnerGlyph({ piece, frame, y, badge, fallback }: { piece: Pick<TablePiece, 'owner'>; frame: Frame; y: number; badge?: { width: number; height: number; corner?: BadgeCorner; row?: number }; fallback: string }) {
  const seatColor = useTable((st) => (piece.owner === undefined ? undefined : st.seats.find((m) => m.seat === piece.owner)?.color));
  const shown = useShownColour();
  if (piece.owner === undefined) return null;
  return <SeatGlyphMark frame={frame} seat={piece.owner} color={shown(seatColor ?? fallback, piece.owner) ?? fallback} y={y} {...(badge ? { badge } : {})} />;
}
