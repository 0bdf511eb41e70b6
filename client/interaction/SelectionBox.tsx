/** The rectangle drawn while Shift+dragging on the empty table (see pointer-box.ts). */
import { useUi } from './ui-store.ts';

export function SelectionBox() {
  const box = useUi((s) => s.box);
  if (!box) return null;
  return (
    <div
      className="selection-box"
      data-testid="selection-box"
      aria-hidden="true"
      style={{ left: box.x0, top: box.y0, width: box.x1 - box.x0, height: box.y1 - box.y0 }}
    />
  );
}
