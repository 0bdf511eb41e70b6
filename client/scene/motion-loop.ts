/**
 * Every piece's motion in one loop over plain numbers, stepped once a frame: each piece's
 * springs (motion.ts) ease it towards where it should be, or a pin holds it (a die playing
 * a throw back), and its two frames are written — `upright`, where it stands turned about
 * the vertical, and `body`, the piece itself, flipped about its long axis at half its
 * height when face down. Instances follow the frames; nothing in the scene graph moves,
 * except the few groups a piece mounts for meshes of its own (a bag, a stand-in, its
 * selection ring), which the loop places from the same frames.
 */
import { Matrix4, type Object3D } from 'three';
import type { TablePiece } from '../../engine/core/projection.ts';
import { turnOf, uiStore } from '../interaction/ui-store.ts';
import { Frame } from './frame.ts';
import { createMotion, stepMotion, type Motion } from './motion.ts';
import type { Spring } from './spring.ts';

/** Where a pinned piece stands (its base, table units); `pin` fills it in. */
export interface PinPose {
  x: number;
  y: number;
  z: number;
}

/**
 * A pin overrides the springs (a die playing a throw back, or resting where it fell):
 * called first thing each frame; 'none' lets the springs run, 'rest' holds the piece at
 * `out` with no turn, 'moving' does the same and asks for another frame.
 */
export type PinFn = (out: PinPose) => 'none' | 'rest' | 'moving';

export interface MotionOptions {
  /** Height of the piece (its flip turns about half of it). */
  height: number;
  /** Half the width across the flip axis: how far it must rise to turn over clear of the table. */
  halfWidth: number;
  /** Dice and bags do not turn over. */
  flips: boolean;
  pin?: PinFn | undefined;
  /** The piece's own per-frame work (a held card's bend, a die's tumble): true while it still moves. */
  step?: ((dt: number) => boolean) | undefined;
}

/** One piece in the loop. */
export class MovingPiece {
  piece: TablePiece;
  options: MotionOptions;
  readonly motion: Motion;
  readonly upright = new Frame();
  readonly body: Frame;
  /** Groups the piece mounts for meshes of its own: placed at `upright` and at `body` in it. */
  outer: Object3D | null = null;
  flipper: Object3D | null = null;

  constructor(piece: TablePiece, options: MotionOptions) {
    this.piece = piece;
    this.options = options;
    this.motion = createMotion(piece);
    this.body = new Frame(this.upright);
    const m = this.motion;
    this.place(m.x.value, m.y.value, m.z.value, m.yaw.value, m.flip.value);
  }

  /** Places the frames (and any mounted groups) for a piece standing at (x, y, z), turned `yaw`, flipped `flip`. */
  private place(x: number, y: number, z: number, yaw: number, flip: number): void {
    this.upright.rest = this.piece.y;
    this.upright.setLocal(scratch.makeRotationY(yaw).setPosition(x, y, z));
    // Turned over about the long (z) axis through the middle of its height.
    const c = Math.cos(flip);
    const s = Math.sin(flip);
    const h = this.options.height / 2;
    this.body.setLocal(scratch.set(c, -s, 0, s * h, s, c, 0, h - c * h, 0, 0, 1, 0, 0, 0, 0, 1));
    this.mount();
  }

  /** Puts the mounted groups where the frames are. */
  mount(): void {
    if (this.outer) {
      this.outer.matrix.copy(this.upright.local);
      this.outer.matrixWorldNeedsUpdate = true;
    }
    if (this.flipper) {
      this.flipper.matrix.copy(this.body.local);
      this.flipper.matrixWorldNeedsUpdate = true;
    }
  }

  /** Advances by `dt`; true while anything still moves. */
  step(dt: number): boolean {
    const m = this.motion;
    const { pin, flips, halfWidth } = this.options;
    const pinned = pin ? pin(pinScratch) : 'none';
    const own = this.options.step?.(dt) ?? false;
    if (pinned !== 'none') {
      // The springs follow the pin, so letting go eases on from here.
      hold(m.x, pinScratch.x);
      hold(m.y, pinScratch.y);
      hold(m.z, pinScratch.z);
      hold(m.yaw, 0);
      this.place(pinScratch.x, pinScratch.y, pinScratch.z, 0, flips ? m.flip.value : 0);
      return pinned === 'moving' || own;
    }
    const ui = uiStore.getState();
    const p = this.piece;
    const moving = stepMotion(m, p, ui.drag, dt, flips, ui.turned?.id === p.id ? turnOf(ui.turned, p) : null);
    // Rise while turning over so the far edge never cuts through the table.
    const clearance = flips ? Math.abs(Math.sin(m.flip.value)) * halfWidth : 0;
    this.place(m.x.value, m.y.value + clearance, m.z.value, m.yaw.value, m.flip.value);
    return moving || own;
  }
}

const scratch = new Matrix4();
const pinScratch: PinPose = { x: 0, y: 0, z: 0 };

function hold(s: Spring, value: number): void {
  s.value = value;
  s.velocity = 0;
}

/** The pieces of one table, stepped together. */
export class MotionLoop {
  private readonly pieces = new Set<MovingPiece>();

  add(p: MovingPiece): void {
    this.pieces.add(p);
  }

  remove(p: MovingPiece): void {
    this.pieces.delete(p);
  }

  /** Steps every piece by `dt`; true while any still moves (another frame is wanted). */
  step(dt: number): boolean {
    let moving = false;
    for (const p of this.pieces) moving = p.step(dt) || moving;
    return moving;
  }
}
