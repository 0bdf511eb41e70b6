/**
 * A piece's instances: one per part of its model (in the batch for that part, its face size
 * and its dressing) and one hit box in the model's pick batch. The piece sets what they
 * show — a tint, a face, a highlight, a held card's bend — whether or not they are placed
 * yet: the handle remembers, and applies it when it is attached to the table's instancing.
 */
import { BoxGeometry, Color, DoubleSide, Matrix4, MeshBasicMaterial, Vector3, type MeshStandardMaterial, type Texture } from 'three';
import type { Frame } from '../frame.ts';
import { surfaceTexture } from '../surface-textures.ts';
import { PartBatch, instanceMaterial, type Entry } from './batch.ts';
import type { Instancing, Owner } from './instancing.ts';
import { contactBatch, type ContactShape } from './contact-shadow.ts';
import type { ModelPart, ModelParts } from './model-parts.ts';
import type { ImageFace } from './image-layers.ts';

/** What a part shows: a painted face (a canvas texture, copied into the face array of its size), a group's image (a layer of an image array), or its colour only. */
export type PartFace = Texture | ImageFace | null;

function isImage(face: PartFace): face is ImageFace {
  return face !== null && 'source' in face && 'layer' in face;
}

/** How a model's parts are dressed: as modelled, as card stock, or as printed cardboard. */
export type Dress = 'plain' | 'card' | 'tile';

/** The material a batch of `part` draws with: the model's, white (instances carry the colour), dressed. */
function dressed(part: ModelPart, dress: Dress, relief: boolean): MeshStandardMaterial {
  const m = part.material.clone();
  m.color.set('#ffffff');
  m.map = null;
  if (dress !== 'plain') {
    // Card stock or cardboard: a fibre grain under the print (not in the low-power look), a satin finish.
    m.bumpMap = relief ? surfaceTexture('card-stock', false) : null;
    m.bumpScale = dress === 'card' ? 0.35 : 0.3;
    m.roughness = dress === 'card' ? 0.62 : 0.66;
  }
  return m;
}

const pickMaterial = new MeshBasicMaterial({ side: DoubleSide });

/** Pieces thinner than this (cards, boards' sheets) lay no contact shadow: lying flat, they shade nothing beside them. */
const FLAT = 0.1;
/** Pieces at least this tall cast the lamp's shadow. */
const STANDING = 0.4;

/** The batch of hit boxes `w` × `h` × `d` named `name`: invisible, what a press or hover meets. */
export function pickBoxes(reg: Instancing, name: string, w: number, h: number, d: number): PartBatch {
  const key = `${name}|pick`;
  return reg.batch(key, () => new PartBatch(key, new BoxGeometry(w, h, d), pickMaterial, null, { castShadow: false, pick: true }));
}
const scratch = new Color();

interface PartState {
  part: ModelPart;
  entry: Entry | null;
  color: Color;
  face: PartFace;
  /** Table units to the part's own along y (a compressed model's parts are scaled). */
  unitY: number;
}

export class PieceInstances {
  readonly model: ModelParts;
  private readonly dress: Dress;
  private readonly relief: boolean;
  private readonly bendHalf: number;
  private readonly parts: PartState[];
  private reg: Instancing | null = null;
  private owner: Owner | null = null;
  private glowColor: Color | null = new Color(0, 0, 0);
  private glowIntensity = 0;
  private shown = true;
  private bendValue = 0;

  constructor(model: ModelParts, dress: Dress, relief: boolean, bends = false) {
    this.model = model;
    this.dress = dress;
    this.relief = relief;
    this.parts = model.parts.map((part) => ({ part, entry: null, color: new Color(part.color), face: null, unitY: 1 / (new Vector3().setFromMatrixScale(part.local).y || 1) }));
    if (bends) {
      const g = model.parts[0]?.geometry;
      if (g && !g.boundingBox) g.computeBoundingBox();
      this.bendHalf = g?.boundingBox ? Math.max(Math.abs(g.boundingBox.max.z), Math.abs(g.boundingBox.min.z)) : 0;
    } else this.bendHalf = 0;
  }

  private batchFor(reg: Instancing, s: PartState): PartBatch {
    const face = s.face;
    const array = isImage(face) ? face.source : face ? reg.faces.arrayFor(face) : null;
    const size = isImage(face) ? `img:${face.source.key}:${face.source.width}x${face.source.height}` : array ? `${array.width}x${array.height}` : '-';
    const key = `${this.model.id}|${s.part.name}|${this.dress}|${this.relief ? 'r' : '-'}|${size}`;
    return reg.batch(key, () => new PartBatch(key, s.part.geometry, instanceMaterial(dressed(s.part, this.dress, this.relief), array, this.bendHalf), array, { castShadow: this.casts(), pick: false }));
  }

  private pickBatch(reg: Instancing): PartBatch {
    const s = this.model.size;
    return pickBoxes(reg, this.model.id, s.x, s.y, s.z);
  }

  /** Places the instances in `reg`, following `frame`; `id`: what a press on them picks. */
  attach(reg: Instancing, id: string, frame: Frame): void {
    this.detach();
    this.reg = reg;
    this.owner = reg.own(id, frame);
    this.owner.hidden = !this.shown;
    const center = this.model.box.getCenter(this.model.size.clone());
    reg.add(this.owner, this.pickBatch(reg), new Matrix4().makeTranslation(center.x, center.y, center.z));
    for (const s of this.parts) {
      s.entry = reg.add(this.owner, this.batchFor(reg, s), s.part.local);
      this.apply(s);
    }
    const size = this.model.size;
    if (size.y >= FLAT) this.owner.contact = { entry: reg.add(this.owner, contactBatch(reg, this.contactShape()), null), w: size.x, d: size.z };
  }

  /**
   * Whether the lamp's shadow map draws the piece: pieces that stand up (meeples, dice, cubes,
   * buildings). A flat one — a card, a token, a tile, a board — throws no shadow the eye
   * could tell from its contact shadow (or, for a card, from nothing), and drawing it again
   * into the map would cost as much as drawing it.
   */
  private casts(): boolean {
    return this.model.size.y >= STANDING;
  }

  /** Cards, tiles and boards cast a rounded rectangle; the rest a round shade. */
  private contactShape(): ContactShape {
    const s = this.model.size;
    return this.dress !== 'plain' || (s.y < 0.4 && Math.max(s.x, s.z) > 2.2) ? 'square' : 'round';
  }

  detach(): void {
    if (this.reg && this.owner) this.reg.release(this.owner);
    for (const s of this.parts) s.entry = null;
    this.reg = null;
    this.owner = null;
  }

  private apply(s: PartState): void {
    const e = s.entry;
    if (!e || e.slot < 0) return;
    e.batch.setColor(e.slot, s.color);
    const face = s.face;
    e.batch.setLayer(e.slot, isImage(face) ? face.layer : face && this.reg ? this.reg.faces.arrayFor(face).layerOf(face) : -1);
    e.batch.setGlow(e.slot, this.glowColor ?? s.color, this.glowIntensity);
    e.batch.setBend(e.slot, this.bendValue * s.unitY);
  }

  private named(names: readonly string[]): PartState | undefined {
    for (const n of names) {
      const hit = this.parts.find((s) => s.part.name === n);
      if (hit) return hit;
    }
    return undefined;
  }

  /** Whether the model has a part of one of these names. */
  has(...names: string[]): boolean {
    return this.named(names) !== undefined;
  }

  /** Tints the first part found of `names` (every part: no names). */
  color(css: string | Color, ...names: string[]): void {
    const targets = names.length === 0 ? this.parts : [this.named(names)].filter((s): s is PartState => !!s);
    for (const s of targets) {
      if (typeof css === 'string') s.color.set(css);
      else s.color.copy(css);
      this.apply(s);
    }
  }

  /** Shows `face` on the first part found of `names` (null: its colour only). */
  face(face: PartFace, ...names: string[]): void {
    const s = this.named(names);
    if (!s) return;
    s.face = face;
    const e = s.entry;
    if (e && this.reg && this.owner) {
      const want = this.batchFor(this.reg, s);
      if (want !== e.batch) {
        // A face of another size lives in another array: the part moves to that batch.
        this.reg.drop(this.owner, e);
        s.entry = this.reg.add(this.owner, want, s.part.local);
      }
    }
    this.apply(s);
  }

  /** The highlight on every part: `color` null lights each part in its own colour. */
  glow(color: Color | null, intensity: number): void {
    this.glowColor = color ? scratch.copy(color).clone() : null;
    this.glowIntensity = intensity;
    for (const s of this.parts) this.apply(s);
  }

  /** Whether the instances are drawn (hidden ones stand at no size and pick nothing). */
  visible(shown: boolean): void {
    this.shown = shown;
    if (this.owner && this.owner.hidden !== !shown) {
      this.owner.hidden = !shown;
      this.owner.seen = -1;
    }
  }

  /** A held card's sag (units at its ends). */
  bend(value: number): void {
    if (value === this.bendValue) return;
    this.bendValue = value;
    for (const s of this.parts) {
      if (s.entry && s.entry.slot >= 0) s.entry.batch.setBend(s.entry.slot, value * s.unitY);
    }
  }
}
