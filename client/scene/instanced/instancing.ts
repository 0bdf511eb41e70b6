/**
 * The table's instanced drawing, one per canvas: the batches (one per model part, face size
 * and dressing, see batch.ts), the face arrays (face-layers.ts) and image arrays
 * (image-layers.ts), and every owner of
 * instances — a piece, a badge, a seat's mark — with the frame its instances follow.
 *
 * Owners stand in frames (frame.ts) that the table's motion loop writes; nothing of theirs
 * is in the scene graph. Just before each draw (the scene's onBeforeRender) the owners whose
 * frame moved write their instances' matrices, and the others cost a comparison of version
 * numbers. Labels that face the camera (badges, glyphs) are placed there too, each grown to
 * its least size on screen.
 */
import { Box3, Color, Matrix4, Quaternion, Vector2, Vector3, type Camera, type PerspectiveCamera, type WebGLRenderer } from 'three';
import type { Frame } from '../frame.ts';
import { floorScale } from '../screen-floor.ts';
import { contactMatrix } from './contact-shadow.ts';
import type { Entry, PartBatch } from './batch.ts';
import { FaceArrays } from './face-layers.ts';
import { ImageLayers } from './image-layers.ts';

/** How a label faces the camera: its size on the table, where its anchor is in it, its least height on screen. */
export interface Billboard {
  width: number;
  height: number;
  /** The point of the label (0..1 across, 0..1 up) at its anchor, as a sprite's `center`. */
  center: [number, number];
  /** The label's least height on screen, CSS px. */
  minPx: number;
}

export interface Owner {
  /** The piece (or label) id: what a press on one of its instances picks. */
  id: string;
  frame: Frame;
  entries: Entry[];
  /** The frame's version as last written (-1: write next draw; -2: written hidden). */
  seen: number;
  /** A label's matrix as last written (NaN: write next draw). */
  readonly last: Float32Array;
  billboard: Billboard | null;
  /** Drawn at no size (a deck with no cards shows no top card). */
  hidden: boolean;
  /** Its contact shadow (contact-shadow.ts): the instance, and the footprint it spreads from. */
  contact: { entry: Entry; w: number; d: number } | null;
}

/** Whether a label's `matrix` differs from what `o` last wrote; if so it becomes what was last written. */
function moved(o: Owner, matrix: ArrayLike<number>): boolean {
  for (let i = 0; i < 16; i++) {
    if (o.last[i] !== matrix[i]) {
      o.last.set(matrix);
      return true;
    }
  }
  return false;
}

const m = new Matrix4();
const pos = new Vector3();
const quat = new Quaternion();
const scale = new Vector3();
const shift = new Matrix4();
const viewport = new Vector2();
const view = new Vector3();
const HIDDEN = new Matrix4().makeScale(0, 0, 0);

export class Instancing {
  readonly faces = new FaceArrays();
  /** The group's own images (image-layers.ts). */
  readonly images = new ImageLayers();
  private readonly batches = new Map<string, PartBatch>();
  private readonly owners = new Set<Owner>();
  private readonly listeners = new Set<() => void>();
  /** Bumped when the set of meshes to mount changes (a batch made or grown). */
  version = 0;

  subscribe(f: () => void): () => void {
    this.listeners.add(f);
    return () => this.listeners.delete(f);
  }

  private changed(): void {
    this.version++;
    for (const f of this.listeners) f();
  }

  /** The batch under `key`, made by `make` the first time. */
  batch(key: string, make: () => PartBatch): PartBatch {
    let b = this.batches.get(key);
    if (!b) {
      b = make();
      b.onReplaced = () => this.changed();
      this.batches.set(key, b);
      this.changed();
    }
    return b;
  }

  meshes(): PartBatch[] {
    return [...this.batches.values()];
  }

  own(id: string, frame: Frame, billboard: Billboard | null = null): Owner {
    const o: Owner = { id, frame, entries: [], seen: -1, last: new Float32Array(16).fill(Number.NaN), billboard, hidden: false, contact: null };
    this.owners.add(o);
    return o;
  }

  /** Adds an instance of `batch` to owner `o`, at `local` in its frame. */
  add(o: Owner, batch: PartBatch, local: Matrix4 | null): Entry {
    const e = batch.add({ local, owner: o.id });
    o.entries.push(e);
    o.seen = -1;
    o.last[0] = Number.NaN;
    return e;
  }

  /** Takes `e` from its owner and its batch. */
  drop(o: Owner, e: Entry): void {
    e.batch.remove(e);
    const i = o.entries.indexOf(e);
    if (i >= 0) o.entries.splice(i, 1);
  }

  release(o: Owner): void {
    for (const e of o.entries) e.batch.remove(e);
    o.entries.length = 0;
    o.contact = null;
    this.owners.delete(o);
  }

  /** Writes the instances of every owner whose frame moved (the scene's onBeforeRender). */
  sync(renderer: WebGLRenderer, camera: Camera): void {
    const fov = (camera as PerspectiveCamera).isPerspectiveCamera ? (camera as PerspectiveCamera).fov : 0;
    renderer.getSize(viewport);
    this.faces.flush();
    this.images.flush(performance.now(), renderer);
    for (const o of this.owners) {
      if (o.billboard) {
        this.placeBillboard(o, o.billboard, camera, fov);
        continue;
      }
      const v = o.hidden ? -2 : o.frame.version();
      if (v === o.seen) continue;
      o.seen = v;
      const world = o.frame.matrixWorld();
      for (const e of o.entries) {
        if (o.hidden) e.batch.setMatrix(e.slot, HIDDEN);
        else if (e === o.contact?.entry) e.batch.setMatrix(e.slot, contactMatrix(m, world, o.frame.restY(), o.contact.w, o.contact.d));
        else if (e.local) e.batch.setMatrix(e.slot, m.multiplyMatrices(world, e.local));
        else e.batch.setMatrix(e.slot, world);
      }
    }
  }

  private placeBillboard(o: Owner, b: Billboard, camera: Camera, fov: number): void {
    pos.setFromMatrixPosition(o.frame.matrixWorld());
    const depth = -view.copy(pos).applyMatrix4(camera.matrixWorldInverse).z;
    const k = fov > 0 ? floorScale(b.height, depth, viewport.y, fov, b.minPx) : 1;
    camera.getWorldQuaternion(quat);
    scale.set(b.width * k, b.height * k, 1);
    m.compose(pos, quat, scale);
    shift.makeTranslation(0.5 - b.center[0], 0.5 - b.center[1], 0);
    m.multiply(shift);
    if (!moved(o, m.elements)) return;
    for (const entry of o.entries) entry.batch.setMatrix(entry.slot, m);
  }

  /**
   * What the page draws for owner `id` (tests): each instance's batch, its world box (the
   * part's box under its instance matrix), highlight, face layer and colour.
   */
  drawn(id: string): Array<{ batch: string; pick: boolean; box: { min: Vector3; max: Vector3 }; glowHex: string; glow: number; layer: number; colorHex: string; matrix: number[] }> {
    const out = [];
    for (const o of this.owners) {
      if (o.id !== id) continue;
      for (const e of o.entries) {
        const r = e.batch.read(e.slot);
        const g = e.batch.mesh.geometry;
        if (!g.boundingBox) g.computeBoundingBox();
        const box = new Box3().copy(g.boundingBox!).applyMatrix4(r.matrix);
        out.push({
          batch: e.batch.key, pick: e.batch.mesh.userData.pick === true, box: { min: box.min, max: box.max },
          glowHex: new Color(r.glow[0], r.glow[1], r.glow[2]).getHexString(), glow: r.glow[3], layer: r.layer,
          colorHex: new Color(...r.color).getHexString(), matrix: r.matrix.elements.slice(),
        });
      }
    }
    return out;
  }

  /** Every label facing the camera (tests): its owner, world position and height as drawn now, and its face's size. */
  labels(): Array<{ id: string; at: Vector3; height: number; faceWidth: number; faceHeight: number }> {
    const out = [];
    for (const o of this.owners) {
      if (!o.billboard) continue;
      for (const e of o.entries) {
        const r = e.batch.read(e.slot);
        r.matrix.decompose(pos, quat, scale);
        const at = new Vector3(0, 0, 0).applyMatrix4(r.matrix.clone().multiply(shift.makeTranslation(-(0.5 - o.billboard.center[0]), -(0.5 - o.billboard.center[1]), 0)));
        out.push({ id: o.id, at, height: scale.y, faceWidth: e.batch.face?.width ?? 0, faceHeight: e.batch.face?.height ?? 0 });
      }
    }
    return out;
  }

  dispose(): void {
    for (const b of this.batches.values()) b.dispose();
    this.batches.clear();
    this.faces.dispose();
    this.images.dispose();
    this.owners.clear();
  }
}
