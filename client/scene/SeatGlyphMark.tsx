/**
 * A seat's glyph on a piece that belongs to it (a meeple, a warrior stack, a building), so
 * players who cannot tell the seat colours apart tell the pieces apart on the table too: a
 * small billboard disc in the seat's colour carrying the seat's shape in a contrasting ink,
 * above the piece and facing the camera. Beside a count badge it stands to the badge's left.
 */
import { glyphInk } from '../hud/seat-glyph.ts';
import { glyphShape } from './seat-glyph-shape.ts';
import { make } from './textures.ts';

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

/** World size of the mark. */
const MARK = 0.7;

/**
 * `y`: the height of the mark's middle above the piece's base. `besideBadge`: the half width
 * of a count badge at that height, which the mark then stands left of (in screen space).
 */
export function SeatGlyphMark({ seat, color, y, besideBadge }: { seat: number; color: string; y: number; besideBadge?: number }) {
  const centerX = besideBadge === undefined ? 0.5 : 0.5 + (besideBadge + 0.08 + MARK / 2) / MARK;
  return (
    <sprite position-y={y} scale={[MARK, MARK, 1]} center={[centerX, 0.5]} renderOrder={10} raycast={() => null}>
      <spriteMaterial map={glyphTexture(seat, color)} depthTest={false} depthWrite={false} transparent toneMapped={false} />
    </sprite>
  );
}
