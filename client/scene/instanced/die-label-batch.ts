/**
 * Dice labels, instanced: every die of a kind printing the same labels is one instance of
 * one batch, whatever its ink (the instance's colour: the atlas is white) and whatever a
 * throw did to which face shows which label. That rotation is a row of a small table of
 * atlas cells — one texel per label quad — and the instance names its row (`aLayer`): the
 * vertex shader looks up the cell its quad prints. Rows are shared by every die with the
 * same rotation and kept for the page's life (there are at most a few per throw). The
 * labels look engraved: a cut's wall shades the ink along one side and lights it along
 * the other.
 */
import { DataTexture, FloatType, MeshStandardMaterial, NearestFilter, RedFormat, type WebGLProgramParametersWithUniforms } from 'three';
import type { DieLabelStyle } from '../die-atlas.ts';
import { MAX_QUADS, labelQuadGeometry } from '../die-labels.ts';
import { PartBatch } from './batch.ts';
import type { Instancing } from './instancing.ts';

const FIRST_ROWS = 16;
/** How wide the walls of an engraved label look, as a share of its cell. */
const ENGRAVE = 0.035;

/** The rotations in use for one label style: a row of atlas cells each. */
export class LabelCells {
  readonly uniform: { value: DataTexture };
  private readonly rows = new Map<string, number>();
  private capacity = FIRST_ROWS;

  constructor() {
    this.uniform = { value: this.make(FIRST_ROWS, null) };
  }

  private make(rows: number, from: Float32Array | null): DataTexture {
    const data = new Float32Array(MAX_QUADS * rows);
    if (from) data.set(from);
    const t = new DataTexture(data, MAX_QUADS, rows, RedFormat, FloatType);
    t.minFilter = NearestFilter;
    t.magFilter = NearestFilter;
    t.needsUpdate = true;
    return t;
  }

  /** The row holding `cells` (the cell each quad prints), added the first time. */
  rowOf(cells: readonly number[]): number {
    const key = cells.join(',');
    const hit = this.rows.get(key);
    if (hit !== undefined) return hit;
    const row = this.rows.size;
    if (row === this.capacity) {
      const old = this.uniform.value;
      this.capacity *= 2;
      this.uniform.value = this.make(this.capacity, old.image.data as Float32Array);
      old.dispose();
    }
    (this.uniform.value.image.data as Float32Array).set(cells.slice(0, MAX_QUADS), row * MAX_QUADS);
    this.uniform.value.needsUpdate = true;
    this.rows.set(key, row);
    return row;
  }
}

function labelMaterial(style: DieLabelStyle, cells: LabelCells): MeshStandardMaterial {
  const m = new MeshStandardMaterial({
    map: style.texture, transparent: true, alphaTest: 0.25, roughness: 0.55,
    polygonOffset: true, polygonOffsetFactor: -2, polygonOffsetUnits: -2,
  });
  const cols = style.cols.toFixed(1);
  const rows = style.rows.toFixed(1);
  m.onBeforeCompile = (shader: WebGLProgramParametersWithUniforms) => {
    shader.uniforms.uCells = cells.uniform;
    shader.vertexShader = shader.vertexShader
      .replace('#include <common>', '#include <common>\nattribute float aQuad;\nattribute float aLayer;\nuniform highp sampler2D uCells;')
      .replace(
        '#include <uv_vertex>',
        `#include <uv_vertex>
        {
          float cell = texelFetch(uCells, ivec2(int(aQuad + 0.5), int(aLayer + 0.5)), 0).r;
          float col = mod(cell, ${cols});
          float row = floor(cell / ${cols} + 0.001);
          vMapUv = vec2((col + uv.x) / ${cols}, 1.0 - (row + 1.0 - uv.y) / ${rows});
        }`,
      );
    // Engraved: the label is cut into the face and inked. Inside the cut, the wall on the
    // light's side (up the label) shades the ink next to it and the far wall catches light.
    shader.fragmentShader = shader.fragmentShader.replace(
      '#include <color_fragment>',
      `#include <color_fragment>
      {
        vec2 wall = vec2(${(ENGRAVE / style.cols).toFixed(5)}, ${(-ENGRAVE / style.rows).toFixed(5)});
        float cut = texture2D(map, vMapUv).a;
        float towardLight = texture2D(map, vMapUv - wall).a;
        float awayFromLight = texture2D(map, vMapUv + wall).a;
        diffuseColor.rgb *= 1.0 - 0.55 * cut * (1.0 - towardLight);
        diffuseColor.rgb += 0.2 * cut * (1.0 - awayFromLight);
      }`,
    );
  };
  m.customProgramCacheKey = () => `die-labels:${cols}x${rows}:engraved`;
  return m;
}

const tables = new WeakMap<PartBatch, LabelCells>();

/** The batch of `style`'s labels and its table of rotations. */
export function dieLabelBatch(reg: Instancing, style: DieLabelStyle): { batch: PartBatch; cells: LabelCells } {
  const key = `die-labels|${style.key}`;
  let made: LabelCells | null = null;
  const batch = reg.batch(key, () => {
    made = new LabelCells();
    const b = new PartBatch(key, labelQuadGeometry(style.kind), labelMaterial(style, made), null, { castShadow: false, pick: false });
    tables.set(b, made);
    return b;
  });
  return { batch, cells: made ?? tables.get(batch)! };
}
