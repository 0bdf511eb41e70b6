/**
 * Highlights as emissive light on a piece's own materials, kept faint so colours stay
 * true: a warm touch for pieces the game points at (TablePiece.highlighted or a prompt
 * target — see prompt-targets.ts; their halo on the table does most of the work), a cool one for the selection,
 * a lift for the piece under the pointer.
 */
import { useEffect } from 'react';
import { invalidate } from '@react-three/fiber';
import { Color, type MeshStandardMaterial } from 'three';
import type { PieceInstances } from './instanced/piece-instances.ts';
import { useTable } from '../net/store.ts';
import { useUi } from '../interaction/ui-store.ts';
import { promptTargets } from './prompt-targets.ts';

const WARM = new Color('#ffb347');
const COOL = new Color('#5aa9ff');
const BLACK = new Color('#000000');

export interface GlowState {
  hovered: boolean;
  selected: boolean;
  target: boolean;
}

/**
 * The emissive colour and intensity for a combination of highlights. `null` colour: the
 * material's own colour, so hovering brightens a piece without bleaching its hue.
 */
export function glowOf(s: GlowState): { color: Color | null; intensity: number } {
  if (s.selected) return { color: COOL, intensity: s.hovered ? 0.14 : 0.08 };
  if (s.hovered) return { color: s.target ? WARM : null, intensity: s.target ? 0.2 : 0.28 };
  if (s.target) return { color: WARM, intensity: 0.05 };
  return { color: BLACK, intensity: 0 };
}

/**
 * Whether a piece is lit as something to choose. While a piece is being moved, what the
 * prompts point at is not lit (a clearing offered for another action would look like a
 * place the held piece may go): the drag's own hints (DragTargets) show where it may.
 */
export function isTarget(highlighted: boolean | undefined, prompted: boolean, moving: boolean): boolean {
  return highlighted === true || (prompted && !moving);
}

/** Reads the highlight state of piece `id` (narrow selectors) and applies it to its instances, or to `materials` of its own. */
export function useGlow(id: string, highlighted: boolean | undefined, materials: readonly MeshStandardMaterial[] | PieceInstances): GlowState {
  const hovered = useUi((s) => s.hovered === id);
  const selected = useUi((s) => s.selected.includes(id));
  const moving = useUi((s) => s.drag?.mode === 'move');
  const prompted = useTable((s) => promptTargets(s.projection).has(id));
  const target = isTarget(highlighted, prompted, moving);
  useEffect(() => {
    const { color, intensity } = glowOf({ hovered, selected, target });
    if (!Array.isArray(materials)) {
      (materials as PieceInstances).glow(color, intensity);
      invalidate();
      return;
    }
    for (const m of materials as readonly MeshStandardMaterial[]) {
      m.emissive.copy(color ?? m.color);
      m.emissiveIntensity = intensity;
    }
    invalidate();
  }, [hovered, selected, target, materials]);
  return { hovered, selected, target };
}
