/**
 * Where something on the table stands, as plain numbers: a matrix in its parent frame (or
 * in the table's, for a piece's own), and the world matrix worked out from it when asked.
 * A piece's motion writes its frame (motion-loop.ts); its instances, labels and contact
 * shadow read theirs just before each draw (instanced/instancing.ts). A frame's `version`
 * says whether its world matrix changed, so a reader that saw a version needs read nothing more.
 */
import { Matrix4 } from 'three';

export class Frame {
  /** The frame in its parent's (the table's, with no parent). Call `changed()` after writing it. */
  readonly local = new Matrix4();
  readonly parent: Frame | null;
  /** Where the piece this frame belongs to rests (its base, put down): a root frame's, read by its children. */
  rest = 0;
  private readonly world = new Matrix4();
  private localVersion = 0;
  private seenLocal = -1;
  private seenParent = -1;
  /** Bumped each time the world matrix changes. */
  private worldVersion = 0;

  constructor(parent: Frame | null = null) {
    this.parent = parent;
  }

  /** Says that `local` was written. */
  changed(): void {
    this.localVersion++;
  }

  /** Writes `local` from `m` if it differs; returns whether it did. */
  setLocal(m: Matrix4): boolean {
    const a = this.local.elements;
    const b = m.elements;
    for (let i = 0; i < 16; i++) {
      if (a[i] !== b[i]) {
        this.local.copy(m);
        this.localVersion++;
        return true;
      }
    }
    return false;
  }

  /** The world matrix now (worked out again only when this frame or one above it changed). */
  matrixWorld(): Matrix4 {
    this.refresh();
    return this.world;
  }

  /** A number that changes whenever the world matrix does. */
  version(): number {
    this.refresh();
    return this.worldVersion;
  }

  restY(): number {
    return this.parent ? this.parent.restY() : this.rest;
  }

  private refresh(): void {
    const pv = this.parent ? this.parent.version() : 0;
    if (this.seenLocal === this.localVersion && this.seenParent === pv) return;
    if (this.parent) this.world.multiplyMatrices(this.parent.world, this.local);
    else this.world.copy(this.local);
    this.seenLocal = this.localVersion;
    this.seenParent = pv;
    this.worldVersion++;
  }
}
