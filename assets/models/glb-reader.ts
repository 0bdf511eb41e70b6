/**
 * A minimal GLB reader for tests and inspection: checks the container (header, chunk
 * order, lengths, alignment) and decodes accessors of the kinds glb-writer.ts writes.
 */

export interface ParsedGlb {
  version: number;
  totalLength: number;
  jsonChunkLength: number;
  binChunkLength: number;
  /** The raw JSON chunk text, padding included. */
  jsonText: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
  bin: Uint8Array;
}

const COMPONENTS: Record<string, number> = { SCALAR: 1, VEC2: 2, VEC3: 3, VEC4: 4, MAT4: 16 };
const BYTES: Record<number, number> = { 5120: 1, 5121: 1, 5122: 2, 5123: 2, 5125: 4, 5126: 4 };

export function readGlb(bytes: Uint8Array): ParsedGlb {
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 20) throw new Error('too short for a GLB');
  if (dv.getUint32(0, true) !== 0x46546c67) throw new Error('bad magic');
  const version = dv.getUint32(4, true);
  const totalLength = dv.getUint32(8, true);
  if (totalLength !== bytes.byteLength) throw new Error(`header length ${totalLength} != ${bytes.byteLength}`);
  const jsonChunkLength = dv.getUint32(12, true);
  if (dv.getUint32(16, true) !== 0x4e4f534a) throw new Error('first chunk is not JSON');
  const jsonText = new TextDecoder().decode(bytes.subarray(20, 20 + jsonChunkLength));
  const json: unknown = JSON.parse(jsonText);
  let bin: Uint8Array = new Uint8Array(0);
  let binChunkLength = 0;
  const o = 20 + jsonChunkLength;
  if (o < totalLength) {
    binChunkLength = dv.getUint32(o, true);
    if (dv.getUint32(o + 4, true) !== 0x004e4942) throw new Error('second chunk is not BIN');
    if (o + 8 + binChunkLength !== totalLength) throw new Error('BIN chunk does not end the file');
    bin = bytes.subarray(o + 8, o + 8 + binChunkLength);
  }
  return { version, totalLength, jsonChunkLength, binChunkLength, jsonText, json, bin };
}

/** The values of accessor `index`, flattened. */
export function readAccessor(glb: ParsedGlb, index: number): number[] {
  const a = glb.json.accessors[index];
  const view = glb.json.bufferViews[a.bufferView];
  const n = COMPONENTS[a.type as string];
  const size = BYTES[a.componentType as number];
  if (n === undefined || size === undefined) throw new Error(`unsupported accessor ${index}`);
  const stride = view.byteStride ?? n * size;
  const start = (view.byteOffset ?? 0) + (a.byteOffset ?? 0);
  const dv = new DataView(glb.bin.buffer, glb.bin.byteOffset, glb.bin.byteLength);
  const out: number[] = [];
  for (let i = 0; i < a.count; i++) {
    for (let c = 0; c < n; c++) {
      const p = start + i * stride + c * size;
      switch (a.componentType) {
        case 5126: out.push(dv.getFloat32(p, true)); break;
        case 5125: out.push(dv.getUint32(p, true)); break;
        case 5123: out.push(dv.getUint16(p, true)); break;
        case 5121: out.push(dv.getUint8(p)); break;
        default: throw new Error(`unsupported component type ${a.componentType}`);
      }
    }
  }
  return out;
}
