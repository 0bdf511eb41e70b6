/**
 * One batch: every instance of one model part drawn in one call (a three.js InstancedMesh).
 * Each instance has its matrix and colour (three's own), and three attributes of ours read
 * by the part's material: `aGlow` (a highlight's emissive colour and strength), `aLayer`
 * (its face: a layer of the batch's face array, or −1 for none) and `aBend` (how far a held
 * card's ends sag). Slots stay packed: a freed slot takes the last instance, so the mesh
 * draws `count` instances and no gaps. A full batch grows into a new mesh twice its size.
 */
import {
  BufferGeometry, Color, DynamicDrawUsage, InstancedBufferAttribute, InstancedMesh, Matrix4, type Material, type Texture,
  type WebGLProgramParametersWithUniforms,
} from 'three';
import { sagChunk } from '../card-bend.ts';

/** What a batch's faces are read from: a texture array of equal layers (face-layers.ts, image-layers.ts). */
export interface FaceSource {
  readonly width: number;
  readonly height: number;
  readonly uniform: { value: Texture };
}

/** An instance's place in a batch, held by its owner (a piece) and by the batch. */
export interface Entry {
  batch: PartBatch;
  slot: number;
  /** The part's pose in the owner's frame (null: the frame's own). */
  local: Matrix4 | null;
  /** Who the instance belongs to (a piece id): what a press on it picks. */
  owner: string;
}

const FIRST_CAPACITY = 16;
const ZERO = new Matrix4().makeScale(0, 0, 0);
const white = new Color(1, 1, 1);

/** A geometry drawing the same vertex buffers as `source`, with room for its own instance attributes. */
function sharedGeometry(source: BufferGeometry): BufferGeometry {
  const g = new BufferGeometry();
  for (const [name, attr] of Object.entries(source.attributes)) g.setAttribute(name, attr);
  g.setIndex(source.index);
  for (const group of source.groups) g.addGroup(group.start, group.count, group.materialIndex);
  if (!source.boundingBox) source.computeBoundingBox();
  if (!source.boundingSphere) source.computeBoundingSphere();
  g.boundingBox = source.boundingBox!.clone();
  g.boundingSphere = source.boundingSphere!.clone();
  return g;
}

/**
 * Makes a standard material read the instance attributes: the face layer (multiplying its
 * colour, as a map would), the highlight (added to its emissive light) and the bend
 * (`bendHalf`: half the part's length along z, where the ends sag; 0 for parts that never bend).
 */
export function instanceMaterial<M extends Material>(material: M, face: FaceSource | null, bendHalf: number): M {
  material.onBeforeCompile = (shader: WebGLProgramParametersWithUniforms) => {
    shader.vertexShader = shader.vertexShader
      .replace('#include <common>', '#include <common>\nattribute vec4 aGlow;\nattribute float aLayer;\nattribute float aBend;\nvarying vec4 vGlow;\nvarying float vLayer;\nvarying vec2 vFaceUv;')
      .replace('#include <uv_vertex>', '#include <uv_vertex>\nvGlow = aGlow;\nvLayer = aLayer;\nvFaceUv = uv;')
      .replace(
        '#include <begin_vertex>',
        bendHalf > 0 ? `#include <begin_vertex>\n${sagChunk(bendHalf, 'aBend')}` : '#include <begin_vertex>',
      );
    let fragment = shader.fragmentShader
      .replace('#include <common>', `#include <common>\nvarying vec4 vGlow;\nvarying float vLayer;\nvarying vec2 vFaceUv;${face ? '\nuniform highp sampler2DArray uFaces;' : ''}`)
      .replace('#include <emissivemap_fragment>', '#include <emissivemap_fragment>\ntotalEmissiveRadiance += vGlow.rgb * vGlow.a;');
    if (face) {
      shader.uniforms.uFaces = face.uniform;
      fragment = fragment.replace(
        '#include <map_fragment>',
        '#include <map_fragment>\nif (vLayer >= 0.0) diffuseColor *= texture(uFaces, vec3(vFaceUv, floor(vLayer + 0.5)));',
      );
    }
    shader.fragmentShader = fragment;
  };
  material.customProgramCacheKey = () => `instanced:${face ? 'faces' : 'plain'}:${bendHalf.toFixed(4)}`;
  material.needsUpdate = true;
  return material;
}

export interface BatchOptions {
  castShadow: boolean;
  /** An invisible batch only for picking (every piece's hit box). */
  pick: boolean;
  /** Drawn after the table's opaque pieces (labels over pieces). */
  renderOrder?: number;
}

export class PartBatch {
  readonly key: string;
  mesh: InstancedMesh;
  readonly face: FaceSource | null;
  /** Slot → its entry. */
  readonly entries: Entry[] = [];
  private readonly source: BufferGeometry;
  private readonly material: Material;
  private readonly options: BatchOptions;
  private glow!: InstancedBufferAttribute;
  private layer!: InstancedBufferAttribute;
  private bend!: InstancedBufferAttribute;
  /** Called when the batch has a new mesh (it grew). */
  onReplaced: (() => void) | null = null;
  /** Bumped each time the batch grows into a new mesh (the scene mounts that mesh in place of the last). */
  generation = 0;

  constructor(key: string, geometry: BufferGeometry, material: Material, face: FaceSource | null, options: BatchOptions) {
    this.key = key;
    this.source = geometry;
    this.material = material;
    this.face = face;
    this.options = options;
    this.mesh = this.build(FIRST_CAPACITY, null);
  }

  get count(): number {
    return this.entries.length;
  }

  private build(capacity: number, from: InstancedMesh | null): InstancedMesh {
    const geometry = sharedGeometry(this.source);
    const glow = new InstancedBufferAttribute(new Float32Array(capacity * 4), 4);
    const layer = new InstancedBufferAttribute(new Float32Array(capacity).fill(-1), 1);
    const bend = new InstancedBufferAttribute(new Float32Array(capacity), 1);
    for (const a of [glow, layer, bend]) a.setUsage(DynamicDrawUsage);
    geometry.setAttribute('aGlow', glow);
    geometry.setAttribute('aLayer', layer);
    geometry.setAttribute('aBend', bend);
    const mesh = new InstancedMesh(geometry, this.material, capacity);
    mesh.instanceMatrix.setUsage(DynamicDrawUsage);
    mesh.setColorAt(0, white);
    mesh.instanceColor!.setUsage(DynamicDrawUsage);
    if (from && this.glow) {
      mesh.instanceMatrix.array.set(from.instanceMatrix.array);
      mesh.instanceColor!.array.set(from.instanceColor!.array);
      glow.array.set(this.glow.array);
      layer.array.set(this.layer.array);
      bend.array.set(this.bend.array);
    }
    this.glow = glow;
    this.layer = layer;
    this.bend = bend;
    mesh.count = this.entries.length;
    mesh.name = `instances:${this.key}`;
    mesh.castShadow = this.options.castShadow && !this.options.pick;
    mesh.receiveShadow = !this.options.pick;
    mesh.visible = !this.options.pick && mesh.count > 0;
    mesh.renderOrder = this.options.renderOrder ?? 0;
    // The instances move all over the table: the batch is never culled as one box.
    mesh.frustumCulled = false;
    if (!this.options.pick) mesh.raycast = () => {};
    mesh.userData.batch = this;
    mesh.userData.pick = this.options.pick;
    return mesh;
  }

  /** Adds an instance for `entry`: zero-sized until its owner places it. */
  add(entry: Omit<Entry, 'batch' | 'slot'>): Entry {
    if (this.entries.length === this.mesh.instanceMatrix.count) {
      const old = this.mesh;
      this.mesh = this.build(old.instanceMatrix.count * 2, old);
      this.generation++;
      old.geometry.dispose();
      this.onReplaced?.();
    }
    const slot = this.entries.length;
    const full: Entry = { ...entry, batch: this, slot };
    this.entries.push(full);
    this.mesh.count = this.entries.length;
    this.mesh.visible = !this.options.pick;
    this.mesh.setMatrixAt(slot, ZERO);
    this.mesh.setColorAt(slot, white);
    this.glow.setXYZW(slot, 0, 0, 0, 0);
    this.layer.setX(slot, -1);
    this.bend.setX(slot, 0);
    this.touch(true);
    return full;
  }

  /** Removes `entry`'s instance; the last instance moves into its slot. */
  remove(entry: Entry): void {
    const slot = entry.slot;
    if (this.entries[slot] !== entry) return;
    const last = this.entries.length - 1;
    if (slot !== last) {
      const moved = this.entries[last]!;
      this.copySlot(last, slot);
      moved.slot = slot;
      this.entries[slot] = moved;
    }
    this.entries.pop();
    entry.slot = -1;
    this.mesh.count = this.entries.length;
    this.mesh.visible = !this.options.pick && this.entries.length > 0;
    this.touch(true);
  }

  private copySlot(from: number, to: number): void {
    const copy = (a: { array: ArrayLike<number> & { copyWithin(t: number, s: number, e: number): unknown }; itemSize: number }) =>
      a.array.copyWithin(to * a.itemSize, from * a.itemSize, (from + 1) * a.itemSize);
    copy(this.mesh.instanceMatrix as never);
    copy(this.mesh.instanceColor as never);
    copy(this.glow as never);
    copy(this.layer as never);
    copy(this.bend as never);
  }

  /** Marks what a draw must upload; `all`: every attribute (slots moved). */
  private touch(all: boolean): void {
    this.mesh.instanceMatrix.needsUpdate = true;
    this.mesh.boundingSphere = null;
    if (all) {
      this.mesh.instanceColor!.needsUpdate = true;
      this.glow.needsUpdate = true;
      this.layer.needsUpdate = true;
      this.bend.needsUpdate = true;
    }
  }

  setMatrix(slot: number, m: Matrix4): void {
    this.mesh.setMatrixAt(slot, m);
    this.mesh.instanceMatrix.needsUpdate = true;
    this.mesh.boundingSphere = null;
  }

  setColor(slot: number, c: Color): void {
    this.mesh.setColorAt(slot, c);
    this.mesh.instanceColor!.needsUpdate = true;
  }

  setGlow(slot: number, c: Color, intensity: number): void {
    this.glow.setXYZW(slot, c.r, c.g, c.b, intensity);
    this.glow.needsUpdate = true;
  }

  setLayer(slot: number, layer: number): void {
    this.layer.setX(slot, layer);
    this.layer.needsUpdate = true;
  }

  setBend(slot: number, bend: number): void {
    this.bend.setX(slot, bend);
    this.bend.needsUpdate = true;
  }

  /** What an instance shows now (tests and the bench read it). */
  read(slot: number): { glow: [number, number, number, number]; layer: number; color: [number, number, number]; matrix: Matrix4 } {
    const c = new Color();
    this.mesh.getColorAt(slot, c);
    const m = new Matrix4();
    this.mesh.getMatrixAt(slot, m);
    return { glow: [this.glow.getX(slot), this.glow.getY(slot), this.glow.getZ(slot), this.glow.getW(slot)], layer: this.layer.getX(slot), color: [c.r, c.g, c.b], matrix: m };
  }

  dispose(): void {
    this.mesh.geometry.dispose();
    this.mesh.dispose();
  }
}
