/**
 * The slight bend of a card held up off the table: its two short ends sag under their own
 * weight while the middle is held. The card model carries vertices along its length
 * (assets/models: its outline is split every eighth), and the card batches' material bends
 * them in the vertex shader by each instance's sag — no new geometry per frame, no extra
 * draw call. The shadow keeps the flat card (it is a few hundredths of a unit thick; nobody
 * sees the difference).
 */

/** How far (table units) the ends of a fully bent card sag. */
export const BEND_SAG = 0.14;

/** The sag at `z` along a card of half-length `half` bent by `bend` (units at the ends). */
export function cardSag(z: number, half: number, bend: number): number {
  const t = half > 0 ? z / half : 0;
  return bend * t * t;
}

/** The same sag in GLSL, for a vertex shader with `transformed` and a per-instance `bend`: cardSag, to the letter. */
export function sagChunk(half: number, bend: string): string {
  return `{ float t = transformed.z / ${half.toFixed(4)}; transformed.y -= ${bend} * t * t; }`;
}
