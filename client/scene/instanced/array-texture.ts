import { DataArrayTexture, LinearFilter, LinearMipmapLinearFilter, SRGBColorSpace } from 'three';

/**
 * A texture array of `depth` RGBA layers of `width` × `height`, sampled as the table's faces
 * are (sRGB, trilinear with mipmaps, 4× anisotropy), holding `from`'s layers first (an
 * array being grown or shrunk keeps what it had, as far as it fits). Marked for upload.
 */
export function arrayTexture(width: number, height: number, depth: number, from: Uint8Array | null): DataArrayTexture {
  const data = new Uint8Array(width * height * 4 * depth);
  if (from) data.set(from.subarray(0, Math.min(from.length, data.length)));
  const t = new DataArrayTexture(data, width, height, depth);
  t.colorSpace = SRGBColorSpace;
  t.generateMipmaps = true;
  t.minFilter = LinearMipmapLinearFilter;
  t.magFilter = LinearFilter;
  t.anisotropy = 4;
  t.needsUpdate = true;
  return t;
}
