import type { Vec2 } from './table-geometry.ts';

/**
 * Set by the scene: the camera rig's switch, and the projections between the screen and
 * the table plane. A module of its own (no imports beyond a type) so a game's HUD may
 * place things over the table without pulling in the pointer machine.
 */
export const sceneHooks: {
  setCameraEnabled: (on: boolean) => void;
  toPlane: (clientX: number, clientY: number, planeY: number) => Vec2 | null;
  /** A table point → client pixels (null when behind the camera). */
  toScreen: (x: number, y: number, z: number) => Vec2 | null;
} = {
  setCameraEnabled: () => undefined,
  toPlane: () => null,
  toScreen: () => null,
};

